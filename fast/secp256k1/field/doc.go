// Package field implements arithmetic modulo the secp256k1 prime
// p = 2^256 - 2^32 - 977 for curvecheck's optimized secp256k1.
//
// An Element is five 64-bit limbs with value n[0] + n[1]·2^52 + n[2]·2^104 +
// n[3]·2^156 + n[4]·2^208: 52 bits a limb, 48 in the top one, and 12 spare
// bits in every word, so that several elements can be added before a carry
// is needed. How far an element may have grown is its magnitude:
//
//	magnitude m:  n[0..3] < 2m·2^52 and n[4] < 2m·2^48
//	normalized:   magnitude 1 and the value is the canonical one, below p
//
// Every function states the magnitudes it accepts and returns. Add adds
// magnitudes, Neg(a, m) returns m + 1, Mul and Square accept up to 8 and
// return 1, Normalize returns the canonical form. Under the build tag
// verify every Element also carries its magnitude and whether it is
// normalized, and every function checks its contract at run time and
// panics on a violation; without the tag the checks compile away.
// doc/secp256k1.md works the bounds through with numbers.
//
// Functions without the Var suffix run in constant time with respect to
// the values of their arguments. The zero value is the element 0,
// normalized.
package field
