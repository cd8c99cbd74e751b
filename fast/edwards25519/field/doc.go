// Package field implements arithmetic modulo p = 2^255 - 19 in radix 2^51:
// an Element is five uint64 limbs limb[0] … limb[4] with value Σ limb[i]·2^(51·i), the
// layout of ed25519-donna and of fiat-crypto's 64-bit backend. Products use
// 64×64→128-bit multiplies (math/bits).
//
// Every operation runs in constant time with respect to the values of its
// arguments: no branch, no memory index and no variable-time instruction
// depends on them.
//
// # Limb bounds
//
// Two bounds are used, stated on every function:
//
//	tight: every limb < 2^51 + 2^18   (what settle leaves, and what
//	       every function returns except AddLoose and SubLoose)
//	loose: every limb < 2^53          (what Add, Mul and Square accept)
//
// The sum of two tight Elements is loose (AddLoose), and so is a + 2p - b
// for tight a and b (SubLoose): the group formulas use these where
// the result only feeds a multiplication, saving a carry pass. Under the build tag verify every function checks the
// bounds of its inputs and outputs at run time and panics on a violation;
// without it the checks compile away. See doc/field25519.md for the carry
// arguments with worked numbers.
//
// The zero value is the element 0.
package field

//go:generate sh -c "cd _asm && go generate"
