package edwards25519

import (
	"crypto/sha512"
	"errors"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/fast/xmd"
)

// Hashing to edwards25519 (RFC 9380 §8.5, suites
// edwards25519_XMD:SHA-512_ELL2_RO_ and _NU_): Elligator 2 on curve25519
// (§6.7.1, J = 486662, K = 1, Z = 2), the rational map to edwards25519
// (§6.8.2) and multiplication by the cofactor 8.

var (
	ell2J = *new(field.Element).MulSmall(new(field.Element).One(), 486662)
	// montToEd is √-486664 with sgn0 = 0, the constant of the map
	// (v, w) = (√-486664·s/t, (s - 1)/(s + 1)).
	montToEd = func() field.Element {
		var c, one field.Element
		c.MulSmall(one.One(), 486664)
		c.Neg(&c)
		if _, ok := c.SqrtRatio(&c, &one); ok != 1 {
			panic("edwards25519: -486664 is not a square")
		}
		return c
	}()
	// twoTo192 serves hash_to_field's reduction of 48-byte strings.
	twoTo192 = func() field.Element {
		var b [32]byte
		b[24] = 1
		v, _ := new(field.Element).SetBytesReduce(b[:])
		return *v
	}()
)

// HashToCurve sets v to hash_to_curve(msg) of edwards25519_XMD:SHA-512_ELL2_RO_
// under the tag dst and returns v: two field elements mapped, added, and
// multiplied by 8. Constant time in msg (its length aside); the errors are
// an empty tag and lengths expand_message_xmd refuses.
func (v *Point) HashToCurve(msg, dst []byte) (*Point, error) {
	var u [2]field.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	var q Point
	v.mapToCurve(&u[0])
	q.mapToCurve(&u[1])
	v.Add(v, &q)
	return v.MulCofactor(v), nil
}

// EncodeToCurve sets v to encode_to_curve(msg) of
// edwards25519_XMD:SHA-512_ELL2_NU_ (one element, mapped, times 8) and
// returns v. Constant time like HashToCurve.
func (v *Point) EncodeToCurve(msg, dst []byte) (*Point, error) {
	var u [1]field.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	v.mapToCurve(&u[0])
	return v.MulCofactor(v), nil
}

// hashToField fills u with hash_to_field(msg, len(u)), 48 big-endian
// bytes per element (RFC 9380 §5.2), each read as hi·2^192 + lo with hi
// and lo of 24 bytes (both below p, so the field's decoder takes them).
func hashToField(u []field.Element, msg, dst []byte) error {
	const L = 48
	var buf [2 * L]byte
	b := buf[:len(u)*L]
	if err := xmd.Expand(sha512.New(), b, msg, dst); err != nil {
		return errors.New("edwards25519: hash to curve: " + err.Error())
	}
	for i := range u {
		var hi, lo [32]byte
		for j := range 24 { // big-endian halves to little-endian words
			hi[j] = b[i*L+23-j]
			lo[j] = b[i*L+47-j]
		}
		var h field.Element
		h.SetBytesReduce(hi[:])
		u[i].SetBytesReduce(lo[:])
		h.Mul(&h, &twoTo192)
		u[i].Add(&u[i], &h)
	}
	return nil
}

// mapToCurve sets v to the edwards25519 point of u (before cofactor
// clearing) and returns v, in constant time. Elligator 2 with
// x1 = -J/D, D = 1 + 2u² (D = 0 cannot happen, -1/2 being a non-square
// mod p, but D is replaced by 1 there all the same, giving the RFC's
// x1 = -J), written as fractions over D:
//
//	g(x) = x³ + J·x² + x;  g(x1) = (N1³ + J·N1²·D + N1·D²)/D³, N1 = -J
//	x2 = -x1 - J = N2/D, N2 = -N1 - J·D;  g(x2) = 2u²·g(x1)
//	g(x1) square:  (s, t) = (x1, -√g(x1))   (sgn0(t) = 1)
//	otherwise:     (s, t) = (x2, +√g(x2))   (sgn0(t) = 0)
//
// The two roots are two SqrtRatio calls (each the RFC 8032 exponentiation
// (p-5)/8), a simplicity this package pays about 3 µs for. Then the
// rational map of §6.8.2 with s = N/D, in extended coordinates:
//
//	x = c·s/t, y = (s - 1)/(s + 1)
//	(X : Y : Z : T) = (c·N·(N + D) : (N - D)·D·t : D·t·(N + D) : c·N·(N - D))
//
// where Z = 0 (t = 0 or s = -1) is the exceptional case whose image is
// the identity.
func (v *Point) mapToCurve(u *field.Element) *Point {
	var d, n1, n2, t, one field.Element
	one.One()
	d.Square(u)
	d.Add(&d, &d)
	d.Add(&d, &one)
	var zero field.Element
	d.Select(&one, &d, d.Equal(&zero))
	n1.Neg(&ell2J)
	n2.Mul(&ell2J, &d)
	n2.Sub(&ell2J, &n2) // -N1 - J·D = J - J·D

	// U/V = g(x1) with V = D³.
	var d2, d3, num, y1, y2 field.Element
	d2.Square(&d)
	d3.Mul(&d2, &d)
	num.Square(&n1)
	t.Mul(&ell2J, &d)
	t.Mul(&t, &n1)
	num.Add(&num, &t)
	num.Add(&num, &d2)
	num.Mul(&num, &n1)
	_, square := y1.SqrtRatio(&num, &d3)
	var num2 field.Element
	num2.Square(u)
	num2.Add(&num2, &num2)
	num2.Mul(&num2, &num)
	y2.SqrtRatio(&num2, &d3)

	var n, ty field.Element
	y1.Neg(&y1)
	n.Select(&n1, &n2, square)
	ty.Select(&y1, &y2, square)

	var np, nm, cn field.Element
	np.Add(&n, &d)
	nm.Sub(&n, &d)
	cn.Mul(&montToEd, &n)
	v.x.Mul(&cn, &np)
	v.t.Mul(&cn, &nm)
	var dt field.Element
	dt.Mul(&d, &ty)
	v.y.Mul(&nm, &dt)
	v.z.Mul(&dt, &np)
	exceptional := v.z.Equal(&zero)
	v.x.Select(&identity.x, &v.x, exceptional)
	v.y.Select(&identity.y, &v.y, exceptional)
	v.z.Select(&identity.z, &v.z, exceptional)
	v.t.Select(&identity.t, &v.t, exceptional)
	return v
}
