package edwards25519

import (
	"math/big"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
)

// ConstantValues returns the canonical value (in [0, p)) of each field
// constant of the package, by name, for the assurance checks
// (assurance/constants): curveD, curveD2, ell2J, montToEd, twoTo192, and
// the base point's affine coordinates as "basePoint.x", "basePoint.y".
func ConstantValues() map[string]*big.Int {
	var zi, x, y field.Element
	zi.Inv(&basePoint.z)
	x.Mul(&basePoint.x, &zi)
	y.Mul(&basePoint.y, &zi)
	return map[string]*big.Int{
		"curveD":      feValue(&curveD),
		"curveD2":     feValue(&curveD2),
		"ell2J":       feValue(&ell2J),
		"montToEd":    feValue(&montToEd),
		"twoTo192":    feValue(&twoTo192),
		"basePoint.x": feValue(&x),
		"basePoint.y": feValue(&y),
	}
}

// BaseTableValues returns the canonical values of the precomputed base
// tables' entries, for the assurance checks: windows[j][k] and odd[i] are
// the triples (y + x, y - x, 2d·x·y) of the affine addends of
// baseTables()[j][k] and baseOddTable()[i].
func BaseTableValues() (windows [32][8][3]*big.Int, odd [64][3]*big.Int) {
	ts := baseTables()
	for j := range ts {
		for k := range ts[j] {
			windows[j][k] = addendValues(&ts[j][k])
		}
	}
	ot := baseOddTable()
	for i := range ot {
		odd[i] = addendValues(&ot[i])
	}
	return windows, odd
}

func addendValues(a *affineAddend) [3]*big.Int {
	return [3]*big.Int{feValue(&a.ypx), feValue(&a.ymx), feValue(&a.t2d)}
}

// feValue is the canonical value of a (its little-endian encoding).
func feValue(a *field.Element) *big.Int {
	b := a.Bytes()
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return new(big.Int).SetBytes(b)
}
