//go:build exhaustive

package p384

import (
	"math/rand"
	"testing"
	"time"
)

// baseMultMismatches runs the generator-table checks of the suite —
// ScalarBaseMult on every scalar 0 … q-1 and on the full-width scalars
// wide (against rowsModel), DoubleScalarMultBaseVar(0, O, b) for every b
// (row 0) — and returns how many results are wrong.
func baseMultMismatches(x *toy, wide [][]byte, models []int) int {
	bad := 0
	for k := range q {
		if p, err := new(Point).scalarBaseMultBytes(small(k)); err != nil || !x.is(p, k) {
			bad++
		}
		if p, err := new(Point).doubleScalarMultBaseVarBytes(small(0), NewIdentity(), small(k)); err != nil || !x.is(p, k) {
			bad++
		}
	}
	for i, k := range wide {
		if p, err := new(Point).scalarBaseMultBytes(k); err != nil || !x.is(p, models[i]) {
			bad++
		}
	}
	return bad
}

// TestExhaustiveTableMutation corrupts one entry of the generator table
// at a time (corruptTableEntry: the entry's negation, still on the
// curve) and requires the exhaustive checks to fail, at the first and
// last entries of row 0 (reached by every scalar below q and by the
// double multiplication), in row 1, in a middle row and in row 76, the
// last digit's (reached only by full-width scalars); with the table
// intact they must pass.
func TestExhaustiveTableMutation(t *testing.T) {
	start := time.Now()
	x := setup(t)
	r := rand.New(rand.NewSource(11))
	ws := wideScalars(r, 300)
	wide := make([][]byte, len(ws))
	models := make([]int, len(ws))
	for i, k := range ws {
		wide[i] = scalarBytes(k)
		models[i], _ = rowsModel(k, 1)
	}
	if bad := baseMultMismatches(x, wide, models); bad != 0 {
		t.Fatalf("intact table: %d mismatches", bad)
	}
	for _, e := range [][2]int{{0, 0}, {0, 14}, {0, 15}, {1, 6}, {40, 3}, {76, 0}, {76, 9}} {
		restore := corruptTableEntry(e[0], e[1])
		bad := baseMultMismatches(x, wide, models)
		restore()
		if bad == 0 {
			t.Errorf("corrupted table entry (%d, %d): the exhaustive checks still pass", e[0], e[1])
		} else {
			t.Logf("corrupted table entry (%d, %d): %d mismatches", e[0], e[1], bad)
		}
	}
	if bad := baseMultMismatches(x, wide, models); bad != 0 {
		t.Fatalf("restored table: %d mismatches", bad)
	}
	logCases(t, 0, int64(9*(2*q+len(wide))), start)
}
