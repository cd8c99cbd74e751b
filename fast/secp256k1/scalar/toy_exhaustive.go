//go:build exhaustive

package scalar

import (
	"errors"
	"math/big"
)

// The exhaustive build (tag exhaustive) replaces the arithmetic modulo n
// with arithmetic modulo the small prime order q of a toy subgroup
// (package secp256k1's exhaustive mode, after libsecp256k1's
// tests_exhaustive.c and its scalar_low): the same API on a value below q
// kept in d[0], so that the group code above it runs unchanged on a group
// of q points. It exists to test the group code; this package's own
// arithmetic is tested by its default-build tests. Nothing here is
// constant time, and the exhaustive build is never for production.
//
// Bits, SignedDigits and AppendWNAFVar (digits.go) are shared with the
// default build and run on the small values. Halves and Fits128 split at
// halfBits (about half of q's bit length) instead of 128, so that both
// halves of DoubleScalarMultBaseVar's generator term and both branches of
// Pippenger's split are reached. SplitLambda returns the k1, k2 with
// k = k1 + k2·λ mod q of smallest max(|k1|, |k2|) (a search, not the
// rounding of the default build).

// Scalar is an integer modulo the toy order q, in d[0], below q.
type Scalar struct {
	d [4]uint64
}

// The toy order's parameters, set by SetToyOrder.
var (
	toyQ     uint64 = 7
	halfBits uint   = 2
	// Lambda is λ, the eigenvalue of the endomorphism on the toy subgroup.
	Lambda          = Scalar{d: [4]uint64{2}}
	splits []Scalar // splits[2k], splits[2k+1] = k1, k2 of k
)

func init() { SetToyOrder(7, 2, 2) }

// SetToyOrder makes the scalars integers modulo the prime q (below 2^16),
// with λ = lambda (a primitive cube root of 1 mod q) and halves of h
// bits. It panics on inconsistent parameters.
func SetToyOrder(q, lambda uint64, h uint) {
	if q < 5 || q >= 1<<16 || !new(big.Int).SetUint64(q).ProbablyPrime(20) {
		panic("scalar: the toy order must be a prime in [5, 2^16)")
	}
	if lambda == 1 || lambda >= q || lambda*lambda%q*lambda%q != 1 {
		panic("scalar: λ must be a primitive cube root of 1 mod q")
	}
	toyQ, halfBits = q, h
	Lambda = Scalar{d: [4]uint64{lambda}}
	splits = make([]Scalar, 2*q)
	for k := range q {
		best := q
		for k2 := range q {
			k1 := (k + q - k2*lambda%q) % q
			if m := max(absQ(k1), absQ(k2)); m < best {
				best = m
				splits[2*k], splits[2*k+1] = Scalar{d: [4]uint64{k1}}, Scalar{d: [4]uint64{k2}}
			}
		}
	}
}

// Order returns the toy order q.
func Order() uint64 { return toyQ }

// absQ is min(x, q - x).
func absQ(x uint64) uint64 { return min(x, toyQ-x) }

func (s *Scalar) set(x uint64) *Scalar { s.d = [4]uint64{x % toyQ}; return s }

// Set sets s = a and returns s.
func (s *Scalar) Set(a *Scalar) *Scalar { *s = *a; return s }

// SetUint64 sets s = x mod q and returns s.
func (s *Scalar) SetUint64(x uint64) *Scalar { return s.set(x) }

// Add sets s = a + b mod q and returns s.
func (s *Scalar) Add(a, b *Scalar) *Scalar { return s.set(a.d[0] + b.d[0]) }

// Neg sets s = -a mod q and returns s.
func (s *Scalar) Neg(a *Scalar) *Scalar { return s.set(toyQ - a.d[0]) }

// Sub sets s = a - b mod q and returns s.
func (s *Scalar) Sub(a, b *Scalar) *Scalar { return s.set(a.d[0] + toyQ - b.d[0]) }

// Mul sets s = a·b mod q and returns s.
func (s *Scalar) Mul(a, b *Scalar) *Scalar { return s.set(a.d[0] * b.d[0]) }

// Square sets s = a² mod q and returns s.
func (s *Scalar) Square(a *Scalar) *Scalar { return s.Mul(a, a) }

// Inv sets s = 1/a mod q (0 for 0) and returns s: a^(q-2).
func (s *Scalar) Inv(a *Scalar) *Scalar {
	r, b := uint64(1), a.d[0]
	for e := toyQ - 2; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = r * b % toyQ
		}
		b = b * b % toyQ
	}
	return s.set(r)
}

// InvVar is Inv.
func (s *Scalar) InvVar(a *Scalar) *Scalar { return s.Inv(a) }

// IsZero returns 1 when s = 0.
func (s *Scalar) IsZero() int { return b2i(s.d[0] == 0) }

// Equal returns 1 when s = t.
func (s *Scalar) Equal(t *Scalar) int { return b2i(s.d == t.d) }

// IsHigh returns 1 when s > q/2.
func (s *Scalar) IsHigh() int { return b2i(s.d[0] > toyQ/2) }

// CondNeg sets s = -a when cond is 1 and s = a otherwise, and returns s.
func (s *Scalar) CondNeg(a *Scalar, cond int) *Scalar {
	if cond == 1 {
		return s.Neg(a)
	}
	return s.Set(a)
}

// Select sets s = a when cond is 1 and s = b otherwise, and returns s.
func (s *Scalar) Select(a, b *Scalar, cond int) *Scalar {
	if cond == 1 {
		return s.Set(a)
	}
	return s.Set(b)
}

// Bit returns bit i of s.
func (s *Scalar) Bit(i uint) uint64 { return s.d[i>>6] >> (i & 63) & 1 }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// modBytes returns the big-endian b mod q.
func modBytes(b []byte) uint64 {
	var r uint64
	for _, c := range b {
		r = (r<<8 | uint64(c)) % toyQ
	}
	return r
}

var errNotBelowQ = errors.New("scalar: the value is not below the toy order q")

// SetBytes sets s to the 32-byte big-endian b, rejecting b >= q.
func (s *Scalar) SetBytes(b []byte) (*Scalar, error) {
	if len(b) != 32 {
		return nil, errors.New("scalar: a scalar is 32 bytes")
	}
	v := new(big.Int).SetBytes(b)
	if !v.IsUint64() || v.Uint64() >= toyQ {
		return nil, errNotBelowQ
	}
	s.d = [4]uint64{v.Uint64()}
	return s, nil
}

// SetBytesReduce sets s to the 32-byte big-endian b mod q; the only
// error is another length.
func (s *Scalar) SetBytesReduce(b []byte) (*Scalar, error) {
	if len(b) != 32 {
		return nil, errors.New("scalar: SetBytesReduce takes 32 bytes")
	}
	s.d = [4]uint64{modBytes(b)}
	return s, nil
}

// SetWideBytes sets s to the 64-byte big-endian b mod q.
func (s *Scalar) SetWideBytes(b []byte) (*Scalar, error) {
	if len(b) != 64 {
		return nil, errors.New("scalar: SetWideBytes takes 64 bytes")
	}
	s.d = [4]uint64{modBytes(b)}
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
	*out = [32]byte{}
	v := s.d[0]
	for i := 31; i >= 24; i-- {
		out[i] = byte(v)
		v >>= 8
	}
}

// SplitLambda returns k1, k2 with k = k1 + k2·λ mod q and the smallest
// max(|k1|, |k2|).
func (k *Scalar) SplitLambda() (k1, k2 Scalar) {
	return splits[2*k.d[0]], splits[2*k.d[0]+1]
}

// Abs128 returns the residue of s or q - s that is at most q/2, and 1
// when it is q - s.
func (s *Scalar) Abs128() (abs Scalar, neg int) {
	neg = s.IsHigh()
	abs.CondNeg(s, neg)
	return abs, neg
}

// Halves returns s mod 2^halfBits and s >> halfBits.
func (s *Scalar) Halves() (lo, hi Scalar) {
	lo.d[0] = s.d[0] & (1<<halfBits - 1)
	hi.d[0] = s.d[0] >> halfBits
	return lo, hi
}

// HalfBits returns the split point of Halves and Fits128.
func HalfBits() uint { return halfBits }

// Fits128 reports whether s < 2^halfBits.
func (s *Scalar) Fits128() bool { return s.d[0]>>halfBits == 0 }

// ConstantValues returns the toy order's parameters (q, λ), so that the
// assurance code still builds under the tag; its claims are about the
// default build.
func ConstantValues() map[string]*big.Int {
	return map[string]*big.Int{
		"q":      new(big.Int).SetUint64(toyQ),
		"Lambda": new(big.Int).SetUint64(Lambda.d[0]),
	}
}
