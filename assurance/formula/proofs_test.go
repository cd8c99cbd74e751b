package formula

import (
	"testing"
	"time"
)

// TestProofs runs every proof on the shipped source and reports its
// paths.
func TestProofs(t *testing.T) {
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
	for _, pf := range proofs() {
		start := time.Now()
		reps, err := runProof(fams[pf.fam], pf)
		if err != nil {
			t.Errorf("%s/%s: %v", pf.fam, pf.fn, err)
			continue
		}
		t.Logf("%s/%s: %d paths, %v", pf.fam, pf.fn, len(reps), time.Since(start).Round(time.Millisecond))
		if testing.Verbose() {
			for _, r := range reps {
				t.Logf("    [%s] %s → %s", r.cas, r.assumptions, r.outcome)
			}
		}
	}
}
