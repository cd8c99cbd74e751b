//go:build !exhaustive

package ecdsa

import (
	"bytes"
	"crypto"
	"math/big"
	"math/rand"
	"testing"

	refecdsa "github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// TestAgainstReference signs with fast and with the reference (RFC 6979,
// SHA-384) and verifies both ways, then corrupts each signature.
func TestAgainstReference(t *testing.T) {
	c := weierstrass.P384
	r := rand.New(rand.NewSource(1))
	for i := range 20 {
		d := new(big.Int).Rand(r, new(big.Int).Sub(c.N, big.NewInt(1)))
		d.Add(d, big.NewInt(1))
		priv := d.FillBytes(make([]byte, 48))
		digest := make([]byte, 48)
		r.Read(digest)
		got, err := Sign(priv, digest)
		if err != nil {
			t.Fatal(err)
		}
		sig, err := refecdsa.Sign(c, d, crypto.SHA384, digest, false)
		if err != nil {
			t.Fatal(err)
		}
		want := refecdsa.EncodeP1363(c, sig)
		if !bytes.Equal(got, want) {
			t.Fatalf("case %d: Sign = %x, want %x", i, got, want)
		}
		Q := c.ScalarBaseMult(d)
		pub := c.EncodeUncompressed(Q)
		if i%2 == 1 {
			pub = c.EncodeCompressed(Q)
		}
		if err := Verify(pub, digest, got); err != nil {
			t.Fatalf("case %d: Verify: %v", i, err)
		}
		bad := append([]byte(nil), got...)
		bad[r.Intn(96)] ^= 1 << r.Intn(8)
		if Verify(pub, digest, bad) == nil {
			t.Fatalf("case %d: a corrupted signature verified", i)
		}
		if Verify(pub, append(digest[:47:47], digest[47]^1), got) == nil {
			t.Fatalf("case %d: another digest verified", i)
		}
	}
}

func TestRejects(t *testing.T) {
	c := weierstrass.P384
	for name, priv := range map[string][]byte{"zero": make([]byte, 48), "n": c.N.FillBytes(make([]byte, 48)), "short": make([]byte, 47)} {
		if _, err := Sign(priv, make([]byte, 48)); err == nil {
			t.Errorf("Sign accepted the private key %s", name)
		}
	}
	for _, n := range []int{0, 1, 32, 47, 49, 64} {
		if _, err := Sign(big.NewInt(7).FillBytes(make([]byte, 48)), make([]byte, n)); err == nil {
			t.Errorf("Sign accepted a %d-byte digest", n)
		}
	}
	pub := c.EncodeUncompressed(c.Generator())
	for name, sig := range map[string][]byte{"short": make([]byte, 95), "zero": make([]byte, 96), "r = n": append(c.N.FillBytes(make([]byte, 48)), make([]byte, 48)...)} {
		if Verify(pub, make([]byte, 48), sig) == nil {
			t.Errorf("Verify accepted the signature %s", name)
		}
	}
}

// TestNonceOrder: the order given to the RFC 6979 generator is the
// reference's n.
func TestNonceOrder(t *testing.T) {
	if got := new(big.Int).SetBytes(order); got.Cmp(weierstrass.P384.N) != 0 {
		t.Fatalf("order = %x, want n = %x", got, weierstrass.P384.N)
	}
}
