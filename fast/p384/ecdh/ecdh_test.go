//go:build !exhaustive

package ecdh

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

func TestSharedX(t *testing.T) {
	c := weierstrass.P384
	r := rand.New(rand.NewSource(1))
	one := big.NewInt(1)
	for _, d := range []*big.Int{one, big.NewInt(2), new(big.Int).Sub(c.N, one), new(big.Int).Rand(r, c.N)} {
		if d.Sign() == 0 {
			continue
		}
		q := c.ScalarBaseMult(new(big.Int).Rand(r, c.N))
		want := c.F.EncodeBE(c.ScalarMult(d, q).X)
		for _, enc := range [][]byte{c.EncodeUncompressed(q), c.EncodeCompressed(q)} {
			got, err := SharedX(d.FillBytes(make([]byte, 48)), enc)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("SharedX(%x) = %x, %v; want %x", d, got, err, want)
			}
		}
	}
	g := c.EncodeUncompressed(c.Generator())
	for name, d := range map[string][]byte{
		"zero": make([]byte, 48), "n": c.N.FillBytes(make([]byte, 48)),
		"n+1":      new(big.Int).Add(c.N, one).FillBytes(make([]byte, 48)),
		"all ones": bytes.Repeat([]byte{0xff}, 48), "47 bytes": make([]byte, 47),
	} {
		if _, err := SharedX(d, g); err == nil {
			t.Errorf("accepted the private key %s", name)
		}
	}
	d := big.NewInt(5).FillBytes(make([]byte, 48))
	for name, q := range map[string][]byte{"infinity": {0}, "empty": {}, "not on the curve": append(append([]byte{}, g[:96]...), g[96]^1)} {
		if _, err := SharedX(d, q); err == nil {
			t.Errorf("accepted the public key %s", name)
		}
	}
}
