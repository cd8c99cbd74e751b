package fieldproof

import (
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// TestField25 proves every spec of field25 and checks that each proof
// fails when its intended result is altered (the value plus one).
func TestField25(t *testing.T) {
	p, err := field25Proofs()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range p.specs {
		start := time.Now()
		r, err := prove(p.l, s)
		if err != nil {
			t.Errorf("%s: %v", s.fn, err)
			continue
		}
		t.Logf("%s: %d cases, %d infeasible, %v", s.fn, r.cases, r.infeasible, time.Since(start))
		m := *s
		orig := s.value
		m.value = func(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly {
			return orig(r, in, ints).Add(r.Const(1))
		}
		if _, err := prove(p.l, &m); err == nil {
			t.Errorf("%s: proof passes with a wrong intended result", s.fn)
		}
	}
}

// TestField25Discovery fails on a function of field25 neither proven nor
// listed in field25Excluded, and on a spec or exclusion naming a function
// that no longer exists.
func TestField25Discovery(t *testing.T) {
	p, err := field25Proofs()
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := interp.Load(p.l.rel)
	if err != nil {
		t.Fatal(err)
	}
	proven := map[string]bool{}
	for _, s := range p.specs {
		proven[s.fn] = true
		if _, ok := pkg.Funcs[s.fn]; !ok {
			t.Errorf("proven function %s not found in the source", s.fn)
		}
	}
	names := make([]string, 0, len(pkg.Funcs))
	for n := range pkg.Funcs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		key := p.l.pkg + "/" + n
		_, ex := field25Excluded[key]
		switch {
		case proven[n] && ex:
			t.Errorf("%s both proven and excluded", key)
		case !proven[n] && !ex:
			t.Errorf("%s is neither proven nor excluded with a reason", key)
		}
	}
	for k := range field25Excluded {
		if _, ok := pkg.Funcs[strings.TrimPrefix(k, p.l.pkg+"/")]; !ok {
			t.Errorf("excluded %s no longer exists", k)
		}
	}
}

// TestField25Mutants runs every integer-literal mutant of field25's proven
// functions and constants (literalMutants); each must be caught.
func TestField25Mutants(t *testing.T) {
	p, err := field25Proofs()
	if err != nil {
		t.Fatal(err)
	}
	run := map[string]bool{}
	for _, s := range p.specs {
		run[s.fn] = true
	}
	ms := literalMutants(t, p.l.rel, run)
	got := 0
	for _, mu := range ms {
		if caught(p.l, p.specs, mu) {
			got++
		} else {
			t.Errorf("mutant not caught: %s", mu.desc)
		}
	}
	if len(ms) == 0 {
		t.Error("no mutants")
	}
	t.Logf("field25: %d mutants, %d caught", len(ms), got)
}
