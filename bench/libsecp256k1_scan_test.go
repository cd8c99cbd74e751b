//go:build libsecp256k1 && cgo

package bench

import (
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/fast/bip352"
	"github.com/curvecheck/curvecheck/impls/libsecp256k1"
	refbip352 "github.com/curvecheck/curvecheck/ref/bip352"
)

// TestSPScannerFinds holds the libsecp256k1 scanning pipeline of the
// benchmarks to fast/bip352's answers on a transaction that pays the
// receiver: two outputs to its plain address and one to its label 1,
// among two that pay nobody. A pipeline that found nothing would pass
// the no-match benchmarks while doing less work.
func TestSPScannerFinds(t *testing.T) {
	vin, secrets := spTx()
	ins, err := bip352.ParseInputs(vin)
	if err != nil {
		t.Fatal(err)
	}
	_, spend, _ := spKey(20)
	scanD, scanP, scanSecret := spKey(21)
	fastScanner, err := bip352.NewScanner(scanSecret[:], spend, []uint32{1}, bip352.Options{})
	if err != nil {
		t.Fatal(err)
	}
	recips := []bip352.Recipient{{Scan: scanP, Spend: spend}, {Scan: scanP, Spend: spend}, {Scan: scanP, Spend: fastScanner.LabeledSpendKey(1)}}
	paid, err := bip352.CreateOutputs(ins, secrets, recips, bip352.Options{})
	if err != nil {
		t.Fatal(err)
	}
	outputs := append(spOutputs(2), paid...)
	var flat []byte
	for _, o := range outputs {
		flat = append(flat, o[:]...)
	}
	label := k1Curve.EncodeCompressed(k1Curve.ScalarBaseMult(refbip352.LabelTweak(new(big.Int).SetBytes(scanD.Bytes()), 1)))
	ctx := libsecp256k1.NewContext()
	keys, outpoint, err := spInputKeys(vin)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		labels [][]byte
		fast   []uint32
		want   int
	}{{nil, nil, 2}, {[][]byte{label}, []uint32{1}, 3}} {
		fs, err := bip352.NewScanner(scanSecret[:], spend, c.fast, bip352.Options{})
		if err != nil {
			t.Fatal(err)
		}
		found, err := fs.Scan(ins, outputs)
		if err != nil || len(found) != c.want {
			t.Fatalf("fast/bip352 found %d outputs (%v), want %d", len(found), err, c.want)
		}
		sc, ok := ctx.NewSPScanner(&scanSecret, spend.BytesCompressed(), c.labels)
		if !ok {
			t.Fatal("libsecp256k1 does not parse the receiver's keys")
		}
		for _, vt := range []bool{false, true} {
			if got := sc.Scan(keys, outpoint, flat, vt); got != c.want {
				t.Errorf("libsecp256k1 pipeline (labels %d, vartime %v) found %d outputs, want %d", len(c.labels), vt, got, c.want)
			}
		}
	}
}
