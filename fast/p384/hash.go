package p384

import (
	"crypto/sha512"
	"errors"

	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/fast/xmd"
)

// The constants of the simplified SWU map on P-384 (RFC 9380 §6.6.2,
// §8.3): A = -3, Z = -12, and sqrt(-Z) = sqrt(12) for the non-square
// branch (appendix F.2.1.2's c2; any root serves, the sign of y is fixed
// afterwards).
var swuA, swuZ, sqrtNegZ field.Element

func init() {
	var three, twelve field.Element
	three.One().Add(&three, &three).Add(&three, new(field.Element).One())
	twelve.Add(&three, &three).Add(&twelve, &twelve)
	swuA.Neg(&three)
	swuZ.Neg(&twelve)
	if _, ok := sqrtNegZ.Sqrt(&twelve); ok != 1 {
		panic("p384: 12 is not a square")
	}
}

// HashToCurve sets v to hash_to_curve(msg) of the suite
// P384_XMD:SHA-384_SSWU_RO_ with the domain separation tag dst (RFC 9380
// §3, §8.3) and returns v: two field elements from expand_message_xmd,
// each mapped by the simplified SWU map, the images added (the cofactor
// is 1). Constant time in msg (its length aside); the only errors are an
// empty tag and lengths expand_message_xmd refuses.
func (v *Point) HashToCurve(msg, dst []byte) (*Point, error) {
	var u [2]field.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	var q Point
	v.mapToCurve(&u[0])
	q.mapToCurve(&u[1])
	return v.Add(v, &q), nil
}

// EncodeToCurve sets v to encode_to_curve(msg) of
// P384_XMD:SHA-384_SSWU_NU_ (one field element, mapped) and returns v.
// Constant time like HashToCurve.
func (v *Point) EncodeToCurve(msg, dst []byte) (*Point, error) {
	var u [1]field.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	return v.mapToCurve(&u[0]), nil
}

// hashToField fills u with hash_to_field(msg, len(u)) (RFC 9380 §5.2,
// L = 72 bytes per element).
func hashToField(u []field.Element, msg, dst []byte) error {
	const L = 72
	var buf [2 * L]byte
	b := buf[:len(u)*L]
	if err := xmd.Expand(sha512.New384(), b, msg, dst); err != nil {
		return errors.New("p384: hash to curve: " + err.Error())
	}
	for i := range u {
		u[i].SetWideBytes(b[i*L : (i+1)*L])
	}
	return nil
}

// mapToCurve sets v to the simplified SWU image of u (RFC 9380 §6.6.2)
// and returns v, in constant time. Written with x as a fraction N/D so
// that one exponentiation (SqrtRatio) gives both the square test and the
// root, and the result comes out projective, (N or tv1·N : y·D : D),
// with no inversion:
//
//	tv1 = Z·u², tv2 = tv1² + tv1
//	x1 = N/D with N = B·(tv2 + 1), D = -A·tv2, or D = A·Z when tv2 = 0
//	     (the exceptional u where x1 = B/(Z·A))
//	g(x1) = (N³ + A·N·D² + B·D³)/D³
//	(y1, square) = SqrtRatio(N³ + A·N·D² + B·D³, D³)
//	square:  x = x1,      y = y1
//	else:    x = tv1·x1,  y = y1·sqrt(-Z)·tv1·u, since g(tv1·x1) = tv1³·g(x1)
//	         and y1² = -g(x1)
//	sgn0(y) = sgn0(u), negating y if not.
func (v *Point) mapToCurve(u *field.Element) *Point {
	var tv1, tv2, n, d, t field.Element
	tv1.Square(u).Mul(&tv1, &swuZ)
	tv2.Square(&tv1).Add(&tv2, &tv1)
	n.One()
	n.Add(&n, &tv2).Mul(&n, &curveB)
	t.Mul(&swuA, &swuZ)
	d.Neg(&tv2).Mul(&d, &swuA)
	d.Select(&t, &d, tv2.IsZero())

	// numerator N³ + A·N·D² + B·D³ = N·(N² + A·D²) + B·D³, denominator D³.
	var d2, d3, num, y field.Element
	d2.Square(&d)
	d3.Mul(&d2, &d)
	num.Square(&n)
	t.Mul(&swuA, &d2)
	num.Add(&num, &t).Mul(&num, &n)
	t.Mul(&curveB, &d3)
	num.Add(&num, &t)
	_, square := y.SqrtRatio(&num, &d3)

	var x2, y2 field.Element
	x2.Mul(&tv1, &n)
	y2.Mul(&y, &sqrtNegZ).Mul(&y2, &tv1).Mul(&y2, u)
	n.Select(&n, &x2, square)
	y.Select(&y, &y2, square)

	var negY field.Element
	negY.Neg(&y)
	y.Select(&negY, &y, u.IsOdd()^y.IsOdd())

	v.x = n
	v.y.Mul(&y, &d)
	v.z = d
	return v
}
