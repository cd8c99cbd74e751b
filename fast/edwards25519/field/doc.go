// Package field implements arithmetic modulo p = 2^255 - 19 in radix 2^51:
// an Element is five uint64 limbs l0 … l4 with value Σ lᵢ·2^(51·i), the
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
//	tight: every limb < 2^51 + 2^18   (what carryPropagate leaves, and what
//	       every function returns except AddNoCarry and SubtractNoCarry)
//	loose: every limb < 2^53          (what Add, Multiply and Square accept)
//
// The sum of two tight Elements is loose (AddNoCarry), and so is a + 2p - b
// for tight a and b (SubtractNoCarry): the group formulas use these where
// the result only feeds a multiplication, saving a carry pass. Under the build tag verify every function checks the
// bounds of its inputs and outputs at run time and panics on a violation;
// without it the checks compile away. See doc/field25519.md for the carry
// arguments with worked numbers.
//
// The zero value is the element 0.
package field

//go:generate sh -c "cd _asm && go generate"
