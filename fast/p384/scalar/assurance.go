//go:build !exhaustive

package scalar

import (
	"math/big"

	"github.com/curvecheck/curvecheck/fast/internal/limbs"
)

// ConstantValues returns the integer value of each limb constant of the
// package (little-endian 64-bit limbs, raw, not taken out of Montgomery
// form), by name, for the assurance checks (assurance/constants): order,
// nInv, rr, one, and "modN" (the modulus the inversion received, read back
// from it) with "modN.inv62".
func ConstantValues() map[string]*big.Int {
	m, mi := modN.Value()
	return map[string]*big.Int{
		"order":      limbs.Value(order[:], 64),
		"nInv":       new(big.Int).SetUint64(nInv),
		"rr":         limbs.Value(rr[:], 64),
		"one":        limbs.Value(one[:], 64),
		"modN":       m,
		"modN.inv62": mi,
	}
}
