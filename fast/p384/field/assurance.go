package field

import "math/big"

// ConstantValues returns the integer value of each limb constant of the
// package (little-endian 64-bit limbs, raw, not taken out of Montgomery
// form), by name, for the assurance checks (assurance/constants): prime,
// pInv, rr, one, and "modP" (the modulus the inversion received, read back
// from it) with "modP.inv62".
func ConstantValues() map[string]*big.Int {
	m, mi := modP.Value()
	return map[string]*big.Int{
		"prime":      limbsValue(prime[:]),
		"pInv":       new(big.Int).SetUint64(pInv),
		"rr":         limbsValue(rr.l[:]),
		"one":        limbsValue(one.l[:]),
		"modP":       m,
		"modP.inv62": mi,
	}
}

// limbsValue returns Σ w[i]·2^(64i).
func limbsValue(w []uint64) *big.Int {
	v := new(big.Int)
	for i := len(w) - 1; i >= 0; i-- {
		v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(w[i]))
	}
	return v
}
