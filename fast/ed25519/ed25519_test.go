package ed25519

import (
	stded25519 "crypto/ed25519"
	"math/rand"
	"testing"
)

// TestBatch: a batch of valid signatures passes; one bad signature makes
// the batch fall back and report exactly that one.
func TestBatch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var pubs, msgs, sigs [][]byte
	for i := 0; i < 40; i++ {
		seed := make([]byte, 32)
		r.Read(seed)
		priv, _ := NewKeyFromSeed(seed)
		m := make([]byte, r.Intn(100))
		r.Read(m)
		sig, _ := Sign(priv, m)
		std := stded25519.Sign(stded25519.NewKeyFromSeed(seed), m)
		if string(sig) != string(std) {
			t.Fatal("signature differs from crypto/ed25519")
		}
		pubs, msgs, sigs = append(pubs, priv[32:]), append(msgs, m), append(sigs, sig)
	}
	if _, all := VerifyBatchVar(pubs, msgs, sigs); !all {
		t.Fatal("valid batch rejected")
	}
	bad := append([]byte(nil), sigs[7]...)
	bad[40] ^= 1
	sigs[7] = bad
	valid, all := VerifyBatchVar(pubs, msgs, sigs)
	for i, v := range valid {
		if v != (i != 7) {
			t.Fatalf("signature %d: valid = %v", i, v)
		}
	}
	if all {
		t.Fatal("batch with a bad signature accepted")
	}
	sigs[9] = sigs[9][:63]
	if _, all := VerifyBatchVar(pubs, msgs, sigs); all {
		t.Fatal("short signature accepted")
	}
}
