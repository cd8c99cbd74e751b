#include "textflag.h"

// func cycles() uint64
//
// The time-stamp counter, serialized: LFENCE keeps RDTSC from running
// before the instructions ahead of it have completed.
TEXT ·cycles(SB), NOSPLIT, $0-8
	LFENCE
	RDTSC
	SHLQ $32, DX
	ORQ  DX, AX
	MOVQ AX, ret+0(FP)
	RET
