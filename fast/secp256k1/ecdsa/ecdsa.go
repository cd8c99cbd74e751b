// Package ecdsa implements ECDSA over secp256k1 (SEC1 v2 §4.1) on
// curvecheck's optimized group: deterministic signing with the RFC 6979
// nonce (HMAC-SHA256) and low-S output (BIP-146), and verification that
// accepts either S or, with VerifyLowS, only low S.
//
// Signing is constant time with respect to the private key and the nonce:
// the nonce multiplication is the blinded comb (ScalarBaseMult), its
// affine x comes from the constant-time inversion, k⁻¹ from the
// constant-time divstep inversion, and the low-S choice is a masked
// negation. Verification handles public data only and uses the Var
// functions.
package ecdsa

import (
	"crypto/sha256"
	"errors"

	"github.com/curvecheck/curvecheck/fast/internal/rfc6979"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// The errors; verification failures all wrap ErrInvalid.
var (
	ErrInvalid       = errors.New("ecdsa: invalid signature")
	errPrivateKey    = errors.New("ecdsa: private key is not 32 bytes in [1, n-1]")
	errDigestSize    = errors.New("ecdsa: the digest to sign is not 32 bytes (SHA-256)")
	errSignatureSize = errors.New("ecdsa: signature is not 64 bytes (r ‖ s)")
)

func privateKey(priv []byte) (*scalar.Scalar, error) {
	if len(priv) != 32 {
		return nil, errPrivateKey
	}
	d, err := new(scalar.Scalar).SetBytes(priv)
	if err != nil || d.IsZero() == 1 {
		return nil, errPrivateKey
	}
	return d, nil
}

// digestScalar is bits2int(digest) mod n (SEC1 §4.1.3 step 5, RFC 6979
// §2.3.2): the leftmost 256 bits of the digest as an integer.
func digestScalar(digest []byte) *scalar.Scalar {
	var b [32]byte
	if len(digest) >= 32 {
		copy(b[:], digest[:32])
	} else {
		copy(b[32-len(digest):], digest)
	}
	e, _ := new(scalar.Scalar).SetBytesReduce(b[:])
	return e
}

// order is n, big-endian, for the nonce generator: the bytes of n - 1
// (that is, -1 mod n) plus one.
var order = func() []byte {
	b := new(scalar.Scalar).Neg(new(scalar.Scalar).SetUint64(1)).Bytes()
	for i := len(b) - 1; i >= 0; i-- {
		b[i]++
		if b[i] != 0 {
			break
		}
	}
	return b
}()

// Sign returns r ‖ s, the signature of a 32-byte SHA-256 digest with the
// 32-byte private key priv, with s <= n/2. Constant time with respect to
// priv and the nonce.
func Sign(priv, digest []byte) ([]byte, error) {
	d, err := privateKey(priv)
	if err != nil {
		return nil, err
	}
	if len(digest) != 32 {
		return nil, errDigestSize
	}
	e := digestScalar(digest)
	// RFC 6979 nonces (HMAC-SHA-256), seeded with the key and
	// bits2octets(digest) = e's bytes; each is in [1, n-1].
	g := rfc6979.New(sha256.New, order, priv, e.Bytes())
	for {
		k, _ := new(scalar.Scalar).SetBytesReduce(g.Next()) // k < n: nothing to reduce
		// r = x(k·G) mod n; retry when r = 0 or s = 0 (never seen: each
		// has probability about 2^-256).
		var R secp256k1.Point
		R.ScalarBaseMult(k)
		x, _, _ := R.Coordinates()
		r, _ := new(scalar.Scalar).SetBytesReduce(x[:])
		var s, kinv scalar.Scalar
		s.Mul(r, d)
		s.Add(&s, e)
		kinv.Inv(k)
		s.Mul(&s, &kinv)
		if r.IsZero()|s.IsZero() == 1 {
			continue
		}
		s.CondNeg(&s, s.IsHigh())
		return append(r.Bytes(), s.Bytes()...), nil
	}
}

// SignMessage signs SHA-256(msg).
func SignMessage(priv, msg []byte) ([]byte, error) {
	h := sha256.Sum256(msg)
	return Sign(priv, h[:])
}

// Verify checks sig = r ‖ s on digest (any length: its leftmost 256 bits
// count) under the SEC1-encoded public key pub, accepting high S (SEC1
// §4.1.4). Variable time: all inputs are public.
func Verify(pub, digest, sig []byte) error { return verify(pub, digest, sig, false) }

// VerifyLowS is Verify that also rejects s > n/2 (BIP-146).
func VerifyLowS(pub, digest, sig []byte) error { return verify(pub, digest, sig, true) }

// VerifyMessage verifies sig on SHA-256(msg).
func VerifyMessage(pub, msg, sig []byte) error {
	h := sha256.Sum256(msg)
	return Verify(pub, h[:], sig)
}

func verify(pub, digest, sig []byte, lowS bool) error {
	Q, err := new(secp256k1.Point).SetBytes(pub)
	if err != nil {
		return errors.Join(ErrInvalid, err)
	}
	if Q.IsIdentity() == 1 {
		return errors.Join(ErrInvalid, errors.New("ecdsa: the public key is the point at infinity"))
	}
	if len(sig) != 64 {
		return errors.Join(ErrInvalid, errSignatureSize)
	}
	r, err1 := new(scalar.Scalar).SetBytes(sig[:32])
	s, err2 := new(scalar.Scalar).SetBytes(sig[32:])
	if err1 != nil || err2 != nil || r.IsZero() == 1 || s.IsZero() == 1 {
		return errors.Join(ErrInvalid, errors.New("ecdsa: r or s not in [1, n-1]"))
	}
	if lowS && s.IsHigh() == 1 {
		return errors.Join(ErrInvalid, errors.New("ecdsa: s > n/2 (high S)"))
	}
	var w, u1, u2 scalar.Scalar
	w.InvVar(s)
	u1.Mul(digestScalar(digest), &w)
	u2.Mul(r, &w)
	var R secp256k1.Point
	R.DoubleScalarMultBaseVar(&u2, Q, &u1)
	if !R.XIsScalarVar(r) {
		return errors.Join(ErrInvalid, errors.New("ecdsa: x(R) mod n != r"))
	}
	return nil
}
