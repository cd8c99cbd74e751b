//go:build exhaustive

package scalar

import (
	"errors"
	"math/big"
)

// In the exhaustive build (build tag exhaustive, tests only) the scalars
// are integers mod q = 241, the order of the toy subgroup that
// fast/p384.UseExhaustiveCurve selects, with the API of the default
// build, so that the protocols above the group (ECDSA, ECDH) run on the
// toy group; this is what libsecp256k1's exhaustive mode does with its
// scalars. It tests the group code and the protocols' use of it, not the
// arithmetic mod n, which the default build's own tests cover. Plain
// integer arithmetic: not constant time.

// q is the order of the toy subgroup (fast/p384.ExhaustiveOrder).
const q = 241

// Scalar is an integer mod q, below q. The zero value is 0.
type Scalar struct {
	v uint32
}

var (
	errLength      = errors.New("p384 scalar: encoding is not 48 bytes")
	errNotReduced  = errors.New("p384 scalar: value is not below n")
	errNoExpansion = errors.New("p384 scalar: SetBytesReduce takes 48 bytes")
	errWideLength  = errors.New("p384 scalar: SetWideBytes takes 96 bytes")
)

// reduce returns the big-endian b mod q.
func reduce(b []byte) uint32 {
	var r uint32
	for _, c := range b {
		r = (r<<8 | uint32(c)) % q
	}
	return r
}

// SetBytes sets s to the 48-byte big-endian value b, which must be below
// q, and returns s.
func (s *Scalar) SetBytes(b []byte) (*Scalar, error) {
	if len(b) != 48 {
		return nil, errLength
	}
	for _, c := range b[:47] {
		if c != 0 {
			return nil, errNotReduced
		}
	}
	if b[47] >= q {
		return nil, errNotReduced
	}
	s.v = uint32(b[47])
	return s, nil
}

// SetBytesReduce sets s to the 48-byte big-endian value b mod q.
func (s *Scalar) SetBytesReduce(b []byte) (*Scalar, error) {
	if len(b) != 48 {
		return nil, errNoExpansion
	}
	s.v = reduce(b)
	return s, nil
}

// SetWideBytes sets s to the 96-byte big-endian value b mod q.
func (s *Scalar) SetWideBytes(b []byte) (*Scalar, error) {
	if len(b) != 96 {
		return nil, errWideLength
	}
	s.v = reduce(b)
	return s, nil
}

// Bytes returns the 48-byte big-endian encoding of s.
func (s *Scalar) Bytes() []byte {
	out := make([]byte, 48)
	out[47] = byte(s.v)
	return out
}

// One sets s = 1 and returns s.
func (s *Scalar) One() *Scalar { s.v = 1; return s }

// Add sets s = a + b and returns s.
func (s *Scalar) Add(a, b *Scalar) *Scalar { s.v = (a.v + b.v) % q; return s }

// Sub sets s = a - b and returns s.
func (s *Scalar) Sub(a, b *Scalar) *Scalar { s.v = (a.v + q - b.v) % q; return s }

// Neg sets s = -a and returns s.
func (s *Scalar) Neg(a *Scalar) *Scalar { s.v = (q - a.v) % q; return s }

// Mul sets s = a·b and returns s.
func (s *Scalar) Mul(a, b *Scalar) *Scalar { s.v = a.v * b.v % q; return s }

// Equal returns 1 if s = a and 0 otherwise.
func (s *Scalar) Equal(a *Scalar) int {
	if s.v == a.v {
		return 1
	}
	return 0
}

// IsZero returns 1 if s = 0 and 0 otherwise.
func (s *Scalar) IsZero() int { return s.Equal(new(Scalar)) }

// Select sets s = a if cond = 1 and s = b if cond = 0, and returns s.
func (s *Scalar) Select(a, b *Scalar, cond int) *Scalar {
	if cond == 1 {
		s.v = a.v
	} else {
		s.v = b.v
	}
	return s
}

// Inv sets s = a^(q-2) = 1/a (0 for a = 0) and returns s.
func (s *Scalar) Inv(a *Scalar) *Scalar {
	r := uint32(1)
	for range q - 2 {
		r = r * a.v % q
	}
	s.v = r
	return s
}

// InvVar is Inv.
func (s *Scalar) InvVar(a *Scalar) *Scalar { return s.Inv(a) }

// ConstantValues returns q under the name "order", so that the packages
// that read the default build's constants still compile in this build
// (their checks do not hold here).
func ConstantValues() map[string]*big.Int {
	return map[string]*big.Int{"order": big.NewInt(q)}
}
