//go:build timing

package constanttime

import (
	"strings"
	"testing"
	"time"
)

// TestDudectControls: the timing method detects every leaky control
// within a short budget; a method that cannot see them proves nothing. A
// timing verdict: built with -tags timing, run by make test-ct.
func TestDudectControls(t *testing.T) {
	results := CheckDudect(func(c Claim) bool { return strings.HasPrefix(c.Name, "control.") }, 5*time.Second, nil)
	if len(results) == 0 {
		t.Fatal("no control registered")
	}
	for _, r := range results {
		if r.Timing.Verdict != "leak" {
			t.Errorf("%s: %s (max |t| %.2f after %d measurements)", r.Claim, r.Timing.Verdict, r.Timing.MaxT, r.Timing.Measurements)
		} else {
			t.Logf("%s: |t| = %.1f after %d measurements (%s)", r.Claim, r.Timing.MaxT, r.Timing.Measurements, r.Timing.Duration)
		}
	}
}
