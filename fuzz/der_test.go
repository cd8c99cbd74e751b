package fuzz

import (
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha512"
	"testing"

	p384ecdsa "github.com/curvecheck/curvecheck/fast/p384/ecdsa"
)

// FuzzP384DER mutates DER signatures and holds fast/p384/ecdsa's
// VerifyASN1 to crypto/ecdsa's VerifyASN1 (strict DER through
// cryptobyte) on one key and digest: both accept or both reject, and
// neither panics.
func FuzzP384DER(f *testing.F) {
	priv := make([]byte, 48)
	priv[47] = 7
	k, err := stdecdsa.ParseRawPrivateKey(elliptic.P384(), priv)
	if err != nil {
		f.Fatal(err)
	}
	pub, _ := k.PublicKey.Bytes()
	digest := sha512.Sum384([]byte("curvecheck DER fuzz"))
	for i := range 4 {
		d := sha512.Sum384([]byte{byte(i)})
		sig, _ := k.Sign(nil, d[:], crypto.SHA384)
		f.Add(sig)
	}
	good, _ := k.Sign(nil, digest[:], crypto.SHA384)
	f.Add(good)
	f.Fuzz(func(t *testing.T, sig []byte) {
		ours := p384ecdsa.VerifyASN1(pub, digest[:], sig) == nil
		theirs := stdecdsa.VerifyASN1(&k.PublicKey, digest[:], sig)
		if ours != theirs {
			t.Fatalf("signature %x: VerifyASN1 %v, crypto/ecdsa %v", sig, ours, theirs)
		}
	})
}
