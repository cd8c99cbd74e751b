// Package limbs reads limb arrays back as integers, for the fast packages'
// assurance accessors (their ConstantValues functions). Not for secrets:
// math/big, variable time.
package limbs

import "math/big"

// Value returns Σ w[i]·2^(radix·i) for little-endian limbs of radix bits.
func Value(w []uint64, radix uint) *big.Int {
	v := new(big.Int)
	for i := len(w) - 1; i >= 0; i-- {
		v.Lsh(v, radix).Add(v, new(big.Int).SetUint64(w[i]))
	}
	return v
}
