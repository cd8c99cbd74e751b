package scalar

import (
	"math/big"

	"github.com/curvecheck/curvecheck/fast/internal/limbs"
)

// ConstantValues returns the integer value of each limb constant of the
// package (little-endian 64-bit limbs), by name, for the assurance checks
// (assurance/constants): l, lInv = -l⁻¹ mod 2^64, rSquared = R² mod l and
// rOne = R mod l with R = 2^256.
func ConstantValues() map[string]*big.Int {
	return map[string]*big.Int{
		"l":        limbs.Value(l[:], 64),
		"lInv":     new(big.Int).SetUint64(lInv),
		"rSquared": limbs.Value(rSquared[:], 64),
		"rOne":     limbs.Value(rOne[:], 64),
	}
}
