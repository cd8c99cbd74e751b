package fieldproof

import (
	"testing"
	"time"
)

func TestP384(t *testing.T) {
	l := p384Layout()
	for _, s := range p384Specs(l) {
		start := time.Now()
		r, err := prove(l, s)
		if err != nil {
			t.Errorf("%s: %v", s.fn, err)
			continue
		}
		t.Logf("%s: %d cases, %d infeasible, %v", s.fn, r.cases, r.infeasible, time.Since(start))
	}
}
