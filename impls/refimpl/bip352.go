package refimpl

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/big"
	"sort"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/ref/bip352"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The BIP-352 operations (catalog/ops_bip352.go documents the encodings).

var k1 = weierstrass.Secp256k1

// compressedPoint decodes a 33-byte compressed key, naming what on error.
func compressedPoint(what string, b []byte) (weierstrass.Point, error) {
	if len(b) != 33 || (b[0] != 2 && b[0] != 3) {
		return weierstrass.Point{}, fmt.Errorf("%s: want a 33-byte compressed key, got %d bytes", what, len(b))
	}
	P, err := k1.Decode(b)
	if err != nil {
		return weierstrass.Point{}, fmt.Errorf("%s: %w", what, err)
	}
	return P, nil
}

// secretScalar reads a 32-byte secret key in [1, n-1].
func secretScalar(what string, b []byte) (*big.Int, error) {
	if len(b) != 32 {
		return nil, fmt.Errorf("%s: %d bytes, want 32", what, len(b))
	}
	d := new(big.Int).SetBytes(b)
	if d.Sign() == 0 || d.Cmp(k1.N) >= 0 {
		return nil, fmt.Errorf("%s: not in [1, n-1]", what)
	}
	return d, nil
}

func parseLabels(b []byte) ([]uint32, error) {
	if len(b)%4 != 0 {
		return nil, fmt.Errorf("labels: %d bytes, not a multiple of 4", len(b))
	}
	var ms []uint32
	for i := 0; i < len(b); i += 4 {
		ms = append(ms, binary.BigEndian.Uint32(b[i:]))
	}
	return ms, nil
}

func registerBIP352(ops map[string]runFunc) {
	ops["bip352/input_pubkey"] = func(op string, in catalog.Values) (catalog.Values, error) {
		vin, err := in.Get(op, "vin")
		if err != nil {
			return nil, err
		}
		ins, err := bip352.ParseInputs(vin)
		if err != nil {
			return nil, err
		}
		if len(ins) != 1 {
			return nil, fmt.Errorf("bip352: %d inputs, want 1", len(ins))
		}
		P, ok := ins[0].PublicKey()
		if !ok {
			return nil, fmt.Errorf("bip352: the input does not count")
		}
		return catalog.Values{"pub": k1.EncodeCompressed(P)}, nil
	}
	ops["bip352/create_outputs"] = func(op string, in catalog.Values) (catalog.Values, error) {
		vin, sk, rs, err := get3(in, op, "vin", "secrets", "recipients")
		if err != nil {
			return nil, err
		}
		ins, err := bip352.ParseInputs(vin)
		if err != nil {
			return nil, err
		}
		if len(sk) != 32*len(ins) {
			return nil, fmt.Errorf("bip352: %d bytes of secret keys for %d inputs", len(sk), len(ins))
		}
		secrets := make([]*big.Int, len(ins))
		for i := range ins {
			secrets[i] = new(big.Int).SetBytes(sk[32*i : 32*i+32])
		}
		if len(rs) == 0 || len(rs)%66 != 0 {
			return nil, fmt.Errorf("bip352: recipients: %d bytes, not a positive multiple of 66", len(rs))
		}
		var recips []bip352.Recipient
		for i := 0; i < len(rs); i += 66 {
			scan, err := compressedPoint(fmt.Sprintf("recipient %d scan key", i/66), rs[i:i+33])
			if err != nil {
				return nil, err
			}
			spend, err := compressedPoint(fmt.Sprintf("recipient %d spend key", i/66), rs[i+33:i+66])
			if err != nil {
				return nil, err
			}
			recips = append(recips, bip352.Recipient{Scan: scan, Spend: spend})
		}
		outs, err := bip352.CreateOutputs(ins, secrets, recips)
		if err != nil {
			return nil, err
		}
		return catalog.Values{"outputs": bytes.Join(outs, nil)}, nil
	}
	ops["bip352/scan"] = func(op string, in catalog.Values) (catalog.Values, error) {
		vin, outs, err := get2(in, op, "vin", "outputs")
		if err != nil {
			return nil, err
		}
		sc, sp, lb, err := get3(in, op, "scan_secret", "spend_pub", "labels")
		if err != nil {
			return nil, err
		}
		ins, err := bip352.ParseInputs(vin)
		if err != nil {
			return nil, err
		}
		if len(outs)%32 != 0 {
			return nil, fmt.Errorf("bip352: outputs: %d bytes, not a multiple of 32", len(outs))
		}
		var outputs [][]byte
		for i := 0; i < len(outs); i += 32 {
			outputs = append(outputs, outs[i:i+32])
		}
		bScan, err := secretScalar("scan secret key", sc)
		if err != nil {
			return nil, err
		}
		spend, err := compressedPoint("spend key", sp)
		if err != nil {
			return nil, err
		}
		labels, err := parseLabels(lb)
		if err != nil {
			return nil, err
		}
		found, err := bip352.Scan(ins, outputs, bScan, spend, labels)
		if err != nil {
			return nil, err
		}
		var entries [][]byte
		for _, f := range found {
			e := append(append([]byte(nil), f.Output...), f.Tweak.FillBytes(make([]byte, 32))...)
			if f.Label != nil {
				e = binary.BigEndian.AppendUint32(append(e, 1), *f.Label)
			} else {
				e = append(e, 0, 0, 0, 0, 0)
			}
			entries = append(entries, e)
		}
		sort.Slice(entries, func(i, j int) bool { return bytes.Compare(entries[i], entries[j]) < 0 })
		out := catalog.Values{"found": bytes.Join(entries, nil), "tweak_data": nil, "shared_secret": nil}
		if tw, S, err := bip352.Tweaks(ins, bScan); err == nil {
			out["tweak_data"], out["shared_secret"] = k1.EncodeCompressed(tw), k1.EncodeCompressed(S)
		}
		return out, nil
	}
	ops["bip352/label"] = func(op string, in catalog.Values) (catalog.Values, error) {
		sc, sp, m, err := get3(in, op, "scan_secret", "spend_pub", "m")
		if err != nil {
			return nil, err
		}
		bScan, err := secretScalar("scan secret key", sc)
		if err != nil {
			return nil, err
		}
		spend, err := compressedPoint("spend key", sp)
		if err != nil {
			return nil, err
		}
		if len(m) != 4 {
			return nil, fmt.Errorf("bip352: label: %d bytes, want 4", len(m))
		}
		Bm := bip352.LabeledSpendKey(bScan, spend, binary.BigEndian.Uint32(m))
		if Bm.Inf {
			return nil, fmt.Errorf("bip352: the labeled spend key is the point at infinity")
		}
		return catalog.Values{"spend_pub": k1.EncodeCompressed(Bm)}, nil
	}
	ops["bip352/address_decode"] = func(op string, in catalog.Values) (catalog.Values, error) {
		s, err := in.Get(op, "address")
		if err != nil {
			return nil, err
		}
		a, err := bip352.DecodeAddress(string(s))
		if err != nil {
			return nil, err
		}
		tn := byte(0)
		if a.Testnet {
			tn = 1
		}
		return catalog.Values{"scan_pub": k1.EncodeCompressed(a.Scan), "spend_pub": k1.EncodeCompressed(a.Spend),
			"version": {byte(a.Version)}, "testnet": {tn}}, nil
	}
	ops["bip352/address_encode"] = func(op string, in catalog.Values) (catalog.Values, error) {
		sc, sp, err := get2(in, op, "scan_pub", "spend_pub")
		if err != nil {
			return nil, err
		}
		scan, err := compressedPoint("scan key", sc)
		if err != nil {
			return nil, err
		}
		spend, err := compressedPoint("spend key", sp)
		if err != nil {
			return nil, err
		}
		a, err := bip352.EncodeAddress(scan, spend, false)
		return catalog.Values{"address": []byte(a)}, err
	}
}
