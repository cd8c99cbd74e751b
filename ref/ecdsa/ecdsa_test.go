package ecdsa_test

import (
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	_ "crypto/sha256"
	_ "crypto/sha512"
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/internal/proptest"
	"github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

// TestRFC6979AgainstStdlib compares deterministic signatures with Go's
// crypto/ecdsa, whose Sign with a nil random source follows RFC 6979.
func TestRFC6979AgainstStdlib(t *testing.T) {
	for _, tc := range []struct {
		c   *weierstrass.Curve
		std elliptic.Curve
		h   crypto.Hash
	}{
		{weierstrass.P256, elliptic.P256(), crypto.SHA256},
		{weierstrass.P384, elliptic.P384(), crypto.SHA384},
		{weierstrass.P384, elliptic.P384(), crypto.SHA512},
		{weierstrass.P384, elliptic.P384(), crypto.SHA256},
	} {
		t.Run(tc.c.Name+"/"+tc.h.String(), func(t *testing.T) {
			props := gopter.NewProperties(proptest.Parameters(t, 20))
			props.Property("ref signature = crypto/ecdsa RFC 6979 signature", prop.ForAll(func(d *big.Int, msg []byte) bool {
				if d.Sign() == 0 {
					d = big.NewInt(1)
				}
				h := tc.h.New()
				h.Write(msg)
				digest := h.Sum(nil)
				ours, err := ecdsa.Sign(tc.c, d, tc.h, digest, false)
				if err != nil {
					t.Log(err)
					return false
				}
				k, err := stdecdsa.ParseRawPrivateKey(tc.std, d.FillBytes(make([]byte, tc.c.Scalar.Size())))
				if err != nil {
					t.Log(err)
					return false
				}
				theirs, err := k.Sign(nil, digest, tc.h)
				if err != nil {
					t.Log(err)
					return false
				}
				return string(ecdsa.EncodeDER(ours)) == string(theirs)
			}, proptest.Int(tc.c.N), proptest.Bytes(17)))
			props.TestingRun(t)
		})
	}
}

// TestSecp256k1AgainstDecred compares low-S RFC 6979 signatures with decred's.
func TestSecp256k1AgainstDecred(t *testing.T) {
	c := weierstrass.Secp256k1
	props := gopter.NewProperties(proptest.Parameters(t, 30))
	props.Property("ref low-S signature = decred signature", prop.ForAll(func(d *big.Int, digest []byte) bool {
		if d.Sign() == 0 {
			d = big.NewInt(1)
		}
		ours, err := ecdsa.Sign(c, d, crypto.SHA256, digest, true)
		if err != nil {
			return false
		}
		theirs := decredecdsa.Sign(secp256k1.PrivKeyFromBytes(d.FillBytes(make([]byte, 32))), digest)
		return string(ecdsa.EncodeDER(ours)) == string(theirs.Serialize())
	}, proptest.Int(c.N), proptest.Bytes(32)))
	props.TestingRun(t)
}

func TestSignVerifyProperties(t *testing.T) {
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P384} {
		t.Run(c.Name, func(t *testing.T) {
			props := gopter.NewProperties(proptest.Parameters(t, 15))
			props.Property("sign then verify; changed message, key or signature fails", prop.ForAll(
				func(d *big.Int, digest []byte, flipBig *big.Int) bool {
					flip := int(flipBig.Int64())
					if d.Sign() == 0 {
						d = big.NewInt(1)
					}
					sig, err := ecdsa.Sign(c, d, crypto.SHA512, digest, false)
					if err != nil {
						return false
					}
					Q := c.ScalarBaseMult(d)
					if ecdsa.Verify(c, Q, digest, sig, ecdsa.VerifyOptions{}) != nil {
						return false
					}
					bad := append([]byte(nil), digest...)
					bad[flip%c.Scalar.Size()] ^= 1 << (flip % 8) // within the leftmost qlen bits
					if ecdsa.Verify(c, Q, bad, sig, ecdsa.VerifyOptions{}) == nil {
						return false
					}
					if ecdsa.Verify(c, c.Add(Q, c.Generator()), digest, sig, ecdsa.VerifyOptions{}) == nil {
						return false
					}
					s2 := ecdsa.Signature{R: sig.R, S: c.Scalar.Add(sig.S, big.NewInt(1))}
					if ecdsa.Verify(c, Q, digest, s2, ecdsa.VerifyOptions{}) == nil {
						return false
					}
					// The low-S rule rejects exactly the high-S twin.
					hi := sig
					if !ecdsa.IsHighS(c, hi.S) {
						hi = ecdsa.Signature{R: sig.R, S: c.Scalar.Neg(sig.S)}
					}
					if ecdsa.Verify(c, Q, digest, hi, ecdsa.VerifyOptions{}) != nil ||
						ecdsa.Verify(c, Q, digest, hi, ecdsa.VerifyOptions{RequireLowS: true}) == nil {
						return false
					}
					// DER and P1363 round trips.
					back, err := ecdsa.ParseDER(ecdsa.EncodeDER(sig))
					raw, err2 := ecdsa.DecodeP1363(c, ecdsa.EncodeP1363(c, sig))
					return err == nil && back.R.Cmp(sig.R) == 0 && back.S.Cmp(sig.S) == 0 &&
						err2 == nil && raw.R.Cmp(sig.R) == 0 && raw.S.Cmp(sig.S) == 0
				}, proptest.Int(c.N), proptest.Bytes(64), proptest.Int(big.NewInt(1<<20))))
			props.TestingRun(t)
		})
	}
}

func TestParseDERRejects(t *testing.T) {
	for _, tc := range []struct{ name, hex string }{
		{"empty", ""},
		{"wrong tag", "3106020101020101"},
		{"indefinite length", "3080020101020101"},
		{"long form for short length", "308106020101020101"},
		{"negative r", "3006020181020101"},
		{"superfluous zero", "300702020001020101"},
		{"trailing data", "300602010102010100"},
		{"empty integer", "30050200020101"},
		{"length overflow", "3007020101020101"},
	} {
		b := make([]byte, len(tc.hex)/2)
		for i := range b {
			v, _ := new(big.Int).SetString(tc.hex[2*i:2*i+2], 16)
			b[i] = byte(v.Int64())
		}
		if _, err := ecdsa.ParseDER(b); err == nil {
			t.Errorf("%s: %s accepted", tc.name, tc.hex)
		}
	}
	if sig, err := ecdsa.ParseDER([]byte{0x30, 6, 2, 1, 1, 2, 1, 2}); err != nil || sig.R.Int64() != 1 || sig.S.Int64() != 2 {
		t.Errorf("minimal DER rejected: %v", err)
	}
}

// TestParseBER: the BER length forms (X.690 §8.1.3) of SEQUENCE { 1, 2 }
// parse to (1, 2); what BER forbids as well (non-minimal or negative
// INTEGERs, an indefinite INTEGER, trailing data, wrong tags) is rejected.
func TestParseBER(t *testing.T) {
	unhex := func(s string) []byte {
		b := make([]byte, len(s)/2)
		for i := range b {
			v, _ := new(big.Int).SetString(s[2*i:2*i+2], 16)
			b[i] = byte(v.Int64())
		}
		return b
	}
	for _, tc := range []struct{ name, hex string }{
		{"DER", "3006020101020102"},
		{"long-form SEQUENCE length", "308106020101020102"},
		{"long-form INTEGER length", "30080281010102810102"},
		{"length with a leading zero octet", "30820006020101020102"},
		{"two-octet INTEGER lengths", "300a02820001010282000102"},
		{"indefinite SEQUENCE", "30800201010201020000"},
	} {
		sig, err := ecdsa.ParseBER(unhex(tc.hex))
		if err != nil || sig.R.Int64() != 1 || sig.S.Int64() != 2 {
			t.Errorf("%s: %s: %v, %v", tc.name, tc.hex, sig, err)
		}
	}
	for _, tc := range []struct{ name, hex string }{
		{"empty", ""},
		{"wrong tag", "3106020101020102"},
		{"indefinite INTEGER", "300602800101000002010200"},
		{"superfluous zero", "300702020001020102"},
		{"negative", "3006020181020102"},
		{"trailing data", "300602010102010200"},
		{"data after the end-of-contents", "3080020101020102000000"},
		{"no end-of-contents", "30800201010201020001"},
		{"bytes after s inside", "3009020101020102020103"},
	} {
		if _, err := ecdsa.ParseBER(unhex(tc.hex)); err == nil {
			t.Errorf("%s: %s accepted", tc.name, tc.hex)
		}
	}
}
