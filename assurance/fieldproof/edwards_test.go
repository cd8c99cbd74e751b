package fieldproof

import (
	"testing"
	"time"
)

func TestEdwards(t *testing.T) {
	l, b, err := edwardsLayout()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range edwardsSpecs(b) {
		start := time.Now()
		r, err := prove(l, s)
		if err != nil {
			t.Errorf("%s: %v", s.fn, err)
			continue
		}
		t.Logf("%s: %d cases, %d infeasible, %v", s.fn, r.cases, r.infeasible, time.Since(start))
	}
}
