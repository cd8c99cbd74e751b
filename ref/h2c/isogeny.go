package h2c

import (
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Isogeny is a rational map (x', y') ↦ (XNum(x')/XDen(x'),
// y'·YNum(x')/YDen(x')) from the curve E' of a suite's SWU map to the
// target curve (RFC 9380 §6.6.3). Each polynomial is given by its
// coefficients from the constant term up; the denominators are monic and
// their leading 1 is written out.
type Isogeny struct {
	XNum, XDen, YNum, YDen []*big.Int
}

// poly evaluates the polynomial with coefficients k (constant term first)
// at x by Horner's rule.
func poly(F interface {
	Add(a, b *big.Int) *big.Int
	Mul(a, b *big.Int) *big.Int
}, k []*big.Int, x *big.Int) *big.Int {
	acc := new(big.Int)
	for i := len(k) - 1; i >= 0; i-- {
		acc = F.Add(F.Mul(acc, x), k[i])
	}
	return acc
}

// apply maps (x', y') on E' to the curve. Where a denominator vanishes the
// image is the point at infinity (§6.6.3: "exceptional cases ... MUST
// return the identity point").
func (m *Isogeny) apply(c *weierstrass.Curve, x, y *big.Int) (weierstrass.Point, error) {
	F := c.F
	xd, yd := poly(F, m.XDen, x), poly(F, m.YDen, x)
	if F.IsZero(xd) || F.IsZero(yd) {
		return c.Identity(), nil
	}
	X := F.Mul(poly(F, m.XNum, x), F.MustInv(xd))
	Y := F.Mul(F.Mul(y, poly(F, m.YNum, x)), F.MustInv(yd))
	return c.NewPoint(X, Y)
}
