//go:build exhaustive

package scalar

// The scalars of the exhaustive mode (libsecp256k1's tests_exhaustive.c
// replaces its scalars in the same way; this is our own design). The
// group code on a toy curve with a base point of small prime order q
// reads a scalar only through its digits (Radix16, WNAF, Bytes), whose
// weighted sum is the scalar's representative v; every result depends on
// v mod q alone. So the ring here is Z/NZ with N = q·⌊l/q⌋: a multiple
// of q (reduction mod N commutes with reduction mod q, so signing
// equations hold mod q) just below l (so the representatives span the
// same 253 bits, every digit position and window, as the default build's
// scalars, and the digit code's bounds for values below l still hold).
// The tests pick representatives: 0 … q−1 themselves, and full-width ones.
//
// This file replaces scalar.go under the tag. It is math/big and
// variable time: for tests only. The scalar package's own tests cover the
// default implementation.

import (
	"encoding/binary"
	"errors"
	"math/big"
)

// Scalar is an integer modulo N, kept as its representative in [0, N).
type Scalar struct {
	m [4]uint64
}

// modulus is N; toyQ is q (both l until SelectToyOrder).
var (
	lValue  = toBig(l)
	modulus = new(big.Int).Set(lValue)
	toyQ    = new(big.Int).Set(lValue)
)

// SelectToyOrder makes the scalars integers modulo N = q·⌊l/q⌋ for the
// prime q of a toy curve (see the file comment), and returns a function
// that restores the previous modulus. q must be at least 2.
func SelectToyOrder(q uint64) (restore func()) {
	if q < 2 {
		panic("scalar: toy order below 2")
	}
	oldN, oldQ := modulus, toyQ
	bq := new(big.Int).SetUint64(q)
	toyQ = bq
	modulus = new(big.Int).Mul(bq, new(big.Int).Quo(lValue, bq))
	return func() { modulus, toyQ = oldN, oldQ }
}

// Modulus returns N, the modulus of the scalar ring under the tag.
func Modulus() *big.Int { return new(big.Int).Set(modulus) }

func toBig(x [4]uint64) *big.Int {
	var b [32]byte
	for i, w := range x {
		binary.BigEndian.PutUint64(b[24-8*i:], w)
	}
	return new(big.Int).SetBytes(b[:])
}

// set stores x mod N.
func (s *Scalar) set(x *big.Int) *Scalar {
	var b [32]byte
	new(big.Int).Mod(x, modulus).FillBytes(b[:])
	for i := range s.m {
		s.m[i] = binary.BigEndian.Uint64(b[24-8*i:])
	}
	return s
}

func (s *Scalar) big() *big.Int { return toBig(s.m) }

// leBig reads a little-endian byte string.
func leBig(x []byte) *big.Int {
	r := make([]byte, len(x))
	for i, c := range x {
		r[len(x)-1-i] = c
	}
	return new(big.Int).SetBytes(r)
}

// Add sets s = a + b mod N and returns s.
func (s *Scalar) Add(a, b *Scalar) *Scalar { return s.set(new(big.Int).Add(a.big(), b.big())) }

// Neg sets s = -a mod N and returns s.
func (s *Scalar) Neg(a *Scalar) *Scalar { return s.set(new(big.Int).Neg(a.big())) }

// Sub sets s = a - b mod N and returns s.
func (s *Scalar) Sub(a, b *Scalar) *Scalar { return s.set(new(big.Int).Sub(a.big(), b.big())) }

// Mul sets s = a·b mod N and returns s.
func (s *Scalar) Mul(a, b *Scalar) *Scalar { return s.set(new(big.Int).Mul(a.big(), b.big())) }

// MulAdd sets s = a·b + c mod N and returns s.
func (s *Scalar) MulAdd(a, b, c *Scalar) *Scalar {
	t := new(big.Int).Mul(a.big(), b.big())
	return s.set(t.Add(t, c.big()))
}

// SetBytes sets s from a 32-byte little-endian value below N and
// returns s; larger values are rejected.
func (s *Scalar) SetBytes(x []byte) (*Scalar, error) {
	if len(x) != 32 {
		return nil, errors.New("scalar: a scalar encoding is 32 bytes")
	}
	v := leBig(x)
	if v.Cmp(modulus) >= 0 {
		return nil, errors.New("scalar: non-canonical scalar (not below N)")
	}
	return s.set(v), nil
}

// SetWideBytes sets s = x mod N for a 64-byte little-endian x and returns
// s.
func (s *Scalar) SetWideBytes(x []byte) (*Scalar, error) {
	if len(x) != 64 {
		return nil, errors.New("scalar: SetWideBytes takes 64 bytes")
	}
	return s.set(leBig(x)), nil
}

// SetClampedBytes sets s from a 32-byte secret clamped as RFC 8032 §5.1.5
// and RFC 7748 §5 clamp it, reduced mod N, and returns s.
func (s *Scalar) SetClampedBytes(x []byte) (*Scalar, error) {
	if len(x) != 32 {
		return nil, errors.New("scalar: a scalar encoding is 32 bytes")
	}
	var c [32]byte
	copy(c[:], x)
	c[0] &= 248
	c[31] &= 127
	c[31] |= 64
	return s.set(leBig(c[:])), nil
}

// Bytes returns the representative in [0, N), 32 bytes little-endian.
func (s *Scalar) Bytes() []byte {
	b := s.bytes()
	return b[:]
}

func (s *Scalar) bytes() [32]byte {
	var out [32]byte
	for i, w := range s.m {
		binary.LittleEndian.PutUint64(out[8*i:], w)
	}
	return out
}

// Equal returns 1 if s = t in Z/NZ and 0 otherwise.
func (s *Scalar) Equal(t *Scalar) int {
	if s.m == t.m {
		return 1
	}
	return 0
}

// Set sets s = a and returns s.
func (s *Scalar) Set(a *Scalar) *Scalar { *s = *a; return s }

// One sets s = 1 and returns s.
func (s *Scalar) One() *Scalar { s.m = [4]uint64{1}; return s }

// Zero sets s = 0 and returns s.
func (s *Scalar) Zero() *Scalar { *s = Scalar{}; return s }

// Inv sets s to the inverse of a modulo q (0 for a ≡ 0 mod q), as its
// representative in [0, q), and returns s: N is not prime, and only the
// residue mod q reaches the group. Before SelectToyOrder q = N = l.
func (s *Scalar) Inv(a *Scalar) *Scalar {
	r := new(big.Int).ModInverse(new(big.Int).Mod(a.big(), toyQ), toyQ)
	if r == nil {
		r = new(big.Int)
	}
	return s.set(r)
}
