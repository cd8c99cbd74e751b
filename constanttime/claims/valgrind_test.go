//go:build timing

package claims

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	ct "github.com/curvecheck/curvecheck/constanttime"
)

// TestValgrind checks, at every build setting, that each constant-time
// claim about curvecheck's fast code is clean and that every Var sibling
// and leaky control is flagged. Without valgrind it skips, except in CI
// (CI=true), where .ci/run installs valgrind and a skip would hide the check.
// Built with -tags timing and run by make test-ct.
func TestValgrind(t *testing.T) {
	if _, err := exec.LookPath("valgrind"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("valgrind is missing in CI")
		}
		t.Skip("valgrind not installed: the taint check did not run")
	}
	settings := ct.Settings
	if testing.Short() {
		settings = ct.Settings[:1]
	}
	// GOAMD64=v1 builds what the default setting builds when GOAMD64 is
	// unset or v1 (Go's default level): the same binary is not checked
	// twice here (the audit and curvecheck ct still list every setting).
	if lvl := os.Getenv("GOAMD64"); lvl == "" || lvl == "v1" {
		var distinct []ct.Setting
		for _, s := range settings {
			if s.Name == "GOAMD64=v1" {
				t.Logf("setting %s: the default build (GOAMD64=%q), checked once", s.Name, lvl)
				continue
			}
			distinct = append(distinct, s)
		}
		settings = distinct
	}
	// The protocol claims (RFC 9497, PMBTokens, hash-to-curve) run at the default setting
	// here and at every setting in the audit: the build settings change
	// the field and table code, which the primitives' own claims check at
	// all four, while the protocol code above them is the same Go code in
	// each (and a memcheck run of a protocol takes several seconds).
	protocol := func(c ct.Claim) bool {
		return strings.HasPrefix(c.Name, "fast/p384/oprf.") || strings.HasPrefix(c.Name, "fast/p384/pmbtoken.") ||
			strings.HasSuffix(c.Name, ".HashToCurve+EncodeToCurve")
	}
	ours := func(c ct.Claim) bool { return (c.Library == "fast" || c.Library == "control") && !protocol(c) }
	results, err := ct.CheckValgrind(ours, settings, nil)
	if err != nil {
		t.Fatal(err)
	}
	more, err := ct.CheckValgrind(protocol, settings[:1], nil)
	if err != nil {
		t.Fatal(err)
	}
	results = append(results, more...)
	n := 0
	for _, r := range results {
		n++
		if !r.OK {
			var locs []string
			for _, rep := range r.Reports {
				locs = append(locs, rep.What+" at "+rep.Location+" in "+rep.Function)
			}
			t.Errorf("%s [%s]: %s\n  %s", r.Claim, r.Setting, r.Verdict, strings.Join(locs, "\n  "))
		}
	}
	if n == 0 {
		t.Fatal("no claim was checked")
	}
	t.Logf("%d checks of fast code and controls across %d build settings", n, len(settings))
}
