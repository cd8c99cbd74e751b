//go:build !exhaustive

package ecdh

import (
	"bytes"
	"crypto/sha256"
	"math/big"
	"math/rand"
	"testing"

	refecdh "github.com/curvecheck/curvecheck/ref/ecdh"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

var curve = weierstrass.Secp256k1

func TestAgainstReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := range 30 {
		d := new(big.Int).Add(new(big.Int).Rand(r, new(big.Int).Sub(curve.N, big.NewInt(1))), big.NewInt(1))
		q := new(big.Int).Add(new(big.Int).Rand(r, new(big.Int).Sub(curve.N, big.NewInt(1))), big.NewInt(1))
		Q := curve.ScalarBaseMult(q)
		pub := curve.EncodeUncompressed(Q)
		if i%2 == 1 {
			pub = curve.EncodeCompressed(Q)
		}
		priv := d.FillBytes(make([]byte, 32))
		want, err := refecdh.SharedSecret(curve, d, pub)
		if err != nil {
			t.Fatal(err)
		}
		got, err := SharedX(priv, pub)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("SharedX = %x, %v; reference %x", got, err, want)
		}
		S := curve.ScalarMult(d, Q)
		h := sha256.Sum256(curve.EncodeCompressed(S))
		if got, err := SharedSHA256(priv, pub); err != nil || !bytes.Equal(got, h[:]) {
			t.Fatalf("SharedSHA256 = %x, %v; want %x", got, err, h)
		}
	}
	g := curve.EncodeCompressed(curve.Generator())
	for name, tc := range map[string][2][]byte{
		"zero key":     {make([]byte, 32), g},
		"key = n":      {curve.N.FillBytes(make([]byte, 32)), g},
		"short key":    {make([]byte, 31), g},
		"identity":     {big.NewInt(3).FillBytes(make([]byte, 32)), {0}},
		"bad encoding": {big.NewInt(3).FillBytes(make([]byte, 32)), g[:32]},
	} {
		if _, err := SharedX(tc[0], tc[1]); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
