#include "textflag.h"

// func clientRequest(req, addr, size uintptr) uintptr
//
// The Valgrind client request of valgrind.h for amd64: RAX points at the
// six request words, RDX holds the default result, and the sequence of
// rotations of RDI (by 3, 13, 61, 51: 128 bits, so RDI is unchanged)
// followed by xchg %rbx,%rbx is the marker Valgrind recognises. On a real
// CPU it changes nothing and RDX keeps the default (0).
TEXT ·clientRequest(SB), NOSPLIT, $48-32
	MOVQ req+0(FP), AX
	MOVQ AX, args-48(SP)
	MOVQ addr+8(FP), AX
	MOVQ AX, args-40(SP)
	MOVQ size+16(FP), AX
	MOVQ AX, args-32(SP)
	MOVQ $0, args-24(SP)
	MOVQ $0, args-16(SP)
	MOVQ $0, args-8(SP)
	LEAQ args-48(SP), AX
	MOVQ $0, DX
	ROLQ $3, DI
	ROLQ $13, DI
	ROLQ $61, DI
	ROLQ $51, DI
	XCHGQ BX, BX
	MOVQ DX, ret+24(FP)
	RET
