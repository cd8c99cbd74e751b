package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
)

// TestIsoOddMultiples checks each entry of the scaled table against the
// reference: entry i, mapped back by s (x/s², y/s³), is (2i+1)·p.
func TestIsoOddMultiples(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	for _, pk := range testScalars(r, 8) {
		if pk.Sign() == 0 {
			continue // the point at infinity: checked below
		}
		_, ep := refPoint(pk)
		p := decode(t, ep, r)
		pj := jacobianFromPoint(p)
		var tbl [varTable]affine
		s, ok := isoOddMultiplesVar(tbl[:], &pj)
		if !ok {
			t.Fatalf("%x·G: exceptional case reported", pk)
		}
		for i := range tbl {
			// (x, y, s) as a Jacobian point of secp256k1 is (x/s², y/s³).
			j := jacobian{x: tbl[i].x, y: tbl[i].y, z: s}
			a := j.toAffineVar()
			got := encodeAffine(&a)
			_, want := refPoint(new(big.Int).Mul(pk, big.NewInt(int64(2*i+1))))
			if !bytes.Equal(got, want) {
				t.Fatalf("%x·G: entry %d = %x, want %x", pk, i, got, want)
			}
		}
	}
	var inf jacobian
	inf.setInfinity()
	var tbl [varTable]affine
	if _, ok := isoOddMultiplesVar(tbl[:], &inf); ok {
		t.Fatal("the point at infinity gave a table")
	}
}

// encodeAffine is the uncompressed encoding of a finite affine point.
func encodeAffine(a *affine) []byte {
	var x, y field.Element
	x.Normalize(&a.x)
	y.Normalize(&a.y)
	return append(append([]byte{4}, x.Bytes()...), y.Bytes()...)
}
