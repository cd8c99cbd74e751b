package formula

import (
	"flag"
	"testing"
	"time"
)

var allMutants = flag.Bool("formula.allmutants", false, "run every operand replacement, not one per operand")

// mutationTarget is one function to mutate and the proofs that must
// catch its mutants (its own, or its proven callers').
type mutationTarget struct {
	fam, fn string
	by      []proof
}

func mutationTargets() []mutationTarget {
	var out []mutationTarget
	byFn := map[string]proof{}
	for _, pf := range proofs() {
		out = append(out, mutationTarget{pf.fam, pf.fn, []proof{pf}})
		byFn[pf.fam+"/"+pf.fn] = pf
	}
	for _, fam := range familyNames {
		for helper, callers := range covered[fam] {
			var by []proof
			for _, c := range callers {
				if pf, ok := byFn[fam+"/"+c]; ok {
					by = append(by, pf)
				} else {
					// A helper covered through another helper: its callers' proofs.
					for _, cc := range covered[fam][c] {
						by = append(by, byFn[fam+"/"+cc])
					}
				}
			}
			out = append(out, mutationTarget{fam, helper, by})
		}
	}
	return out
}

// TestMutants mutates every proven formula function (and every helper
// proven through its callers) and checks that each mutant fails its
// proof. By default one operand replacement per operand position is
// generated and every other mutant run (every fourth with -short); -formula.allmutants runs every
// mutant of every operand replacement.
func TestMutants(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	fams := map[string]*family{}
	for _, n := range familyNames {
		if fams[n], err = loadFamily(root, n); err != nil {
			t.Fatal(err)
		}
	}
	stride := 2
	if testing.Short() {
		stride = 4
	}
	start := time.Now()
	gen, caught := map[string]int{}, map[string]int{}
	spent := map[string]time.Duration{}
	for _, mt := range mutationTargets() {
		fam := fams[mt.fam]
		f, err := fam.lookupFn(mt.fn)
		if err != nil {
			t.Fatal(err)
		}
		t0 := time.Now()
		for i, m := range mutants(fam, f, !*allMutants) {
			if !*allMutants && i%stride != 0 {
				continue // the default run: every other mutant (every fourth with -short)
			}
			gen[mt.fam]++
			m.apply()
			failed := false
			for _, pf := range mt.by {
				if _, err := proveOnly(fam, pf); err != nil {
					failed = true
					break
				}
			}
			m.undo()
			if failed {
				caught[mt.fam]++
			} else {
				t.Errorf("%s/%s: mutant survives: %s", mt.fam, mt.fn, m.desc)
			}
		}
		spent[mt.fam] += time.Since(t0)
	}
	for _, n := range familyNames {
		t.Logf("%s: %d mutants, %d caught, %v", n, gen[n], caught[n], spent[n].Round(time.Millisecond))
	}
	t.Logf("mutation run: %v", time.Since(start).Round(time.Millisecond))
	// The real code still proves after every undo.
	for _, pf := range proofs() {
		if _, err := proveOnly(fams[pf.fam], pf); err != nil {
			t.Errorf("after the mutants: %v", err)
		}
	}
}
