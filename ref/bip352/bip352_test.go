package bip352_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"math/big"
	"os"
	"slices"
	"sort"
	"testing"

	"github.com/curvecheck/curvecheck/ref/bip340"
	"github.com/curvecheck/curvecheck/ref/bip352"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/curvecheck/curvecheck/vectors"
)

var curve = weierstrass.Secp256k1

func loadCases(t *testing.T) []vectors.BIP352Case {
	t.Helper()
	data, err := os.ReadFile("../../vectors/testdata/bip352/send_and_receive_test_vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	cases, err := vectors.ParseBIP352(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 28 {
		t.Fatalf("%d cases, want 28", len(cases))
	}
	return cases
}

func inputsOf(t *testing.T, vin []vectors.BIP352Vin) []bip352.Input {
	t.Helper()
	b, err := vectors.BIP352Inputs(vin)
	if err != nil {
		t.Fatal(err)
	}
	ins, err := bip352.ParseInputs(b)
	if err != nil {
		t.Fatal(err)
	}
	return ins
}

func sortedHex(bs [][]byte) []string {
	var out []string
	for _, b := range bs {
		out = append(out, hex.EncodeToString(b))
	}
	sort.Strings(out)
	return out
}

func TestVectorsSending(t *testing.T) {
	for _, c := range loadCases(t) {
		t.Run(c.Comment, func(t *testing.T) {
			s := c.Sending[0]
			ins := inputsOf(t, s.Given.Vin)
			var secrets []*big.Int
			for _, v := range s.Given.Vin {
				secrets = append(secrets, new(big.Int).SetBytes(*v.PrivateKey))
			}
			var eligible [][]byte
			for i := range ins {
				if P, ok := ins[i].PublicKey(); ok {
					eligible = append(eligible, curve.EncodeCompressed(P))
				}
			}
			if got, want := sortedHex(eligible), sortedHex(hexes(s.Expected.InputPubKeys)); !slices.Equal(got, want) {
				t.Errorf("eligible input keys %v, want %v", got, want)
			}
			if s.Expected.InputPrivateKeySum != nil {
				a, err := bip352.SecretKeySum(ins, secrets)
				if err != nil || !bytes.Equal(a.FillBytes(make([]byte, 32)), *s.Expected.InputPrivateKeySum) {
					t.Errorf("input private key sum %x (%v), want %x", a, err, *s.Expected.InputPrivateKeySum)
				}
			}
			var recips []bip352.Recipient
			for _, r := range s.Given.Recipients {
				addr, err := bip352.DecodeAddress(r.Address)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(curve.EncodeCompressed(addr.Scan), r.Scan) || !bytes.Equal(curve.EncodeCompressed(addr.Spend), r.Spend) {
					t.Fatalf("address %s decodes to other keys than the vector's", r.Address)
				}
				for range max(r.Count, 1) {
					recips = append(recips, bip352.Recipient{Scan: addr.Scan, Spend: addr.Spend})
				}
			}
			out, err := bip352.CreateOutputs(ins, secrets, recips)
			alts := s.Expected.Outputs
			if len(alts) == 1 && len(alts[0]) == 0 {
				if err == nil {
					t.Fatalf("sending succeeded with %d outputs, want failure", len(out))
				}
				t.Logf("fails as expected: %v", err)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got := sortedHex(out)
			for _, alt := range alts {
				if slices.Equal(got, sortedHex(hexes(alt))) {
					return
				}
			}
			t.Errorf("outputs %v match none of the %d allowed sets", got, len(alts))
		})
	}
}

func hexes(hs []vectors.Hex) [][]byte {
	var out [][]byte
	for _, h := range hs {
		out = append(out, h)
	}
	return out
}

func TestVectorsReceiving(t *testing.T) {
	msg := sha256.Sum256([]byte("message"))
	aux := sha256.Sum256([]byte("random auxiliary data"))
	for _, c := range loadCases(t) {
		for ri, r := range c.Receiving {
			t.Run(c.Comment, func(t *testing.T) {
				if testing.Short() && len(r.Given.Outputs) > 100 {
					t.Skipf("receiver %d: %d outputs, run without -short", ri, len(r.Given.Outputs))
				}
				ins := inputsOf(t, r.Given.Vin)
				bScan := new(big.Int).SetBytes(r.Given.KeyMaterial.Scan)
				bSpend := new(big.Int).SetBytes(r.Given.KeyMaterial.Spend)
				scan, spend := curve.ScalarBaseMult(bScan), curve.ScalarBaseMult(bSpend)

				var addrs []string
				a, err := bip352.EncodeAddress(scan, spend, false)
				if err != nil {
					t.Fatal(err)
				}
				addrs = append(addrs, a)
				for _, m := range r.Given.Labels {
					a, err := bip352.EncodeAddress(scan, bip352.LabeledSpendKey(bScan, spend, m), false)
					if err != nil {
						t.Fatal(err)
					}
					addrs = append(addrs, a)
				}
				if !slices.Equal(addrs, r.Expected.Addresses) {
					t.Errorf("addresses %v, want %v", addrs, r.Expected.Addresses)
				}

				tweak, shared, err := bip352.Tweaks(ins, bScan)
				switch {
				case r.Expected.Tweak == nil:
					if err == nil {
						t.Errorf("tweak %x, want none", curve.EncodeCompressed(tweak))
					}
				case err != nil:
					t.Fatal(err)
				default:
					if !bytes.Equal(curve.EncodeCompressed(tweak), *r.Expected.Tweak) || !bytes.Equal(curve.EncodeCompressed(shared), *r.Expected.SharedSecret) {
						t.Errorf("tweak %x shared %x, want %x %x", curve.EncodeCompressed(tweak), curve.EncodeCompressed(shared), *r.Expected.Tweak, *r.Expected.SharedSecret)
					}
				}
				if r.Expected.InputPubKeySum != nil {
					A, _, err := bip352.InputKeySum(ins)
					if err != nil || !bytes.Equal(curve.EncodeCompressed(A), *r.Expected.InputPubKeySum) {
						t.Errorf("input key sum %x (%v), want %x", curve.EncodeCompressed(A), err, *r.Expected.InputPubKeySum)
					}
				}

				found, err := bip352.Scan(ins, hexes(r.Given.Outputs), bScan, spend, r.Given.Labels)
				if err != nil {
					t.Fatal(err)
				}
				if r.Expected.NOutputs != nil {
					if len(found) != *r.Expected.NOutputs {
						t.Errorf("found %d outputs, want %d", len(found), *r.Expected.NOutputs)
					}
					return
				}
				var got, want []string
				for _, f := range found {
					got = append(got, hex.EncodeToString(f.Output)+"/"+hex.EncodeToString(f.Tweak.FillBytes(make([]byte, 32))))
					d := new(big.Int).Add(bSpend, f.Tweak)
					sig, err := bip340.Sign(d.Mod(d, curve.N).FillBytes(make([]byte, 32)), msg[:], aux[:])
					if err != nil {
						t.Fatal(err)
					}
					ok := false
					for _, e := range r.Expected.Outputs {
						if bytes.Equal(e.PubKey, f.Output) {
							ok = bytes.Equal(e.Signature, sig)
						}
					}
					if !ok {
						t.Errorf("output %x: signature %x is not the vector's", f.Output, sig)
					}
				}
				for _, e := range r.Expected.Outputs {
					want = append(want, hex.EncodeToString(e.PubKey)+"/"+hex.EncodeToString(e.Tweak))
				}
				sort.Strings(got)
				sort.Strings(want)
				if !slices.Equal(got, want) {
					t.Errorf("found %v, want %v", got, want)
				}
			})
		}
	}
}
