package constanttime

import (
	"os"
	"strings"
	"testing"
)

// TestValgrind checks, at every build setting, that each constant-time
// claim about curvecheck's fast code is clean and that every Var sibling
// and leaky control is flagged. Without valgrind it skips, except in CI
// (CI=true), where .ci/run installs valgrind and a skip would hide the check.
func TestValgrind(t *testing.T) {
	if _, err := lookPath("valgrind"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("valgrind is missing in CI")
		}
		t.Skip("valgrind not installed: the taint check did not run")
	}
	settings := Settings
	if testing.Short() {
		settings = Settings[:1]
	}
	ours := func(c Claim) bool { return c.Library == "fast" || c.Library == "control" }
	results, err := CheckValgrind(ours, settings, nil)
	if err != nil {
		t.Fatal(err)
	}
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
