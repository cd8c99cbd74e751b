package bip352

import (
	"bytes"
	"encoding/hex"
	"os"
	"slices"
	"sort"
	"testing"

	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	"github.com/curvecheck/curvecheck/vectors"
)

func loadCases(t testing.TB) []vectors.BIP352Case {
	t.Helper()
	data, err := os.ReadFile("../../vectors/testdata/bip352/send_and_receive_test_vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	cases, err := vectors.ParseBIP352(data)
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// inputs converts a case's vin objects to the catalog's encoding and
// parses it with this package's parser.
func inputs(t testing.TB, vin []vectors.BIP352Vin) []Input {
	t.Helper()
	b, err := vectors.BIP352Inputs(vin)
	if err != nil {
		t.Fatal(err)
	}
	out, err := ParseInputs(b)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var variants = []struct {
	name string
	opts Options
}{{"ct", Options{}}, {"vartime", Options{VarTimeTweak: true}}}

func TestVectors(t *testing.T) {
	for _, v := range variants {
		for ci, c := range loadCases(t) {
			t.Run(v.name+"/"+c.Comment, func(t *testing.T) {
				s := c.Sending[0]
				ins := inputs(t, s.Given.Vin)
				var secrets [][32]byte
				for _, in := range s.Given.Vin {
					var k [32]byte
					copy(k[:], *in.PrivateKey)
					secrets = append(secrets, k)
				}
				var recips []Recipient
				for _, r := range s.Given.Recipients {
					a, err := DecodeAddress(r.Address)
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(a.Scan.BytesCompressed(), r.Scan) || !bytes.Equal(a.Spend.BytesCompressed(), r.Spend) {
						t.Fatalf("address %s decodes to other keys", r.Address)
					}
					for range max(r.Count, 1) {
						recips = append(recips, Recipient{Scan: a.Scan, Spend: a.Spend})
					}
				}
				outs, err := CreateOutputs(ins, secrets, recips, v.opts)
				if alts := s.Expected.Outputs; len(alts) == 1 && len(alts[0]) == 0 {
					if err == nil {
						t.Fatalf("case %d: sending succeeded, want failure", ci)
					}
				} else {
					if err != nil {
						t.Fatal(err)
					}
					var got []string
					for _, o := range outs {
						got = append(got, hex.EncodeToString(o[:]))
					}
					sort.Strings(got)
					match := false
					for _, alt := range alts {
						var want []string
						for _, o := range alt {
							want = append(want, hex.EncodeToString(o))
						}
						sort.Strings(want)
						match = match || slices.Equal(got, want)
					}
					if !match {
						t.Errorf("outputs %v match none of the allowed sets", got)
					}
				}

				for _, r := range c.Receiving {
					if testing.Short() && len(r.Given.Outputs) > 100 {
						continue
					}
					ins := inputs(t, r.Given.Vin)
					var bSpend scalar.Scalar
					bSpend.SetBytes(r.Given.KeyMaterial.Spend)
					spend := new(secp256k1.Point).ScalarBaseMult(&bSpend)
					sc, err := NewScanner(r.Given.KeyMaterial.Scan, spend, r.Given.Labels, v.opts)
					if err != nil {
						t.Fatal(err)
					}
					var bScan scalar.Scalar
					bScan.SetBytes(r.Given.KeyMaterial.Scan)
					addr, _ := EncodeAddress(new(secp256k1.Point).ScalarBaseMult(&bScan), spend, false)
					addrs := []string{addr}
					for _, m := range r.Given.Labels {
						a, _ := EncodeAddress(new(secp256k1.Point).ScalarBaseMult(&bScan), sc.LabeledSpendKey(m), false)
						addrs = append(addrs, a)
					}
					if !slices.Equal(addrs, r.Expected.Addresses) {
						t.Errorf("addresses %v, want %v", addrs, r.Expected.Addresses)
					}
					var outputs [][32]byte
					for _, o := range r.Given.Outputs {
						var x [32]byte
						copy(x[:], o)
						outputs = append(outputs, x)
					}
					found, err := sc.Scan(ins, outputs)
					if err != nil {
						t.Fatal(err)
					}
					if r.Expected.NOutputs != nil {
						if len(found) != *r.Expected.NOutputs {
							t.Errorf("found %d, want %d", len(found), *r.Expected.NOutputs)
						}
						continue
					}
					var got, want []string
					for _, f := range found {
						got = append(got, hex.EncodeToString(f.Output[:])+"/"+hex.EncodeToString(f.Tweak.Bytes()))
					}
					for _, e := range r.Expected.Outputs {
						want = append(want, hex.EncodeToString(e.PubKey)+"/"+hex.EncodeToString(e.Tweak))
					}
					sort.Strings(got)
					sort.Strings(want)
					if !slices.Equal(got, want) {
						t.Errorf("found %v, want %v", got, want)
					}
					tw, ss, err := sc.Tweaks(ins)
					if r.Expected.Tweak == nil {
						if err == nil {
							t.Errorf("tweak data %x for a transaction that pays nobody", tw)
						}
					} else if err != nil || !bytes.Equal(tw, *r.Expected.Tweak) || !bytes.Equal(ss, *r.Expected.SharedSecret) {
						t.Errorf("tweak %x shared %x (%v), want %x %x", tw, ss, err, *r.Expected.Tweak, *r.Expected.SharedSecret)
					}
				}
			})
		}
	}
}
