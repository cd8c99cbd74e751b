// Package edwards implements twisted Edwards groups ax² + y² = 1 + dx²y²
// over GF(p) in affine coordinates with math/big, generic over
// (p, a, d, B, L, h), with the RFC 8032 §5.1.2–5.1.3 point encoding.
//
// It is part of the reference: never constant-time, never for production.
package edwards

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/field"
	"github.com/curvecheck/curvecheck/ref/fixedbase"
)

// Curve is the twisted Edwards curve ax² + y² = 1 + dx²y² over GF(p) with a
// base point B of prime order L and cofactor h. With a a square and d a
// non-square in GF(p) the addition law below is complete (Bernstein, Birkner,
// Joye, Lange, Peters, "Twisted Edwards curves", 2008, §6), which New checks.
type Curve struct {
	Name   string
	F      *field.Field // GF(p)
	A, D   *big.Int
	Bx, By *big.Int
	L      *big.Int     // order of B, prime
	H      *big.Int     // cofactor
	Scalar *field.Field // GF(L)

	doublings *fixedbase.Table[Point] // 2^i·B, for ScalarBaseMult
}

// New returns the curve; it panics when the parameters are inconsistent
// (constants, so a bug): B off the curve, a not a square or d a square.
func New(name string, p, a, d, bx, by, l, h *big.Int) *Curve {
	F := field.New(name+"/field", p)
	c := &Curve{
		Name: name, F: F, A: F.Reduce(a), D: F.Reduce(d),
		Bx: F.Reduce(bx), By: F.Reduce(by),
		L: new(big.Int).Set(l), H: new(big.Int).Set(h),
		Scalar:    field.New(name+"/scalar", l),
		doublings: new(fixedbase.Table[Point]),
	}
	if !F.IsSquare(c.A) || F.IsSquare(c.D) || F.IsZero(c.D) {
		panic("edwards: addition law of " + name + " is not complete")
	}
	if !c.IsOnCurve(c.Base()) {
		panic("edwards: base point not on curve " + name)
	}
	return c
}

// Point is an affine point (X, Y). The identity is (0, 1).
type Point struct{ X, Y *big.Int }

// Identity returns (0, 1).
func (c *Curve) Identity() Point { return Point{X: big.NewInt(0), Y: big.NewInt(1)} }

// Base returns B.
func (c *Curve) Base() Point { return Point{X: new(big.Int).Set(c.Bx), Y: new(big.Int).Set(c.By)} }

// IsOnCurve reports whether ax² + y² = 1 + dx²y².
func (c *Curve) IsOnCurve(P Point) bool {
	F := c.F
	x2, y2 := F.Square(P.X), F.Square(P.Y)
	lhs := F.Add(F.Mul(c.A, x2), y2)
	rhs := F.Add(F.Int(1), F.Mul(c.D, F.Mul(x2, y2)))
	return F.Equal(lhs, rhs)
}

// IsIdentity reports whether P = (0, 1).
func (c *Curve) IsIdentity(P Point) bool { return c.Equal(P, c.Identity()) }

// Equal reports whether P = Q.
func (c *Curve) Equal(P, Q Point) bool {
	return c.F.Equal(P.X, Q.X) && c.F.Equal(P.Y, Q.Y)
}

// Neg returns -P = (-x, y).
func (c *Curve) Neg(P Point) Point { return Point{X: c.F.Neg(P.X), Y: c.F.Reduce(P.Y)} }

// Add returns P + Q with the unified, complete addition law (Bernstein et
// al. 2008, §3, eq. 6; RFC 8032 §5.1.4 gives the same law in extended
// coordinates):
//
//	x3 = (x1y2 + y1x2) / (1 + d·x1x2y1y2)
//	y3 = (y1y2 - a·x1x2) / (1 - d·x1x2y1y2)
//
// It serves every case, doubling and the identity included; the
// denominators never vanish on a complete curve.
func (c *Curve) Add(P, Q Point) Point {
	F := c.F
	t := F.Mul(c.D, F.Mul(F.Mul(P.X, Q.X), F.Mul(P.Y, Q.Y)))
	x3 := F.Mul(F.Add(F.Mul(P.X, Q.Y), F.Mul(P.Y, Q.X)), F.MustInv(F.Add(F.Int(1), t)))
	y3 := F.Mul(F.Sub(F.Mul(P.Y, Q.Y), F.Mul(c.A, F.Mul(P.X, Q.X))), F.MustInv(F.Sub(F.Int(1), t)))
	return Point{X: x3, Y: y3}
}

// Double returns 2P, by the same unified law.
func (c *Curve) Double(P Point) Point { return c.Add(P, P) }

// ScalarMult returns kP by left-to-right double-and-add over |k|, negated
// for negative k. k is not reduced.
func (c *Curve) ScalarMult(k *big.Int, P Point) Point {
	R := c.Identity()
	abs := new(big.Int).Abs(k)
	for i := abs.BitLen() - 1; i >= 0; i-- {
		R = c.Double(R)
		if abs.Bit(i) == 1 {
			R = c.Add(R, P)
		}
	}
	if k.Sign() < 0 {
		R = c.Neg(R)
	}
	return R
}

// ScalarBaseMult returns kB for any integer k: |k|·B from the doublings
// 2^i·B kept by package fixedbase (one Add per set bit of |k|, the
// doublings made once by Double), negated for negative k; a k of more than
// fixedbase.Bits bits is left to ScalarMult. The result shares no big.Int
// with the table.
func (c *Curve) ScalarBaseMult(k *big.Int) Point {
	R, ok := c.doublings.Mult(fixedbase.Group[Point]{Base: c.Base, Identity: c.Identity, Add: c.Add, Double: c.Double}, k)
	if !ok {
		return c.ScalarMult(k, c.Base())
	}
	if k.Sign() < 0 {
		R = c.Neg(R)
	}
	return Point{X: new(big.Int).Set(R.X), Y: new(big.Int).Set(R.Y)}
}

// HasSmallOrder reports whether hP = O, that is P lies in the torsion
// subgroup of order dividing h.
func (c *Curve) HasSmallOrder(P Point) bool { return c.IsIdentity(c.ScalarMult(c.H, P)) }

// InPrimeOrderSubgroup reports whether LP = O.
func (c *Curve) InPrimeOrderSubgroup(P Point) bool { return c.IsIdentity(c.ScalarMult(c.L, P)) }

// NewPoint returns (x, y) after checking canonical coordinates and that it
// is on the curve.
func (c *Curve) NewPoint(x, y *big.Int) (Point, error) {
	if !c.F.IsCanonical(x) || !c.F.IsCanonical(y) {
		return Point{}, fmt.Errorf("%s: coordinate not in [0, p)", c.Name)
	}
	P := Point{X: new(big.Int).Set(x), Y: new(big.Int).Set(y)}
	if !c.IsOnCurve(P) {
		return Point{}, fmt.Errorf("%s: point is not on the curve", c.Name)
	}
	return P, nil
}
