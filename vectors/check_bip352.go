package vectors

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/outcome"
	"github.com/curvecheck/curvecheck/ref/bip352"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

func init() {
	registerFormat(format{
		name: "bip352-json",
		detect: func(name string, data []byte) bool {
			return strings.HasSuffix(name, ".json") && bytes.Contains(data, []byte(`"sending"`)) && bytes.Contains(data, []byte(`"receiving"`))
		},
		check: checkBIP352,
	})
}

// BIP352Inputs turns a case's vin objects into the catalog's encoding of
// a transaction's inputs (ref/bip352's EncodeInputs).
func BIP352Inputs(vin []BIP352Vin) ([]byte, error) {
	var ins []bip352.Input
	for i, v := range vin {
		w, err := bip352.ParseWitness(v.Witness)
		if err != nil {
			return nil, fmt.Errorf("vin %d: %w", i, err)
		}
		var in bip352.Input
		copy(in.TxID[:], v.TxID)
		in.Vout, in.ScriptSig, in.Witness, in.PrevScript = v.Vout, v.ScriptSig, w, v.Prevout.ScriptPubKey.Hex
		ins = append(ins, in)
	}
	return bip352.EncodeInputs(ins), nil
}

// sortedChunks splits b into n-byte pieces and sorts them.
func sortedChunks(b []byte, n int) []string {
	var out []string
	for i := 0; i+n <= len(b); i += n {
		out = append(out, string(b[i:i+n]))
	}
	sort.Strings(out)
	return out
}

// checkBIP352 runs, for each case: each sender input through
// bip352/input_pubkey (the keys that count must be the vector's
// input_pub_keys), the sending through bip352/create_outputs (the outputs,
// as a set, must be one of the allowed sets; [[]] means the sending must
// fail), and for each receiver the addresses (bip352/label and
// bip352/address_encode), the scan (bip352/scan: outputs and tweaks as a
// set, or their number in the K_max case; tweak data and shared secret)
// and each found output's signature (secp256k1/bip340_sign with the spend
// key plus the tweak, the message SHA256("message") and aux_rand
// SHA256("random auxiliary data"), as the vectors were made).
func checkBIP352(c *checker) error {
	cases, err := ParseBIP352(c.data)
	if err != nil {
		return err
	}
	k1 := weierstrass.Secp256k1
	msg := sha256.Sum256([]byte("message"))
	aux := sha256.Sum256([]byte("random auxiliary data"))
	for ci, tc := range cases {
		id := fmt.Sprintf("case %d (%s)", ci, tc.Comment)
		s := tc.Sending[0]
		vin, err := BIP352Inputs(s.Given.Vin)
		if err != nil {
			c.loaderRejected(id+" send", nil, Valid, "bip352/create_outputs", "malformed witness", err)
			continue
		}

		// Which inputs count: each input alone through bip352/input_pubkey
		// (rejected when it does not count); the keys of those accepted
		// must be the vector's input_pub_keys.
		if c.impl.Supports("bip352/input_pubkey") {
			var keys []byte
			mismatch := ""
			for i, v := range s.Given.Vin {
				one, _ := BIP352Inputs([]BIP352Vin{v})
				out, panicked, twice, err := c.run("bip352/input_pubkey", catalog.Values{"vin": one})
				switch {
				case panicked || twice || errors.Is(err, catalog.ErrBroken) || errors.Is(err, catalog.ErrTimeout) || errors.Is(err, catalog.ErrUnsupported):
					mismatch = fmt.Sprintf("input %d: %v", i, err)
				case err == nil:
					keys = append(keys, out["pub"]...)
				}
			}
			want := bytes.Join(hexes(s.Expected.InputPubKeys), nil)
			if mismatch == "" && !slices.Equal(sortedChunks(keys, 33), sortedChunks(want, 33)) {
				mismatch = fmt.Sprintf("the inputs that count have keys %x, want %x", keys, want)
			}
			c.res.record(id+" eligible inputs", nil, Valid, nil, mismatch)
		} else {
			c.res.Add(outcome.NotApplicable, "bip352/input_pubkey not computed by "+c.impl.Name())
		}

		// Sending.
		var secrets, recips []byte
		for _, v := range s.Given.Vin {
			if v.PrivateKey == nil {
				return fmt.Errorf("%s: sender vin without private_key", id)
			}
			secrets = append(secrets, *v.PrivateKey...)
		}
		for _, r := range s.Given.Recipients {
			for range max(r.Count, 1) {
				recips = append(append(recips, r.Scan...), r.Spend...)
			}
		}
		alts := s.Expected.Outputs
		fails := len(alts) == 1 && len(alts[0]) == 0
		want := Valid
		if fails {
			want = Invalid
		}
		c.doJudged(id+" send", nil, want, "bip352/create_outputs", catalog.Values{"vin": vin, "secrets": secrets, "recipients": recips}, func(out catalog.Values) string {
			got := sortedChunks(out["outputs"], 32)
			if len(out["outputs"]) != 32*len(recips)/66 {
				return fmt.Sprintf("%d bytes of outputs for %d recipients", len(out["outputs"]), len(recips)/66)
			}
			for _, alt := range alts {
				if slices.Equal(got, sortedChunks(bytes.Join(hexes(alt), nil), 32)) {
					return ""
				}
			}
			return fmt.Sprintf("outputs %x match none of the %d allowed sets", out["outputs"], len(alts))
		})

		// Receiving.
		for ri, r := range tc.Receiving {
			rid := fmt.Sprintf("%s receiver %d", id, ri)
			rvin, err := BIP352Inputs(r.Given.Vin)
			if err != nil {
				c.loaderRejected(rid+" scan", nil, Valid, "bip352/scan", "malformed witness", err)
				continue
			}
			bScan := new(big.Int).SetBytes(r.Given.KeyMaterial.Scan)
			bSpend := new(big.Int).SetBytes(r.Given.KeyMaterial.Spend)
			scanPub := k1.EncodeCompressed(k1.ScalarBaseMult(bScan))
			spendPub := k1.EncodeCompressed(k1.ScalarBaseMult(bSpend))
			if len(r.Expected.Addresses) != 1+len(r.Given.Labels) {
				return fmt.Errorf("%s: %d addresses for %d labels", rid, len(r.Expected.Addresses), len(r.Given.Labels))
			}
			c.do(rid+" address", nil, Valid, "bip352/address_encode", catalog.Values{"scan_pub": scanPub, "spend_pub": spendPub},
				catalog.Values{"address": []byte(r.Expected.Addresses[0])})
			for li, m := range r.Given.Labels {
				lid := fmt.Sprintf("%s label %d", rid, m)
				mb := binary.BigEndian.AppendUint32(nil, m)
				// The labeled key from the implementation's own
				// bip352/label, then its address.
				if !c.impl.Supports("bip352/label") {
					c.do(lid+" address", nil, Valid, "bip352/label", nil, nil)
					continue
				}
				out, panicked, _, err := c.run("bip352/label", catalog.Values{"scan_secret": r.Given.KeyMaterial.Scan, "spend_pub": spendPub, "m": mb})
				if err != nil || panicked {
					c.res.record(lid, nil, Valid, err, "")
					continue
				}
				c.do(lid+" address", nil, Valid, "bip352/address_encode", catalog.Values{"scan_pub": scanPub, "spend_pub": out["spend_pub"]},
					catalog.Values{"address": []byte(r.Expected.Addresses[1+li])})
			}

			in := catalog.Values{"vin": rvin, "outputs": bytes.Join(hexes(r.Given.Outputs), nil), "scan_secret": r.Given.KeyMaterial.Scan,
				"spend_pub": spendPub, "labels": labelBytes(r.Given.Labels)}
			c.doJudged(rid+" scan", nil, Valid, "bip352/scan", in, func(out catalog.Values) string {
				found := out["found"]
				if len(found)%69 != 0 {
					return fmt.Sprintf("found: %d bytes, not a multiple of 69", len(found))
				}
				if r.Expected.NOutputs != nil {
					if len(found)/69 != *r.Expected.NOutputs {
						return fmt.Sprintf("found %d outputs, want %d", len(found)/69, *r.Expected.NOutputs)
					}
				} else {
					var got, want []string
					for i := 0; i < len(found); i += 69 {
						got = append(got, string(found[i:i+64]))
					}
					for _, e := range r.Expected.Outputs {
						want = append(want, string(append(append([]byte(nil), e.PubKey...), e.Tweak...)))
					}
					sort.Strings(got)
					sort.Strings(want)
					if !slices.Equal(got, want) {
						return fmt.Sprintf("found (key ‖ tweak) %x, want %x", strings.Join(got, ""), strings.Join(want, ""))
					}
				}
				var tw, ss []byte
				if r.Expected.Tweak != nil {
					tw = *r.Expected.Tweak
				}
				if r.Expected.SharedSecret != nil {
					ss = *r.Expected.SharedSecret
				}
				if !bytes.Equal(out["tweak_data"], tw) || !bytes.Equal(out["shared_secret"], ss) {
					return fmt.Sprintf("tweak data %x and shared secret %x, want %x and %x", out["tweak_data"], out["shared_secret"], tw, ss)
				}
				return ""
			})
			for _, e := range r.Expected.Outputs {
				d := new(big.Int).Add(bSpend, new(big.Int).SetBytes(e.Tweak))
				d.Mod(d, k1.N)
				c.do(fmt.Sprintf("%s output %x signature", rid, e.PubKey[:4]), nil, Valid, "secp256k1/bip340_sign",
					catalog.Values{"secret": d.FillBytes(make([]byte, 32)), "msg": msg[:], "aux": aux[:]}, catalog.Values{"sig": e.Signature})
			}
		}
	}
	return nil
}

func hexes(hs []Hex) [][]byte {
	out := make([][]byte, len(hs))
	for i, h := range hs {
		out[i] = h
	}
	return out
}

func labelBytes(ms []uint32) []byte {
	var b []byte
	for _, m := range ms {
		b = binary.BigEndian.AppendUint32(b, m)
	}
	return b
}
