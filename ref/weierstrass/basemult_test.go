package weierstrass_test

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// baseScalars are the scalars TestScalarBaseMultIsScalarMult tries on a
// group of order n: the ends and powers of two, n and its neighbours,
// negatives, one past the table (2^520, left to ScalarMult) and random
// values up to 2^600.
func baseScalars(n *big.Int, rng *rand.Rand) []*big.Int {
	ks := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(-1), big.NewInt(-7)}
	for _, e := range []uint{1, 63, 64, 255, 256, 383, 384, 511, 519, 520, 600} {
		ks = append(ks, new(big.Int).Lsh(big.NewInt(1), e), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), e), big.NewInt(1)))
	}
	for _, d := range []int64{-1, 0, 1} {
		ks = append(ks, new(big.Int).Add(n, big.NewInt(d)))
	}
	ks = append(ks, new(big.Int).Neg(new(big.Int).Sub(n, big.NewInt(1))))
	for range 12 {
		ks = append(ks, new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(600)))))
	}
	return ks
}

// TestScalarBaseMultIsScalarMult: the table-based kG equals the
// double-and-add kG, and the results do not alias the table (changing
// one leaves the next product right).
func TestScalarBaseMultIsScalarMult(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P384} {
		for _, k := range baseScalars(c.N, rng) {
			got, want := c.ScalarBaseMult(k), c.ScalarMult(k, c.Generator())
			if !c.Equal(got, want) {
				t.Fatalf("%s: ScalarBaseMult(%v) ≠ ScalarMult(k, G)", c.Name, k)
			}
			if !got.Inf {
				got.X.SetInt64(5)
				got.Y.SetInt64(7)
			}
		}
		if !c.Equal(c.ScalarBaseMult(big.NewInt(1)), c.Generator()) {
			t.Fatalf("%s: 1·G changed after the results were overwritten", c.Name)
		}
	}
}
