package edwards25519

import (
	"errors"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
)

// Point is a point of edwards25519 in extended coordinates: x = X/Z,
// y = Y/Z, x·y = T/Z.
type Point struct {
	x, y, z, t field.Element
	_          incomparable // use Equal, not ==
}

type incomparable [0]func()

// projP1xP1 is a completed point ((X:Z), (Y:T)), the output of additions
// and doublings before the final multiplications.
type projP1xP1 struct{ X, Y, Z, T field.Element }

// projP2 is a projective point (X:Y:Z), enough for doubling.
type projP2 struct{ X, Y, Z field.Element }

// projCached is an extended point prepared for addition:
// (Y+X, Y-X, Z, 2d·T). T2d is loose after CondNeg (it only feeds Multiply);
// the other coordinates are tight.
type projCached struct{ YplusX, YminusX, Z, T2d field.Element }

// affineCached is projCached with Z = 1: (y+x, y-x, 2d·x·y), T2d loose
// after CondNeg.
type affineCached struct{ YplusX, YminusX, T2d field.Element }

var (
	d, d2 = func() (*field.Element, *field.Element) {
		// d = -121665/121666 (RFC 8032 §5.1).
		var num, den field.Element
		num.MulSmall(new(field.Element).One(), 121665)
		num.Neg(&num)
		den.MulSmall(new(field.Element).One(), 121666)
		dd := new(field.Element).Mul(&num, den.Inv(&den))
		return dd, new(field.Element).Add(dd, dd)
	}()
	generator = func() *Point {
		// B = (x, 4/5) with x even (RFC 8032 §5.1): the encoding 0x58 0x66….
		enc := [32]byte{0x58}
		for i := 1; i < 32; i++ {
			enc[i] = 0x66
		}
		p, err := new(Point).SetCanonicalBytes(enc[:])
		if err != nil {
			panic(err)
		}
		return p
	}()
	identity = &Point{y: *new(field.Element).One(), z: *new(field.Element).One()}
)

// NewIdentity returns the identity (0, 1).
func NewIdentity() *Point { return new(Point).Set(identity) }

// NewBasePoint returns the base point B.
func NewBasePoint() *Point { return new(Point).Set(generator) }

// Set sets v = u and returns v.
func (v *Point) Set(u *Point) *Point { *v = *u; return v }

// Bytes returns the RFC 8032 §5.1.2 encoding of v. Constant time.
func (v *Point) Bytes() []byte {
	// Small enough to inline: buf lives in the caller's frame.
	var buf [32]byte
	return v.bytes(&buf)
}

func (v *Point) bytes(buf *[32]byte) []byte {
	var zInv, x, y field.Element
	zInv.Inv(&v.z)
	x.Mul(&v.x, &zInv)
	y.Mul(&v.y, &zInv)
	copy(buf[:], y.Bytes())
	buf[31] |= byte(x.IsNegative() << 7)
	return buf[:]
}

// MontgomeryU returns the u-coordinate of the Montgomery form of v,
// u = (1 + y)/(1 - y) = (Z + Y)/(Z - Y) (RFC 7748 §4.1), little-endian;
// the identity (y = 1) maps to 0. Constant time.
func (v *Point) MontgomeryU() []byte {
	var n, d field.Element
	n.Add(&v.z, &v.y)
	d.Sub(&v.z, &v.y)
	d.Inv(&d)
	return n.Mul(&n, &d).Bytes()
}

// SetCanonicalBytes sets v from an RFC 8032 encoding and returns v, rejecting
// encodings that §5.1.3 rejects: y >= p, x = 0 with the sign bit set, and
// y with no x on the curve. Constant time except for the rejection itself.
func (v *Point) SetCanonicalBytes(x []byte) (*Point, error) { return v.setBytes(x, false) }

// SetBytesLenient is SetBytes accepting the non-canonical encodings (y >= p
// reduced, x = -0 taken as 0), as the ref10 lineage decodes public keys.
func (v *Point) SetBytesLenient(x []byte) (*Point, error) { return v.setBytes(x, true) }

// feZero is the field's zero, for negations without a carry.
var feZero field.Element

var errInvalidEncoding = errors.New("edwards25519: invalid point encoding")

func (v *Point) setBytes(x []byte, lenient bool) (*Point, error) {
	if len(x) != 32 {
		return nil, errors.New("edwards25519: invalid point encoding length")
	}
	y, _ := new(field.Element).SetBytes(x)
	if !lenient {
		// y must be canonical: re-encoding must give the input (sign bit aside).
		yb := y.Bytes()
		yb[31] |= x[31] & 0x80
		if string(yb) != string(x) {
			return nil, errors.New("edwards25519: non-canonical point encoding (y >= p)")
		}
	}
	// x² = (y² - 1) / (d·y² + 1)  (RFC 8032 §5.1.3 step 2, a = -1).
	var y2, u, w field.Element
	y2.Square(y)
	u.Sub(&y2, new(field.Element).One())
	w.Mul(&y2, d)
	w.Add(&w, new(field.Element).One())
	xx, wasSquare := new(field.Element).SqrtRatio(&u, &w)
	if wasSquare == 0 {
		return nil, errInvalidEncoding
	}
	sign := int(x[31] >> 7)
	if !lenient && xx.Equal(new(field.Element)) == 1 && sign == 1 {
		return nil, errors.New("edwards25519: non-canonical point encoding (x = 0 with the sign bit set)")
	}
	xx.CondNeg(xx, sign) // SqrtRatio returns the non-negative root
	v.x.Set(xx)
	v.y.Set(y)
	v.z.One()
	v.t.Mul(xx, y)
	return v, nil
}

// Equal returns 1 if v and u are the same point and 0 otherwise. Constant
// time.
func (v *Point) Equal(u *Point) int {
	var t1, t2, t3, t4 field.Element
	t1.Mul(&v.x, &u.z)
	t2.Mul(&u.x, &v.z)
	t3.Mul(&v.y, &u.z)
	t4.Mul(&u.y, &v.z)
	return t1.Equal(&t2) & t3.Equal(&t4)
}

// Conversions between the representations (2008/522 §3).

func (v *projP2) FromP1xP1(p *projP1xP1) *projP2 {
	v.X.Mul(&p.X, &p.T)
	v.Y.Mul(&p.Y, &p.Z)
	v.Z.Mul(&p.Z, &p.T)
	return v
}

func (v *projP2) FromP3(p *Point) *projP2 {
	v.X.Set(&p.x)
	v.Y.Set(&p.y)
	v.Z.Set(&p.z)
	return v
}

func (v *Point) fromP1xP1(p *projP1xP1) *Point {
	v.x.Mul(&p.X, &p.T)
	v.y.Mul(&p.Y, &p.Z)
	v.z.Mul(&p.Z, &p.T)
	v.t.Mul(&p.X, &p.Y)
	return v
}

func (v *projCached) FromP3(p *Point) *projCached {
	// Y+X and Y-X only ever feed multiplications: loose is enough.
	v.YplusX.AddLoose(&p.y, &p.x)
	v.YminusX.SubLoose(&p.y, &p.x)
	v.Z.Set(&p.z)
	v.T2d.Mul(&p.t, d2)
	return v
}

func (v *affineCached) FromP3(p *Point) *affineCached {
	v.YplusX.AddLoose(&p.y, &p.x)
	v.YminusX.SubLoose(&p.y, &p.x)
	v.T2d.Mul(&p.t, d2)
	var invZ field.Element
	invZ.Inv(&p.z)
	v.YplusX.Mul(&v.YplusX, &invZ)
	v.YminusX.Mul(&v.YminusX, &invZ)
	v.T2d.Mul(&v.T2d, &invZ)
	return v
}

// Add sets v = p + q and returns v. Constant time.
func (v *Point) Add(p, q *Point) *Point {
	var qc projCached
	var r projP1xP1
	qc.FromP3(q)
	return v.fromP1xP1(r.Add(p, &qc))
}

// Sub sets v = p - q and returns v. Constant time.
func (v *Point) Sub(p, q *Point) *Point {
	var qc projCached
	var r projP1xP1
	qc.FromP3(q)
	return v.fromP1xP1(r.Sub(p, &qc))
}

// Neg sets v = -p and returns v. Constant time.
func (v *Point) Neg(p *Point) *Point {
	v.x.Neg(&p.x)
	v.y.Set(&p.y)
	v.z.Set(&p.z)
	v.t.Neg(&p.t)
	return v
}

// Double sets v = 2p and returns v. Constant time.
func (v *Point) Double(p *Point) *Point {
	var pp projP2
	var r projP1xP1
	return v.fromP1xP1(r.Double(pp.FromP3(p)))
}

// Bounds: point coordinates are tight; cached Y±X and every coordinate of a
// projP1xP1 may be loose (they only feed multiplications).

// Add (add-2008-hwcd-3 with k = 2d, 8M): with A = (Y1-X1)(Y2-X2),
// B = (Y1+X1)(Y2+X2), C = T1·2d·T2, D = 2·Z1·Z2, the completed point is
// (E:H:G:F) = (B-A : B+A : D+C : D-C).
func (v *projP1xP1) Add(p *Point, q *projCached) *projP1xP1 {
	var YplusX, YminusX, PP, MM, TT2d, ZZ2 field.Element
	YplusX.AddLoose(&p.y, &p.x)
	YminusX.SubLoose(&p.y, &p.x)
	PP.Mul(&YplusX, &q.YplusX)
	MM.Mul(&YminusX, &q.YminusX)
	TT2d.Mul(&p.t, &q.T2d)
	ZZ2.Mul(&p.z, &q.Z)
	ZZ2.Add(&ZZ2, &ZZ2)
	v.X.SubLoose(&PP, &MM)
	v.Y.AddLoose(&PP, &MM)
	v.Z.AddLoose(&ZZ2, &TT2d)
	v.T.SubLoose(&ZZ2, &TT2d)
	return v
}

// Sub adds -q: Y+X and Y-X swap roles and T2d changes sign.
func (v *projP1xP1) Sub(p *Point, q *projCached) *projP1xP1 {
	var YplusX, YminusX, PP, MM, TT2d, ZZ2 field.Element
	YplusX.AddLoose(&p.y, &p.x)
	YminusX.SubLoose(&p.y, &p.x)
	PP.Mul(&YplusX, &q.YminusX)
	MM.Mul(&YminusX, &q.YplusX)
	TT2d.Mul(&p.t, &q.T2d)
	ZZ2.Mul(&p.z, &q.Z)
	ZZ2.Add(&ZZ2, &ZZ2)
	v.X.SubLoose(&PP, &MM)
	v.Y.AddLoose(&PP, &MM)
	v.Z.SubLoose(&ZZ2, &TT2d)
	v.T.AddLoose(&ZZ2, &TT2d)
	return v
}

// AddAffine is Add with q's Z = 1 (madd-2008-hwcd-3, 7M).
func (v *projP1xP1) AddAffine(p *Point, q *affineCached) *projP1xP1 {
	var YplusX, YminusX, PP, MM, TT2d, Z2 field.Element
	YplusX.AddLoose(&p.y, &p.x)
	YminusX.SubLoose(&p.y, &p.x)
	PP.Mul(&YplusX, &q.YplusX)
	MM.Mul(&YminusX, &q.YminusX)
	TT2d.Mul(&p.t, &q.T2d)
	Z2.Add(&p.z, &p.z)
	v.X.SubLoose(&PP, &MM)
	v.Y.AddLoose(&PP, &MM)
	v.Z.AddLoose(&Z2, &TT2d)
	v.T.SubLoose(&Z2, &TT2d)
	return v
}

// SubAffine is AddAffine of -q.
func (v *projP1xP1) SubAffine(p *Point, q *affineCached) *projP1xP1 {
	var YplusX, YminusX, PP, MM, TT2d, Z2 field.Element
	YplusX.AddLoose(&p.y, &p.x)
	YminusX.SubLoose(&p.y, &p.x)
	PP.Mul(&YplusX, &q.YminusX)
	MM.Mul(&YminusX, &q.YplusX)
	TT2d.Mul(&p.t, &q.T2d)
	Z2.Add(&p.z, &p.z)
	v.X.SubLoose(&PP, &MM)
	v.Y.AddLoose(&PP, &MM)
	v.Z.SubLoose(&Z2, &TT2d)
	v.T.AddLoose(&Z2, &TT2d)
	return v
}

// Double (dbl-2008-hwcd with a = -1, 4M+4S, as P2 → P1xP1): with
// XX = X², YY = Y², the completed point is
// ((X+Y)² - XX - YY : YY + XX : YY - XX : 2Z² - (YY - XX)), the negation of
// every coordinate of the paper's (E:H:G:F), the same point.
func (v *projP1xP1) Double(p *projP2) *projP1xP1 {
	var XX, YY, ZZ2, XplusYsq field.Element
	XX.Square(&p.X)
	YY.Square(&p.Y)
	ZZ2.Square(&p.Z)
	ZZ2.Add(&ZZ2, &ZZ2)
	XplusYsq.AddLoose(&p.X, &p.Y)
	XplusYsq.Square(&XplusYsq)
	// Y and Z feed later subtractions, so they carry; X and T only feed
	// multiplications.
	v.Y.Add(&YY, &XX)
	v.Z.Sub(&YY, &XX)
	v.X.SubLoose(&XplusYsq, &v.Y)
	v.T.SubLoose(&ZZ2, &v.Z)
	return v
}

// Select and negation for the cached forms, constant time.

func (v *projCached) Select(a, b *projCached, cond int) *projCached {
	v.YplusX.Select(&a.YplusX, &b.YplusX, cond)
	v.YminusX.Select(&a.YminusX, &b.YminusX, cond)
	v.Z.Select(&a.Z, &b.Z, cond)
	v.T2d.Select(&a.T2d, &b.T2d, cond)
	return v
}

// CondNeg negates v if cond == 1: Y+X and Y-X swap and T2d becomes
// 2p - T2d, without a carry (tight input, loose output). Constant time.
func (v *projCached) CondNeg(cond int) *projCached {
	var n field.Element
	v.YplusX.Swap(&v.YminusX, cond)
	v.T2d.Select(n.SubLoose(&feZero, &v.T2d), &v.T2d, cond)
	return v
}

func (v *affineCached) Select(a, b *affineCached, cond int) *affineCached {
	v.YplusX.Select(&a.YplusX, &b.YplusX, cond)
	v.YminusX.Select(&a.YminusX, &b.YminusX, cond)
	v.T2d.Select(&a.T2d, &b.T2d, cond)
	return v
}

// CondNeg is projCached.CondNeg for the affine form.
func (v *affineCached) CondNeg(cond int) *affineCached {
	var n field.Element
	v.YplusX.Swap(&v.YminusX, cond)
	v.T2d.Select(n.SubLoose(&feZero, &v.T2d), &v.T2d, cond)
	return v
}

func (v *projCached) Zero() *projCached {
	v.YplusX.One()
	v.YminusX.One()
	v.Z.One()
	v.T2d.Zero()
	return v
}

func (v *affineCached) Zero() *affineCached {
	v.YplusX.One()
	v.YminusX.One()
	v.T2d.Zero()
	return v
}

// MulCofactor sets v = 8p and returns v. Constant time.
func (v *Point) MulCofactor(p *Point) *Point {
	return v.Double(v.Double(v.Double(p)))
}
