package x25519_test

import (
	stdecdh "crypto/ecdh"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/x25519"
)

// TestAgainstCryptoECDH: both the ladder and the base-point path agree with
// crypto/ecdh (the catalog and the RFC 7748 vectors test the rest).
func TestAgainstCryptoECDH(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 200; i++ {
		a, b := make([]byte, 32), make([]byte, 32)
		r.Read(a)
		r.Read(b)
		ka, _ := stdecdh.X25519().NewPrivateKey(a)
		kb, _ := stdecdh.X25519().NewPrivateKey(b)
		pubA, err := x25519.X25519(a, x25519.Basepoint)
		if err != nil || string(pubA) != string(ka.PublicKey().Bytes()) {
			t.Fatal("base point path differs from crypto/ecdh")
		}
		shared, err := x25519.X25519(b, pubA)
		want, _ := kb.ECDH(ka.PublicKey())
		if err != nil || string(shared) != string(want) {
			t.Fatal("ladder differs from crypto/ecdh")
		}
	}
	if _, err := x25519.X25519(make([]byte, 32), make([]byte, 32)); err == nil {
		t.Fatal("all-zero output accepted")
	}
}
