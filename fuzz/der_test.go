package fuzz

import (
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha512"
	"github.com/curvecheck/curvecheck/conformance"
	"sync"
	"testing"

	p384ecdsa "github.com/curvecheck/curvecheck/fast/p384/ecdsa"
)

// derFixture is FuzzDERP384's key, digest and seed signatures, made once
// (a libFuzzer build runs the target function per input).
type derFixture struct {
	key    *stdecdsa.PrivateKey
	pub    []byte
	digest []byte
	seeds  [][]byte
}

var derSetup = sync.OnceValues(func() (*derFixture, error) {
	priv := make([]byte, 48)
	priv[47] = 7
	k, err := stdecdsa.ParseRawPrivateKey(elliptic.P384(), priv)
	if err != nil {
		return nil, err
	}
	pub, _ := k.PublicKey.Bytes()
	digest := sha512.Sum384([]byte("curvecheck DER fuzz"))
	fx := &derFixture{key: k, pub: pub, digest: digest[:]}
	for i := range 4 {
		d := sha512.Sum384([]byte{byte(i)})
		sig, _ := k.Sign(nil, d[:], crypto.SHA384)
		fx.seeds = append(fx.seeds, sig)
	}
	good, _ := k.Sign(nil, digest[:], crypto.SHA384)
	fx.seeds = append(fx.seeds, good)
	return fx, nil
})

// FuzzDERP384 mutates DER signatures and holds fast/p384/ecdsa's
// VerifyASN1 to crypto/ecdsa's VerifyASN1 (strict DER through
// cryptobyte) on one key and digest: both accept or both reject, and
// neither panics.
func FuzzDERP384(f *testing.F) {
	fx, err := derSetup()
	if err != nil {
		f.Fatal(err)
	}
	k, pub, digest := fx.key, fx.pub, fx.digest
	for _, sig := range fx.seeds {
		conformance.AddSeed(f, "FuzzDERP384", sig)
	}
	f.Fuzz(func(t *testing.T, sig []byte) {
		ours := p384ecdsa.VerifyASN1(pub, digest, sig) == nil
		theirs := stdecdsa.VerifyASN1(&k.PublicKey, digest, sig)
		if ours != theirs {
			t.Fatalf("signature %x: VerifyASN1 %v, crypto/ecdsa %v", sig, ours, theirs)
		}
	})
}
