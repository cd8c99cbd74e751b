package ecdh_test

import (
	stdecdh "crypto/ecdh"
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/internal/proptest"
	"github.com/curvecheck/curvecheck/ref/ecdh"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

func TestSharedSecretProperties(t *testing.T) {
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P384} {
		t.Run(c.Name, func(t *testing.T) {
			props := gopter.NewProperties(proptest.Parameters(t, 15))
			props.Property("x(a·bG) = x(b·aG); P-384 equals crypto/ecdh", prop.ForAll(func(a, b *big.Int) bool {
				if a.Sign() == 0 || b.Sign() == 0 {
					return true
				}
				A, B := c.EncodeUncompressed(c.ScalarBaseMult(a)), c.EncodeCompressed(c.ScalarBaseMult(b))
				s1, err1 := ecdh.SharedSecret(c, a, B)
				s2, err2 := ecdh.SharedSecret(c, b, A)
				if err1 != nil || err2 != nil || string(s1) != string(s2) {
					return false
				}
				if c == weierstrass.P384 {
					k, err := stdecdh.P384().NewPrivateKey(a.FillBytes(make([]byte, 48)))
					if err != nil {
						return false
					}
					peer, err := stdecdh.P384().NewPublicKey(c.EncodeUncompressed(c.ScalarBaseMult(b)))
					if err != nil {
						return false
					}
					s3, err := k.ECDH(peer)
					return err == nil && string(s3) == string(s1)
				}
				return true
			}, proptest.Int(c.N), proptest.Int(c.N)))
			props.TestingRun(t)
		})
	}
}

func TestRejects(t *testing.T) {
	c := weierstrass.Secp256k1
	d := big.NewInt(5)
	for name, pub := range map[string][]byte{
		"infinity":  {0},
		"empty":     {},
		"off curve": append([]byte{4}, make([]byte, 64)...),
		"hybrid":    append([]byte{6}, c.EncodeUncompressed(c.Generator())[1:]...),
		"truncated": c.EncodeCompressed(c.Generator())[:20],
	} {
		if _, err := ecdh.SharedSecret(c, d, pub); err == nil {
			t.Errorf("%s public key accepted", name)
		}
	}
	for _, bad := range [][]byte{make([]byte, 32), c.N.FillBytes(make([]byte, 32)), make([]byte, 31)} {
		if _, err := ecdh.PrivateKey(c, bad); err == nil {
			t.Errorf("private key %x accepted", bad)
		}
	}
}
