// Package ecdh implements elliptic-curve Diffie-Hellman on the reference
// short Weierstrass curves (SEC1 v2 §3.3.1, ECSVDP-DH): the shared secret
// is the x-coordinate of d·Q, as secp256k1 ECDH and P-384 ECDH use it.
//
// It is part of the reference: never constant-time, never for production.
package ecdh

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// PrivateKey decodes a big-endian private key of exactly the size of n and
// checks it is in [1, n-1] (SEC1 §3.2.1).
func PrivateKey(c *weierstrass.Curve, b []byte) (*big.Int, error) {
	if len(b) != c.Scalar.Size() {
		return nil, fmt.Errorf("ecdh: %s private key is %d bytes, want %d", c.Name, len(b), c.Scalar.Size())
	}
	d := new(big.Int).SetBytes(b)
	if d.Sign() == 0 || d.Cmp(c.N) >= 0 {
		return nil, fmt.Errorf("ecdh: %s private key not in [1, n-1]", c.Name)
	}
	return d, nil
}

// SharedSecret returns x(d·Q) as a field-size big-endian string after full
// public key validation of Q (SEC1 §3.2.2.1 and §3.3.1): Q must decode, lie
// on the curve and not be the point at infinity, and the product must not be
// the point at infinity.
func SharedSecret(c *weierstrass.Curve, d *big.Int, pub []byte) ([]byte, error) {
	Q, err := c.Decode(pub)
	if err != nil {
		return nil, fmt.Errorf("ecdh: public key: %w", err)
	}
	if err := c.ValidatePublicKey(Q); err != nil {
		return nil, fmt.Errorf("ecdh: %w", err)
	}
	// ECSVDP-DH step 1 (with the cofactor variant unnecessary for h = 1).
	P := c.ScalarMult(c.Scalar.Reduce(d), Q)
	if P.Inf {
		return nil, errors.New("ecdh: shared point is the point at infinity")
	}
	return c.F.EncodeBE(P.X), nil
}
