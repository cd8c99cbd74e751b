package catalog_test

import (
	"encoding/hex"
	"os"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/internal/mutant"
)

// TestClassMutantsFound: for every point, digest and DER edge class, an
// implementation that mishandles that class alone is found by a
// default-size run (200 random cases after the edge cases): by an edge
// case of the class and by a random case of the class. The mutants of one
// operation run together and share the reference's answers (mutant.Answers),
// so the reference answers each case once.
func TestClassMutantsFound(t *testing.T) {
	byOp := map[string][]mutant.ClassMutant{}
	var order []string
	for _, m := range mutant.ForClasses() {
		if byOp[m.Op] == nil {
			order = append(order, m.Op)
		}
		byOp[m.Op] = append(byOp[m.Op], m)
	}
	for _, opName := range order {
		ms := byOp[opName]
		t.Run(opName, func(t *testing.T) {
			t.Parallel()
			op, ok := catalog.LookupOp(opName)
			if !ok {
				t.Fatalf("no operation %s", opName)
			}
			var impls []catalog.Impl
			for _, m := range ms {
				impls = append(impls, m.Impl)
			}
			rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.NewMemo(mutant.Answers), Impls: impls, N: 200, Seed: 1, Workers: 2})
			if err != nil {
				t.Fatal(err)
			}
			edges := rep.Ops[0].Edges
			// The random cases alone: a class with few members (the
			// identity's two encodings) repeats an edge case's input,
			// which the run counts as the same finding; so each of the
			// run's 200 random cases in the class is checked again here.
			var random []catalog.Values
			for i := 0; i < 200; i++ {
				random = append(random, catalog.RandomCase(op, 1, i))
			}
			for _, m := range ms {
				class, ok := op.EdgeClass(m.Class)
				if !ok {
					t.Errorf("%s: %s is not an edge class of %s", m.Impl.Name(), m.Class, opName)
					continue
				}
				inEdge, outside := 0, 0
				for _, f := range rep.Findings {
					if f.Impl != m.Impl.Name() {
						continue
					}
					in := catalog.Values{}
					for k, v := range f.Inputs {
						in[k], _ = hex.DecodeString(v)
					}
					switch {
					case !class.Match(in):
						outside++
					case f.Case < edges:
						inEdge++
					}
				}
				c := &engine.Checker{Ref: refimpl.New(), Impls: []catalog.Impl{m.Impl}}
				// Up to the first random case in the class that finds it.
				members, first := 0, -1
				for i, in := range random {
					if !class.Match(in) {
						continue
					}
					members++
					if len(c.Check(op, in)) > 0 {
						first = i
						break
					}
				}
				if inEdge == 0 || first < 0 {
					t.Errorf("%s (%s): found by %d edge cases of the class, by none of the %d random cases in it (want both)", m.Class, m.Bug, inEdge, members)
					continue
				}
				t.Logf("%s: %d edge findings in the class; random case %d found it (%d random cases of the class tried); %d findings outside it", m.Class, inEdge, first, members, outside)
			}
		})
	}
}

// TestEdgeClassBaseline: a reviewed baseline entry naming an edge class
// marks the findings in that class known, and no other: the long-form DER
// mutant's findings are all in der-long-form-length, the trailing-bytes
// mutant's none.
func TestEdgeClassBaseline(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/reviewed.json"
	if err := os.WriteFile(file, []byte(`{"curvecheck_baseline": 1, "known": [
  {"op": "secp256k1/ecdsa_verify_der", "class": "der-long-form-length", "reason": "documented BER leniency, reviewed"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := engine.LoadDiffBaseline([]string{file})
	if err != nil {
		t.Fatal(err)
	}
	op, _ := catalog.LookupOp("secp256k1/ecdsa_verify_der")
	var impls []catalog.Impl
	for _, m := range mutant.ForClasses() {
		if m.Class == catalog.ClassDERLongForm || m.Class == catalog.ClassDERTrailing {
			impls = append(impls, m.Impl)
		}
	}
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: impls, N: 50, Seed: 1, Workers: 2, Baseline: b})
	if err != nil {
		t.Fatal(err)
	}
	newBy := map[string]int{}
	for _, f := range rep.Findings {
		newBy[f.Impl]++
	}
	if n := newBy["mutant-"+catalog.ClassDERLongForm]; n != 0 || len(rep.Known) == 0 {
		t.Errorf("long-form mutant: %d new findings, %d known; want 0 new", n, len(rep.Known))
	}
	if newBy["mutant-"+catalog.ClassDERTrailing] == 0 {
		t.Errorf("trailing-bytes mutant: no new finding, though its findings are outside the class")
	}
	for _, k := range rep.Known {
		if k.Impl != "mutant-"+catalog.ClassDERLongForm {
			t.Errorf("a finding of %s marked known", k.Impl)
		}
	}
}
