//go:build !exhaustive

// Package scalar implements arithmetic modulo the order n of the P-384
// group, for fast/p384's protocols: six 64-bit limbs of the Montgomery
// form s·R mod n (R = 2^384), always below n, with the portable
// Montgomery multiplication of package mont. Every function runs in
// constant time with respect to the values of its arguments.
package scalar

import (
	"encoding/binary"
	"errors"
	"github.com/curvecheck/curvecheck/fast/internal/safegcd"
	"math/bits"

	"github.com/curvecheck/curvecheck/fast/p384/internal/mont"
)

// Scalar is an integer mod n in Montgomery form, below n. The zero value
// is 0.
type Scalar struct {
	l [6]uint64
}

// order is n, little-endian (SEC 2 §2.5.1).
var order = [6]uint64{
	0xecec196accc52973, 0x581a0db248b0a77a, 0xc7634d81f4372ddf,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
}

// nInv is -n⁻¹ mod 2^64.
const nInv = 0x6ed46089e88fdc45

// rr is R² mod n, which takes a value into Montgomery form; one is R mod
// n, the Montgomery form of 1.
var (
	rr  = [6]uint64{0x2d319b2419b409a9, 0xff3d81e5df1aa419, 0xbc3e483afcb82947, 0xd40d49174aab1cc5, 0x3fb05b7a28266895, 0x0c84ee012b39bf21}
	one = [6]uint64{0x1313e695333ad68d, 0xa7e5f24db74f5885, 0x389cb27e0bc8d220, 0, 0, 0}
)

var (
	errLength      = errors.New("p384 scalar: encoding is not 48 bytes")
	errNotReduced  = errors.New("p384 scalar: value is not below n")
	errNoExpansion = errors.New("p384 scalar: SetBytesReduce takes 48 bytes")
	errWideLength  = errors.New("p384 scalar: SetWideBytes takes 96 bytes")
)

// load returns the 48 big-endian bytes b as little-endian limbs.
func load(b []byte) (t [6]uint64) {
	for i := range 6 {
		t[i] = binary.BigEndian.Uint64(b[40-8*i:])
	}
	return t
}

// SetBytes sets s to the 48-byte big-endian value b and returns s, or
// returns an error naming the fault, leaving s unchanged, when b is not
// 48 bytes or its value is not below n. Whether it accepts depends on b;
// the conversion is constant time.
func (s *Scalar) SetBytes(b []byte) (*Scalar, error) {
	if len(b) != 48 {
		return nil, errLength
	}
	t := load(b)
	if mont.Below(&t, &order) != 1 {
		return nil, errNotReduced
	}
	mont.Mul(&s.l, &t, &rr, &order, nInv)
	return s, nil
}

// SetBytesReduce sets s to the 48-byte big-endian value b mod n and
// returns s; the only error is a length other than 48. A value below
// 2^384 < 2n needs one masked subtraction. Constant time in b (ECDSA's
// bits2int and the reduction of a hash are this).
func (s *Scalar) SetBytesReduce(b []byte) (*Scalar, error) {
	if len(b) != 48 {
		return nil, errNoExpansion
	}
	t := load(b)
	var u [6]uint64
	var bw uint64
	for i := range 6 {
		u[i], bw = bits.Sub64(t[i], order[i], bw)
	}
	mask := -bw // t < n: keep t
	for i := range 6 {
		u[i] ^= mask & (t[i] ^ u[i])
	}
	mont.Mul(&s.l, &u, &rr, &order, nInv)
	return s, nil
}

// SetWideBytes sets s to the 96-byte big-endian value x mod n and
// returns s (the reduction of a wide hash); the only error is a length
// other than 96. With x = hi·2^384 + lo and R = 2^384, s's Montgomery
// form x·R is lo·R + hi·R², and hi·R² is the Montgomery product of hi·R
// (SetBytesReduce) with R². Constant time in x.
func (s *Scalar) SetWideBytes(b []byte) (*Scalar, error) {
	if len(b) != 96 {
		return nil, errWideLength
	}
	var hi, lo Scalar
	hi.SetBytesReduce(b[:48])
	lo.SetBytesReduce(b[48:])
	mont.Mul(&hi.l, &hi.l, &rr, &order, nInv)
	return s.Add(&lo, &hi), nil
}

// Bytes returns the 48-byte big-endian encoding of s's value.
func (s *Scalar) Bytes() []byte {
	var t, unit [6]uint64
	unit[0] = 1
	mont.Mul(&t, &s.l, &unit, &order, nInv)
	out := make([]byte, 48)
	for i := range 6 {
		binary.BigEndian.PutUint64(out[40-8*i:], t[i])
	}
	return out
}

// One sets s = 1 and returns s.
func (s *Scalar) One() *Scalar {
	s.l = one
	return s
}

// Add sets s = a + b and returns s.
func (s *Scalar) Add(a, b *Scalar) *Scalar {
	mont.Add(&s.l, &a.l, &b.l, &order)
	return s
}

// Sub sets s = a - b and returns s.
func (s *Scalar) Sub(a, b *Scalar) *Scalar {
	mont.Sub(&s.l, &a.l, &b.l, &order)
	return s
}

// Neg sets s = -a and returns s.
func (s *Scalar) Neg(a *Scalar) *Scalar {
	var zero Scalar
	return s.Sub(&zero, a)
}

// Set sets s = a and returns s.
func (s *Scalar) Set(a *Scalar) *Scalar {
	*s = *a
	return s
}

// Mul sets s = a·b and returns s.
func (s *Scalar) Mul(a, b *Scalar) *Scalar {
	mont.Mul(&s.l, &a.l, &b.l, &order, nInv)
	return s
}

// Equal returns 1 if s = a and 0 otherwise.
func (s *Scalar) Equal(a *Scalar) int {
	var d uint64
	for i := range 6 {
		d |= s.l[i] ^ a.l[i]
	}
	return int(1 ^ (d|-d)>>63)
}

// IsZero returns 1 if s = 0 and 0 otherwise.
func (s *Scalar) IsZero() int { return s.Equal(new(Scalar)) }

// Select sets s = a if cond = 1 and s = b if cond = 0 (cond in {0, 1})
// and returns s.
func (s *Scalar) Select(a, b *Scalar, cond int) *Scalar {
	m := -uint64(cond)
	for i := range 6 {
		s.l[i] = b.l[i] ^ (m & (a.l[i] ^ b.l[i]))
	}
	return s
}

// nrrr is R³ mod n (see InvVar).
var nrrr = func() [6]uint64 {
	var t [6]uint64
	mont.MulGeneric(&t, &rr, &rr, &order, nInv)
	return t
}()

var modN = safegcd.New384(order)

// InvVar sets s = 1/a (0 for a = 0) and returns s, for public a only
// (ECDSA verification's s): the variable-time divsteps of package
// safegcd on the stored a·R, then a product with R³ (a⁻¹·R⁻¹·R³·R⁻¹ =
// a⁻¹·R). Its time depends on a.
func (s *Scalar) InvVar(a *Scalar) *Scalar {
	s.l = modN.InvertVar(a.l)
	mont.Mul(&s.l, &s.l, &nrrr, &order, nInv)
	return s
}

// Inv sets s = 1/a (0 for a = 0) and returns s, as a^(n-2) (Fermat)
// with fixed 4-bit windows over the public exponent: a table of a^0 …
// a^15 read by scanning every entry, then per window four squarings and
// one product, the same for every a.
func (s *Scalar) Inv(a *Scalar) *Scalar {
	var tbl [16]Scalar
	tbl[0].One()
	tbl[1] = *a
	for i := 2; i < 16; i++ {
		tbl[i].Mul(&tbl[i-1], a)
	}
	e := order
	e[0] -= 2 // n - 2; n's low limb is above 2
	var acc Scalar
	acc.One()
	for w := 95; w >= 0; w-- {
		for range 4 {
			acc.Mul(&acc, &acc)
		}
		nib := e[w/16] >> (4 * (w % 16)) & 15
		var t Scalar
		for i := range tbl {
			d := uint64(i) ^ nib
			t.Select(&tbl[i], &t, int(1^(d|-d)>>63))
		}
		acc.Mul(&acc, &t)
	}
	*s = acc
	return s
}
