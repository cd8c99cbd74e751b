// Package weierstrass implements short Weierstrass groups y² = x³ + ax + b
// over GF(p) in affine coordinates with an explicit point at infinity, with
// math/big, generic over (p, a, b, G, n, h), following SEC1 v2 §2.2.1 and
// §2.3.
//
// It is part of the reference: never constant-time, never for production.
package weierstrass

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/field"
	"github.com/curvecheck/curvecheck/ref/fixedbase"
)

// Curve is the group of points of y² = x³ + ax + b over GF(p) together with
// a generator G of prime order n and the cofactor h = #E/n.
type Curve struct {
	Name   string
	F      *field.Field // GF(p)
	A, B   *big.Int
	Gx, Gy *big.Int
	N      *big.Int     // order of G, prime
	H      *big.Int     // cofactor
	Scalar *field.Field // GF(n)

	doublings *fixedbase.Table[Point] // 2^i·G, for ScalarBaseMult
}

// New returns the curve with the given parameters. It panics when the
// parameters are inconsistent (G not on the curve, singular curve): they
// are constants, and an inconsistency is a bug.
func New(name string, p, a, b, gx, gy, n, h *big.Int) *Curve {
	F := field.New(name+"/field", p)
	c := &Curve{
		Name: name, F: F,
		A: F.Reduce(a), B: F.Reduce(b), Gx: F.Reduce(gx), Gy: F.Reduce(gy),
		N: new(big.Int).Set(n), H: new(big.Int).Set(h),
		Scalar:    field.New(name+"/scalar", n),
		doublings: new(fixedbase.Table[Point]),
	}
	// 4a³ + 27b² ≠ 0 (SEC1 §3.1.1.2.1 step 2).
	disc := F.Add(F.Mul(F.Int(4), F.Exp(c.A, big.NewInt(3))), F.Mul(F.Int(27), F.Square(c.B)))
	if F.IsZero(disc) {
		panic("weierstrass: singular curve " + name)
	}
	if !c.IsOnCurve(c.Generator()) {
		panic("weierstrass: generator not on curve " + name)
	}
	return c
}

// Point is an affine point (X, Y), or the point at infinity when Inf is set
// (X and Y are then nil). Points are values; operations never modify their
// arguments.
type Point struct {
	X, Y *big.Int
	Inf  bool
}

// Identity returns the point at infinity O.
func (c *Curve) Identity() Point { return Point{Inf: true} }

// Generator returns G.
func (c *Curve) Generator() Point {
	return Point{X: new(big.Int).Set(c.Gx), Y: new(big.Int).Set(c.Gy)}
}

// NewPoint returns the affine point (x, y) after checking it is on the curve.
func (c *Curve) NewPoint(x, y *big.Int) (Point, error) {
	P := Point{X: new(big.Int).Set(x), Y: new(big.Int).Set(y)}
	if !c.F.IsCanonical(x) || !c.F.IsCanonical(y) {
		return Point{}, fmt.Errorf("%s: coordinate not in [0, p)", c.Name)
	}
	if !c.IsOnCurve(P) {
		return Point{}, fmt.Errorf("%s: point is not on the curve", c.Name)
	}
	return P, nil
}

// IsOnCurve reports whether P is O or satisfies y² = x³ + ax + b.
func (c *Curve) IsOnCurve(P Point) bool {
	if P.Inf {
		return true
	}
	F := c.F
	lhs := F.Square(P.Y)
	rhs := F.Add(F.Add(F.Exp(P.X, big.NewInt(3)), F.Mul(c.A, P.X)), c.B)
	return F.Equal(lhs, rhs)
}

// Equal reports whether P and Q are the same point.
func (c *Curve) Equal(P, Q Point) bool {
	if P.Inf || Q.Inf {
		return P.Inf == Q.Inf
	}
	return c.F.Equal(P.X, Q.X) && c.F.Equal(P.Y, Q.Y)
}

// Neg returns -P = (x, -y) (SEC1 §2.2.1 rule 2).
func (c *Curve) Neg(P Point) Point {
	if P.Inf {
		return P
	}
	return Point{X: c.F.Reduce(P.X), Y: c.F.Neg(P.Y)}
}

// Add returns P + Q, covering every case of SEC1 §2.2.1:
// rule 1 (O + P = P), rule 2 (P + (-P) = O), rule 3 (x1 ≠ x2, the chord),
// rule 4 (P + P, the tangent; O when y = 0).
func (c *Curve) Add(P, Q Point) Point {
	F := c.F
	switch {
	case P.Inf:
		return Q
	case Q.Inf:
		return P
	case F.Equal(P.X, Q.X) && F.Equal(P.Y, F.Neg(Q.Y)):
		// Rule 2; includes doubling a point with y = 0.
		return c.Identity()
	case F.Equal(P.X, Q.X):
		return c.Double(P)
	}
	// Rule 3: λ = (y2 - y1)/(x2 - x1), x3 = λ² - x1 - x2, y3 = λ(x1 - x3) - y1.
	lambda := F.Mul(F.Sub(Q.Y, P.Y), F.MustInv(F.Sub(Q.X, P.X)))
	x3 := F.Sub(F.Sub(F.Square(lambda), P.X), Q.X)
	y3 := F.Sub(F.Mul(lambda, F.Sub(P.X, x3)), P.Y)
	return Point{X: x3, Y: y3}
}

// Double returns 2P (SEC1 §2.2.1 rule 4): λ = (3x² + a)/(2y),
// x3 = λ² - 2x, y3 = λ(x - x3) - y; O when P = O or y = 0.
func (c *Curve) Double(P Point) Point {
	F := c.F
	if P.Inf || F.IsZero(P.Y) {
		return c.Identity()
	}
	num := F.Add(F.Mul(F.Int(3), F.Square(P.X)), c.A)
	lambda := F.Mul(num, F.MustInv(F.Mul(F.Int(2), P.Y)))
	x3 := F.Sub(F.Square(lambda), F.Mul(F.Int(2), P.X))
	y3 := F.Sub(F.Mul(lambda, F.Sub(P.X, x3)), P.Y)
	return Point{X: x3, Y: y3}
}

// ScalarMult returns kP by left-to-right double-and-add over the bits of
// |k|, negated for negative k. k is not reduced: any integer is accepted,
// so (k mod n)P = kP can be tested.
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

// ScalarBaseMult returns kG for any integer k: |k|·G from the doublings
// 2^i·G kept by package fixedbase (one Add per set bit of |k|, the
// doublings made once by Double), negated for negative k; a k of more than
// fixedbase.Bits bits is left to ScalarMult. The result shares no big.Int
// with the table.
func (c *Curve) ScalarBaseMult(k *big.Int) Point {
	R, ok := c.doublings.Mult(fixedbase.Group[Point]{Base: c.Generator, Identity: c.Identity, Add: c.Add, Double: c.Double}, k)
	if !ok {
		return c.ScalarMult(k, c.Generator())
	}
	if k.Sign() < 0 {
		R = c.Neg(R)
	}
	if R.Inf {
		return c.Identity()
	}
	return Point{X: new(big.Int).Set(R.X), Y: new(big.Int).Set(R.Y)}
}
