package catalog

import (
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/ref/edwards"
)

// unreachedClasses returns the edge classes of op that none of the n
// cases reaches (it stops once every class is seen).
func unreachedClasses(op Op, cases func(i int) Values, n int) []string {
	seen := map[string]bool{}
	for i := 0; i < n && len(seen) < len(op.EdgeClasses); i++ {
		in := cases(i)
		for _, c := range op.EdgeClasses {
			if !seen[c.Name] && c.Match(in) {
				seen[c.Name] = true
			}
		}
	}
	var out []string
	for _, c := range op.EdgeClasses {
		if !seen[c.Name] {
			out = append(out, c.Name)
		}
	}
	return out
}

// TestEdgeClassesReached holds every operation to its edge classes: each
// class has edge cases of its own, and members among the first 200 random
// cases (a default-size run) of seed 1. Scanning stops once every
// class is seen.
func TestEdgeClassesReached(t *testing.T) {
	for _, op := range Ops() {
		if len(op.EdgeClasses) == 0 {
			continue
		}
		t.Run(op.Name, func(t *testing.T) {
			t.Parallel()
			edges := op.Edges()
			missing := func(cases func(i int) Values, n int) []string { return unreachedClasses(op, cases, n) }
			if m := missing(func(i int) Values { return edges[i] }, len(edges)); len(m) > 0 {
				t.Errorf("no edge case in %v", m)
			}
			for _, seed := range []int64{1} {
				seq := Cases{Op: op, Edges: edges, N: 200, Seed: seed}
				if m := missing(func(i int) Values { return seq.At(len(edges) + i) }, 200); len(m) > 0 {
					t.Errorf("seed %d: none of 200 random cases in %v", seed, m)
				}
			}
		})
	}
}

// TestUnreachedClassesCanFail: a class that no case reaches is reported.
func TestUnreachedClassesCanFail(t *testing.T) {
	op, _ := LookupOp("secp256k1/point_decode")
	op.EdgeClasses = append(op.EdgeClasses, InputClass{Name: "never", Match: func(Values) bool { return false }})
	edges := op.Edges()
	if m := unreachedClasses(op, func(i int) Values { return edges[i] }, len(edges)); len(m) != 1 || m[0] != "never" {
		t.Fatalf("unreached classes %v, want [never]", m)
	}
}

// TestEdOrderAgreesWithReference holds the projective order test to the
// reference's affine one on every low-order encoding, their sums with B,
// and B.
func TestEdOrderAgreesWithReference(t *testing.T) {
	c := Edwards25519.E
	for _, h := range edwardsLowOrder {
		T, err := c.Decode(unhex(h), edAny)
		if err != nil {
			t.Fatal(err)
		}
		for _, P := range []edwards.Point{T, c.Add(T, c.Base()), c.Base()} {
			if got, want := edTimesIsIdentity(P, c.H), c.HasSmallOrder(P); got != want {
				t.Errorf("%x: small order %v, reference %v", c.Encode(P), got, want)
			}
			if got, want := edTimesIsIdentity(P, c.L), c.InPrimeOrderSubgroup(P); got != want {
				t.Errorf("%x: in the prime-order subgroup %v, reference %v", c.Encode(P), got, want)
			}
		}
	}
}

// TestTwistSmallPoints: the small part of each twist's order, against the
// factorizations SafeCurves publishes (secp256k1's twist: 3²·13²·3319·22639;
// P-256's: 3·5·13·179; P-384's has no prime factor below 2^16), and every
// small-order twist abscissa found: no curve point has it, and its twist
// point times the small part is at infinity.
func TestTwistSmallPoints(t *testing.T) {
	want := map[string]int64{"secp256k1": 9 * 169 * 3319 * 22639, "p256": 3 * 5 * 13 * 179, "p384": 1}
	for _, f := range ProtocolFamilies {
		tw := f.twist()
		if tw.smooth.Int64() != want[f.Name] || !tw.smooth.IsInt64() {
			t.Errorf("%s: small part of the twist order %v, want %d", f.Name, tw.smooth, want[f.Name])
		}
		xs := tw.smallPoints()
		if len(xs) != len(tw.primes) {
			t.Errorf("%s: %d small-order abscissas for %d small primes", f.Name, len(xs), len(tw.primes))
		}
		for _, x := range xs {
			if !tw.smallOrderX(x) || f.W.F.IsSquare(curveRHS(f.W, x)) {
				t.Errorf("%s: %v is not a small-order twist abscissa", f.Name, x)
			}
		}
	}
	// modSmall against math/big.
	x, _ := new(big.Int).SetString("123456789abcdef0fedcba9876543210123456789abcdef0fedcba9876543210", 16)
	for _, q := range []int64{2, 3, 13, 65521} {
		if got, want := modSmall(x, q), new(big.Int).Mod(x, big.NewInt(q)).Int64(); got != want {
			t.Errorf("modSmall(x, %d) = %d, want %d", q, got, want)
		}
	}
}
