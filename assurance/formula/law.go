package formula

import (
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// frac is a rational function n/d over F_p.
type frac struct{ n, d symbolic.Poly }

// apt is an affine point given by rational functions, or the point at
// infinity (the neutral element of a Weierstrass curve).
type apt struct {
	inf  bool
	x, y frac
}

// law is the affine group law of a family's reference curve, in
// rational functions over F_p: the statement every formula is held to.
// Its denominators are returned as the law's exceptional factors.
type law struct {
	r *symbolic.Ring
	p *big.Int
	c curve
}

func (l *law) k(c *big.Int) symbolic.Poly { return l.r.ConstBig(new(big.Int).Mod(c, l.p)) }
func (l *law) one() symbolic.Poly         { return l.r.Const(1) }
func (l *law) md(x symbolic.Poly) symbolic.Poly {
	return x.Mod(l.p)
}
func (l *law) fr(x symbolic.Poly) frac { return frac{x, l.one()} }
func (l *law) add(a, b frac) frac {
	return frac{l.md(a.n.Mul(b.d).Add(b.n.Mul(a.d))), l.md(a.d.Mul(b.d))}
}
func (l *law) sub(a, b frac) frac { return l.add(a, frac{b.n.Neg(), b.d}) }
func (l *law) mul(a, b frac) frac { return frac{l.md(a.n.Mul(b.n)), l.md(a.d.Mul(b.d))} }
func (l *law) div(a, b frac) frac { return frac{l.md(a.n.Mul(b.d)), l.md(a.d.Mul(b.n))} }
func (l *law) neg(a frac) frac    { return frac{l.md(a.n.Neg()), a.d} }

// negate returns −P: (x, −y) on a Weierstrass curve, (−x, y) on an
// Edwards curve.
func (l *law) negate(P apt) apt {
	if P.inf {
		return P
	}
	if l.c.kind == "edwards" {
		return apt{x: l.neg(P.x), y: P.y}
	}
	return apt{x: P.x, y: l.neg(P.y)}
}

// sum returns P + Q for points in general position and the law's
// denominators (the exceptional factors): on a twisted Edwards curve
// a·x² + y² = 1 + d·x²y² (Bernstein, Birkner, Joye, Lange, Peters 2008,
// §6) x3 = (x1y2 + y1x2)/(1 + d·x1x2y1y2), y3 = (y1y2 − a·x1x2)/(1 −
// d·x1x2y1y2); on y² = x³ + ax + b the chord law (Hankerson, Menezes,
// Vanstone 2004, §3.1.2) with λ = (y2 − y1)/(x2 − x1), x3 = λ² − x1 − x2,
// y3 = λ(x1 − x3) − y1.
func (l *law) sum(P, Q apt) (apt, []symbolic.Poly) {
	if l.c.kind == "edwards" {
		t := l.mul(l.mul(P.x, Q.x), l.mul(P.y, Q.y))
		dt := l.mul(frac{l.k(l.c.b), l.one()}, t)
		one := l.fr(l.one())
		xd := l.add(one, dt)
		yd := l.sub(one, dt)
		x := l.div(l.add(l.mul(P.x, Q.y), l.mul(P.y, Q.x)), xd)
		y := l.div(l.sub(l.mul(P.y, Q.y), l.mul(frac{l.k(l.c.a), l.one()}, l.mul(P.x, Q.x))), yd)
		return apt{x: x, y: y}, []symbolic.Poly{xd.n, yd.n}
	}
	den := l.sub(Q.x, P.x)
	lam := l.div(l.sub(Q.y, P.y), den)
	x := l.sub(l.sub(l.mul(lam, lam), P.x), Q.x)
	y := l.sub(l.mul(lam, l.sub(P.x, x)), P.y)
	return apt{x: x, y: y}, []symbolic.Poly{den.n}
}

// double returns 2P and the law's denominators: the Edwards law with
// Q = P (it is unified), or the tangent law λ = (3x² + a)/(2y).
func (l *law) double(P apt) (apt, []symbolic.Poly) {
	if l.c.kind == "edwards" {
		return l.sum(P, P)
	}
	num := l.add(l.mul(l.fr(l.r.Const(3)), l.mul(P.x, P.x)), l.fr(l.k(l.c.a)))
	den := l.mul(l.fr(l.r.Const(2)), P.y)
	lam := l.div(num, den)
	x := l.sub(l.mul(lam, lam), l.add(P.x, P.x))
	y := l.sub(l.mul(lam, l.sub(P.x, x)), P.y)
	return apt{x: x, y: y}, []symbolic.Poly{P.y.n}
}

// equation returns the curve equation of the affine point (x, y) named
// by its variables, as a polynomial that vanishes on the curve, of degree
// 2 in y: a·x² + y² − 1 − d·x²y² or y² − x³ − a·x − b.
func (l *law) equation(x, y string) symbolic.Poly {
	X, Y := l.r.Var(x), l.r.Var(y)
	if l.c.kind == "edwards" {
		e := l.k(l.c.a).Mul(X.Mul(X)).Add(Y.Mul(Y)).Sub(l.one()).Sub(l.k(l.c.b).Mul(X.Mul(X)).Mul(Y.Mul(Y)))
		return l.md(e)
	}
	e := Y.Mul(Y).Sub(X.Pow(3)).Sub(l.k(l.c.a).Mul(X)).Sub(l.k(l.c.b))
	return l.md(e)
}
