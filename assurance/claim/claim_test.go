package claim

import (
	"errors"
	"fmt"
	"testing"
)

func TestRunOutcomes(t *testing.T) {
	ok := func() error { return nil }
	bad := func() error { return errors.New("wrong") }
	noGP := func() error { return fmt.Errorf("x: %w", ErrNoGP) }
	for _, tc := range []struct {
		name string
		c    Claim
		want Status
	}{
		{"proven", Claim{ID: "a", Statement: "s", Method: Exact, Source: "src", Check: ok}, Proven},
		{"failed", Claim{ID: "a", Statement: "s", Method: Exact, Source: "src", Check: bad}, Failed},
		{"panic", Claim{ID: "a", Statement: "s", Method: Exact, Source: "src", Check: func() error { panic("boom") }}, Failed},
		{"no gp, needs gp", Claim{ID: "a", Statement: "s", Method: CAS, Source: "src", NeedsGP: true, Check: noGP}, NotRun},
		// A claim that does not declare it needs gp cannot be excused by its absence.
		{"no gp, not declared", Claim{ID: "a", Statement: "s", Method: CAS, Source: "src", Check: noGP}, Failed},
		{"unknown method", Claim{ID: "a", Statement: "s", Method: "trust me", Source: "src", Check: ok}, Failed},
		{"no source", Claim{ID: "a", Statement: "s", Method: Exact, Check: ok}, Failed},
		{"no check", Claim{ID: "a", Statement: "s", Method: Exact, Source: "src"}, Failed},
	} {
		if got := Run(tc.c).Status; got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}
