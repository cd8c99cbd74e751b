#include "textflag.h"

// func cycles() uint64
//
// The virtual counter CNTVCT_EL0, after an ISB so that earlier
// instructions have completed.
TEXT ·cycles(SB), NOSPLIT, $0-8
	ISB  $15
	MRS  CNTVCT_EL0, R0
	MOVD R0, ret+0(FP)
	RET
