//go:build !exhaustive

package p384

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

func TestWNAF(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	for _, k := range testScalars(r, 30) {
		d := wnaf(scalarBytes(k))
		sum := new(big.Int)
		last := -5
		for i := len(d) - 1; i >= 0; i-- {
			sum.Lsh(sum, 1).Add(sum, big.NewInt(int64(d[i])))
		}
		for i, x := range d {
			if x != 0 {
				if x%2 == 0 || x > 15 || x < -15 || i-last < 5 {
					t.Fatalf("wnaf(%x): digit %d at %d after %d", k, x, i, last)
				}
				last = i
			}
		}
		if sum.Cmp(k) != 0 {
			t.Fatalf("wnaf(%x) sums to %x", k, sum)
		}
	}
}

func TestDoubleScalarMultBaseVar(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	ks := testScalars(r, 6)
	for _, pk := range []*big.Int{big.NewInt(1), big.NewInt(3), new(big.Int).Rand(r, curve.N), new(big.Int).Sub(curve.N, big.NewInt(1)), big.NewInt(0)} {
		_, ep := refPoint(pk)
		p := decode(t, ep, r)
		for _, a := range ks {
			for _, b := range []*big.Int{ks[r.Intn(len(ks))], new(big.Int).Mod(new(big.Int).Neg(new(big.Int).Mul(a, pk)), curve.N), new(big.Int).Mod(new(big.Int).Mul(a, pk), curve.N)} {
				sum := new(big.Int).Add(new(big.Int).Mul(a, pk), b)
				_, want := refPoint(sum.Mod(sum, curve.N))
				got, err := new(Point).doubleScalarMultBaseVarBytes(scalarBytes(a), p, scalarBytes(b))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want) {
					t.Fatalf("DoubleScalarMultBaseVar(%x, %x·G, %x) = %x, want %x", a, pk, b, got.Bytes(), want)
				}
			}
		}
	}
}
