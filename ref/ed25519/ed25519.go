// Package ed25519 implements Ed25519 (RFC 8032 §5.1) over the reference
// edwards25519 group, with the verification rules that libraries differ on
// made explicit as a Policy.
//
// It is part of the reference: never constant-time, never for production.
package ed25519

import (
	"crypto/sha512"
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/field"
)

var curve = edwards.Edwards25519

// Sizes of keys and signatures (RFC 8032 §5.1.5, §5.1.6).
const (
	SeedSize      = 32
	PublicKeySize = 32
	SignatureSize = 64
)

// expand returns the clamped secret scalar s and the prefix (RFC 8032
// §5.1.5 steps 1–3).
func expand(seed []byte) (*big.Int, []byte) {
	h := sha512.Sum512(seed)
	a := append([]byte(nil), h[:32]...)
	a[0] &= 248
	a[31] &= 127
	a[31] |= 64
	return field.IntLE(a), h[32:]
}

// PublicKey returns A = [s]B encoded (RFC 8032 §5.1.5).
func PublicKey(seed []byte) ([]byte, error) {
	if len(seed) != SeedSize {
		return nil, fmt.Errorf("ed25519: seed is %d bytes, want %d", len(seed), SeedSize)
	}
	s, _ := expand(seed)
	return curve.Encode(curve.ScalarBaseMult(s)), nil
}

// Sign returns the signature R ‖ S of msg (RFC 8032 §5.1.6).
func Sign(seed, msg []byte) ([]byte, error) {
	if len(seed) != SeedSize {
		return nil, fmt.Errorf("ed25519: seed is %d bytes, want %d", len(seed), SeedSize)
	}
	s, prefix := expand(seed)
	A := curve.Encode(curve.ScalarBaseMult(s))
	// Step 2: r = SHA-512(prefix ‖ M) mod L.
	r := curve.Scalar.ReduceLE(sha512Sum(prefix, msg))
	// Step 3: R = [r]B.
	R := curve.Encode(curve.ScalarBaseMult(r))
	// Step 4: k = SHA-512(R ‖ A ‖ M) mod L.
	k := curve.Scalar.ReduceLE(sha512Sum(R, A, msg))
	// Step 5: S = (r + k·s) mod L.
	S := curve.Scalar.Add(r, curve.Scalar.Mul(k, s))
	return append(R, field.BytesLE(S, 32)...), nil
}

func sha512Sum(parts ...[]byte) []byte {
	h := sha512.New()
	for _, p := range parts {
		h.Write(p)
	}
	return h.Sum(nil)
}

// Policy is a set of verification rules. RFC 8032 §5.1.7 fixes some
// (S < L) and leaves others open; libraries split on them, and the test
// vectors of ed25519-speccheck and CCTV are judged per policy.
type Policy struct {
	Name string
	// Cofactored checks [8][S]B = [8]R + [8][k]A; otherwise [S]B = R + [k]A.
	// RFC 8032 §5.1.7 step 3 allows either.
	Cofactored bool
	// A and R say how the public key and R are decoded.
	A, R edwards.DecodeOptions
	// RejectSmallOrderA and RejectSmallOrderR reject points of order
	// dividing 8 (libsodium, ed25519-dalek verify_strict).
	RejectSmallOrderA, RejectSmallOrderR bool
	// AllowUnreducedS accepts S >= L and uses the integer as given; RFC
	// 8032 §5.1.7 requires S < L, which is the default.
	AllowUnreducedS bool
}

// The named policies. Each matches a behaviour that the published edge-case
// vectors describe, so their expectations can be checked.
var (
	// Cofactorless is the ref10 lineage (Go crypto/ed25519, OpenSSL,
	// BoringSSL): cofactorless equation, R must be canonical (it is compared
	// by its encoding), A is decoded leniently, S < L.
	Cofactorless = Policy{Name: "cofactorless",
		A: edwards.DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true}}
	// ZIP215 is Zcash's ZIP-215: cofactored equation, A and R decoded
	// leniently, S < L.
	ZIP215 = Policy{Name: "zip215", Cofactored: true,
		A: edwards.DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true},
		R: edwards.DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true}}
	// Strict is libsodium's and ed25519-dalek's verify_strict: cofactorless,
	// canonical A and R, small-order A and R rejected, S < L.
	Strict = Policy{Name: "strict", RejectSmallOrderA: true, RejectSmallOrderR: true}
	// CofactorlessCanonicalA is Cofactorless with the public key decoded
	// strictly (RFC 8032 §5.1.3: y < p, no x = -0), as CIRCL does.
	CofactorlessCanonicalA = Policy{Name: "cofactorless-canonical-a"}
	// RFC8032 is the RFC's own rules with the cofactored equation: canonical
	// A and R (§5.1.3 decoding), S < L.
	RFC8032 = Policy{Name: "rfc8032", Cofactored: true}
)

// Policies lists the named policies.
var Policies = []Policy{Cofactorless, ZIP215, Strict, RFC8032, CofactorlessCanonicalA}

// ErrInvalidSignature is returned when the verification equation fails.
var ErrInvalidSignature = errors.New("ed25519: verification equation does not hold")

// Verify checks sig on msg under pub with policy pol (RFC 8032 §5.1.7).
// The hash k is computed over the bytes of R and A exactly as received.
func Verify(pol Policy, pub, msg, sig []byte) error {
	if len(pub) != PublicKeySize {
		return fmt.Errorf("ed25519: public key is %d bytes, want %d", len(pub), PublicKeySize)
	}
	if len(sig) != SignatureSize {
		return fmt.Errorf("ed25519: signature is %d bytes, want %d", len(sig), SignatureSize)
	}
	// Step 1: decode A, R and S; S must be in [0, L).
	A, err := curve.Decode(pub, pol.A)
	if err != nil {
		return fmt.Errorf("ed25519: public key: %w", err)
	}
	R, err := curve.Decode(sig[:32], pol.R)
	if err != nil {
		return fmt.Errorf("ed25519: signature R: %w", err)
	}
	S := field.IntLE(sig[32:])
	if S.Cmp(curve.L) >= 0 && !pol.AllowUnreducedS {
		return errors.New("ed25519: signature S is not below the group order L (non-canonical)")
	}
	if pol.RejectSmallOrderA && curve.HasSmallOrder(A) {
		return errors.New("ed25519: public key has small order")
	}
	if pol.RejectSmallOrderR && curve.HasSmallOrder(R) {
		return errors.New("ed25519: signature R has small order")
	}
	// Step 2: k = SHA-512(dom2(F, C) ‖ R ‖ A ‖ PH(M)) mod L, dom2 empty.
	k := curve.Scalar.ReduceLE(sha512Sum(sig[:32], pub, msg))
	// Step 3: [S]B = R + [k]A, or with both sides multiplied by 8.
	lhs := curve.ScalarBaseMult(S)
	rhs := curve.Add(R, curve.ScalarMult(k, A))
	if pol.Cofactored {
		lhs = curve.ScalarMult(big.NewInt(8), lhs)
		rhs = curve.ScalarMult(big.NewInt(8), rhs)
	}
	if !curve.Equal(lhs, rhs) {
		return ErrInvalidSignature
	}
	return nil
}

// PolicyByName returns the named policy.
func PolicyByName(name string) (Policy, bool) {
	for _, p := range Policies {
		if p.Name == name {
			return p, true
		}
	}
	return Policy{}, false
}
