package catalog

import (
	"math/big"

	"github.com/curvecheck/curvecheck/ref/field"
)

// affine is the arithmetic of a short Weierstrass curve y² = x³ + ax + b in
// affine coordinates (b is not needed by the formulas), for the curves the
// catalog builds its inputs on that are not reference curves (the twists).
// Variable time, math/big: it makes test inputs only.
type affine struct {
	F *field.Field
	a *big.Int
}

// affinePt is an affine point, or the point at infinity when inf is set.
type affinePt struct {
	x, y *big.Int
	inf  bool
}

// add returns P + Q by the chord-and-tangent rule (SEC1 §2.2.1).
func (e *affine) add(P, Q affinePt) affinePt {
	F := e.F
	switch {
	case P.inf:
		return Q
	case Q.inf:
		return P
	}
	var l *big.Int
	if F.Equal(P.x, Q.x) {
		if F.IsZero(F.Add(P.y, Q.y)) {
			return affinePt{inf: true}
		}
		// λ = (3x² + a) / 2y
		num := F.Add(F.Mul(F.Int(3), F.Square(P.x)), e.a)
		l = F.Mul(num, F.MustInv(F.Mul(F.Int(2), P.y)))
	} else {
		l = F.Mul(F.Sub(Q.y, P.y), F.MustInv(F.Sub(Q.x, P.x)))
	}
	x := F.Sub(F.Sub(F.Square(l), P.x), Q.x)
	y := F.Sub(F.Mul(l, F.Sub(P.x, x)), P.y)
	return affinePt{x: x, y: y}
}

// mul returns k·P (k ≥ 0) by double-and-add.
func (e *affine) mul(k *big.Int, P affinePt) affinePt {
	R := affinePt{inf: true}
	for i := k.BitLen() - 1; i >= 0; i-- {
		R = e.add(R, R)
		if k.Bit(i) == 1 {
			R = e.add(R, P)
		}
	}
	return R
}
