// Package field implements arithmetic in a prime field GF(p) with math/big.
//
// It is part of the reference: never constant-time, never for production.
// The same type serves as the scalar field (integers mod the group order n)
// of every curve in ref/.
//
// Elements are *big.Int values in [0, p). Every method returns a freshly
// allocated result and never modifies its arguments. Methods that take
// elements accept any integer and reduce it first, so callers may pass
// intermediate values.
package field

import (
	"errors"
	"fmt"
	"math/big"
)

// Field is GF(p) for an odd prime p. The zero value is not usable; use New.
type Field struct {
	name string
	p    *big.Int
	size int // bytes in a canonical encoding: ceil(bitlen(p)/8)
}

// New returns GF(p). It panics if p is even or fails the Baillie–PSW
// probable-prime test (big.Int.ProbablyPrime(0)): a programming error, not
// an input error, since moduli are constants of the curve definitions. The
// test is a guard against a mistyped constant, not the proof: every curve
// modulus and group order is proven prime by a certificate checked in
// assurance/cert (make prove). Baillie–PSW alone keeps the start-up of
// every program that defines the curves short (32 Miller–Rabin rounds
// more took tens of milliseconds natively and over a second under
// Valgrind's memcheck).
func New(name string, p *big.Int) *Field {
	if p.Sign() <= 0 || p.Bit(0) == 0 || !p.ProbablyPrime(0) {
		panic("field: modulus of " + name + " is not an odd prime")
	}
	return &Field{name: name, p: new(big.Int).Set(p), size: (p.BitLen() + 7) / 8}
}

// Name returns the name given to New.
func (f *Field) Name() string { return f.name }

// P returns a copy of the modulus.
func (f *Field) P() *big.Int { return new(big.Int).Set(f.p) }

// Size returns the length in bytes of a canonical encoding.
func (f *Field) Size() int { return f.size }

// Reduce returns x mod p in [0, p), for any integer x (negative included).
func (f *Field) Reduce(x *big.Int) *big.Int {
	return new(big.Int).Mod(x, f.p)
}

// IsCanonical reports whether 0 <= x < p.
func (f *Field) IsCanonical(x *big.Int) bool {
	return x.Sign() >= 0 && x.Cmp(f.p) < 0
}

// Int returns the element v mod p.
func (f *Field) Int(v int64) *big.Int { return f.Reduce(big.NewInt(v)) }

// Add returns a + b mod p.
func (f *Field) Add(a, b *big.Int) *big.Int {
	return f.Reduce(new(big.Int).Add(a, b))
}

// Sub returns a - b mod p.
func (f *Field) Sub(a, b *big.Int) *big.Int {
	return f.Reduce(new(big.Int).Sub(a, b))
}

// Neg returns -a mod p.
func (f *Field) Neg(a *big.Int) *big.Int {
	return f.Reduce(new(big.Int).Neg(a))
}

// Mul returns a · b mod p.
func (f *Field) Mul(a, b *big.Int) *big.Int {
	return f.Reduce(new(big.Int).Mul(a, b))
}

// Square returns a² mod p.
func (f *Field) Square(a *big.Int) *big.Int { return f.Mul(a, a) }

// Exp returns a^e mod p for e >= 0.
func (f *Field) Exp(a, e *big.Int) *big.Int {
	if e.Sign() < 0 {
		panic("field: negative exponent")
	}
	return new(big.Int).Exp(f.Reduce(a), e, f.p)
}

// Equal reports whether a ≡ b (mod p).
func (f *Field) Equal(a, b *big.Int) bool {
	return f.Reduce(a).Cmp(f.Reduce(b)) == 0
}

// IsZero reports whether a ≡ 0 (mod p).
func (f *Field) IsZero(a *big.Int) bool { return f.Reduce(a).Sign() == 0 }

// ErrZeroInverse is returned by Inv for the element zero.
var ErrZeroInverse = errors.New("field: zero has no inverse")

// Inv returns a⁻¹ mod p (SEC1 §2.1.1), computed with the extended Euclidean
// algorithm of math/big and checked: a · a⁻¹ ≡ 1. Zero has no inverse: an
// error.
func (f *Field) Inv(a *big.Int) (*big.Int, error) {
	if f.IsZero(a) {
		return nil, ErrZeroInverse
	}
	r := new(big.Int).ModInverse(f.Reduce(a), f.p)
	if r == nil || !f.Equal(f.Mul(a, r), big.NewInt(1)) {
		panic("field: inverse check failed for " + f.name)
	}
	return r, nil
}

// MustInv is Inv for callers that have already excluded zero; it panics on
// zero, which there is a bug in the caller.
func (f *Field) MustInv(a *big.Int) *big.Int {
	r, err := f.Inv(a)
	if err != nil {
		panic(err)
	}
	return r
}

// IsSquare reports whether a is a square mod p (zero included), by Euler's
// criterion a^((p-1)/2) ∈ {0, 1}.
func (f *Field) IsSquare(a *big.Int) bool {
	e := new(big.Int).Rsh(new(big.Int).Sub(f.p, big.NewInt(1)), 1)
	r := f.Exp(a, e)
	return r.Sign() == 0 || r.Cmp(big.NewInt(1)) == 0
}

// ErrNoSqrt is returned by Sqrt when its argument is not a square.
var ErrNoSqrt = errors.New("field: element is not a square")

// Sqrt returns a square root r of a (r² ≡ a), an error when none exists.
// Which of the two roots is returned is unspecified; callers that need a
// particular sign (SEC1 §2.3.4, RFC 8032 §5.1.3) choose it themselves.
// It uses the Tonelli–Shanks algorithm as math/big implements it and
// checks the result by squaring.
func (f *Field) Sqrt(a *big.Int) (*big.Int, error) {
	a = f.Reduce(a)
	r := new(big.Int).ModSqrt(a, f.p)
	if r == nil || !f.Equal(f.Square(r), a) {
		return nil, ErrNoSqrt
	}
	return r, nil
}

// EncodeBE returns x mod p as Size() bytes, big-endian (SEC1 §2.3.5).
func (f *Field) EncodeBE(x *big.Int) []byte {
	return f.Reduce(x).FillBytes(make([]byte, f.size))
}

// EncodeLE returns x mod p as Size() bytes, little-endian (RFC 7748 §5,
// RFC 8032 §5.1.2).
func (f *Field) EncodeLE(x *big.Int) []byte {
	return reverse(f.EncodeBE(x))
}

// DecodeBE decodes exactly Size() big-endian bytes and rejects values >= p
// (SEC1 §2.3.6).
func (f *Field) DecodeBE(b []byte) (*big.Int, error) {
	if len(b) != f.size {
		return nil, fmt.Errorf("%s: encoding is %d bytes, want %d", f.name, len(b), f.size)
	}
	x := new(big.Int).SetBytes(b)
	if x.Cmp(f.p) >= 0 {
		return nil, fmt.Errorf("%s: encoded value is not below the modulus (non-canonical)", f.name)
	}
	return x, nil
}

// DecodeLE is DecodeBE for little-endian encodings.
func (f *Field) DecodeLE(b []byte) (*big.Int, error) {
	if len(b) != f.size {
		return nil, fmt.Errorf("%s: encoding is %d bytes, want %d", f.name, len(b), f.size)
	}
	return f.DecodeBE(reverse(b))
}

// ReduceBE interprets b (any length) as a big-endian integer and reduces it
// mod p; for example a 64-byte hash output reduced to a scalar.
func (f *Field) ReduceBE(b []byte) *big.Int {
	return f.Reduce(new(big.Int).SetBytes(b))
}

// ReduceLE is ReduceBE for little-endian input (RFC 8032 §5.1.6 step 2).
func (f *Field) ReduceLE(b []byte) *big.Int {
	return f.ReduceBE(reverse(b))
}

func reverse(b []byte) []byte {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return r
}

// IntLE returns b as a little-endian integer, without reduction.
func IntLE(b []byte) *big.Int { return new(big.Int).SetBytes(reverse(b)) }

// BytesLE returns x as n little-endian bytes; x must fit.
func BytesLE(x *big.Int, n int) []byte { return reverse(x.FillBytes(make([]byte, n))) }
