package formula

import (
	"math/big"
	"testing"
)

// TestHypotheses runs the completeness hypotheses on the families' curves
// and on curves where they fail.
func TestHypotheses(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"secp256k1", "p384"} {
		fam, err := loadFamily(root, name)
		if err != nil {
			t.Fatal(err)
		}
		if err := weierstrassNo2Torsion(fam.curve, fam.p); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		// b' = −(1 + a) puts (1, 0), a point of order 2, on the curve.
		bad := fam.curve
		bad.b = new(big.Int).Neg(new(big.Int).Add(big.NewInt(1), bad.a))
		if weierstrassNo2Torsion(bad, fam.p) == nil {
			t.Errorf("%s with b = −(1 + a): no point of order 2 found", name)
		}
	}
	fam, err := loadFamily(root, "edwards25519")
	if err != nil {
		t.Fatal(err)
	}
	if err := edwardsComplete(fam.curve, fam.p); err != nil {
		t.Error(err)
	}
	bad := fam.curve
	bad.b = big.NewInt(4) // a square
	if edwardsComplete(bad, fam.p) == nil {
		t.Error("d = 4 passed as a non-square")
	}
	// Small cases: y² = x³ + 1 over F_7 has (−1, 0); y² = x³ + 3 over F_7
	// (x³ ∈ {0, 1, 6}, never −3 = 4) has no point of order 2.
	if weierstrassNo2Torsion(curve{a: big.NewInt(0), b: big.NewInt(1)}, big.NewInt(7)) == nil {
		t.Error("y² = x³ + 1 over F_7 has (−1, 0)")
	}
	if err := weierstrassNo2Torsion(curve{a: big.NewInt(0), b: big.NewInt(3)}, big.NewInt(7)); err != nil {
		t.Error(err)
	}
}
