//go:build timing

package constanttime

import (
	"os"
	"strings"
	"testing"
)

// TestAttributionControls (built with -tags timing, run by make test-ct)
// runs the attribution controls under memcheck:
// bytes.Equal on the secret (the leak is in the runtime's memeqbody) and
// three leaky functions of another package that the compiler inlines into
// the claim's closure. Each must be flagged; at least one inlined leak
// must be reported under the closure's frame name at the leaky package's
// line, the case that attribution by frame name missed.
func TestAttributionControls(t *testing.T) {
	if _, err := lookPath("valgrind"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("valgrind is missing in CI")
		}
		t.Skip("valgrind not installed: the taint check did not run")
	}
	results, err := CheckValgrind(func(c Claim) bool {
		return c.Name == "control.BytesEqual" || strings.HasPrefix(c.Name, "control.Inlined")
	}, Settings[:1], nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != 4 {
		t.Fatalf("%d controls checked, want 4", len(results))
	}
	underClosure := false
	for _, r := range results {
		if !r.OK || len(r.Reports) == 0 {
			t.Errorf("%s: %s", r.Claim, r.Verdict)
			continue
		}
		rep := r.Reports[0]
		switch {
		case r.Claim == "control.BytesEqual":
			// memeqbody, called from bytes.Equal (inlined into the closure).
			if !runtimeHelper(rep.Function) || !strings.Contains(rep.Caller, "bytes.go") {
				t.Errorf("bytes.Equal leak reported in %s called from %q", rep.Function, rep.Caller)
			}
		case strings.HasPrefix(rep.Location, "constanttime/internal/leaky/leaky.go"):
			if !strings.Contains(rep.Function, "/leaky.") {
				underClosure = true
			}
		default:
			t.Errorf("%s: reported at %s, not in the leaky package", r.Claim, rep.Location)
		}
	}
	if !underClosure {
		t.Error("no inlined leak was reported under the closure's frame name: the test no longer covers that case (check the compiler still inlines package leaky)")
	}
}
