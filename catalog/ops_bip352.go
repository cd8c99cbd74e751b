package catalog

import (
	"crypto/sha256"
	"encoding/binary"
	"math/big"
	"math/rand"

	"github.com/curvecheck/curvecheck/ref/bip352"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// BIP-352 Silent Payments operations. Transactions are described by their
// inputs in the encoding of ref/bip352 (EncodeInputs): per input the
// serialized outpoint, then the scriptSig, the serialized witness stack
// and the spent scriptPubKey, each with a CompactSize length.

const vinDoc = "the transaction's inputs: per input the 36-byte outpoint (txid reversed, vout little-endian), then CompactSize-prefixed scriptSig, serialized witness stack and spent scriptPubKey"

func init() { registerBIP352() }

// txBuilder makes the inputs of generated transactions with the reference.
type txBuilder struct {
	r   *rand.Rand
	ins []bip352.Input
	sk  []*big.Int
}

func (t *txBuilder) outpoint() bip352.Input {
	var in bip352.Input
	t.r.Read(in.TxID[:])
	in.Vout = uint32(t.r.Intn(4))
	if t.r.Intn(4) == 0 {
		in.Vout = t.r.Uint32()
	}
	return in
}

func push(b []byte) []byte { return append([]byte{byte(len(b))}, b...) }

// add appends an input of the given kind spending key d:
// 0 P2WPKH, 1 P2TR key path, 2 P2PKH, 3 P2SH-P2WPKH, 4 P2TR script path
// (internal key not H, with an annex half the time), and the kinds that do
// not count: 5 P2TR script path with internal key H, 6 P2WPKH with an
// uncompressed key, 7 P2WSH.
func (t *txBuilder) add(kind int, d *big.Int) {
	c := weierstrass.Secp256k1
	P := c.ScalarBaseMult(d)
	pub := c.EncodeCompressed(P)
	sig := randBytes(t.r, 71)
	in := t.outpoint()
	switch kind {
	case 0:
		in.Witness = [][]byte{sig, pub}
		in.PrevScript = append([]byte{0x00, 0x14}, bip352.Hash160(pub)...)
	case 1, 4, 5:
		in.PrevScript = append([]byte{0x51, 0x20}, pub[1:]...)
		in.Witness = [][]byte{randBytes(t.r, 64)}
		if kind != 1 {
			internal := randBytes(t.r, 32)
			if kind == 5 {
				internal = bip352.NUMSH()
			}
			cb := append([]byte{0xc0}, internal...)
			in.Witness = [][]byte{randBytes(t.r, 64), {0x51}, cb}
			if t.r.Intn(2) == 0 {
				in.Witness = append(in.Witness, []byte{0x50, 1, 2})
			}
		}
	case 2:
		in.ScriptSig = append(push(sig), push(pub)...)
		in.PrevScript = append(append([]byte{0x76, 0xa9, 0x14}, bip352.Hash160(pub)...), 0x88, 0xac)
	case 3:
		redeem := append([]byte{0x00, 0x14}, bip352.Hash160(pub)...)
		in.ScriptSig = push(redeem)
		in.Witness = [][]byte{sig, pub}
		in.PrevScript = append(append([]byte{0xa9, 0x14}, bip352.Hash160(redeem)...), 0x87)
	case 6:
		full := c.EncodeUncompressed(P)
		in.Witness = [][]byte{sig, full}
		in.PrevScript = append([]byte{0x00, 0x14}, bip352.Hash160(full)...)
	default:
		in.Witness = [][]byte{sig, randBytes(t.r, 40)}
		h := sha256.Sum256(in.Witness[1])
		in.PrevScript = append([]byte{0x00, 0x20}, h[:]...)
	}
	t.ins = append(t.ins, in)
	t.sk = append(t.sk, d)
}

// random adds 1 to 3 inputs of random kinds, one in eight not counting.
func (t *txBuilder) random() {
	for range 1 + t.r.Intn(3) {
		kind := t.r.Intn(5)
		if t.r.Intn(8) == 0 {
			kind = 5 + t.r.Intn(3)
		}
		t.add(kind, randPrivate(t.r, Secp256k1))
	}
}

func (t *txBuilder) vin() []byte { return bip352.EncodeInputs(t.ins) }

func (t *txBuilder) secrets() []byte {
	var b []byte
	for _, d := range t.sk {
		b = append(b, Secp256k1.Scalar(d)...)
	}
	return b
}

// recipient is a (scan, spend) key pair in the catalog's 66-byte form.
func recipient(scan, spend weierstrass.Point) []byte {
	c := weierstrass.Secp256k1
	return append(c.EncodeCompressed(scan), c.EncodeCompressed(spend)...)
}

func labelsBytes(ms []uint32) []byte {
	var b []byte
	for _, m := range ms {
		b = binary.BigEndian.AppendUint32(b, m)
	}
	return b
}

// receiver is a generated receiver with its labels.
type receiver struct {
	bScan, bSpend *big.Int
	scan, spend   weierstrass.Point
	labels        []uint32
}

func newReceiver(r *rand.Rand) receiver {
	c := weierstrass.Secp256k1
	v := receiver{bScan: randPrivate(r, Secp256k1), bSpend: randPrivate(r, Secp256k1)}
	v.scan, v.spend = c.ScalarBaseMult(v.bScan), c.ScalarBaseMult(v.bSpend)
	for range r.Intn(3) {
		m := uint32(r.Intn(4))
		if r.Intn(2) == 0 {
			m = r.Uint32()
		}
		v.labels = append(v.labels, m)
	}
	return v
}

// scanCase pays the receiver count times (to a labeled address when
// labeled is set and it has labels), adds unrelated outputs, and returns
// the scan operation's inputs.
func scanCase(r *rand.Rand, t *txBuilder, v receiver, count int, labeled bool, extra int) Values {
	var recips []bip352.Recipient
	for range count {
		spend := v.spend
		if labeled && len(v.labels) > 0 {
			spend = bip352.LabeledSpendKey(v.bScan, v.spend, v.labels[r.Intn(len(v.labels))])
		}
		recips = append(recips, bip352.Recipient{Scan: v.scan, Spend: spend})
	}
	var outs []byte
	if got, err := bip352.CreateOutputs(t.ins, t.sk, recips); err == nil {
		for _, o := range got {
			outs = append(outs, o...)
		}
	}
	for range extra {
		outs = append(outs, randBytes(r, 32)...)
	}
	// Shuffle the 32-byte outputs.
	n := len(outs) / 32
	r.Shuffle(n, func(i, j int) {
		var tmp [32]byte
		copy(tmp[:], outs[32*i:])
		copy(outs[32*i:32*i+32], outs[32*j:32*j+32])
		copy(outs[32*j:32*j+32], tmp[:])
	})
	return Values{"vin": t.vin(), "outputs": outs, "scan_secret": Secp256k1.Scalar(v.bScan),
		"spend_pub": weierstrass.Secp256k1.EncodeCompressed(v.spend), "labels": labelsBytes(v.labels)}
}

func registerBIP352() {
	c := weierstrass.Secp256k1
	RegisterOp(Op{Name: "bip352/input_pubkey", Doc: "the public key a transaction input contributes to BIP-352 (P2TR key or non-NUMS script path, P2WPKH, P2SH-P2WPKH, P2PKH with a compressed key); an input that does not count is rejected",
		In:  []Param{{"vin", "one input, encoded as in " + vinDoc}},
		Out: []Param{{"pub", "33-byte compressed public key (even y for P2TR)"}},
		Edges: func() []Values {
			var vs []Values
			for kind := range 8 {
				t := &txBuilder{r: rand.New(rand.NewSource(int64(kind)))}
				t.add(kind, big.NewInt(int64(3+kind)))
				vs = append(vs, Values{"vin": t.vin()})
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			t := &txBuilder{r: r}
			t.add(r.Intn(8), randPrivate(r, Secp256k1))
			vin := t.vin()
			if r.Intn(6) == 0 && len(vin) > 0 {
				vin[r.Intn(len(vin))] ^= byte(1 << r.Intn(8))
			}
			return Values{"vin": vin}
		}})

	RegisterOp(Op{Name: "bip352/create_outputs", Doc: "BIP-352 sending: the x-only output keys for the recipients; recipients with the same scan key are numbered k = 0, 1, … in the order given; fails (rejects) with no eligible input, keys summing to 0 or more than K_max = 2323 recipients per scan key",
		In: []Param{{"vin", vinDoc}, {"secrets", "one 32-byte secret key per input, in order (used for the inputs that count)"},
			{"recipients", "per recipient 33-byte scan key ‖ 33-byte (possibly labeled) spend key"}},
		Out: []Param{{"outputs", "one 32-byte x-only output key per recipient, in the recipients' order"}},
		Edges: func() []Values {
			r := rand.New(rand.NewSource(352))
			v, w := newReceiver(r), newReceiver(r)
			var vs []Values
			// keys that sum to zero
			t := &txBuilder{r: r}
			d := randPrivate(r, Secp256k1)
			t.add(0, d)
			t.add(2, new(big.Int).Sub(Secp256k1.N, d))
			vs = append(vs, Values{"vin": t.vin(), "secrets": t.secrets(), "recipients": recipient(v.scan, v.spend)})
			// no input that counts
			t = &txBuilder{r: r}
			t.add(5, d)
			t.add(7, d)
			vs = append(vs, Values{"vin": t.vin(), "secrets": t.secrets(), "recipients": recipient(v.scan, v.spend)})
			// two recipients sharing a scan key, a third apart; a taproot
			// key with odd y among the inputs
			t = &txBuilder{r: r}
			t.add(1, big.NewInt(3)) // 3·G has odd y
			t.add(4, d)
			rs := append(append(recipient(v.scan, v.spend), recipient(w.scan, w.spend)...), recipient(v.scan, bip352.LabeledSpendKey(v.bScan, v.spend, 0))...)
			vs = append(vs, Values{"vin": t.vin(), "secrets": t.secrets(), "recipients": rs})
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			t := &txBuilder{r: r}
			t.random()
			var rs []byte
			first := newReceiver(r)
			for i := range 1 + r.Intn(3) {
				v := newReceiver(r)
				if i > 0 && r.Intn(3) == 0 {
					v.scan = first.scan
				}
				rs = append(rs, recipient(v.scan, v.spend)...)
			}
			return Values{"vin": t.vin(), "secrets": t.secrets(), "recipients": rs}
		}})

	RegisterOp(Op{Name: "bip352/scan", Doc: "BIP-352 scanning: the outputs that pay the receiver, with their spend key tweaks and labels; a transaction with no eligible input or keys summing to infinity pays nobody (empty outputs, no error)",
		In: []Param{{"vin", vinDoc}, {"outputs", "the transaction's x-only taproot output keys, 32 bytes each"},
			{"scan_secret", "32-byte scan secret key b_scan"}, {"spend_pub", "33-byte spend public key B_spend"},
			{"labels", "the labels m scanned for, 4 bytes big-endian each"}},
		Out: []Param{{"found", "per found output, sorted by key: 32-byte x-only key ‖ 32-byte tweak ‖ 1 byte (1 when found under a label) ‖ 4-byte label m (0 when none)"},
			{"tweak_data", "33-byte input_hash·A (empty when the transaction pays nobody)"},
			{"shared_secret", "33-byte b_scan·input_hash·A (empty when the transaction pays nobody)"}},
		Edges: func() []Values {
			r := rand.New(rand.NewSource(3520))
			v := newReceiver(r)
			v.labels = []uint32{0, 7}
			var vs []Values
			t := &txBuilder{r: r}
			t.add(0, big.NewInt(5))
			t.add(1, big.NewInt(6))
			vs = append(vs,
				scanCase(r, t, v, 2, false, 1), // k beyond the first match
				scanCase(r, t, v, 1, true, 1),  // a label that matches
				scanCase(r, t, v, 3, true, 0))
			z := &txBuilder{r: r}
			z.add(3, big.NewInt(9))
			z.add(0, new(big.Int).Sub(Secp256k1.N, big.NewInt(9)))
			vs = append(vs, scanCase(r, z, v, 1, false, 1)) // keys sum to infinity
			none := &txBuilder{r: r}
			none.add(6, big.NewInt(9))
			vs = append(vs, scanCase(r, none, v, 1, false, 2)) // nothing counts
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			t := &txBuilder{r: r}
			t.random()
			v := newReceiver(r)
			return scanCase(r, t, v, r.Intn(3), r.Intn(2) == 0, r.Intn(3))
		}})

	RegisterOp(Op{Name: "bip352/label", Doc: "BIP-352 labeled spend key B_m = B_spend + hash_BIP0352/Label(b_scan ‖ m)·G",
		In:  []Param{{"scan_secret", "32-byte scan secret key"}, {"spend_pub", "33-byte spend public key"}, {"m", "4-byte big-endian label"}},
		Out: []Param{{"spend_pub", "33-byte labeled spend key"}},
		Edges: func() []Values {
			v := newReceiver(rand.New(rand.NewSource(7)))
			var vs []Values
			for _, m := range []uint32{0, 1, 1<<32 - 1} {
				vs = append(vs, Values{"scan_secret": Secp256k1.Scalar(v.bScan), "spend_pub": c.EncodeCompressed(v.spend), "m": labelsBytes([]uint32{m})})
			}
			for _, p := range compressedClassEdges(Secp256k1) {
				vs = append(vs, Values{"scan_secret": Secp256k1.Scalar(v.bScan), "spend_pub": p, "m": labelsBytes([]uint32{1})})
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			v := newReceiver(r)
			spend := c.EncodeCompressed(v.spend)
			if r.Intn(4) == 0 {
				spend = Secp256k1.randBadFixedPoint(r)
			}
			return Values{"scan_secret": Secp256k1.Scalar(v.bScan), "spend_pub": spend, "m": labelsBytes([]uint32{r.Uint32()})}
		},
		EdgeClasses: sec1FixedClasses(Secp256k1, "spend_pub")})

	RegisterOp(Op{Name: "bip352/address_decode", Doc: "parse a silent payment address (sp1… or tsp1…, bech32m, versions 0-30); a malformed one is rejected",
		In: []Param{{"address", "the address, ASCII"}},
		Out: []Param{{"scan_pub", "33-byte scan key"}, {"spend_pub", "33-byte spend key"},
			{"version", "1 byte"}, {"testnet", "1 byte: 1 for tsp, 0 for sp"}},
		Edges: func() []Values {
			v := newReceiver(rand.New(rand.NewSource(8)))
			a, _ := bip352.EncodeAddress(v.scan, v.spend, false)
			return []Values{{"address": []byte(a)}, {"address": []byte(a[:len(a)-1] + "q")}, {"address": []byte("sp1")}, {"address": nil}}
		},
		Gen: func(r *rand.Rand) Values {
			v := newReceiver(r)
			a, _ := bip352.EncodeAddress(v.scan, v.spend, r.Intn(4) == 0)
			b := []byte(a)
			switch r.Intn(4) {
			case 0:
				b[r.Intn(len(b))] = "qpzry9x8gf2tvdw0s3jn54khce6mua7l1bB"[r.Intn(35)]
			case 1:
				b = b[:r.Intn(len(b))]
			}
			return Values{"address": b}
		}})

	RegisterOp(Op{Name: "bip352/address_encode", Doc: "the version-0 mainnet silent payment address (sp1…) of a scan and a spend key",
		In:  []Param{{"scan_pub", "33-byte scan key"}, {"spend_pub", "33-byte spend key"}},
		Out: []Param{{"address", "the address, ASCII"}},
		Edges: func() []Values {
			v := newReceiver(rand.New(rand.NewSource(9)))
			vs := []Values{{"scan_pub": c.EncodeCompressed(v.scan), "spend_pub": c.EncodeCompressed(v.spend)},
				{"scan_pub": c.EncodeUncompressed(v.scan), "spend_pub": c.EncodeCompressed(v.spend)}}
			for _, p := range compressedClassEdges(Secp256k1) {
				vs = append(vs, Values{"scan_pub": p, "spend_pub": c.EncodeCompressed(v.spend)},
					Values{"scan_pub": c.EncodeCompressed(v.scan), "spend_pub": p})
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			v := newReceiver(r)
			in := Values{"scan_pub": c.EncodeCompressed(v.scan), "spend_pub": c.EncodeCompressed(v.spend)}
			if r.Intn(4) == 0 {
				in[[]string{"scan_pub", "spend_pub"}[r.Intn(2)]] = Secp256k1.randBadFixedPoint(r)
			}
			return in
		},
		EdgeClasses: sec1FixedClasses(Secp256k1, "scan_pub", "spend_pub")})
}
