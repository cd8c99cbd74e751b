package edwards25519

import "github.com/curvecheck/curvecheck/fast/edwards25519/field"

// The group law on -x² + y² = 1 + d·x²·y² in the forms of Hisil, Wong,
// Carter and Dawson, "Twisted Edwards Curves Revisited" (ePrint 2008/522):
//
//   - §3.1 unified addition with k = 2d ("add-2008-hwcd-3" in the Explicit
//     Formulas Database), 8M with our precomputed operand;
//   - §3.2 the same with Z2 = 1 ("madd-2008-hwcd-3"), 7M;
//   - §3.3 doubling from (X:Y:Z) ("dbl-2008-hwcd", a = -1), 4S.
//
// Every formula ends in four values E, F, G, H with
// X3 = E·F, Y3 = G·H, Z3 = F·G, T3 = E·H; we keep them in an efgh and
// multiply out only what the next step needs: all four products for an
// extended point (4M), three for a doubling's input (3M, no T).

// efgh holds E, F, G, H. Each may be loose: they only feed products.
type efgh struct{ e, f, g, h field.Element }

// proj is a point as (X : Y : Z), all doubling reads.
type proj struct{ x, y, z field.Element }

// addend is the second operand of an addition, precomputed from
// (X : Y : Z : T): Y + X and Y - X (loose), 2·Z and 2d·T (tight; 2d·T is
// loose after condNeg).
type addend struct{ ypx, ymx, z2, t2d field.Element }

// affineAddend is an addend of a point with Z = 1: y + x, y - x, 2d·x·y.
type affineAddend struct{ ypx, ymx, t2d field.Element }

// fromEFGH sets v = (E·F : G·H : F·G : E·H) and returns v.
func (v *Point) fromEFGH(r *efgh) *Point {
	v.x.Mul(&r.e, &r.f)
	v.y.Mul(&r.g, &r.h)
	v.z.Mul(&r.f, &r.g)
	v.t.Mul(&r.e, &r.h)
	return v
}

// fromEFGH sets q = (E·F : G·H : F·G) and returns q.
func (q *proj) fromEFGH(r *efgh) *proj {
	q.x.Mul(&r.e, &r.f)
	q.y.Mul(&r.g, &r.h)
	q.z.Mul(&r.f, &r.g)
	return q
}

// fromPoint drops T.
func (q *proj) fromPoint(p *Point) *proj {
	q.x, q.y, q.z = p.x, p.y, p.z
	return q
}

// fromPoint precomputes p as an addend: 1M.
func (a *addend) fromPoint(p *Point) *addend {
	a.ypx.AddLoose(&p.y, &p.x)
	a.ymx.SubLoose(&p.y, &p.x)
	a.z2.Add(&p.z, &p.z)
	a.t2d.Mul(&p.t, &curveD2)
	return a
}

// fromPoint precomputes p as an affine addend: one inversion and 4M.
func (a *affineAddend) fromPoint(p *Point) *affineAddend {
	var zInv, x, y field.Element
	zInv.Inv(&p.z)
	x.Mul(&p.x, &zInv)
	y.Mul(&p.y, &zInv)
	a.ypx.AddLoose(&y, &x)
	a.ymx.SubLoose(&y, &x)
	a.t2d.Mul(x.Mul(&x, &y), &curveD2)
	return a
}

// sum sets r to the EFGH of p + q (§3.1 with k = 2d):
//
//	A = (Y1 - X1)·(Y2 - X2)   B = (Y1 + X1)·(Y2 + X2)
//	C = T1·2d·T2              D = Z1·2Z2
//	E = B - A   F = D - C   G = D + C   H = B + A
func (r *efgh) sum(p *Point, q *addend) *efgh {
	var ypx, ymx, a, b, c, d field.Element
	ypx.AddLoose(&p.y, &p.x)
	ymx.SubLoose(&p.y, &p.x)
	a.Mul(&ymx, &q.ymx)
	b.Mul(&ypx, &q.ypx)
	c.Mul(&p.t, &q.t2d)
	d.Mul(&p.z, &q.z2)
	r.e.SubLoose(&b, &a)
	r.f.SubLoose(&d, &c)
	r.g.AddLoose(&d, &c)
	r.h.AddLoose(&b, &a)
	return r
}

// difference sets r to the EFGH of p - q: -q has Y + X and Y - X
// exchanged and T negated, so A and B take the other operand and C
// changes sign (F and G trade formulas).
func (r *efgh) difference(p *Point, q *addend) *efgh {
	var ypx, ymx, a, b, c, d field.Element
	ypx.AddLoose(&p.y, &p.x)
	ymx.SubLoose(&p.y, &p.x)
	a.Mul(&ymx, &q.ypx)
	b.Mul(&ypx, &q.ymx)
	c.Mul(&p.t, &q.t2d)
	d.Mul(&p.z, &q.z2)
	r.e.SubLoose(&b, &a)
	r.f.AddLoose(&d, &c)
	r.g.SubLoose(&d, &c)
	r.h.AddLoose(&b, &a)
	return r
}

// sumAffine is sum for an affine addend (§3.2): D = 2·Z1, 7M.
func (r *efgh) sumAffine(p *Point, q *affineAddend) *efgh {
	var ypx, ymx, a, b, c, d field.Element
	ypx.AddLoose(&p.y, &p.x)
	ymx.SubLoose(&p.y, &p.x)
	a.Mul(&ymx, &q.ymx)
	b.Mul(&ypx, &q.ypx)
	c.Mul(&p.t, &q.t2d)
	d.Add(&p.z, &p.z)
	r.e.SubLoose(&b, &a)
	r.f.SubLoose(&d, &c)
	r.g.AddLoose(&d, &c)
	r.h.AddLoose(&b, &a)
	return r
}

// differenceAffine is difference for an affine addend.
func (r *efgh) differenceAffine(p *Point, q *affineAddend) *efgh {
	var ypx, ymx, a, b, c, d field.Element
	ypx.AddLoose(&p.y, &p.x)
	ymx.SubLoose(&p.y, &p.x)
	a.Mul(&ymx, &q.ypx)
	b.Mul(&ypx, &q.ymx)
	c.Mul(&p.t, &q.t2d)
	d.Add(&p.z, &p.z)
	r.e.SubLoose(&b, &a)
	r.f.AddLoose(&d, &c)
	r.g.SubLoose(&d, &c)
	r.h.AddLoose(&b, &a)
	return r
}

// double sets r to the EFGH of 2·p (§3.3 with a = -1):
//
//	A = X²   B = Y²   C = 2Z²   E = (X + Y)² - A - B
//	G = B - A   F = G - C   H = -A - B
//
// It stores (-E, -F, -G, -H) instead, which gives the same four products
// with one subtraction fewer: -H = A + B, -E = (A + B) - (X + Y)²,
// -G = A - B, -F = C - G = C + (A - B).
func (r *efgh) double(p *proj) *efgh {
	var a, b, c, s field.Element
	a.Square(&p.x)
	b.Square(&p.y)
	c.Square(&p.z)
	c.Add(&c, &c)
	s.AddLoose(&p.x, &p.y)
	s.Square(&s)
	r.h.Add(&a, &b)        // -H, tight: it feeds a subtraction
	r.e.SubLoose(&r.h, &s) // -E
	r.g.Sub(&a, &b)        // -G, tight: it feeds an addition
	r.f.AddLoose(&c, &r.g) // -F
	return r
}

// condNeg sets a = -a when neg is 1 and leaves it when neg is 0: Y + X
// and Y - X swap, 2d·T becomes 2p - 2d·T without a carry (tight in, loose
// out: it only feeds a product). Constant time.
func (a *addend) condNeg(neg int) *addend {
	var minus field.Element
	a.ypx.Swap(&a.ymx, neg)
	a.t2d.Select(minus.SubLoose(&fieldZero, &a.t2d), &a.t2d, neg)
	return a
}

// condNeg is addend.condNeg for the affine form.
func (a *affineAddend) condNeg(neg int) *affineAddend {
	var minus field.Element
	a.ypx.Swap(&a.ymx, neg)
	a.t2d.Select(minus.SubLoose(&fieldZero, &a.t2d), &a.t2d, neg)
	return a
}

// fieldZero is the element 0, the minuend of the carry-free negation.
var fieldZero field.Element
