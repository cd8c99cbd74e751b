//go:build !exhaustive

package scalar

import (
	"encoding/binary"
	"errors"
	"math/bits"
)

// Scalar is an integer modulo l, kept as m = s·R mod l in [0, l).
type Scalar struct {
	m [4]uint64
}

// subL returns x - l and whether it borrowed.
func subL(x [4]uint64) ([4]uint64, uint64) {
	var r [4]uint64
	var b uint64
	r[0], b = bits.Sub64(x[0], l[0], 0)
	r[1], b = bits.Sub64(x[1], l[1], b)
	r[2], b = bits.Sub64(x[2], l[2], b)
	r[3], b = bits.Sub64(x[3], l[3], b)
	return r, b
}

// selectLimbs returns a if mask is all ones and b if it is zero.
func selectLimbs(mask uint64, a, b [4]uint64) [4]uint64 {
	for i := range a {
		a[i] = (a[i] & mask) | (b[i] &^ mask)
	}
	return a
}

// reduceOnce maps x in [0, 2l) (plus a carry bit hi) to [0, l).
func reduceOnce(x [4]uint64, hi uint64) [4]uint64 {
	r, borrow := subL(x)
	// Keep x - l unless it borrowed out of the 257-bit value hi:x.
	_, b := bits.Sub64(hi, 0, borrow)
	return selectLimbs(-b, x, r) // b = 1: x < l, keep x
}

// montMul returns a·b·R⁻¹ mod l, for a < 2^256 and b < l (or a < l and
// b < 2^256): then the CIOS result is below 2l and one conditional
// subtraction ends it.
func montMul(a, b [4]uint64) [4]uint64 {
	var t [6]uint64
	for i := 0; i < 4; i++ {
		// t += a·b[i]
		var c uint64
		for j := 0; j < 4; j++ {
			hi, lo := bits.Mul64(a[j], b[i])
			var cc uint64
			lo, cc = bits.Add64(lo, t[j], 0)
			hi += cc
			lo, cc = bits.Add64(lo, c, 0)
			hi += cc
			t[j], c = lo, hi
		}
		var cc uint64
		t[4], cc = bits.Add64(t[4], c, 0)
		t[5] = cc
		// t += m·l with m chosen so the low word vanishes; shift one word.
		m := t[0] * lInv
		c = 0
		for j := 0; j < 4; j++ {
			hi, lo := bits.Mul64(m, l[j])
			lo, cc = bits.Add64(lo, t[j], 0)
			hi += cc
			lo, cc = bits.Add64(lo, c, 0)
			hi += cc
			t[j], c = lo, hi
		}
		t[4], cc = bits.Add64(t[4], c, 0)
		t[5] += cc
		t[0], t[1], t[2], t[3], t[4], t[5] = t[1], t[2], t[3], t[4], t[5], 0
	}
	return reduceOnce([4]uint64{t[0], t[1], t[2], t[3]}, t[4])
}

// Add sets s = a + b mod l and returns s. Constant time.
func (s *Scalar) Add(a, b *Scalar) *Scalar {
	var r [4]uint64
	var c uint64
	r[0], c = bits.Add64(a.m[0], b.m[0], 0)
	r[1], c = bits.Add64(a.m[1], b.m[1], c)
	r[2], c = bits.Add64(a.m[2], b.m[2], c)
	r[3], c = bits.Add64(a.m[3], b.m[3], c)
	s.m = reduceOnce(r, c)
	return s
}

// Neg sets s = -a mod l and returns s. Constant time.
func (s *Scalar) Neg(a *Scalar) *Scalar {
	var r [4]uint64
	var b uint64
	r[0], b = bits.Sub64(l[0], a.m[0], 0)
	r[1], b = bits.Sub64(l[1], a.m[1], b)
	r[2], b = bits.Sub64(l[2], a.m[2], b)
	r[3], _ = bits.Sub64(l[3], a.m[3], b)
	// l - 0 = l must become 0.
	s.m = reduceOnce(r, 0)
	return s
}

// Sub sets s = a - b mod l and returns s. Constant time.
func (s *Scalar) Sub(a, b *Scalar) *Scalar {
	var n Scalar
	return s.Add(a, n.Neg(b))
}

// Mul sets s = a · b mod l and returns s. Constant time.
func (s *Scalar) Mul(a, b *Scalar) *Scalar {
	s.m = montMul(a.m, b.m)
	return s
}

// MulAdd sets s = a·b + c mod l and returns s. Constant time.
func (s *Scalar) MulAdd(a, b, c *Scalar) *Scalar {
	var t Scalar
	t.Mul(a, b)
	return s.Add(&t, c)
}

func load(b []byte) [4]uint64 {
	return [4]uint64{binary.LittleEndian.Uint64(b[0:]), binary.LittleEndian.Uint64(b[8:]),
		binary.LittleEndian.Uint64(b[16:]), binary.LittleEndian.Uint64(b[24:])}
}

// SetBytes sets s from a 32-byte little-endian encoding of a value below l
// and returns s; larger values are rejected (RFC 8032 §5.1.7 step 1 for
// S): the strict decoder of doc/contract.md. Constant time with respect to
// the value.
func (s *Scalar) SetBytes(x []byte) (*Scalar, error) {
	if len(x) != 32 {
		return nil, errors.New("scalar: a scalar encoding is 32 bytes")
	}
	v := load(x)
	if _, borrow := subL(v); borrow == 0 {
		return nil, errors.New("scalar: non-canonical scalar (not below l)")
	}
	s.m = montMul(v, rSquared)
	return s, nil
}

// SetWideBytes sets s = x mod l for a 64-byte little-endian x (a hash
// output, RFC 8032 §5.1.6 steps 2 and 4) and returns s. Constant time.
func (s *Scalar) SetWideBytes(x []byte) (*Scalar, error) {
	if len(x) != 64 {
		return nil, errors.New("scalar: SetWideBytes takes 64 bytes")
	}
	lo, hi := load(x[:32]), load(x[32:])
	// (lo + hi·2^256)·R = montMul(lo, R²) + montMul(montMul(hi, R²), R²).
	a := montMul(lo, rSquared)
	b := montMul(montMul(hi, rSquared), rSquared)
	var t Scalar
	s.m, t.m = a, b
	return s.Add(s, &t), nil
}

// SetClampedBytes sets s from a 32-byte secret as RFC 8032 §5.1.5 and
// RFC 7748 §5 clamp it (bits 0-2 and 255 cleared, bit 254 set), reduced
// mod l, and returns s. Constant time.
func (s *Scalar) SetClampedBytes(x []byte) (*Scalar, error) {
	if len(x) != 32 {
		return nil, errors.New("scalar: a scalar encoding is 32 bytes")
	}
	var c [32]byte
	copy(c[:], x)
	c[0] &= 248
	c[31] &= 127
	c[31] |= 64
	// c < 2^256, so one Montgomery multiplication by R² reduces it.
	s.m = montMul(load(c[:]), rSquared)
	return s, nil
}

// Bytes returns the canonical 32-byte little-endian encoding. Constant time.
func (s *Scalar) Bytes() []byte {
	b := s.bytes()
	return b[:]
}

func (s *Scalar) bytes() [32]byte {
	v := montMul(s.m, [4]uint64{1, 0, 0, 0})
	var out [32]byte
	for i, w := range v {
		binary.LittleEndian.PutUint64(out[8*i:], w)
	}
	return out
}

// Equal returns 1 if s = t and 0 otherwise. Constant time.
func (s *Scalar) Equal(t *Scalar) int {
	var d uint64
	for i := range s.m {
		d |= s.m[i] ^ t.m[i]
	}
	// (d | -d) has its top bit set exactly when d != 0.
	return int((d|-d)>>63) ^ 1
}

// Set sets s = a and returns s.
func (s *Scalar) Set(a *Scalar) *Scalar { *s = *a; return s }

// One sets s = 1 and returns s.
func (s *Scalar) One() *Scalar { s.m = rOne; return s }

// Zero sets s = 0 and returns s.
func (s *Scalar) Zero() *Scalar { *s = Scalar{}; return s }

// Inv sets s = 1/a mod l (1/0 = 0) as a^(l-2) and returns s. The
// exponent is a public constant: constant time with respect to a.
func (s *Scalar) Inv(a *Scalar) *Scalar {
	// l - 2, little-endian limbs.
	e := [4]uint64{l[0] - 2, l[1], l[2], l[3]}
	r := rOne
	for i := 255; i >= 0; i-- {
		r = montMul(r, r)
		if (e[i/64]>>(i%64))&1 == 1 { // public exponent bit
			r = montMul(r, a.m)
		}
	}
	s.m = r
	return s
}
