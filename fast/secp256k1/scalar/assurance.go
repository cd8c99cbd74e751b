//go:build !exhaustive

package scalar

import (
	"math/big"

	"github.com/curvecheck/curvecheck/fast/internal/limbs"
)

// ConstantValues returns the integer value of each limb constant of the
// package (little-endian 64-bit limbs), by name, for the assurance checks
// (assurance/constants): orderLimbs, cLimbs, halfOrder, Lambda, glvG1,
// glvG2, minusB1, minusB2, and "modN" (the modulus the inversion
// received, read back from it) with "modN.inv62".
func ConstantValues() map[string]*big.Int {
	m, mi := modN.Value()
	return map[string]*big.Int{
		"orderLimbs": limbs.Value(orderLimbs[:], 64),
		"cLimbs":     limbs.Value(cLimbs[:], 64),
		"halfOrder":  limbs.Value(halfOrder[:], 64),
		"Lambda":     limbs.Value(Lambda.d[:], 64),
		"glvG1":      limbs.Value(glvG1[:], 64),
		"glvG2":      limbs.Value(glvG2[:], 64),
		"minusB1":    limbs.Value(minusB1.d[:], 64),
		"minusB2":    limbs.Value(minusB2.d[:], 64),
		"modN":       m,
		"modN.inv62": mi,
	}
}
