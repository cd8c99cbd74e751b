package constants

import (
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

func TestClaimsProven(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Claims() {
		if seen[c.ID] {
			t.Errorf("duplicate claim %s", c.ID)
		}
		seen[c.ID] = true
		if len(c.Where) == 0 {
			t.Errorf("%s: no Where", c.ID)
		}
		r := claim.Run(c)
		if r.Status != claim.Proven {
			t.Errorf("%s: %s: %v", c.ID, r.Status, r.Err)
		}
		t.Logf("%-45s %v", c.ID, r.Duration)
	}
}

// TestPerturbed feeds each property every value plus one (and a sample of
// each table's values) and expects every one to be refused.
func TestPerturbed(t *testing.T) {
	for _, f := range facts() {
		v, err := f.vals()
		if err != nil {
			t.Fatalf("%s: %v", f.id, err)
		}
		idx := f.sample
		if idx == nil {
			for i := range v {
				idx = append(idx, i)
			}
		}
		for _, i := range idx {
			w := make([]*big.Int, len(v))
			copy(w, v)
			if f.perturb != nil {
				w[i] = f.perturb(v, i)
			} else {
				w[i] = new(big.Int).Add(v[i], big.NewInt(1))
			}
			if f.prop(w) == nil {
				t.Errorf("%s: value %d plus one still passes", f.id, i)
			}
		}
	}
}
