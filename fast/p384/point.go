package p384

import (
	"errors"

	"github.com/curvecheck/curvecheck/fast/p384/field"
)

// Point is a point of P-384 in projective coordinates (X : Y : Z),
// x = X/Z and y = Y/Z; the point at infinity is (0 : Y : 0) with Y ≠ 0.
// The zero value is not a valid point: start from NewIdentity,
// NewGenerator or SetBytes.
type Point struct {
	x, y, z field.Element
}

// curveB is the constant b of the curve equation.
var curveB = mustElement("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef")

// The generator's affine coordinates (SEC 2 §2.5.1).
var (
	genX = mustElement("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7")
	genY = mustElement("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f")
)

func mustElement(h string) field.Element {
	var b [48]byte
	for i := range b {
		b[i] = unhex(h[2*i])<<4 | unhex(h[2*i+1])
	}
	e, err := new(field.Element).SetBytes(b[:])
	if err != nil {
		panic(err)
	}
	return *e
}

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c - 'a' + 10
}

// NewIdentity returns the point at infinity, (0 : 1 : 0).
func NewIdentity() *Point {
	p := &Point{}
	p.y.One()
	return p
}

// NewGenerator returns the generator G.
func NewGenerator() *Point {
	p := &Point{x: genX, y: genY}
	p.z.One()
	return p
}

// Set sets v = p and returns v.
func (v *Point) Set(p *Point) *Point {
	*v = *p
	return v
}

// Select sets v = a if cond = 1 and v = b if cond = 0 (cond in {0, 1})
// and returns v.
func (v *Point) Select(a, b *Point, cond int) *Point {
	v.x.Select(&a.x, &b.x, cond)
	v.y.Select(&a.y, &b.y, cond)
	v.z.Select(&a.z, &b.z, cond)
	return v
}

// Neg sets v = -p and returns v.
func (v *Point) Neg(p *Point) *Point {
	v.x.Set(&p.x)
	v.y.Neg(&p.y)
	v.z.Set(&p.z)
	return v
}

// Sub sets v = p - q and returns v, with the complete addition. Runs in
// constant time.
func (v *Point) Sub(p, q *Point) *Point {
	var n Point
	return v.Add(p, n.Neg(q))
}

// IsIdentity returns 1 if v is the point at infinity and 0 otherwise.
func (v *Point) IsIdentity() int { return v.z.IsZero() }

// Equal returns 1 if v and q are the same point and 0 otherwise:
// X1·Z2 = X2·Z1 and Y1·Z2 = Y2·Z1 (which also holds between two
// representations of the point at infinity, and only between them when
// one Z is zero).
func (v *Point) Equal(q *Point) int {
	var l, r field.Element
	x := l.Mul(&v.x, &q.z).Equal(r.Mul(&q.x, &v.z))
	y := l.Mul(&v.y, &q.z).Equal(r.Mul(&q.y, &v.z))
	return x & y
}

// errors of SetBytes, each naming what is wrong.
var (
	errEncodingLength = errors.New("p384: point encoding has the wrong length for its prefix")
	errEncodingPrefix = errors.New("p384: point encoding prefix is not 0x00, 0x02, 0x03 or 0x04")
	errCoordinate     = errors.New("p384: point coordinate is not below p")
	errNotOnCurve     = errors.New("p384: point is not on the curve")
	errNoSuchX        = errors.New("p384: no point has this x-coordinate")
)

// SetBytes sets v to the point of the SEC1 encoding b (SEC 1 §2.3.4):
// 00 (the point at infinity), 02 or 03 ‖ X (compressed, 49 bytes) or
// 04 ‖ X ‖ Y (uncompressed, 97 bytes), with coordinates below p and the
// point on the curve; hybrid encodings are rejected. It returns an error
// naming the fault, leaving v unchanged, on any other input. Whether it
// accepts depends on b (an encoding is public); the arithmetic is
// constant time.
func (v *Point) SetBytes(b []byte) (*Point, error) {
	if len(b) == 0 {
		return nil, errEncodingLength
	}
	switch b[0] {
	case 0:
		if len(b) != 1 {
			return nil, errEncodingLength
		}
		return v.Set(NewIdentity()), nil
	case 2, 3:
		if len(b) != 49 {
			return nil, errEncodingLength
		}
		x, err := new(field.Element).SetBytes(b[1:])
		if err != nil {
			return nil, errCoordinate
		}
		y, ok := new(field.Element).Sqrt(rhs(x))
		if ok != 1 {
			return nil, errNoSuchX
		}
		// y = 0 has no odd twin; P-384 has no point with y = 0 (its
		// order n is odd), so the parity always selects one root.
		var ny field.Element
		ny.Neg(y)
		y.Select(&ny, y, y.IsOdd()^int(b[0]&1))
		v.x, v.y = *x, *y
		v.z.One()
		return v, nil
	case 4:
		if len(b) != 97 {
			return nil, errEncodingLength
		}
		x, err1 := new(field.Element).SetBytes(b[1:49])
		y, err2 := new(field.Element).SetBytes(b[49:])
		if err1 != nil || err2 != nil {
			return nil, errCoordinate
		}
		var yy field.Element
		if yy.Square(y).Equal(rhs(x)) != 1 {
			return nil, errNotOnCurve
		}
		v.x, v.y = *x, *y
		v.z.One()
		return v, nil
	default:
		return nil, errEncodingPrefix
	}
}

// rhs returns x³ - 3x + b.
func rhs(x *field.Element) *field.Element {
	var r, t field.Element
	r.Square(x).Mul(&r, x)
	t.Add(x, x).Add(&t, x)
	r.Sub(&r, &t).Add(&r, &curveB)
	return &r
}

// Coordinates returns v's affine coordinates as 48-byte big-endian
// values and inf = 0, or zeros and inf = 1 for the point at infinity.
// Constant time, the point at infinity included: one inversion (that of
// 0 is 0), no branch.
func (v *Point) Coordinates() (x, y [48]byte, inf int) {
	var zi, ax, ay field.Element
	zi.Inv(&v.z)
	ax.Mul(&v.x, &zi)
	ay.Mul(&v.y, &zi)
	ax.PutBytes(&x)
	ay.PutBytes(&y)
	return x, y, v.z.IsZero()
}

// HasAffineXVar reports whether v is finite with affine x-coordinate x,
// by X = x·Z (no inversion). For public points only: variable time.
func (v *Point) HasAffineXVar(x *field.Element) bool {
	if v.z.IsZero() == 1 {
		return false
	}
	var t field.Element
	t.Mul(x, &v.z)
	return t.Equal(&v.x) == 1
}

// Bytes returns the uncompressed SEC1 encoding of v: 04 ‖ X ‖ Y, or the
// single byte 00 for the point at infinity (so whether v is the point
// at infinity shows in the result's length).
func (v *Point) Bytes() []byte {
	x, y, inf := v.Coordinates()
	if inf == 1 {
		return []byte{0}
	}
	out := make([]byte, 0, 97)
	out = append(out, 4)
	out = append(out, x[:]...)
	return append(out, y[:]...)
}

// BytesCompressed returns the compressed SEC1 encoding of v: (02 | the
// parity of y) ‖ X, or the single byte 00 for the point at infinity.
func (v *Point) BytesCompressed() []byte {
	x, y, inf := v.Coordinates()
	if inf == 1 {
		return []byte{0}
	}
	out := make([]byte, 0, 49)
	out = append(out, 2|y[47]&1)
	return append(out, x[:]...)
}
