package ed25519_test

import (
	stded25519 "crypto/ed25519"
	"testing"

	circled25519 "github.com/cloudflare/circl/sign/ed25519"

	"github.com/curvecheck/curvecheck/fast/ed25519"
)

var seed = []byte("curvecheck benchmark seed 32 byt")
var msg = []byte("a message of some length to sign and verify")

func BenchmarkNewKeyFromSeed(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ed25519.NewKeyFromSeed(seed)
		}
	})
	b.Run("stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			stded25519.NewKeyFromSeed(seed)
		}
	})
	b.Run("circl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			circled25519.NewKeyFromSeed(seed)
		}
	})
}

func BenchmarkSign(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		priv, _ := ed25519.NewKeyFromSeed(seed)
		for i := 0; i < b.N; i++ {
			ed25519.Sign(priv, msg)
		}
	})
	b.Run("stdlib", func(b *testing.B) {
		priv := stded25519.NewKeyFromSeed(seed)
		for i := 0; i < b.N; i++ {
			stded25519.Sign(priv, msg)
		}
	})
	b.Run("circl", func(b *testing.B) {
		priv := circled25519.NewKeyFromSeed(seed)
		for i := 0; i < b.N; i++ {
			circled25519.Sign(priv, msg)
		}
	})
}

func BenchmarkVerify(b *testing.B) {
	priv, _ := ed25519.NewKeyFromSeed(seed)
	sig, _ := ed25519.Sign(priv, msg)
	pub := priv[32:]
	b.Run("fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if !ed25519.Verify(pub, msg, sig) {
				b.Fatal("invalid")
			}
		}
	})
	b.Run("stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			stded25519.Verify(pub, msg, sig)
		}
	})
	b.Run("circl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			circled25519.Verify(pub, msg, sig)
		}
	})
}

// BenchmarkVerifyBatch64 compares batch verification of 64 signatures
// with verifying the same 64 one by one (cofactored, the batch's rules).
func BenchmarkVerifyBatch64(b *testing.B) {
	var pubs, msgs, sigs [][]byte
	for i := 0; i < 64; i++ {
		s := append([]byte(nil), seed...)
		s[0] = byte(i)
		priv, _ := ed25519.NewKeyFromSeed(s)
		m := append([]byte{byte(i)}, msg...)
		sig, _ := ed25519.Sign(priv, m)
		pubs, msgs, sigs = append(pubs, priv[32:]), append(msgs, m), append(sigs, sig)
	}
	b.Run("batch/fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := ed25519.VerifyBatchVar(pubs, msgs, sigs); !ok {
				b.Fatal("invalid")
			}
		}
	})
	b.Run("one-by-one/fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			for j := range sigs {
				if !ed25519.VerifyCofactored(pubs[j], msgs[j], sigs[j]) {
					b.Fatal("invalid")
				}
			}
		}
	})
}
