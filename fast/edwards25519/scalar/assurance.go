package scalar

import "math/big"

// ConstantValues returns the integer value of each limb constant of the
// package (little-endian 64-bit limbs), by name, for the assurance checks
// (assurance/constants): l, lInv = -l⁻¹ mod 2^64, rSquared = R² mod l and
// rOne = R mod l with R = 2^256.
func ConstantValues() map[string]*big.Int {
	return map[string]*big.Int{
		"l":        limbsValue(l[:]),
		"lInv":     new(big.Int).SetUint64(lInv),
		"rSquared": limbsValue(rSquared[:]),
		"rOne":     limbsValue(rOne[:]),
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
