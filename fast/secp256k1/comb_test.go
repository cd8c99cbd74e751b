//go:build !exhaustive

package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/curvecheck/curvecheck/fast/secp256k1/internal/gentables"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// TestTablesRegenerate reruns the generator and compares with the
// committed files and the constants the fast code uses.
func TestTablesRegenerate(t *testing.T) {
	ct := gentables.CombLayout{Blocks: combBlocks, Teeth: combTeeth, Spacing: combSpacing}
	vt := gentables.CombLayout{Blocks: combVarBlocks, Teeth: combVarTeeth, Spacing: 1}
	if ct != gentables.CombCT || vt != gentables.CombVar || gWindow != gentables.GWindow {
		t.Fatal("table constants differ from internal/gentables")
	}
	for name, want := range gentables.Files() {
		got, err := os.ReadFile(filepath.Join("tables", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("tables/%s differs from what internal/gentables writes; run go generate ./fast/secp256k1", name)
		}
	}
}

func toScalar(k *big.Int) *scalar.Scalar {
	var s scalar.Scalar
	if _, err := s.SetBytes(new(big.Int).Mod(k, curve.N).FillBytes(make([]byte, 32))); err != nil {
		panic(err)
	}
	return &s
}

// combEdgeScalars are scalars whose comb input d = k + combDiff (or
// k + combVarDiff, the comb of ScalarBaseMultVar) is special: 0, 1, n-1,
// all ones below 2^256, one bit set, every tooth of a block set or clear.
func combEdgeScalars() []*big.Int {
	var out []*big.Int
	for _, diff := range []*scalar.Scalar{&combDiff, &combVarDiff} {
		out = append(out, edgesFor(new(big.Int).SetBytes(diff.Bytes()))...)
	}
	return out
}

func edgesFor(diff *big.Int) []*big.Int {
	var out []*big.Int
	block := new(big.Int).Lsh(big.NewInt(1<<combVarTeeth-1), 5*combVarTeeth)
	for _, d := range []*big.Int{
		block, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), new(big.Int).Add(block, big.NewInt(1))),
		big.NewInt(0), big.NewInt(1), new(big.Int).Sub(curve.N, big.NewInt(1)),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)),
		new(big.Int).Lsh(big.NewInt(1), 255),
	} {
		k := new(big.Int).Sub(d, diff)
		out = append(out, k.Mod(k, curve.N))
	}
	return out
}

func TestScalarBaseMult(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	ks := append(testScalars(r, 200), combEdgeScalars()...)
	for i := range 256 {
		ks = append(ks, new(big.Int).Lsh(big.NewInt(1), uint(i)))
	}
	blinded, err := NewBaseMultiplier(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range ks {
		_, want := refPoint(k)
		s := toScalar(k)
		if got := encode(new(Point).ScalarBaseMult(s)); !bytes.Equal(got, want) {
			t.Fatalf("ScalarBaseMult(%x) = %x, want %x", k, got, want)
		}
		if got := encode(blinded.ScalarBaseMult(new(Point), s)); !bytes.Equal(got, want) {
			t.Fatalf("BaseMultiplier.ScalarBaseMult(%x) = %x, want %x", k, got, want)
		}
		if got := encode(new(Point).ScalarBaseMultVar(s)); !bytes.Equal(got, want) {
			t.Fatalf("ScalarBaseMultVar(%x) = %x, want %x", k, got, want)
		}
	}
}

// TestBlindingValues holds ScalarBaseMult to the same answers whatever the
// blinding, including the degenerate draws (b = 0, f = 0) that
// NewBaseMultiplier replaces by 1.
func TestBlindingValues(t *testing.T) {
	k := toScalar(big.NewInt(123456789))
	_, want := refPoint(big.NewInt(123456789))
	for i, seed := range [][]byte{make([]byte, 64), bytes.Repeat([]byte{0xff}, 64), nil} {
		var src *bytes.Reader
		if seed == nil {
			seed = make([]byte, 64)
			rand.New(rand.NewSource(5)).Read(seed)
		}
		src = bytes.NewReader(seed)
		m, err := NewBaseMultiplier(src)
		if err != nil {
			t.Fatal(err)
		}
		if got := encode(m.ScalarBaseMult(new(Point), k)); !bytes.Equal(got, want) {
			t.Fatalf("seed %d: got %x, want %x", i, got, want)
		}
	}
	if _, err := NewBaseMultiplier(bytes.NewReader(make([]byte, 10))); err == nil {
		t.Fatal("a short blinding source was accepted")
	}
	if err := RerandomizeBaseMult(nil); err != nil {
		t.Fatal(err)
	}
	if got := encode(new(Point).ScalarBaseMult(k)); !bytes.Equal(got, want) {
		t.Fatalf("after RerandomizeBaseMult: %x", got)
	}
}
