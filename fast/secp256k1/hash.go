package secp256k1

import (
	"crypto/sha256"
	"errors"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/xmd"
)

// Hashing to secp256k1 (RFC 9380 §8.7, suites secp256k1_XMD:SHA-256_SSWU_RO_
// and _NU_). The curve's A is 0, so the simplified SWU map runs on the
// 3-isogenous curve E': y² = x³ + A'x + B' (Z = -11) and the isogeny of
// appendix E.1 carries the point to secp256k1.

// isoCoeff are the isogeny's polynomials, highest degree first, the
// monic denominators without their leading 1: x = xNum(x')/xDen(x'),
// y = y'·yNum(x')/yDen(x') (appendix E.1's k_(1,3..0), k_(2,1..0),
// k_(3,3..0), k_(4,2..0)).
type isoCoeff struct {
	xNum [4]field.Element
	xDen [2]field.Element
	yNum [4]field.Element
	yDen [3]field.Element
}

var (
	swuA     = mustElement("3f8731abdd661adca08a5558f0f5d272e953d363cb6f0e5d405447c01a444533")
	swuB     = *new(field.Element).SetUint64(1771)
	swuZ     = mustElement("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc24") // -11
	swuAZ    field.Element                                                                     // A'·Z, D of the exceptional u
	sqrtNegZ field.Element                                                                     // √11, appendix F.2.1.2's c2
	twoTo256 = *new(field.Element).SetUint64(0x1000003d1)                                      // 2^256 mod p
	iso      = isoCoeff{
		xNum: [4]field.Element{
			mustElement("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa88c"),
			mustElement("534c328d23f234e6e2a413deca25caece4506144037c40314ecbd0b53d9dd262"),
			mustElement("07d3d4c80bc321d5b9f315cea7fd44c5d595d2fc0bf63b92dfff1044f17c6581"),
			mustElement("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa8c7"),
		},
		xDen: [2]field.Element{
			mustElement("edadc6f64383dc1df7c4b2d51b54225406d36b641f5e41bbc52a56612a8c6d14"),
			mustElement("d35771193d94918a9ca34ccbb7b640dd86cd409542f8487d9fe6b745781eb49b"),
		},
		yNum: [4]field.Element{
			mustElement("2f684bda12f684bda12f684bda12f684bda12f684bda12f684bda12f38e38d84"),
			mustElement("29a6194691f91a73715209ef6512e576722830a201be2018a765e85a9ecee931"),
			mustElement("c75e0c32d5cb7c0fa9d0a54b12a0a6d5647ab046d686da6fdffc90fc201d71a3"),
			mustElement("4bda12f684bda12f684bda12f684bda12f684bda12f684bda12f684b8e38e23c"),
		},
		yDen: [3]field.Element{
			mustElement("6484aa716545ca2cf3a70c3fa8fe337e0a3d21162f0d6299a7bf8192bfd2a76f"),
			mustElement("7a06534bb8bdb49fd5e9e6632722c2989467c1bfc8e8d978dfb425d2685c2573"),
			mustElement("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffff93b"),
		},
	}
)

func init() {
	swuAZ.Mul(&swuA, &swuZ)
	swuAZ.Normalize(&swuAZ)
	eleven := new(field.Element).SetUint64(11)
	if _, ok := sqrtNegZ.Sqrt(eleven); ok != 1 {
		panic("secp256k1: 11 is not a square")
	}
	sqrtNegZ.Normalize(&sqrtNegZ)
}

// HashToCurve sets v to hash_to_curve(msg) of secp256k1_XMD:SHA-256_SSWU_RO_
// under the tag dst and returns v: two field elements, each mapped, the
// images added (the cofactor is 1). Constant time in msg (its length
// aside); the errors are an empty tag and lengths expand_message_xmd
// refuses.
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
// secp256k1_XMD:SHA-256_SSWU_NU_ and returns v. Constant time like
// HashToCurve.
func (v *Point) EncodeToCurve(msg, dst []byte) (*Point, error) {
	var u [1]field.Element
	if err := hashToField(u[:], msg, dst); err != nil {
		return nil, err
	}
	return v.mapToCurve(&u[0]), nil
}

// hashToField fills u (normalized) with hash_to_field(msg, len(u)), 48
// bytes per element (RFC 9380 §5.2): each 48-byte string hi ‖ lo is
// lo + hi·2^256 mod p, hi of 16 bytes.
func hashToField(u []field.Element, msg, dst []byte) error {
	const L = 48
	var buf [2 * L]byte
	b := buf[:len(u)*L]
	if err := xmd.Expand(sha256.New(), b, msg, dst); err != nil {
		return errors.New("secp256k1: hash to curve: " + err.Error())
	}
	for i := range u {
		var hiBytes [32]byte
		copy(hiBytes[16:], b[i*L:i*L+16])
		var hi field.Element
		hi.SetBytesReduce(hiBytes[:])
		u[i].SetBytesReduce(b[i*L+16 : (i+1)*L])
		hi.Mul(&hi, &twoTo256)
		u[i].Add(&u[i], &hi)
		u[i].Normalize(&u[i])
	}
	return nil
}

// mapToCurve sets v to the image of u (normalized) and returns v, in
// constant time: the simplified SWU map on E' with x' = N/D as in
// fast/p384's (one SqrtRatio, no inversion), then the isogeny evaluated
// on (N : D) homogeneously,
//
//	x = XN/(XD·D), y = y'·YN/YD,  so  (X : Y : Z) = (XN·YD : y'·YN·XD·D : XD·D·YD)
//
// with XN, YN, YD the numerators of degree 3 and XD that of degree 2
// over the common D^k. A zero Z (a vanishing isogeny denominator, §6.6.3)
// is the point at infinity.
func (v *Point) mapToCurve(u *field.Element) *Point {
	var tv1, tv2, n, d, t field.Element
	tv1.Square(u)
	tv1.Mul(&tv1, &swuZ)
	tv2.Square(&tv1)
	tv2.Add(&tv2, &tv1) // magnitude 2
	n.One()
	n.Add(&n, &tv2)
	n.Mul(&n, &swuB)
	d.Neg(&tv2, 2)
	d.Mul(&d, &swuA)
	t.Normalize(&tv2)
	d.Select(&swuAZ, &d, t.IsZero())

	// g(x1)·D³ = N·(N² + A'·D²) + B'·D³; the isogeny reuses D's powers.
	dp := powersOf(&d)
	var num, y field.Element
	num.Square(&n)
	t.Mul(&swuA, &dp[2])
	num.Add(&num, &t)
	num.Mul(&num, &n)
	t.Mul(&swuB, &dp[3])
	num.Add(&num, &t)
	_, square := y.SqrtRatio(&num, &dp[3])

	var x2, y2 field.Element
	x2.Mul(&tv1, &n)
	y2.Mul(&y, &sqrtNegZ)
	y2.Mul(&y2, &tv1)
	y2.Mul(&y2, u)
	n.Select(&n, &x2, square)
	y.Select(&y, &y2, square)
	y.Normalize(&y)
	var negY field.Element
	negY.Neg(&y, 1)
	y.Select(&negY, &y, u.IsOdd()^y.IsOdd())
	return v.isogeny(&n, &dp, &y)
}

// powersOf returns D^0, D^1, D^2 and D^3 (magnitude 1; D of magnitude at
// most 8, as Mul and Square take).
func powersOf(d *field.Element) (dp [4]field.Element) {
	dp[0].One()
	dp[1] = *d
	dp[2].Square(d)
	dp[3].Mul(&dp[2], d)
	return dp
}

// isogeny sets v to the image of (x', y') = (N/D, y) on E' (D ≠ 0) and
// returns v, given dp = powersOf(D); see mapToCurve. Constant time.
func (v *Point) isogeny(n *field.Element, dp *[4]field.Element, y *field.Element) *Point {
	var t field.Element
	xn := homogeneous(iso.xNum[:], false, n, dp)
	xd := homogeneous(iso.xDen[:], true, n, dp)
	yn := homogeneous(iso.yNum[:], false, n, dp)
	yd := homogeneous(iso.yDen[:], true, n, dp)
	var xdd field.Element
	xdd.Mul(&xd, &dp[1])
	v.x.Mul(&xn, &yd)
	v.y.Mul(y, &yn)
	v.y.Mul(&v.y, &xdd)
	v.z.Mul(&xdd, &yd)
	t.Normalize(&v.z)
	return v.Select(NewIdentity(), v, t.IsZero())
}

// homogeneous returns D^deg·P(N/D) = Σ c_i·N^(deg-i)·D^i for the
// polynomial P with coefficients k, highest degree first (a monic one
// given without its leading 1), by Horner's rule on (N : D):
// acc = c_0, then acc = acc·N + c_i·D^i. dp holds D^0..D^3. Magnitude 1
// out.
func homogeneous(k []field.Element, monic bool, n *field.Element, dp *[4]field.Element) field.Element {
	var c [4]field.Element
	m := copy(c[1:], k)
	if monic {
		c[0].One()
		m++
	} else {
		m = copy(c[:], k)
	}
	acc := c[0]
	var t field.Element
	for i := 1; i < m; i++ {
		acc.Mul(&acc, n)
		acc.Add(&acc, t.Mul(&c[i], &dp[i]))
	}
	acc.Normalize(&acc)
	return acc
}
