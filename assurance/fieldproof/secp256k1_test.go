package fieldproof

import (
	"testing"
	"time"
)

func TestSecp256k1(t *testing.T) {
	l, mag, err := secpLayout()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range secpSpecs(mag) {
		start := time.Now()
		r, err := prove(l, s)
		if err != nil {
			t.Errorf("%s: %v", s.fn, err)
			continue
		}
		t.Logf("%s: %d cases, %d infeasible, %v", s.fn, r.cases, r.infeasible, time.Since(start))
	}
}
