package p384

import (
	"math/big"

	"github.com/curvecheck/curvecheck/fast/p384/field"
)

// ConstantValues returns the canonical value (in [0, p), out of
// Montgomery form by the field's own Bytes) of each field constant of the
// package, by name, for the assurance checks (assurance/constants):
// curveB, genX, genY, and the hash to curve's swuA, swuZ, sqrtNegZ.
func ConstantValues() map[string]*big.Int {
	v := func(a *field.Element) *big.Int { return new(big.Int).SetBytes(a.Bytes()) }
	return map[string]*big.Int{"curveB": v(&curveB), "genX": v(&genX), "genY": v(&genY),
		"swuA": v(&swuA), "swuZ": v(&swuZ), "sqrtNegZ": v(&sqrtNegZ)}
}

// TableFile returns a copy of the embedded generator table and its layout
// (digit positions, multiples per position, window bits), for the
// assurance checks.
func TableFile() (b []byte, positions, multiples, windowBits int) {
	return append([]byte(nil), gWindowsFile...), digits, tabLen, window
}
