// Package ecdh implements elliptic-curve Diffie-Hellman over secp256k1 on
// curvecheck's optimized group: the shared secret is the x-coordinate of
// d·Q (SEC1 v2 §3.3.1), or, with SharedSHA256, libsecp256k1's default
// SHA-256 of the compressed shared point. Constant time with respect to
// the private key; the peer's public key is public.
package ecdh

import (
	"crypto/sha256"
	"errors"

	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

var errPrivateKey = errors.New("ecdh: private key is not 32 bytes in [1, n-1]")

// shared returns the affine coordinates of d·Q after the checks of SEC1
// §3.2.2.1 (Q decodes, is on the curve and is not the point at infinity).
func shared(priv, pub []byte) (x, y [32]byte, err error) {
	if len(priv) != 32 {
		return x, y, errPrivateKey
	}
	d, err := new(scalar.Scalar).SetBytes(priv)
	if err != nil || d.IsZero() == 1 {
		return x, y, errPrivateKey
	}
	Q, err := new(secp256k1.Point).SetBytes(pub)
	if err != nil {
		return x, y, errors.New("ecdh: public key: " + err.Error())
	}
	if Q.IsIdentity() == 1 {
		return x, y, errors.New("ecdh: public key is the point at infinity")
	}
	var P secp256k1.Point
	P.ScalarMult(d, Q)
	x, y, inf := P.Coordinates()
	if inf == 1 { // impossible for d in [1, n-1] and Q of prime order
		return x, y, errors.New("ecdh: shared point is the point at infinity")
	}
	return x, y, nil
}

// SharedX returns the 32-byte x-coordinate of priv·pub, pub a SEC1
// encoding.
func SharedX(priv, pub []byte) ([]byte, error) {
	x, _, err := shared(priv, pub)
	if err != nil {
		return nil, err
	}
	return x[:], nil
}

// SharedSHA256 returns SHA-256(02|03 ‖ x) of the shared point, the
// default hash of libsecp256k1's secp256k1_ecdh.
func SharedSHA256(priv, pub []byte) ([]byte, error) {
	x, y, err := shared(priv, pub)
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	h.Write([]byte{2 | y[31]&1})
	h.Write(x[:])
	return h.Sum(nil), nil
}
