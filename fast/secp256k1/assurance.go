//go:build !exhaustive

package secp256k1

import (
	"math/big"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
)

// ConstantValues returns the canonical value (in [0, p)) of each field
// constant of the package, by name, for the assurance checks
// (assurance/constants): beta, curveB, b3, genX, genY, swuA, swuB, swuZ,
// swuAZ, sqrtNegZ, twoTo256, pMinusNBytes, nAsField, and the isogeny's
// coefficients as "iso.xNum[i]", "iso.xDen[i]", "iso.yNum[i]",
// "iso.yDen[i]" (highest degree first, as stored).
func ConstantValues() map[string]*big.Int {
	m := map[string]*big.Int{
		"beta":         feValue(&beta),
		"curveB":       feValue(&curveB),
		"b3":           big.NewInt(b3),
		"genX":         feValue(&genX),
		"genY":         feValue(&genY),
		"swuA":         feValue(&swuA),
		"swuB":         feValue(&swuB),
		"swuZ":         feValue(&swuZ),
		"swuAZ":        feValue(&swuAZ),
		"sqrtNegZ":     feValue(&sqrtNegZ),
		"twoTo256":     feValue(&twoTo256),
		"pMinusNBytes": new(big.Int).SetBytes(pMinusNBytes[:]),
		"nAsField":     feValue(&nAsField),
	}
	add := func(name string, es []field.Element) {
		for i := range es {
			m[name+"["+string(rune('0'+i))+"]"] = feValue(&es[i])
		}
	}
	add("iso.xNum", iso.xNum[:])
	add("iso.xDen", iso.xDen[:])
	add("iso.yNum", iso.yNum[:])
	add("iso.yDen", iso.yDen[:])
	return m
}

// TableFiles returns the embedded precomputed tables by file name, for the
// assurance checks (a copy; the package keeps its own).
func TableFiles() map[string][]byte {
	c := func(b []byte) []byte { return append([]byte(nil), b...) }
	return map[string][]byte{
		"comb.bin":     c(combBin),
		"comb_var.bin": c(combVarBin),
		"g_odd.bin":    c(gOddBin),
		"g128_odd.bin": c(g128OddBin),
	}
}

// TableLayout returns the table parameters the package decodes with, for
// the assurance checks.
func TableLayout() map[string]int {
	return map[string]int{
		"combBlocks": combBlocks, "combTeeth": combTeeth, "combSpacing": combSpacing,
		"combVarBlocks": combVarBlocks, "combVarTeeth": combVarTeeth, "gWindow": gWindow,
	}
}

// feValue is the canonical value of a.
func feValue(a *field.Element) *big.Int {
	var t field.Element
	t.Normalize(a)
	return new(big.Int).SetBytes(t.Bytes())
}
