package scalar

import "math/big"

// ConstantValues returns the integer value of each limb constant of the
// package (little-endian 64-bit limbs, raw, not taken out of Montgomery
// form), by name, for the assurance checks (assurance/constants): order,
// nInv, rr, one, and "modN" (the modulus the inversion received, read back
// from it) with "modN.inv62".
func ConstantValues() map[string]*big.Int {
	m, mi := modN.Value()
	return map[string]*big.Int{
		"order":      limbsValue(order[:]),
		"nInv":       new(big.Int).SetUint64(nInv),
		"rr":         limbsValue(rr[:]),
		"one":        limbsValue(one[:]),
		"modN":       m,
		"modN.inv62": mi,
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
