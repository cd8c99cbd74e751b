// Package ecdsa implements ECDSA over P-384 (SEC 1 v2 §4.1, FIPS 186-5
// §6.4) on fast/p384: deterministic signing with the RFC 6979 nonce
// (HMAC-SHA-384), verification of r ‖ s.
//
// Signing runs in constant time with respect to the private key and the
// nonce: the nonce multiplication is the table-based ScalarBaseMult, the
// affine x comes from the constant-time inversion, and k⁻¹ from the
// scalars' constant-time inversion; the only branches are the RFC 6979
// retries, taken with probability below 2^-190. Verification handles
// public data only and uses the variable-time double multiplication.
package ecdsa

import (
	"crypto/sha512"
	"errors"

	"github.com/curvecheck/curvecheck/fast/internal/rfc6979"
	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// The errors; verification failures all wrap ErrInvalid.
var (
	ErrInvalid       = errors.New("p384 ecdsa: invalid signature")
	errPrivateKey    = errors.New("p384 ecdsa: private key is not 48 bytes in [1, n-1]")
	errDigestSize    = errors.New("p384 ecdsa: the digest to sign is not 48 bytes (SHA-384)")
	errSignatureSize = errors.New("p384 ecdsa: signature is not 96 bytes (r ‖ s)")
)

// privateKey parses a 48-byte private key in [1, n-1].
func privateKey(priv []byte) (*scalar.Scalar, error) {
	if len(priv) != 48 {
		return nil, errPrivateKey
	}
	d, err := new(scalar.Scalar).SetBytes(priv)
	if err != nil || d.IsZero() == 1 {
		return nil, errPrivateKey
	}
	return d, nil
}

// digestScalar is bits2int(digest) mod n (SEC 1 §4.1.3 step 5, RFC 6979
// §2.3.2): the leftmost 384 bits of the digest as an integer, a shorter
// digest taken whole.
func digestScalar(digest []byte) *scalar.Scalar {
	var b [48]byte
	if len(digest) >= 48 {
		copy(b[:], digest[:48])
	} else {
		copy(b[48-len(digest):], digest)
	}
	e, _ := new(scalar.Scalar).SetBytesReduce(b[:])
	return e
}

// order is n, big-endian, for the nonce generator: the bytes of n - 1
// (that is, -1 mod n) plus one.
var order = func() []byte {
	b := new(scalar.Scalar).Neg(new(scalar.Scalar).One()).Bytes()
	for i := len(b) - 1; i >= 0; i-- {
		b[i]++
		if b[i] != 0 {
			break
		}
	}
	return b
}()

// Sign returns r ‖ s (96 bytes), the signature of a 48-byte SHA-384
// digest with the 48-byte private key priv (another length is an error,
// as in the catalog's ecdsa_sign). Constant time with respect to priv and
// the nonce.
func Sign(priv, digest []byte) ([]byte, error) {
	d, err := privateKey(priv)
	if err != nil {
		return nil, err
	}
	if len(digest) != 48 {
		return nil, errDigestSize
	}
	e := digestScalar(digest)
	// RFC 6979 nonces (HMAC-SHA-384), seeded with the key and
	// bits2octets(digest) = e's bytes; each is in [1, n-1].
	g := rfc6979.New(sha512.New384, order, priv, e.Bytes())
	for {
		k, _ := new(scalar.Scalar).SetBytesReduce(g.Next()) // k < n: nothing to reduce
		R := new(p384.Point).ScalarBaseMult(k)
		x, _, _ := R.Coordinates() // k ≠ 0: R is finite
		r, _ := new(scalar.Scalar).SetBytesReduce(x[:])
		var s, kinv scalar.Scalar
		s.Mul(r, d).Add(&s, e)
		kinv.Inv(k)
		s.Mul(&s, &kinv)
		// r = 0 or s = 0 sends SEC 1 back to a new nonce (probability about
		// 2^-384 each).
		if r.IsZero()|s.IsZero() == 1 {
			continue
		}
		return append(r.Bytes(), s.Bytes()...), nil
	}
}

// SignMessage signs SHA-384(msg).
func SignMessage(priv, msg []byte) ([]byte, error) {
	h := sha512.Sum384(msg)
	return Sign(priv, h[:])
}

// Verify checks sig = r ‖ s on digest (its leftmost 384 bits count) under
// the SEC1-encoded public key pub (SEC 1 §4.1.4). It handles public data
// only: its time may depend on the inputs.
func Verify(pub, digest, sig []byte) error {
	Q, err := new(p384.Point).SetBytes(pub)
	if err != nil {
		return errors.Join(ErrInvalid, err)
	}
	if Q.IsIdentity() == 1 {
		return errors.Join(ErrInvalid, errors.New("p384 ecdsa: the public key is the point at infinity"))
	}
	if len(sig) != 96 {
		return errors.Join(ErrInvalid, errSignatureSize)
	}
	r, err1 := new(scalar.Scalar).SetBytes(sig[:48])
	s, err2 := new(scalar.Scalar).SetBytes(sig[48:])
	if err1 != nil || err2 != nil || r.IsZero() == 1 || s.IsZero() == 1 {
		return errors.Join(ErrInvalid, errors.New("p384 ecdsa: r or s not in [1, n-1]"))
	}
	var w, u1, u2 scalar.Scalar
	w.InvVar(s) // s is public
	u1.Mul(digestScalar(digest), &w)
	u2.Mul(r, &w)
	R := new(p384.Point).DoubleScalarMultBaseVar(&u2, Q, &u1)
	if R.IsIdentity() == 1 {
		return errors.Join(ErrInvalid, errors.New("p384 ecdsa: R is the point at infinity"))
	}
	// x(R) mod n = r: x(R) < p < 2n, so x(R) is r or r + n, the second
	// only when r + n < p. Each is checked on R's projective coordinates.
	var x field.Element
	if _, err := x.SetBytes(sig[:48]); err == nil && R.HasAffineXVar(&x) {
		return nil
	}
	if rn, ok := plusOrder(sig[:48]); ok {
		if _, err := x.SetBytes(rn[:]); err == nil && R.HasAffineXVar(&x) {
			return nil
		}
	}
	return errors.Join(ErrInvalid, errors.New("p384 ecdsa: x(R) mod n != r"))
}

// orderBytes is n, big-endian (SEC 2 §2.5.1).
var orderBytes = [48]byte{
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xc7, 0x63, 0x4d, 0x81, 0xf4, 0x37, 0x2d, 0xdf,
	0x58, 0x1a, 0x0d, 0xb2, 0x48, 0xb0, 0xa7, 0x7a, 0xec, 0xec, 0x19, 0x6a, 0xcc, 0xc5, 0x29, 0x73,
}

// plusOrder returns r + n for the 48-byte big-endian r, and false when
// the sum does not fit in 48 bytes. Variable time (r is public).
func plusOrder(r []byte) (sum [48]byte, ok bool) {
	var c uint16
	for i := 47; i >= 0; i-- {
		t := uint16(r[i]) + uint16(orderBytes[i]) + c
		sum[i], c = byte(t), t>>8
	}
	return sum, c == 0
}

// VerifyMessage verifies sig on SHA-384(msg).
func VerifyMessage(pub, msg, sig []byte) error {
	h := sha512.Sum384(msg)
	return Verify(pub, h[:], sig)
}
