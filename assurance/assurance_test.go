package assurance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// TestClaimsWellFormed: every claim is valid and stated once, its package
// exists, and every place it names exists and mentions the identifier.
func TestClaimsWellFormed(t *testing.T) {
	cs := Claims()
	if err := Validate(cs); err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if st, err := os.Stat(filepath.Join("..", strings.TrimPrefix(c.Package, "./"))); err != nil || !st.IsDir() {
			t.Errorf("%s: package %s is not a directory of the repository", c.ID, c.Package)
		}
		for _, w := range c.Where {
			file, ident, _ := strings.Cut(w, " ")
			src, err := os.ReadFile(filepath.Join("..", file))
			if err != nil {
				t.Errorf("%s: where %q: %v", c.ID, w, err)
				continue
			}
			// Each identifier (comma-separated) up to its first dot (Secp256k1.N → Secp256k1; a
			// selector's field may be set positionally, so only the
			// base name is required).
			for _, id := range strings.Split(ident, ",") {
				base, _, _ := strings.Cut(strings.TrimSpace(id), ".")
				if base != "" && !strings.Contains(string(src), base) {
					t.Errorf("%s: where %q: %s does not mention %s", c.ID, w, file, base)
				}
			}
		}
	}
}

// TestDocCurrent: doc/assurance.md is what the claims render to.
func TestDocCurrent(t *testing.T) {
	got, err := os.ReadFile("../doc/assurance.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := RenderDoc(Claims()); string(got) != want {
		t.Fatal("doc/assurance.md is stale: run go generate ./assurance")
	}
}

// TestSummary: the tally counts what ran, by status.
func TestSummary(t *testing.T) {
	rs := []Result{
		{Result: claim.Result{Claim: claim.Claim{Method: claim.Exact}, Status: claim.Proven}},
		{Result: claim.Result{Claim: claim.Claim{Method: claim.CAS}, Status: claim.NotRun}},
		{Result: claim.Result{Claim: claim.Claim{Method: claim.Exact}, Status: claim.Failed}},
	}
	if got, want := Count(rs).Summary(), "3 claims: 1 proven (1 exact arithmetic), 1 failed, 1 not run"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}
