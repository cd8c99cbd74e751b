package ed25519

import (
	"math/rand"
	"testing"
)

func TestVerifyFE25Agrees(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 200; i++ {
		seed := make([]byte, 32)
		r.Read(seed)
		priv, _ := NewKeyFromSeed(seed)
		m := []byte{byte(i)}
		sig, _ := Sign(priv, m)
		if i%3 == 0 {
			sig[r.Intn(64)] ^= 1 << r.Intn(8)
		}
		if Verify(priv[32:], m, sig) != verifyFE25(priv[32:], m, sig) {
			t.Fatalf("case %d: the two field layouts disagree", i)
		}
	}
}

// BenchmarkVerifyFieldLayout compares Ed25519 verification over the
// radix-2^51 field (fast) and the radix-2^25.5 field (fe25).
func BenchmarkVerifyFieldLayout(b *testing.B) {
	seed := []byte("curvecheck benchmark seed 32 byt")
	priv, _ := NewKeyFromSeed(seed)
	msg := []byte("a message of some length to sign and verify")
	sig, _ := Sign(priv, msg)
	b.Run("fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			Verify(priv[32:], msg, sig)
		}
	})
	b.Run("fe25", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			verifyFE25(priv[32:], msg, sig)
		}
	})
}
