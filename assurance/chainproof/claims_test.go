package chainproof

import (
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// TestClaims runs every claim.
func TestClaims(t *testing.T) {
	for _, c := range Claims() {
		if err := c.Validate(); err != nil {
			t.Error(err)
		}
		if r := claim.Run(c); r.Status != claim.Proven {
			t.Errorf("%s: %v", c.ID, r.Err)
		}
	}
}

// TestChains logs each proof's operation counts.
func TestChains(t *testing.T) {
	for _, f := range families() {
		for _, c := range f.chains {
			start := time.Now()
			st, err := prove(f, c)
			if err != nil {
				t.Errorf("%s %s: %v", f.name, c.fn, err)
				continue
			}
			t.Logf("%s %s: %d runs, last %d squarings and %d products, %v", f.name, c.fn, st.runs, st.sqrs, st.muls, time.Since(start))
		}
	}
}
