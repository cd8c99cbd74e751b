#include "textflag.h"

// func clientRequest(req, addr, size uintptr) uintptr
//
// The Valgrind client request of valgrind.h for arm64: X4 points at the
// six request words, X3 holds the default result, and four rotations of
// X12 (by 3, 13, 51, 61: 128 bits, X12 unchanged) followed by
// orr x10, x10, x10 are the marker. On a real CPU it changes nothing.
TEXT ·clientRequest(SB), NOSPLIT, $48-32
	MOVD req+0(FP), R0
	MOVD R0, 8(RSP)
	MOVD addr+8(FP), R0
	MOVD R0, 16(RSP)
	MOVD size+16(FP), R0
	MOVD R0, 24(RSP)
	MOVD ZR, 32(RSP)
	MOVD ZR, 40(RSP)
	MOVD ZR, 48(RSP)
	ADD  $8, RSP, R4
	MOVD ZR, R3
	ROR  $3, R12, R12
	ROR  $13, R12, R12
	ROR  $51, R12, R12
	ROR  $61, R12, R12
	ORR  R10, R10, R10
	MOVD R3, ret+24(FP)
	RET
