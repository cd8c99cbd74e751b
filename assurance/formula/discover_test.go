package formula

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDiscovery: every function of fast/'s group packages (and their
// field packages' formula helpers) that does point arithmetic has a
// proof, a coverage by proven callers, or a reasoned exclusion, and
// nothing is listed that does not exist.
func TestDiscovery(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, name := range familyNames {
		fam, err := loadFamily(root, name)
		if err != nil {
			t.Fatal(err)
		}
		d := discover(fam)
		total += len(d)
		for _, g := range gaps(fam) {
			t.Errorf("%s: %s", name, g)
		}
	}
	t.Logf("%d functions discovered", total)
}

// copyPkgs copies the Go files of the given package directories from
// the module root to dst, at the same relative paths.
func copyPkgs(t *testing.T, root, dst string, rels ...string) {
	t.Helper()
	for _, rel := range rels {
		ents, err := os.ReadDir(filepath.Join(root, rel))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Join(dst, rel), 0o755); err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
				continue
			}
			b, err := os.ReadFile(filepath.Join(root, rel, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dst, rel, e.Name()), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestDiscoveryFailsOnNewFormula adds an unproven formula function to a
// copy of fast/secp256k1 and checks that discovery reports it; removing a
// file turns its proofs and exclusions into reports too.
func TestDiscoveryFailsOnNewFormula(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dst := t.TempDir()
	copyPkgs(t, root, dst, "fast/secp256k1", "fast/secp256k1/field")
	dummy := `package secp256k1

import "github.com/curvecheck/curvecheck/fast/secp256k1/field"

// triple sets v = 3p (a formula nobody proved).
func (v *Point) triple(p *Point) *Point {
	var t Point
	t.Double(p)
	var x field.Element
	x.Mul(&t.x, &p.z)
	v.x = x
	return v
}
`
	if err := os.WriteFile(filepath.Join(dst, "fast/secp256k1/triple.go"), []byte(dummy), 0o644); err != nil {
		t.Fatal(err)
	}
	// complete.go holds proven functions, hash.go excluded ones.
	for _, f := range []string{"complete.go", "hash.go"} {
		if err := os.Remove(filepath.Join(dst, "fast/secp256k1", f)); err != nil {
			t.Fatal(err)
		}
	}
	fam, err := loadFamily(dst, "secp256k1")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(gaps(fam), "\n")
	for _, want := range []string{
		"no proof and no exclusion: Point.triple",
		"proof of a missing function: Point.Add",
		"exclusion of a missing function: Point.mapToCurve",
		"coverage of a missing function: sub",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("discovery on the modified copy does not report %q; it reports:\n%s", want, got)
		}
	}
}
