package order

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/field"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/curvecheck/curvecheck/ref/x25519"
)

// WeierstrassGroup is the order proof's view of a ref/weierstrass curve.
func WeierstrassGroup(c *weierstrass.Curve) Group {
	return Group{
		Name: c.Name, P: c.F.P(), N: new(big.Int).Set(c.N), H: new(big.Int).Set(c.H),
		Valid: func() error {
			F := c.F
			disc := F.Add(F.Mul(F.Int(4), F.Exp(c.A, big.NewInt(3))), F.Mul(F.Int(27), F.Square(c.B)))
			switch G := c.Generator(); {
			case F.IsZero(disc):
				return fmt.Errorf("4a³ + 27b² = 0: singular curve")
			case G.Inf:
				return fmt.Errorf("the base point G = O")
			case !c.IsOnCurve(G):
				return fmt.Errorf("the base point G is not on the curve")
			}
			return nil
		},
		KillsBase: func(k *big.Int) bool { return c.ScalarBaseMult(k).Inf },
	}
}

// EdwardsGroup is the order proof's view of a ref/edwards curve. With a a
// square and d a non-square in F_p, the affine points with the complete
// addition law form the whole group, isomorphic to that of the
// birationally equivalent Montgomery curve (Bernstein, Birkner, Joye,
// Lange, Peters, "Twisted Edwards curves", 2008, Theorem 3.2 and §6), an
// elliptic curve, so Hasse's bound applies to it.
func EdwardsGroup(c *edwards.Curve) Group {
	return Group{
		Name: c.Name, P: c.F.P(), N: new(big.Int).Set(c.L), H: new(big.Int).Set(c.H),
		Valid: func() error {
			F := c.F
			switch B := c.Base(); {
			case !F.IsSquare(c.A) || F.IsZero(c.A):
				return fmt.Errorf("a is not a non-zero square")
			case F.IsSquare(c.D) || F.Equal(c.A, c.D):
				return fmt.Errorf("d is a square or equals a: the addition law is not complete")
			case !c.IsOnCurve(B):
				return fmt.Errorf("the base point B is not on the curve")
			case c.IsIdentity(B):
				return fmt.Errorf("the base point B is the identity")
			}
			return nil
		},
		KillsBase: func(k *big.Int) bool { return c.IsIdentity(c.ScalarBaseMult(k)) },
	}
}

// MontgomeryA is Curve25519's A (RFC 7748 §4.1); MontgomeryForm checks
// it against edwards25519's a and d.
var MontgomeryA = big.NewInt(486662)

// Curve25519 is Curve25519 v² = u³ + A·u² + u in short Weierstrass form
// y² = x³ + a'x + b' (x = u + A/3, y = v; a' = (3 − A²)/3,
// b' = (2A³ − 9A)/27), with the base point of x25519.Basepoint (u = 9)
// and one of its two v, ℓ and h = 8 from the edwards25519 reference.
func Curve25519() (*weierstrass.Curve, error) {
	F := x25519.F
	A := F.Reduce(MontgomeryA)
	third := F.MustInv(F.Int(3))
	a := F.Mul(F.Sub(F.Int(3), F.Square(A)), third)
	b := F.Mul(F.Sub(F.Mul(F.Int(2), F.Exp(A, big.NewInt(3))), F.Mul(F.Int(9), A)), F.MustInv(F.Int(27)))
	u, err := x25519.DecodeU(x25519.Basepoint)
	if err != nil {
		return nil, err
	}
	v, err := F.Sqrt(montRHS(F, A, u))
	if err != nil {
		return nil, fmt.Errorf("u = %v is not the u of a point of Curve25519", u)
	}
	ed := edwards.Edwards25519
	return newWeierstrass("curve25519-weierstrass", F.P(), a, b, F.Add(u, F.Mul(A, third)), v, ed.L, ed.H)
}

// montRHS returns u³ + A·u² + u.
func montRHS(F *field.Field, A, u *big.Int) *big.Int {
	return F.Add(F.Add(F.Exp(u, big.NewInt(3)), F.Mul(A, F.Square(u))), u)
}

// MontgomeryForm checks that Curve25519 is the Montgomery form of
// edwards25519: A = 2(a + d)/(a − d), B = 4/(a − d) a square (so
// B·v² = u³ + A·u² + u is isomorphic to v² = u³ + A·u² + u), and
// edwards25519's base point maps to u = (1 + y)/(1 − y) = the u of
// x25519.Basepoint (Bernstein et al. 2008, Theorem 3.2; RFC 7748 §4.1).
func MontgomeryForm() error {
	ed := edwards.Edwards25519
	F := ed.F
	if F.P().Cmp(x25519.F.P()) != 0 {
		return fmt.Errorf("edwards25519 and x25519 use different fields")
	}
	amd := F.Sub(ed.A, ed.D)
	if A := F.Mul(F.Mul(F.Int(2), F.Add(ed.A, ed.D)), F.MustInv(amd)); !F.Equal(A, MontgomeryA) {
		return fmt.Errorf("2(a + d)/(a − d) = %v, not A = %v", A, MontgomeryA)
	}
	if !F.IsSquare(F.Mul(F.Int(4), F.MustInv(amd))) {
		return fmt.Errorf("the Montgomery B = 4/(a − d) is not a square")
	}
	y := ed.By
	u := F.Mul(F.Add(F.Int(1), y), F.MustInv(F.Sub(F.Int(1), y)))
	bu, err := x25519.DecodeU(x25519.Basepoint)
	if err != nil {
		return err
	}
	if !F.Equal(u, bu) {
		return fmt.Errorf("edwards25519's base point maps to u = %v, x25519.Basepoint has u = %v", u, bu)
	}
	return nil
}

// newWeierstrass is weierstrass.New with its panics (a singular curve,
// a point off the curve) returned as errors.
func newWeierstrass(name string, p, a, b, gx, gy, n, h *big.Int) (c *weierstrass.Curve, err error) {
	defer func() {
		if r := recover(); r != nil {
			c, err = nil, fmt.Errorf("%v", r)
		}
	}()
	return weierstrass.New(name, p, a, b, gx, gy, n, h), nil
}
