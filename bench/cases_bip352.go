package bench

import (
	"crypto/sha256"
	"fmt"
	"testing"

	"github.com/curvecheck/curvecheck/fast/bip352"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	k1scalar "github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	refbip352 "github.com/curvecheck/curvecheck/ref/bip352"
)

// BIP-352 workloads after libsecp256k1 PR #1914's benchmarks: scanning a
// transaction whose N outputs do not pay us (silentpayments_scan_nomatch),
// scanning with labels, and sending. "fast" computes t_k·G with the
// constant-time ScalarBaseMult, "fast-vartime" with ScalarBaseMultVar;
// both do the same work otherwise: the inputs parsed from their bytes, the
// shared secret (one constant-time multiplication), then the outputs.

// spKey returns the scalar and public key made from seed.
func spKey(seed byte) (*k1scalar.Scalar, *secp256k1.Point, [32]byte) {
	h := sha256.Sum256([]byte{seed})
	var d k1scalar.Scalar
	d.SetBytesReduce(h[:])
	return &d, new(secp256k1.Point).ScalarBaseMult(&d), [32]byte(d.Bytes())
}

// spTx returns a transaction's inputs in the catalog's encoding (a P2WPKH
// and a P2TR key-path input), with their secret keys.
func spTx() ([]byte, [][32]byte) {
	var vin []byte
	var secrets [][32]byte
	for i, seed := range []byte{1, 2} {
		_, P, sk := spKey(seed)
		pub := P.BytesCompressed()
		out := make([]byte, 36)
		out[0] = byte(i)
		vin = append(vin, out...)
		if i == 0 {
			wit := append([]byte{2, 71}, make([]byte, 71)...)
			wit = append(append(wit, 33), pub...)
			h := refbip352.Hash160(pub)
			spk := append([]byte{0, 20}, h...)
			vin = append(append(append(append(vin, 0), byte(len(wit))), wit...), byte(len(spk)))
			vin = append(vin, spk...)
		} else {
			wit := append([]byte{1, 64}, make([]byte, 64)...)
			spk := append([]byte{0x51, 32}, pub[1:]...)
			vin = append(append(append(append(vin, 0), byte(len(wit))), wit...), byte(len(spk)))
			vin = append(vin, spk...)
		}
		secrets = append(secrets, sk)
	}
	return vin, secrets
}

// spOutputs returns n x-only outputs that pay nobody.
func spOutputs(n int) [][32]byte {
	outputs := make([][32]byte, n)
	for i := range outputs {
		outputs[i] = sha256.Sum256([]byte{byte(i), byte(i >> 8), 0xee})
	}
	return outputs
}

// spScanGroups lists the scanning groups and their labels, for the
// peers' registrations.
var spScanGroups []spScanGroup

type spScanGroup struct {
	group  string
	n      int
	labels []uint32
}

func registerBIP352() {
	vin, secrets := spTx()
	_, spend, _ := spKey(20)
	_, _, scanSecret := spKey(21)
	variants := []struct {
		impl string
		opts bip352.Options
	}{{"fast", bip352.Options{}}, {"fast-vartime", bip352.Options{VarTimeTweak: true}}}

	scan := func(group string, n int, labels []uint32) {
		spScanGroups = append(spScanGroups, spScanGroup{group, n, labels})
		outputs := spOutputs(n)
		for _, v := range variants {
			sc, err := bip352.NewScanner(scanSecret[:], spend, labels, v.opts)
			if err != nil {
				panic(err)
			}
			add(group, v.impl, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					ins, _ := bip352.ParseInputs(vin)
					if found, err := sc.Scan(ins, outputs); err != nil || len(found) != 0 {
						b.Fatal("the scan found an output or failed")
					}
				}
			})
		}
	}
	for _, n := range []int{1, 2, 5, 10, 100, 1000} {
		g := fmt.Sprintf("bip352/scan_nomatch_%d", n)
		does(g, fmt.Sprintf("a 2-input transaction (P2WPKH, P2TR) and %d x-only outputs that do not pay us in, no output out: parse the inputs, the shared secret, t_0·G, the comparison with the outputs", n))
		scan(g, n, nil)
	}
	for _, n := range []int{1, 2, 10} {
		g := fmt.Sprintf("bip352/scan_label_nomatch_%d", n)
		does(g, fmt.Sprintf("scan_nomatch_%d for a receiver with one label (its point prepared once, as a wallet does): P_0 and P_0 + L_1 compared with the outputs", n))
		scan(g, n, []uint32{1})
	}
	g := "bip352/scan_labels_10"
	labels := make([]uint32, 10)
	for i := range labels {
		labels[i] = uint32(i + 1)
	}
	does(g, "scan_nomatch_2 for a receiver with 10 labels (their points prepared once, as a wallet does): P_0 and P_0 + L_m for each label, one batched inversion")
	scan(g, 2, labels)
	for _, r := range []int{1, 10} {
		g := fmt.Sprintf("bip352/send_%d", r)
		var recips []bip352.Recipient
		for i := range r {
			_, B, _ := spKey(byte(40 + i))
			_, S, _ := spKey(byte(80 + i))
			recips = append(recips, bip352.Recipient{Scan: B, Spend: S})
		}
		does(g, fmt.Sprintf("the 2-input transaction's secret keys and %d recipients with distinct scan keys in, %d x-only outputs out", r, r))
		for _, v := range variants {
			add(g, v.impl, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					ins, _ := bip352.ParseInputs(vin)
					if _, err := bip352.CreateOutputs(ins, secrets, recips, v.opts); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
	k1Targets = append(k1Targets,
		Comparison{"BIP-352 scan, N=2: Var tweak / constant-time tweak", "bip352/scan_nomatch_2/fast-vartime", "bip352/scan_nomatch_2/fast", 0.80},
		Comparison{"BIP-352 scan, N=10: Var tweak / constant-time tweak", "bip352/scan_nomatch_10/fast-vartime", "bip352/scan_nomatch_10/fast", 0.85})
	for _, n := range []int{5, 100, 1000} {
		g := fmt.Sprintf("bip352/scan_nomatch_%d", n)
		k1Targets = append(k1Targets, Comparison{fmt.Sprintf("BIP-352 scan, N=%d: Var tweak / constant-time tweak", n), g + "/fast-vartime", g + "/fast", 0})
	}
}
