package field

import (
	"math/big"

	"github.com/curvecheck/curvecheck/fast/internal/limbs"
)

// ConstantValues returns the integer value of each limb constant of the
// package (little-endian 64-bit limbs, raw, not taken out of Montgomery
// form), by name, for the assurance checks (assurance/constants): prime,
// pInv, rr, one, and "modP" (the modulus the inversion received, read back
// from it) with "modP.inv62".
func ConstantValues() map[string]*big.Int {
	m, mi := modP.Value()
	return map[string]*big.Int{
		"prime":      limbs.Value(prime[:], 64),
		"pInv":       new(big.Int).SetUint64(pInv),
		"rr":         limbs.Value(rr.l[:], 64),
		"one":        limbs.Value(one.l[:], 64),
		"modP":       m,
		"modP.inv62": mi,
	}
}
