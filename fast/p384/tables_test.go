//go:build !exhaustive

package p384

import (
	"bytes"
	"math/big"
	"math/rand"
	"os"
	"testing"

	"github.com/curvecheck/curvecheck/fast/p384/internal/gentable"
)

// TestTableRegenerates reruns the generator (the reference group) and
// compares with the committed file and with the constants this package
// reads it by.
func TestTableRegenerates(t *testing.T) {
	if gentable.Positions != digits || gentable.Multiples != tabLen {
		t.Fatal("table layout differs from internal/gentable")
	}
	got, err := os.ReadFile("tables/g_windows.bin")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, gentable.File()) {
		t.Fatal("tables/g_windows.bin differs from what internal/gentable writes; run go generate ./fast/p384")
	}
}

// TestAddAffine holds the mixed addition to Add, including the point at
// infinity as p, p equal to the affine point and p its negation.
func TestAddAffine(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	ks := testScalars(r, 6)
	// The reference's k·G, each computed once (a P-384 scalar
	// multiplication costs the reference about 0.1 s).
	type refEncoding struct {
		inf bool
		enc []byte
	}
	encs := map[string]refEncoding{}
	refEnc := func(k *big.Int) (bool, []byte) {
		k = new(big.Int).Mod(k, curve.N)
		e, ok := encs[k.String()]
		if !ok {
			P, enc := refPoint(k)
			e = refEncoding{P.Inf, enc}
			encs[k.String()] = e
		}
		return e.inf, e.enc
	}
	for _, kb := range ks {
		inf, eb := refEnc(kb)
		if inf {
			continue
		}
		b, err := new(Point).SetBytes(eb)
		if err != nil {
			t.Fatal(err)
		}
		for _, ka := range append(ks, kb, new(big.Int).Sub(curve.N, kb)) {
			_, ea := refEnc(ka)
			a := decode(t, ea, r)
			want := new(Point).Add(a, b).Bytes()
			if got := new(Point).addAffine(a, &b.x, &b.y).Bytes(); !bytes.Equal(got, want) {
				t.Fatalf("addAffine(%x·G, %x·G) = %x, want %x", ka, kb, got, want)
			}
		}
	}
}
