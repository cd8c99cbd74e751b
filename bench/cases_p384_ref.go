package bench

import (
	"crypto"
	"crypto/sha512"
	"math/big"
	"testing"

	p384ecdsa "github.com/curvecheck/curvecheck/fast/p384/ecdsa"
	refecdh "github.com/curvecheck/curvecheck/ref/ecdh"
	refecdsa "github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The reference (math/big, not constant time) as a peer of the P-384
// groups, the same bytes in and out as the other peers: how far the
// optimized code is from the slow, obviously correct one.
func registerP384Ref() {
	c := weierstrass.P384
	pub := p3Point()
	add("p384/ecdh", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := refecdh.SharedSecret(c, new(big.Int).SetBytes(p3Secret), pub); err != nil {
				b.Fatal(err)
			}
		}
	})
	add("p384/scalar_base_mult", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			c.EncodeUncompressed(c.ScalarBaseMult(new(big.Int).SetBytes(p3Secret)))
		}
	})
	add("p384/scalar_mult", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			P, err := c.Decode(pub)
			if err != nil {
				b.Fatal(err)
			}
			c.EncodeUncompressed(c.ScalarMult(new(big.Int).SetBytes(p3Secret), P))
		}
	})
	digest := sha512.Sum384([]byte("curvecheck p384 benchmark"))
	add("p384/ecdsa_sign", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			s, err := refecdsa.Sign(c, new(big.Int).SetBytes(p3Secret), crypto.SHA384, digest[:], false)
			if err != nil {
				b.Fatal(err)
			}
			refecdsa.EncodeP1363(c, s)
		}
	})
	sig, _ := p384ecdsa.Sign(p3Other, digest[:])
	add("p384/ecdsa_verify", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			Q, _ := c.Decode(pub)
			s, _ := refecdsa.DecodeP1363(c, sig)
			if refecdsa.Verify(c, Q, digest[:], s, refecdsa.VerifyOptions{}) != nil {
				b.Fatal("does not verify")
			}
		}
	})
}
