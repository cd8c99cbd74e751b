// Package ed25519 implements Ed25519 (RFC 8032 §5.1) on curvecheck's
// optimized edwards25519 group.
//
// Key generation and signing run in constant time with respect to the
// secret key. Verification functions take only public data; the Var
// functions' execution time depends on their inputs.
package ed25519

import (
	"crypto/sha512"
	"crypto/subtle"
	"errors"
	"strconv"

	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// Sizes (RFC 8032 §5.1.5, §5.1.6).
const (
	SeedSize       = 32
	PublicKeySize  = 32
	PrivateKeySize = 64 // seed ‖ public key, as crypto/ed25519
	SignatureSize  = 64
)

// NewKeyFromSeed returns the private key seed ‖ A for a 32-byte seed
// (RFC 8032 §5.1.5). Constant time with respect to the seed.
func NewKeyFromSeed(seed []byte) ([]byte, error) {
	if len(seed) != SeedSize {
		return nil, errors.New("ed25519: a seed is 32 bytes, this one " + strconv.Itoa(len(seed)))
	}
	priv := make([]byte, PrivateKeySize)
	h := sha512.Sum512(seed)
	var s scalar.Scalar
	s.SetClampedBytes(h[:32])
	var A edwards25519.Point
	A.ScalarBaseMult(&s)
	copy(priv, seed)
	copy(priv[32:], A.Bytes())
	return priv, nil
}

// Sign returns the signature of msg under priv (RFC 8032 §5.1.6).
// Constant time with respect to the private key.
func Sign(priv, msg []byte) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errors.New("ed25519: a private key is 64 bytes (seed and public key), this one " + strconv.Itoa(len(priv)))
	}
	h := sha512.Sum512(priv[:32])
	s, _ := new(scalar.Scalar).SetClampedBytes(h[:32])
	prefix := h[32:]

	mh := sha512.New()
	mh.Write(prefix)
	mh.Write(msg)
	var digest [64]byte
	r, _ := new(scalar.Scalar).SetWideBytes(mh.Sum(digest[:0]))
	R := new(edwards25519.Point).ScalarBaseMult(r).Bytes()

	kh := sha512.New()
	kh.Write(R)
	kh.Write(priv[32:])
	kh.Write(msg)
	k, _ := new(scalar.Scalar).SetWideBytes(kh.Sum(digest[:0]))

	S := new(scalar.Scalar).MulAdd(k, s, r)
	return append(R, S.Bytes()...), nil
}

func challenge(R, A, msg []byte) *scalar.Scalar {
	h := sha512.New()
	h.Write(R)
	h.Write(A)
	h.Write(msg)
	var digest [64]byte
	k, _ := new(scalar.Scalar).SetWideBytes(h.Sum(digest[:0]))
	return k
}

// ErrInvalid is wrapped by every verification failure.
var ErrInvalid = errors.New("ed25519: invalid signature")

// Verify returns nil when sig is a valid signature of msg by pub under the
// cofactorless equation, as Go's crypto/ed25519 and the ref10 lineage
// verify: A may be non-canonical, S must be below l, and [S]B - [k]A must
// encode to exactly the R of the signature (so R must be canonical).
// Otherwise it returns ErrInvalid joined with an error naming the fault.
// Execution time depends on the (public) inputs.
func Verify(pub, msg, sig []byte) error {
	R, err := sbMinusKA(pub, msg, sig)
	if err != nil {
		return err
	}
	if subtle.ConstantTimeCompare(R.Bytes(), sig[:32]) != 1 {
		return errors.Join(ErrInvalid, errors.New("ed25519: [S]B - [k]A does not encode to R"))
	}
	return nil
}

// sbMinusKA decodes pub (leniently) and S (canonically) and returns
// [S]B - [k]A with k = SHA-512(R || A || msg) mod l, the point both
// equations compare with R, or ErrInvalid joined with the fault for
// malformed inputs. Variable time (public inputs).
func sbMinusKA(pub, msg, sig []byte) (*edwards25519.Point, error) {
	if len(pub) != PublicKeySize {
		return nil, errors.Join(ErrInvalid, errors.New("ed25519: public key is not 32 bytes"))
	}
	if len(sig) != SignatureSize {
		return nil, errors.Join(ErrInvalid, errors.New("ed25519: signature is not 64 bytes"))
	}
	A, err := new(edwards25519.Point).SetBytesLenient(pub)
	if err != nil {
		return nil, errors.Join(ErrInvalid, errors.New("ed25519: public key: "+err.Error()))
	}
	S, err := new(scalar.Scalar).SetBytes(sig[32:])
	if err != nil {
		return nil, errors.Join(ErrInvalid, errors.New("ed25519: S is not below l"))
	}
	k := challenge(sig[:32], pub, msg)
	minusA := new(edwards25519.Point).Neg(A)
	return new(edwards25519.Point).DoubleScalarMultBaseVar(k, minusA, S), nil
}

// VerifyCofactored reports whether sig is valid under the cofactored
// equation [8][S]B = [8]R + [8][k]A with ZIP-215's decoding rules (A and R
// may be non-canonical; S must be below l). Execution time depends on the
// (public) inputs.
func VerifyCofactored(pub, msg, sig []byte) bool {
	if len(sig) != SignatureSize {
		return false
	}
	R, err := new(edwards25519.Point).SetBytesLenient(sig[:32])
	if err != nil {
		return false
	}
	check, err := sbMinusKA(pub, msg, sig)
	if err != nil {
		return false
	}
	check.Sub(check, R)
	check.MulCofactor(check)
	return check.Equal(edwards25519.NewIdentity()) == 1
}
