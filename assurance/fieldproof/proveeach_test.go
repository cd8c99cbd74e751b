package fieldproof

import (
	"testing"
	"time"
)

// proveEach proves every spec of one layout, logging its cases and time.
func proveEach(t *testing.T, l *layout, specs []*spec) {
	t.Helper()
	for _, s := range specs {
		start := time.Now()
		r, err := prove(l, s)
		if err != nil {
			t.Errorf("%s: %v", s.fn, err)
			continue
		}
		t.Logf("%s: %d cases, %d infeasible, %v", s.fn, r.cases, r.infeasible, time.Since(start))
	}
}
