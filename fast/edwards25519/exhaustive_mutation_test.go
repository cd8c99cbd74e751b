//go:build exhaustive

package edwards25519

import (
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// TestExhaustiveCatchesTableCorruption shows that the exhaustive
// comparison sees a wrong precomputed entry: on the q = 79 toy (on
// q = 17, 256 ≡ 1, so the 32 comb tables hold the same points), each entry
// of the comb tables (32·8) and of the odd-multiple table (64) is replaced
// in turn by its neighbour, a valid point but the wrong multiple, and the
// check of ScalarBaseMult (comb) or of DoubleScalarMultBaseVar with a = 0
// (odd table) over every residue with its three representatives must
// fail; the entry is restored after each trial.
func TestExhaustiveCatchesTableCorruption(t *testing.T) {
	c := ToyCurves[1]
	rnd := rand.New(rand.NewSource(3))
	env := selectToy(t, c, rnd)
	type sv struct {
		x    *scalar.Scalar
		want idx
	}
	var scalars []sv
	for s := 0; s < env.q; s++ {
		for _, v := range env.reps(s, rnd) {
			scalars = append(scalars, sv{scalarOf(t, v), env.mul(v, idx{0, 1})})
		}
	}
	var out Point
	zero := new(scalar.Scalar)
	combOK := func() bool {
		for _, s := range scalars {
			if !env.is(out.ScalarBaseMult(s.x), s.want) {
				return false
			}
		}
		return true
	}
	oddOK := func() bool {
		for _, s := range scalars {
			if !env.is(out.DoubleScalarMultBaseVar(zero, NewGenerator(), s.x), s.want) {
				return false
			}
		}
		return true
	}
	if !combOK() || !oddOK() {
		t.Fatal("the uncorrupted tables fail")
	}
	tables, odd := baseTables(), baseOddTable()
	caught, tried := 0, 0
	for j := range tables {
		for k := range tables[j] {
			saved := tables[j][k]
			tables[j][k] = tables[j][(k+1)%8]
			if !combOK() {
				caught++
			} else {
				t.Errorf("comb table %d entry %d corrupted, not caught", j, k)
			}
			tables[j][k] = saved
			tried++
		}
	}
	for i := range odd {
		saved := odd[i]
		odd[i] = odd[(i+1)%len(odd)]
		if !oddOK() {
			caught++
		} else {
			t.Errorf("odd table entry %d corrupted, not caught", i)
		}
		odd[i] = saved
		tried++
	}
	if !combOK() || !oddOK() {
		t.Fatal("the restored tables fail")
	}
	t.Logf("exhaustive: edwards25519 q=%d d=%s: %d of %d table corruptions caught", c.Q, c.D, caught, tried)
}
