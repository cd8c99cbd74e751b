//go:build !exhaustive

package ecdsa

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"errors"
	"math/big"
	"math/rand"
	"testing"

	refecdsa "github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

var curve = weierstrass.Secp256k1

// TestAgainstReference holds signatures byte for byte to the reference
// (RFC 6979, low S) and verification verdicts to it, on valid, tampered
// and high-S signatures, and digests of other lengths.
func TestAgainstReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	keys := []*big.Int{big.NewInt(1), new(big.Int).Sub(curve.N, big.NewInt(1))}
	for range 40 {
		keys = append(keys, new(big.Int).Add(new(big.Int).Rand(r, new(big.Int).Sub(curve.N, big.NewInt(1))), big.NewInt(1)))
	}
	for i, d := range keys {
		priv := d.FillBytes(make([]byte, 32))
		digest := make([]byte, 32)
		r.Read(digest)
		want, err := refecdsa.Sign(curve, d, crypto.SHA256, digest, true)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Sign(priv, digest)
		if err != nil || !bytes.Equal(got, refecdsa.EncodeP1363(curve, want)) {
			t.Fatalf("Sign(%x) = %x, %v; reference %x", d, got, err, refecdsa.EncodeP1363(curve, want))
		}
		Q := curve.ScalarBaseMult(d)
		pub := curve.EncodeCompressed(Q)
		if i%2 == 0 {
			pub = curve.EncodeUncompressed(Q)
		}
		sig := bytes.Clone(got)
		vdigest := digest
		switch i % 5 {
		case 1:
			sig[r.Intn(64)] ^= byte(1 << r.Intn(8))
		case 2: // the high-S twin
			sig = refecdsa.EncodeP1363(curve, refecdsa.Signature{R: want.R, S: new(big.Int).Sub(curve.N, want.S)})
		case 3:
			vdigest = append(bytes.Clone(digest), 1, 2, 3) // longer: truncated to 256 bits
		case 4:
			vdigest = digest[:20]
		}
		parsed, _ := refecdsa.DecodeP1363(curve, sig)
		for _, lowS := range []bool{false, true} {
			refErr := refecdsa.Verify(curve, Q, vdigest, parsed, refecdsa.VerifyOptions{RequireLowS: lowS})
			verify := Verify
			if lowS {
				verify = VerifyLowS
			}
			if err := verify(pub, vdigest, sig); (err == nil) != (refErr == nil) {
				t.Fatalf("key %d, case %d, lowS %v: Verify = %v, reference %v", i, i%5, lowS, err, refErr)
			} else if err != nil && !errors.Is(err, ErrInvalid) {
				t.Fatalf("verification error %v does not wrap ErrInvalid", err)
			}
		}
	}
}

func TestRejects(t *testing.T) {
	digest := make([]byte, 32)
	for _, priv := range [][]byte{nil, make([]byte, 32), curve.N.FillBytes(make([]byte, 32)), make([]byte, 33)} {
		if _, err := Sign(priv, digest); err == nil {
			t.Errorf("Sign accepted private key %x", priv)
		}
	}
	priv := big.NewInt(5).FillBytes(make([]byte, 32))
	if _, err := Sign(priv, digest[:31]); err == nil {
		t.Error("Sign accepted a 31-byte digest")
	}
	sig, _ := Sign(priv, digest)
	pub := curve.EncodeCompressed(curve.ScalarBaseMult(big.NewInt(5)))
	for name, tc := range map[string][2][]byte{
		"identity key": {{0}, sig},
		"short sig":    {pub, sig[:63]},
		"r = 0":        {pub, append(make([]byte, 32), sig[32:]...)},
		"s = n":        {pub, append(bytes.Clone(sig[:32]), curve.N.FillBytes(make([]byte, 32))...)},
		"bad key":      {append([]byte{5}, pub[1:]...), sig},
	} {
		if err := Verify(tc[0], digest, tc[1]); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	h := sha256.Sum256([]byte("m"))
	s2, _ := SignMessage(priv, []byte("m"))
	s3, _ := Sign(priv, h[:])
	if !bytes.Equal(s2, s3) || VerifyMessage(pub, []byte("m"), s2) != nil {
		t.Error("SignMessage / VerifyMessage disagree with hashing first")
	}
}

func BenchmarkECDSA(b *testing.B) {
	priv := big.NewInt(0x123456789).FillBytes(make([]byte, 32))
	digest := make([]byte, 32)
	digest[5] = 9
	sig, _ := Sign(priv, digest)
	pub := curve.EncodeCompressed(curve.ScalarBaseMult(big.NewInt(0x123456789)))
	b.Run("op=sign", func(b *testing.B) {
		for b.Loop() {
			Sign(priv, digest)
		}
	})
	b.Run("op=verify", func(b *testing.B) {
		for b.Loop() {
			Verify(pub, digest, sig)
		}
	})
}

// TestNonceOrder: the order given to the RFC 6979 generator is the
// reference's n.
func TestNonceOrder(t *testing.T) {
	if got := new(big.Int).SetBytes(order); got.Cmp(weierstrass.Secp256k1.N) != 0 {
		t.Fatalf("order = %x, want n = %x", got, weierstrass.Secp256k1.N)
	}
}
