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
		if Verify(priv[32:], m, sig) != VerifyFE25(priv[32:], m, sig) {
			t.Fatalf("case %d: the two field layouts disagree", i)
		}
	}
}
