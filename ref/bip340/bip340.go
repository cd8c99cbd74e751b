// Package bip340 implements BIP-340 Schnorr signatures over the reference
// secp256k1 group, as the BIP's "Default Signing" and "Verification"
// sections specify.
//
// It is part of the reference: never constant-time, never for production.
package bip340

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

var c = weierstrass.Secp256k1

// TaggedHash returns SHA256(SHA256(tag) ‖ SHA256(tag) ‖ x) (BIP-340,
// "Specification").
func TaggedHash(tag string, parts ...[]byte) []byte {
	th := sha256.Sum256([]byte(tag))
	h := sha256.New()
	h.Write(th[:])
	h.Write(th[:])
	for _, p := range parts {
		h.Write(p)
	}
	return h.Sum(nil)
}

func bytes32(x *big.Int) []byte { return x.FillBytes(make([]byte, 32)) }

func xor(a, b []byte) []byte {
	out := make([]byte, len(a))
	for i := range a {
		out[i] = a[i] ^ b[i]
	}
	return out
}

func hasEvenY(P weierstrass.Point) bool { return P.Y.Bit(0) == 0 }

// PublicKey returns bytes(d'·G), the 32-byte x-only public key of secret key
// sk (BIP-340 "Public Key Generation").
func PublicKey(sk []byte) ([]byte, error) {
	d, err := secretKey(sk)
	if err != nil {
		return nil, err
	}
	return bytes32(c.ScalarBaseMult(d).X), nil
}

func secretKey(sk []byte) (*big.Int, error) {
	if len(sk) != 32 {
		return nil, fmt.Errorf("bip340: secret key is %d bytes, want 32", len(sk))
	}
	d := new(big.Int).SetBytes(sk)
	if d.Sign() == 0 || d.Cmp(c.N) >= 0 {
		return nil, errors.New("bip340: secret key not in [1, n-1]")
	}
	return d, nil
}

// Sign returns the signature of msg (any length) with secret key sk and
// 32 bytes of auxiliary randomness (BIP-340 "Default Signing").
func Sign(sk, msg, aux []byte) ([]byte, error) {
	d0, err := secretKey(sk)
	if err != nil {
		return nil, err
	}
	if len(aux) != 32 {
		return nil, fmt.Errorf("bip340: aux_rand is %d bytes, want 32", len(aux))
	}
	P := c.ScalarBaseMult(d0)
	d := d0
	if !hasEvenY(P) {
		d = c.Scalar.Neg(d0)
	}
	t := xor(bytes32(d), TaggedHash("BIP0340/aux", aux))
	rand := TaggedHash("BIP0340/nonce", t, bytes32(P.X), msg)
	k0 := c.Scalar.ReduceBE(rand)
	if k0.Sign() == 0 {
		return nil, errors.New("bip340: nonce is zero")
	}
	R := c.ScalarBaseMult(k0)
	k := k0
	if !hasEvenY(R) {
		k = c.Scalar.Neg(k0)
	}
	e := c.Scalar.ReduceBE(TaggedHash("BIP0340/challenge", bytes32(R.X), bytes32(P.X), msg))
	sig := append(bytes32(R.X), bytes32(c.Scalar.Add(k, c.Scalar.Mul(e, d)))...)
	if err := Verify(bytes32(P.X), msg, sig); err != nil {
		return nil, fmt.Errorf("bip340: produced signature does not verify: %w", err)
	}
	return sig, nil
}

// Verify checks sig on msg under the x-only public key pk (BIP-340
// "Verification").
func Verify(pk, msg, sig []byte) error {
	if len(pk) != 32 {
		return fmt.Errorf("bip340: public key is %d bytes, want 32", len(pk))
	}
	if len(sig) != 64 {
		return fmt.Errorf("bip340: signature is %d bytes, want 64", len(sig))
	}
	P, err := c.LiftX(new(big.Int).SetBytes(pk))
	if err != nil {
		return fmt.Errorf("bip340: public key: %w", err)
	}
	r := new(big.Int).SetBytes(sig[:32])
	if r.Cmp(c.F.P()) >= 0 {
		return errors.New("bip340: signature r is not below p")
	}
	s := new(big.Int).SetBytes(sig[32:])
	if s.Cmp(c.N) >= 0 {
		return errors.New("bip340: signature s is not below n")
	}
	e := c.Scalar.ReduceBE(TaggedHash("BIP0340/challenge", sig[:32], pk, msg))
	R := c.Add(c.ScalarBaseMult(s), c.Neg(c.ScalarMult(e, P)))
	if R.Inf {
		return errors.New("bip340: R is the point at infinity")
	}
	if !hasEvenY(R) {
		return errors.New("bip340: R has odd y")
	}
	if R.X.Cmp(r) != 0 {
		return errors.New("bip340: signature does not verify (x(R) != r)")
	}
	return nil
}
