package edwards_test

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestScalarBaseMultIsScalarMult: the table-based kB equals the
// double-and-add kB for the ends, powers of two, L and its neighbours,
// negatives, scalars past the table (2^520 and up, left to ScalarMult) and
// random ones, and the results do not alias the table.
func TestScalarBaseMultIsScalarMult(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ks := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(8), big.NewInt(-1), big.NewInt(-9)}
	for _, e := range []uint{1, 63, 252, 253, 254, 255, 256, 511, 512, 519, 520, 600} {
		ks = append(ks, new(big.Int).Lsh(big.NewInt(1), e), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), e), big.NewInt(1)))
	}
	for _, d := range []int64{-1, 0, 1} {
		ks = append(ks, new(big.Int).Add(c.L, big.NewInt(d)))
	}
	ks = append(ks, new(big.Int).Neg(new(big.Int).Sub(c.L, big.NewInt(1))))
	for range 12 {
		ks = append(ks, new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(600)))))
	}
	for _, k := range ks {
		got, want := c.ScalarBaseMult(k), c.ScalarMult(k, c.Base())
		if !c.Equal(got, want) {
			t.Fatalf("ScalarBaseMult(%v) ≠ ScalarMult(k, B)", k)
		}
		got.X.SetInt64(5)
		got.Y.SetInt64(7)
	}
	if !c.Equal(c.ScalarBaseMult(big.NewInt(1)), c.Base()) {
		t.Fatal("1·B changed after the results were overwritten")
	}
}
