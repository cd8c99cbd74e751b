package fieldproof

import (
	"testing"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// TestClaims runs every claim, and checks that each proof fails when its
// intended result is altered (the value plus one).
func TestClaims(t *testing.T) {
	for _, c := range Claims() {
		if r := claim.Run(c); r.Status != claim.Proven {
			t.Errorf("%s: %v", c.ID, r.Err)
		}
	}
	ps, err := packages()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		for _, s := range p.specs {
			m := *s
			m.variants = append([]variant(nil), s.variants...)
			orig := s.value
			m.value = func(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly {
				return orig(r, in, ints).Add(r.Const(1))
			}
			for i := range m.variants {
				if v := m.variants[i].value; v != nil {
					m.variants[i].value = func(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly {
						return v(r, in, ints).Add(r.Const(1))
					}
				}
			}
			if b := s.bit; b != nil {
				m.bit = func(ints, par []int64) int64 { return 1 - b(ints, par) }
			}
			if _, err := prove(p.l, &m); err == nil {
				t.Errorf("%s/%s: proof passes with a wrong intended result", p.l.pkg, s.fn)
			}
		}
	}
}
