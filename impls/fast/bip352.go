package fast

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sort"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/fast/bip352"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
)

// The BIP-352 operations of fast/bip352 (catalog/ops_bip352.go documents the
// encodings). "fast" computes the output keys with the constant-time
// generator multiplication, "fast-vartime" with ScalarBaseMultVar.

func spKey(b []byte, what string) (*secp256k1.Point, error) {
	if len(b) != 33 || (b[0] != 2 && b[0] != 3) {
		return nil, fmt.Errorf("%s: want a 33-byte compressed key, got %d bytes", what, len(b))
	}
	return k1pt(b, what)
}

func spLabels(b []byte) ([]uint32, error) {
	if len(b)%4 != 0 {
		return nil, fmt.Errorf("labels: %d bytes, not a multiple of 4", len(b))
	}
	var ms []uint32
	for i := 0; i < len(b); i += 4 {
		ms = append(ms, binary.BigEndian.Uint32(b[i:]))
	}
	return ms, nil
}

func bip352Table(opts bip352.Options) map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{}
	t["bip352/input_pubkey"] = func(in catalog.Values) (catalog.Values, error) {
		ins, err := bip352.ParseInputs(in["vin"])
		if err != nil {
			return nil, err
		}
		if len(ins) != 1 {
			return nil, fmt.Errorf("bip352: %d inputs, want 1", len(ins))
		}
		P, ok := ins[0].Key()
		if !ok {
			return nil, fmt.Errorf("bip352: the input does not count")
		}
		return catalog.Values{"pub": P.BytesCompressed()}, nil
	}
	t["bip352/create_outputs"] = func(in catalog.Values) (catalog.Values, error) {
		ins, err := bip352.ParseInputs(in["vin"])
		if err != nil {
			return nil, err
		}
		sk := in["secrets"]
		if len(sk) != 32*len(ins) {
			return nil, fmt.Errorf("bip352: %d bytes of secret keys for %d inputs", len(sk), len(ins))
		}
		secrets := make([][32]byte, len(ins))
		for i := range secrets {
			copy(secrets[i][:], sk[32*i:])
		}
		rs := in["recipients"]
		if len(rs) == 0 || len(rs)%66 != 0 {
			return nil, fmt.Errorf("bip352: recipients: %d bytes, not a positive multiple of 66", len(rs))
		}
		var recips []bip352.Recipient
		for i := 0; i < len(rs); i += 66 {
			scan, err := spKey(rs[i:i+33], "scan key")
			if err != nil {
				return nil, err
			}
			spend, err := spKey(rs[i+33:i+66], "spend key")
			if err != nil {
				return nil, err
			}
			recips = append(recips, bip352.Recipient{Scan: scan, Spend: spend})
		}
		outs, err := bip352.CreateOutputs(ins, secrets, recips, opts)
		if err != nil {
			return nil, err
		}
		var b []byte
		for _, o := range outs {
			b = append(b, o[:]...)
		}
		return catalog.Values{"outputs": b}, nil
	}
	t["bip352/scan"] = func(in catalog.Values) (catalog.Values, error) {
		ins, err := bip352.ParseInputs(in["vin"])
		if err != nil {
			return nil, err
		}
		ob := in["outputs"]
		if len(ob)%32 != 0 {
			return nil, fmt.Errorf("bip352: outputs: %d bytes, not a multiple of 32", len(ob))
		}
		outputs := make([][32]byte, len(ob)/32)
		for i := range outputs {
			copy(outputs[i][:], ob[32*i:])
		}
		spend, err := spKey(in["spend_pub"], "spend key")
		if err != nil {
			return nil, err
		}
		labels, err := spLabels(in["labels"])
		if err != nil {
			return nil, err
		}
		s, err := bip352.NewScanner(in["scan_secret"], spend, labels, opts)
		if err != nil {
			return nil, err
		}
		found, err := s.Scan(ins, outputs)
		if err != nil {
			return nil, err
		}
		var entries [][]byte
		for _, f := range found {
			e := append(append([]byte(nil), f.Output[:]...), f.Tweak.Bytes()...)
			flag := byte(0)
			if f.Labeled {
				flag = 1
			}
			entries = append(entries, binary.BigEndian.AppendUint32(append(e, flag), f.Label))
		}
		sort.Slice(entries, func(i, j int) bool { return bytes.Compare(entries[i], entries[j]) < 0 })
		out := catalog.Values{"found": bytes.Join(entries, nil), "tweak_data": nil, "shared_secret": nil}
		if tw, ss, err := s.Tweaks(ins); err == nil {
			out["tweak_data"], out["shared_secret"] = tw, ss
		}
		return out, nil
	}
	t["bip352/label"] = func(in catalog.Values) (catalog.Values, error) {
		spend, err := spKey(in["spend_pub"], "spend key")
		if err != nil {
			return nil, err
		}
		if len(in["m"]) != 4 {
			return nil, fmt.Errorf("bip352: label: %d bytes, want 4", len(in["m"]))
		}
		s, err := bip352.NewScanner(in["scan_secret"], spend, nil, opts)
		if err != nil {
			return nil, err
		}
		Bm := s.LabeledSpendKey(binary.BigEndian.Uint32(in["m"]))
		if Bm.IsIdentity() == 1 {
			return nil, fmt.Errorf("bip352: the labeled spend key is the point at infinity")
		}
		return catalog.Values{"spend_pub": Bm.BytesCompressed()}, nil
	}
	t["bip352/address_decode"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := bip352.DecodeAddress(string(in["address"]))
		if err != nil {
			return nil, err
		}
		tn := byte(0)
		if a.Testnet {
			tn = 1
		}
		return catalog.Values{"scan_pub": a.Scan.BytesCompressed(), "spend_pub": a.Spend.BytesCompressed(),
			"version": {byte(a.Version)}, "testnet": {tn}}, nil
	}
	t["bip352/address_encode"] = func(in catalog.Values) (catalog.Values, error) {
		scan, err := spKey(in["scan_pub"], "scan key")
		if err != nil {
			return nil, err
		}
		spend, err := spKey(in["spend_pub"], "spend key")
		if err != nil {
			return nil, err
		}
		a, err := bip352.EncodeAddress(scan, spend, false)
		return catalog.Values{"address": []byte(a)}, err
	}
	return t
}
