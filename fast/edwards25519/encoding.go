package edwards25519

import (
	"errors"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
)

// Bytes returns the 32-byte encoding of v (RFC 8032 §5.1.2): y
// little-endian with the parity of x in bit 255. Constant time.
func (v *Point) Bytes() []byte {
	// Kept small enough to inline, so the buffer stays in the caller.
	var out [32]byte
	return v.putBytes(&out)
}

func (v *Point) putBytes(out *[32]byte) []byte {
	var zInv, x, y field.Element
	zInv.Inv(&v.z)
	x.Mul(&v.x, &zInv)
	y.Mul(&v.y, &zInv)
	copy(out[:], y.Bytes())
	out[31] |= byte(x.IsNegative()) << 7
	return out[:]
}

// MontgomeryU returns the u-coordinate of the point of Curve25519 that
// corresponds to v, u = (1 + y)/(1 - y) = (Z + Y)/(Z - Y) (RFC 7748 §4.1),
// as 32 bytes little-endian; the identity (y = 1) gives 0. Constant time.
func (v *Point) MontgomeryU() []byte {
	var num, den field.Element
	num.Add(&v.z, &v.y)
	den.Sub(&v.z, &v.y)
	den.Inv(&den)
	return num.Mul(&num, &den).Bytes()
}

// SetBytes sets v to the point enc encodes and returns v, with
// the decoding of RFC 8032 §5.1.3: it rejects y >= p, x = 0 with the sign
// bit set, and a y with no x on the curve (the strict decoder of
// doc/contract.md; many libraries' decoders accept the first two, and
// SetBytesLenient does).
// Constant time but for the rejection itself.
func (v *Point) SetBytes(enc []byte) (*Point, error) {
	return v.decode(enc, true)
}

// SetBytesLenient is SetBytes without the two canonicity checks:
// y >= p is reduced and x = 0 with the sign bit set is x = 0, as ZIP-215
// and the ref10 lineage decode public keys.
func (v *Point) SetBytesLenient(enc []byte) (*Point, error) {
	return v.decode(enc, false)
}

// The decoding failures.
var (
	errEncodingLength = errors.New("edwards25519: a point encoding is 32 bytes")
	errYNotReduced    = errors.New("edwards25519: non-canonical point encoding (y >= p)")
	errNegativeZero   = errors.New("edwards25519: non-canonical point encoding (x = 0 with the sign bit set)")
	errNotOnCurve     = errors.New("edwards25519: no point has this y (not on the curve)")
)

// decode recovers x from y and the sign bit (RFC 8032 §5.1.3 steps 1-4):
// x² = (y² - 1)/(d·y² + 1), whose square root SqrtRatio takes at once.
func (v *Point) decode(enc []byte, canonical bool) (*Point, error) {
	if len(enc) != 32 {
		return nil, errEncodingLength
	}
	var y field.Element
	y.SetBytesReduce(enc) // bit 255 dropped, y >= p reduced
	if canonical {
		// y was reduced exactly when its encoding differs from enc's
		// (sign bit aside).
		back := y.Bytes()
		back[31] |= enc[31] & 0x80
		if string(back) != string(enc) {
			return nil, errYNotReduced
		}
	}
	var yy, num, den, x field.Element
	yy.Square(&y)
	num.Sub(&yy, new(field.Element).One())
	den.Mul(&yy, &curveD)
	den.Add(&den, new(field.Element).One())
	if _, isSquare := x.SqrtRatio(&num, &den); isSquare == 0 {
		return nil, errNotOnCurve
	}
	wantOdd := int(enc[31] >> 7)
	if canonical && wantOdd == 1 && x.Equal(&fieldZero) == 1 {
		return nil, errNegativeZero
	}
	// SqrtRatio returns the even root; the sign bit asks for the odd one.
	x.CondNeg(&x, wantOdd)
	v.x, v.y = x, y
	v.z.One()
	v.t.Mul(&x, &y)
	return v, nil
}
