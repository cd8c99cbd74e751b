// Package gptest holds what tests that run PARI/GP share.
package gptest

import (
	"os"
	"testing"

	"github.com/curvecheck/curvecheck/internal/gp"
)

// Need skips t without gp on PATH, saying what goes unchecked, and fails
// it under CI=true (CI installs pari-gp, so its absence is an error).
func Need(t testing.TB, unchecked string) {
	t.Helper()
	if _, err := gp.Path(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but %v", err)
		}
		t.Skipf("%v: %s", err, unchecked)
	}
}
