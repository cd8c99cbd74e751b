package x25519_test

import (
	stdecdh "crypto/ecdh"
	"testing"

	"github.com/curvecheck/curvecheck/internal/proptest"
	"github.com/curvecheck/curvecheck/ref/x25519"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

func TestAgainstCryptoECDH(t *testing.T) {
	props := gopter.NewProperties(proptest.Parameters(t, 40))
	props.Property("X25519(a, X25519(b, 9)) = X25519(b, X25519(a, 9)) = crypto/ecdh", prop.ForAll(func(a, b []byte) bool {
		A, err := x25519.X25519(a, x25519.Basepoint)
		if err != nil {
			return false
		}
		B, _ := x25519.X25519(b, x25519.Basepoint)
		s1, _ := x25519.X25519(a, B)
		s2, _ := x25519.X25519(b, A)
		ka, err := stdecdh.X25519().NewPrivateKey(a)
		if err != nil {
			return false
		}
		pb, err := stdecdh.X25519().NewPublicKey(B)
		if err != nil {
			return false
		}
		s3, err := ka.ECDH(pb)
		return err == nil && string(s1) == string(s2) && string(s1) == string(s3) &&
			string(A) == string(ka.PublicKey().Bytes())
	}, proptest.Bytes(32), proptest.Bytes(32)))
	props.TestingRun(t)
}

func TestLengths(t *testing.T) {
	if _, err := x25519.X25519(make([]byte, 31), x25519.Basepoint); err == nil {
		t.Error("31-byte scalar accepted")
	}
	if _, err := x25519.X25519(make([]byte, 32), make([]byte, 33)); err == nil {
		t.Error("33-byte point accepted")
	}
	// A low-order point gives the all-zero output (RFC 7748 §6.1).
	out, err := x25519.X25519(x25519.Basepoint, make([]byte, 32))
	if err != nil || !x25519.IsZero(out) {
		t.Errorf("X25519(k, 0) = %x, %v", out, err)
	}
}
