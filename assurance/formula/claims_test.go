package formula

import (
	"bytes"
	"go/printer"
	"os"
	"path/filepath"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// TestClaims: the claims are well formed, one per proof, with unique IDs,
// and each Check passes on the shipped source.
func TestClaims(t *testing.T) {
	cs := Claims()
	if len(cs) != len(proofs()) {
		t.Fatalf("%d claims for %d proofs", len(cs), len(proofs()))
	}
	seen := map[string]bool{}
	for _, c := range cs {
		if err := c.Validate(); err != nil {
			t.Error(err)
		}
		if c.Method != claim.Identity {
			t.Errorf("%s: method %s", c.ID, c.Method)
		}
		if seen[c.ID] {
			t.Errorf("duplicate claim %s", c.ID)
		}
		seen[c.ID] = true
		if err := c.Check(); err != nil {
			t.Errorf("%s: %v", c.ID, err)
		}
	}
}

// TestClaimsFailOnMutatedSource runs each claim's check on a copy of the
// source tree in which its function carries one mutant (the first the
// mutation operators give), written back as Go source: every check must
// fail (-short: the first claim of each family).
func TestClaimsFailOnMutatedSource(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dst := t.TempDir()
	copyPkgs(t, root, dst, "fast/edwards25519", "fast/edwards25519/field", "fast/x25519",
		"fast/secp256k1", "fast/secp256k1/field", "fast/p384", "fast/p384/field")
	fams := map[string]*family{}
	for _, n := range familyNames {
		if fams[n], err = loadFamily(dst, n); err != nil {
			t.Fatal(err)
		}
	}
	done := map[string]bool{}
	for _, pf := range proofs() {
		if testing.Short() && done[pf.fam] {
			continue // -short: one claim per family
		}
		done[pf.fam] = true
		fam := fams[pf.fam]
		f, err := fam.lookupFn(pf.fn)
		if err != nil {
			t.Fatal(err)
		}
		ms := mutants(fam, f, true)
		if len(ms) == 0 {
			// A body that only dispatches (Point.addAffine): the mutants
			// of the function it falls back to are its mutants.
			t.Logf("%s/%s: no mutant of its own", pf.fam, pf.fn)
			continue
		}
		path := filepath.Join(dst, f.pkg.rel, f.file)
		orig, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m := ms[0]
		m.apply()
		var buf bytes.Buffer
		err = printer.Fprint(&buf, f.pkg.fset, f.pkg.files[f.file])
		m.undo()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := checkAt(dst, pf); err == nil {
			t.Errorf("formula/%s/%s: check passes with %s", pf.fam, pf.fn, m.desc)
		}
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
