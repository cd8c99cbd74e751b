package edwards25519

import "github.com/curvecheck/curvecheck/fast/edwards25519/field"

// Point is a point of edwards25519, -x² + y² = 1 + d·x²·y², in the
// extended coordinates of Hisil, Wong, Carter and Dawson (ePrint 2008/522
// §3): x = X/Z, y = Y/Z and x·y = T/Z. Coordinates are tight field
// elements. The zero value is not a point: start from NewIdentity,
// NewGenerator or a decoding. Compare points with Equal (two
// representations of one point differ field by field).
type Point struct {
	x, y, z, t field.Element
}

// Curve constants of RFC 8032 §5.1: d = -121665/121666 and 2d.
var curveD, curveD2 = func() (d, d2 field.Element) {
	var num, den field.Element
	num.MulSmall(new(field.Element).One(), 121665)
	num.Neg(&num)
	den.MulSmall(new(field.Element).One(), 121666)
	d.Mul(&num, den.Inv(&den))
	d2.Add(&d, &d)
	return d, d2
}()

// identity is (0, 1) in extended coordinates (0 : 1 : 1 : 0).
var identity = func() (p Point) {
	p.y.One()
	p.z.One()
	return p
}()

// basePoint is B of RFC 8032 §5.1: y = 4/5 and x even, the encoding
// 58 66 66 … 66.
var basePoint = func() Point {
	enc := [32]byte{0: 0x58}
	for i := 1; i < len(enc); i++ {
		enc[i] = 0x66
	}
	var p Point
	if _, err := p.SetBytes(enc[:]); err != nil {
		panic("edwards25519: the base point does not decode: " + err.Error())
	}
	return p
}()

// NewIdentity returns a new identity point (0, 1).
func NewIdentity() *Point { p := identity; return &p }

// NewGenerator returns a new copy of the base point B.
func NewGenerator() *Point { p := basePoint; return &p }

// Set sets v = u and returns v.
func (v *Point) Set(u *Point) *Point { *v = *u; return v }

// Equal returns 1 when v and u are the same point and 0 otherwise:
// X1·Z2 = X2·Z1 and Y1·Z2 = Y2·Z1. Constant time.
func (v *Point) Equal(u *Point) int {
	var l, r field.Element
	sameX := l.Mul(&v.x, &u.z).Equal(r.Mul(&u.x, &v.z))
	sameY := l.Mul(&v.y, &u.z).Equal(r.Mul(&u.y, &v.z))
	return sameX & sameY
}

// Neg sets v = -p = (-x, y) and returns v. Constant time.
func (v *Point) Neg(p *Point) *Point {
	v.x.Neg(&p.x)
	v.y.Set(&p.y)
	v.z.Set(&p.z)
	v.t.Neg(&p.t)
	return v
}

// Add sets v = p + q and returns v. Constant time.
func (v *Point) Add(p, q *Point) *Point {
	var qa addend
	var r efgh
	qa.fromPoint(q)
	r.sum(p, &qa)
	return v.fromEFGH(&r)
}

// Sub sets v = p - q and returns v. Constant time.
func (v *Point) Sub(p, q *Point) *Point {
	var qa addend
	var r efgh
	qa.fromPoint(q)
	r.difference(p, &qa)
	return v.fromEFGH(&r)
}

// Double sets v = 2·p and returns v. Constant time.
func (v *Point) Double(p *Point) *Point {
	var pp proj
	var r efgh
	pp.fromPoint(p)
	r.double(&pp)
	return v.fromEFGH(&r)
}

// MulCofactor sets v = 8·p and returns v. Constant time.
func (v *Point) MulCofactor(p *Point) *Point {
	var pp proj
	var r efgh
	pp.fromPoint(p)
	for i := 0; i < 2; i++ {
		r.double(&pp)
		pp.fromEFGH(&r)
	}
	r.double(&pp)
	return v.fromEFGH(&r)
}
