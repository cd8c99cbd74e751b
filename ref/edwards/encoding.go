package edwards

import (
	"fmt"
	"github.com/curvecheck/curvecheck/ref/field"
)

// EncodingSize returns the length of a point encoding: enough bytes for
// bitlen(p) bits of y plus one sign bit (32 for edwards25519).
func (c *Curve) EncodingSize() int { return (c.F.P().BitLen() + 1 + 7) / 8 }

// Encode returns the RFC 8032 §5.1.2 encoding of P: y little-endian with the
// least significant bit of x in the most significant bit of the last byte.
func (c *Curve) Encode(P Point) []byte {
	n := c.EncodingSize()
	out := field.BytesLE(c.F.Reduce(P.Y), n)
	if c.F.Reduce(P.X).Bit(0) == 1 {
		out[n-1] |= 0x80
	}
	return out
}

// DecodeOptions state how strict Decode is. The zero value is the strict
// decoder of RFC 8032 §5.1.3.
type DecodeOptions struct {
	// AllowNonCanonicalY accepts an encoded y in [p, 2^(8n-1)) and reduces it
	// mod p. RFC 8032 §5.1.3 step 1 rejects it; ZIP-215 and the ref10
	// lineage (Go's crypto/ed25519 for public keys) accept it.
	AllowNonCanonicalY bool
	// AllowNegativeZero accepts x = 0 with the sign bit set and returns x = 0.
	// RFC 8032 §5.1.3 step 4 rejects it; ZIP-215 and the ref10 lineage accept it.
	AllowNegativeZero bool
}

// Decode parses an RFC 8032 §5.1.3 point encoding with the strictness that
// opts selects. The point is not checked to lie in the prime-order
// subgroup: small-order and mixed-order points decode (see HasSmallOrder).
func (c *Curve) Decode(b []byte, opts DecodeOptions) (Point, error) {
	F := c.F
	n := c.EncodingSize()
	if len(b) != n {
		return Point{}, fmt.Errorf("%s: point encoding is %d bytes, want %d", c.Name, len(b), n)
	}
	// Step 1: the sign bit x_0 and y from the remaining bits.
	buf := append([]byte(nil), b...)
	x0 := uint(buf[n-1] >> 7)
	buf[n-1] &= 0x7f
	y := field.IntLE(buf)
	if y.Cmp(F.P()) >= 0 {
		if !opts.AllowNonCanonicalY {
			return Point{}, fmt.Errorf("%s: non-canonical point encoding (y >= p)", c.Name)
		}
		y = F.Reduce(y)
	}
	// Step 2: x² = (y² - 1) / (d y² - a).
	u := F.Sub(F.Square(y), F.Int(1))
	v := F.Sub(F.Mul(c.D, F.Square(y)), c.A)
	x2 := F.Mul(u, F.MustInv(v)) // v ≠ 0 as d/a is not a square
	// Step 3: a square root, or rejection.
	x, err := F.Sqrt(x2)
	if err != nil {
		return Point{}, fmt.Errorf("%s: point encoding has no valid x coordinate (not on the curve)", c.Name)
	}
	// Step 4: choose the sign.
	if x.Sign() == 0 && x0 == 1 {
		if !opts.AllowNegativeZero {
			return Point{}, fmt.Errorf("%s: non-canonical point encoding (x = 0 with the sign bit set)", c.Name)
		}
		return Point{X: x, Y: y}, nil
	}
	if x.Bit(0) != x0 {
		x = F.Neg(x)
	}
	return Point{X: x, Y: y}, nil
}

// IsCanonicalEncoding reports whether b is the encoding Encode would produce
// for the point it decodes to (leniently).
func (c *Curve) IsCanonicalEncoding(b []byte) bool {
	P, err := c.Decode(b, DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true})
	if err != nil {
		return false
	}
	e := c.Encode(P)
	return string(e) == string(b)
}
