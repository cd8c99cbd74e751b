package secp256k1

import (
	"errors"
	"unsafe"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
)

// Point is a point of secp256k1 in projective coordinates (X : Y : Z),
// x = X/Z and y = Y/Z; Z = 0 is the point at infinity. Coordinates have
// magnitude at most 1 (package field) between operations.
type Point struct {
	x, y, z field.Element
}

// coords returns x, y and z as one array (they are adjacent fields).
func (v *Point) coords() *[3]field.Element {
	return (*[3]field.Element)(unsafe.Pointer(&v.x))
}

// Curve constants: b = 7, 3b = 21, and the generator (SEC2 §2.4.1).
var (
	curveB = *new(field.Element).SetUint64(7)
	genX   = mustElement("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798")
	genY   = mustElement("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8")
)

func mustElement(h string) field.Element {
	var b [32]byte
	for i := range b {
		b[i] = unhex(h[2*i])<<4 | unhex(h[2*i+1])
	}
	v, err := new(field.Element).SetBytes(b[:])
	if err != nil {
		panic(err)
	}
	return *v
}

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c - 'a' + 10
}

// NewIdentity returns the point at infinity (0 : 1 : 0).
func NewIdentity() *Point {
	var p Point
	p.y.One()
	return &p
}

// NewGenerator returns the generator G.
func NewGenerator() *Point {
	var p Point
	p.x, p.y = genX, genY
	p.z.One()
	return &p
}

// Set sets v = u and returns v.
func (v *Point) Set(u *Point) *Point { *v = *u; return v }

// IsIdentity returns 1 when v is the point at infinity. Constant time.
func (v *Point) IsIdentity() int {
	var z field.Element
	z.Normalize(&v.z)
	return z.IsZero()
}

// Equal returns 1 when v and u are the same point: X1·Z2 = X2·Z1 and
// Y1·Z2 = Y2·Z1 (both zero for two points at infinity, where X and Z are
// 0). Constant time.
func (v *Point) Equal(u *Point) int {
	var l, r field.Element
	l.Mul(&v.x, &u.z)
	r.Mul(&u.x, &v.z)
	sameX := l.Equal(&r)
	l.Mul(&v.y, &u.z)
	r.Mul(&u.y, &v.z)
	sameY := l.Equal(&r)
	// Two points with Z = 0 are both infinity; one with Z = 0 and one
	// without are different, which the cross products say unless the
	// finite one has X = Y = 0 (no such point: y² = 7 ≠ 0).
	return sameX & sameY
}

// Neg sets v = -p = (X : -Y : Z) and returns v. Constant time.
func (v *Point) Neg(p *Point) *Point {
	v.x = p.x
	v.y.Neg(&p.y, 1)
	v.y.NormalizeWeak(&v.y)
	v.z = p.z
	return v
}

// affine returns (x, y) normalized, and 1 when v is the point at infinity
// (x and y are then 0). Constant time.
func (v *Point) affine() (x, y field.Element, inf int) {
	var zInv field.Element
	zInv.Inv(&v.z)
	x.Mul(&v.x, &zInv)
	y.Mul(&v.y, &zInv)
	x.Normalize(&x)
	y.Normalize(&y)
	return x, y, v.IsIdentity()
}

// BytesCompressed returns the SEC1 compressed encoding 02/03 ‖ x, or the
// single byte 00 for the point at infinity. Constant time for finite
// points (the length reveals only whether v is the point at infinity).
func (v *Point) BytesCompressed() []byte {
	x, y, inf := v.affine()
	if inf == 1 {
		return []byte{0}
	}
	out := make([]byte, 33)
	out[0] = 2 | byte(y.IsOdd())
	var b [32]byte
	x.PutBytes(&b)
	copy(out[1:], b[:])
	return out
}

// Bytes returns the SEC1 uncompressed encoding 04 ‖ x ‖ y, or 00 for the
// point at infinity.
func (v *Point) Bytes() []byte {
	x, y, inf := v.affine()
	if inf == 1 {
		return []byte{0}
	}
	out := make([]byte, 65)
	out[0] = 4
	var b [32]byte
	x.PutBytes(&b)
	copy(out[1:], b[:])
	y.PutBytes(&b)
	copy(out[33:], b[:])
	return out
}

// BytesX returns the 32-byte x-coordinate (BIP-340 public keys, ECDH), or
// an error for the point at infinity.
func (v *Point) BytesX() ([]byte, error) {
	x, _, inf := v.affine()
	if inf == 1 {
		return nil, errors.New("secp256k1: the point at infinity has no x-coordinate")
	}
	return x.Bytes(), nil
}

// The decoding failures.
var (
	errEncoding   = errors.New("secp256k1: invalid SEC1 point encoding (prefix or length)")
	errNotOnCurve = errors.New("secp256k1: the point is not on the curve")
	errNoSqrt     = errors.New("secp256k1: no point has this x-coordinate")
)

// SetBytes sets v from a SEC1 encoding (SEC1 §2.3.4): 00 for the point at
// infinity, 02/03 ‖ x compressed, 04 ‖ x ‖ y uncompressed; coordinates
// must be below p and the point on the curve. Decoding is variable time in
// the encoding (public keys).
func (v *Point) SetBytes(b []byte) (*Point, error) {
	switch {
	case len(b) == 1 && b[0] == 0:
		v.Set(NewIdentity())
		return v, nil
	case len(b) == 33 && (b[0] == 2 || b[0] == 3):
		x, err := new(field.Element).SetBytes(b[1:])
		if err != nil {
			return nil, err
		}
		y, ok := liftX(x)
		if ok == 0 {
			return nil, errNoSqrt
		}
		if y.IsOdd() != int(b[0]&1) {
			y.Neg(&y, 1)
			y.Normalize(&y)
		}
		v.x, v.y = *x, y
		v.z.One()
		return v, nil
	case len(b) == 65 && b[0] == 4:
		x, err := new(field.Element).SetBytes(b[1:33])
		if err != nil {
			return nil, err
		}
		y, err := new(field.Element).SetBytes(b[33:])
		if err != nil {
			return nil, err
		}
		if !onCurve(x, y) {
			return nil, errNotOnCurve
		}
		v.x, v.y = *x, *y
		v.z.One()
		return v, nil
	}
	return nil, errEncoding
}

// liftX returns the even y with y² = x³ + 7 (normalized), and 0 when there
// is none.
func liftX(x *field.Element) (field.Element, int) {
	var rhs, y field.Element
	curveRHS(&rhs, x)
	_, ok := y.Sqrt(&rhs)
	evenRoot(&y)
	return y, ok
}

// curveRHS sets v = x³ + 7 (magnitude 2) for x of magnitude at most 8.
func curveRHS(v, x *field.Element) {
	v.Mul(v.Square(x), x)
	v.Add(v, &curveB)
}

// evenRoot sets y (magnitude at most 31) to whichever of ±y is even,
// normalized.
func evenRoot(y *field.Element) {
	y.Normalize(y)
	if y.IsOdd() == 1 {
		y.Neg(y, 1)
		y.Normalize(y)
	}
}

// onCurve reports whether y² = x³ + 7.
func onCurve(x, y *field.Element) bool {
	var l, r field.Element
	l.Square(y)
	r.Mul(r.Square(x), x)
	r.Add(&r, &curveB)
	return l.Equal(&r) == 1
}

// Select sets v = a when cond is 1 and v = b when cond is 0, and returns
// v. Constant time.
func (v *Point) Select(a, b *Point, cond int) *Point {
	v.x.Select(&a.x, &b.x, cond)
	v.y.Select(&a.y, &b.y, cond)
	v.z.Select(&a.z, &b.z, cond)
	return v
}
