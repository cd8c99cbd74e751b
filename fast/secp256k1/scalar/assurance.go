package scalar

import "math/big"

// ConstantValues returns the integer value of each limb constant of the
// package (little-endian 64-bit limbs), by name, for the assurance checks
// (assurance/constants): orderLimbs, cLimbs, halfOrder, Lambda, glvG1,
// glvG2, minusB1, minusB2, and "modN" (the modulus the inversion
// received, read back from it) with "modN.inv62".
func ConstantValues() map[string]*big.Int {
	m, mi := modN.Value()
	return map[string]*big.Int{
		"orderLimbs": limbsValue(orderLimbs[:]),
		"cLimbs":     limbsValue(cLimbs[:]),
		"halfOrder":  limbsValue(halfOrder[:]),
		"Lambda":     limbsValue(Lambda.d[:]),
		"glvG1":      limbsValue(glvG1[:]),
		"glvG2":      limbsValue(glvG2[:]),
		"minusB1":    limbsValue(minusB1.d[:]),
		"minusB2":    limbsValue(minusB2.d[:]),
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
