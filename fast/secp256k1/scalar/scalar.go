//go:build !exhaustive

// Package scalar implements arithmetic modulo the order n of the
// secp256k1 group, for curvecheck's optimized secp256k1: four 64-bit
// limbs, always reduced (below n). Functions without the Var suffix run
// in constant time with respect to the values of their arguments. The zero
// value is 0.
package scalar

import (
	"encoding/binary"
	"errors"
	"math/bits"
)

// Scalar is an integer modulo n, little-endian limbs, below n.
type Scalar struct {
	d [4]uint64
}

// The order n = 2^256 - c with c below 2^129.
var (
	orderLimbs = [4]uint64{0xbfd25e8cd0364141, 0xbaaedce6af48a03b, 0xfffffffffffffffe, 0xffffffffffffffff}
	cLimbs     = [3]uint64{0x402da1732fc9bebf, 0x4551231950b75fc4, 1} // 2^256 - n
	// halfOrder is ⌊n/2⌋.
	halfOrder = [4]uint64{0xdfe92f46681b20a0, 0x5d576e7357a4501d, 0xffffffffffffffff, 0x7fffffffffffffff}
)

// reduceOnce subtracts n from x when x >= n (x below 2n, as the 256 bits
// of x plus the carry hi tell). Constant time.
func reduceOnce(x [4]uint64, hi uint64) [4]uint64 {
	var r [4]uint64
	var b uint64
	r[0], b = bits.Sub64(x[0], orderLimbs[0], 0)
	r[1], b = bits.Sub64(x[1], orderLimbs[1], b)
	r[2], b = bits.Sub64(x[2], orderLimbs[2], b)
	r[3], b = bits.Sub64(x[3], orderLimbs[3], b)
	// Keep x when the subtraction borrowed and there was no carry.
	keep := -(b &^ hi & 1)
	for i := range r {
		r[i] = r[i] ^ keep&(r[i]^x[i])
	}
	return r
}

// Set sets s = a and returns s.
func (s *Scalar) Set(a *Scalar) *Scalar { *s = *a; return s }

// SetUint64 sets s = x and returns s.
func (s *Scalar) SetUint64(x uint64) *Scalar { s.d = [4]uint64{x}; return s }

// Add sets s = a + b mod n and returns s. Constant time.
func (s *Scalar) Add(a, b *Scalar) *Scalar {
	var x [4]uint64
	var c uint64
	x[0], c = bits.Add64(a.d[0], b.d[0], 0)
	x[1], c = bits.Add64(a.d[1], b.d[1], c)
	x[2], c = bits.Add64(a.d[2], b.d[2], c)
	x[3], c = bits.Add64(a.d[3], b.d[3], c)
	s.d = reduceOnce(x, c)
	return s
}

// Neg sets s = -a mod n (0 for 0) and returns s. Constant time.
func (s *Scalar) Neg(a *Scalar) *Scalar {
	var r [4]uint64
	var b uint64
	r[0], b = bits.Sub64(orderLimbs[0], a.d[0], 0)
	r[1], b = bits.Sub64(orderLimbs[1], a.d[1], b)
	r[2], b = bits.Sub64(orderLimbs[2], a.d[2], b)
	r[3], _ = bits.Sub64(orderLimbs[3], a.d[3], b)
	nz := a.nonZeroMask()
	for i := range r {
		r[i] &= nz
	}
	s.d = r
	return s
}

// Sub sets s = a - b mod n and returns s. Constant time.
func (s *Scalar) Sub(a, b *Scalar) *Scalar {
	var nb Scalar
	nb.Neg(b)
	return s.Add(a, &nb)
}

// nonZeroMask is all ones when s != 0 and 0 otherwise.
func (s *Scalar) nonZeroMask() uint64 {
	z := s.d[0] | s.d[1] | s.d[2] | s.d[3]
	return -((z | -z) >> 63)
}

// IsZero returns 1 when s = 0. Constant time.
func (s *Scalar) IsZero() int { return int(^s.nonZeroMask() & 1) }

// Equal returns 1 when s = t. Constant time.
func (s *Scalar) Equal(t *Scalar) int {
	z := s.d[0] ^ t.d[0] | s.d[1] ^ t.d[1] | s.d[2] ^ t.d[2] | s.d[3] ^ t.d[3]
	return int(1 ^ (z|-z)>>63)
}

// IsHigh returns 1 when s > n/2. Constant time.
func (s *Scalar) IsHigh() int {
	var b uint64
	_, b = bits.Sub64(halfOrder[0], s.d[0], 0)
	_, b = bits.Sub64(halfOrder[1], s.d[1], b)
	_, b = bits.Sub64(halfOrder[2], s.d[2], b)
	_, b = bits.Sub64(halfOrder[3], s.d[3], b)
	return int(b) // halfOrder - s borrows exactly when s > halfOrder
}

// CondNeg sets s = -a when cond is 1 and s = a when cond is 0, and returns
// s. Constant time.
func (s *Scalar) CondNeg(a *Scalar, cond int) *Scalar {
	var n Scalar
	n.Neg(a)
	m := -uint64(cond & 1)
	for i := range s.d {
		s.d[i] = a.d[i] ^ m&(a.d[i]^n.d[i])
	}
	return s
}

// Bit returns bit i (0 … 255) of s. Variable time in i only.
func (s *Scalar) Bit(i uint) uint64 { return s.d[i>>6] >> (i & 63) & 1 }

var errNotBelowN = errors.New("scalar: the value is not below the group order n")

// SetBytes sets s to the 32-byte big-endian value b and returns s,
// rejecting b >= n. Constant time except for the rejection.
func (s *Scalar) SetBytes(b []byte) (*Scalar, error) {
	if len(b) != 32 {
		return nil, errors.New("scalar: a scalar is 32 bytes")
	}
	x := [4]uint64{binary.BigEndian.Uint64(b[24:]), binary.BigEndian.Uint64(b[16:]), binary.BigEndian.Uint64(b[8:]), binary.BigEndian.Uint64(b[0:])}
	if reduceOnce(x, 0) != x {
		return nil, errNotBelowN
	}
	s.d = x
	return s, nil
}

// SetBytesReduce sets s to the 32-byte big-endian value b reduced mod n
// (one subtraction: b < 2^256 < 2n) and returns s; the only error is
// another length. Constant time.
func (s *Scalar) SetBytesReduce(b []byte) (*Scalar, error) {
	if len(b) != 32 {
		return nil, errors.New("scalar: SetBytesReduce takes 32 bytes")
	}
	x := [4]uint64{binary.BigEndian.Uint64(b[24:]), binary.BigEndian.Uint64(b[16:]), binary.BigEndian.Uint64(b[8:]), binary.BigEndian.Uint64(b[0:])}
	s.d = reduceOnce(x, 0)
	return s, nil
}

// SetWideBytes sets s to the 64-byte big-endian value b reduced mod n and
// returns s. Constant time.
func (s *Scalar) SetWideBytes(b []byte) (*Scalar, error) {
	if len(b) != 64 {
		return nil, errors.New("scalar: SetWideBytes takes 64 bytes")
	}
	var w [8]uint64
	for i := range w {
		w[i] = binary.BigEndian.Uint64(b[56-8*i:])
	}
	s.d = reduceWide(&w)
	return s, nil
}

// Bytes returns the 32-byte big-endian encoding of s.
func (s *Scalar) Bytes() []byte {
	var out [32]byte
	s.PutBytes(&out)
	return out[:]
}

// PutBytes writes the 32-byte big-endian encoding of s to out.
func (s *Scalar) PutBytes(out *[32]byte) {
	binary.BigEndian.PutUint64(out[0:], s.d[3])
	binary.BigEndian.PutUint64(out[8:], s.d[2])
	binary.BigEndian.PutUint64(out[16:], s.d[1])
	binary.BigEndian.PutUint64(out[24:], s.d[0])
}

// Select sets s = a when cond is 1 and s = b when cond is 0, and returns
// s. Constant time.
func (s *Scalar) Select(a, b *Scalar, cond int) *Scalar {
	m := -uint64(cond & 1)
	for i := range s.d {
		s.d[i] = b.d[i] ^ m&(a.d[i]^b.d[i])
	}
	return s
}
