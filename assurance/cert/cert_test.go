package cert

import (
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// TestCommittedCertificates verifies every committed certificate and logs
// the time each takes.
func TestCommittedCertificates(t *testing.T) {
	files, err := Files()
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no certificates committed")
	}
	for _, f := range files {
		c, err := Load(f)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if err := c.Verify(); err != nil {
			t.Errorf("%v", err)
		}
		t.Logf("%-28s %4d bits  %-5s %2d records  %v", f, c.N().BitLen(), c.Kind, len(c.Steps)+len(c.NM1), time.Since(start).Round(time.Microsecond))
	}
}

// TestEveryFileBelongsToATarget: no stray certificate file, and every
// target's files exist.
func TestEveryFileBelongsToATarget(t *testing.T) {
	files, err := Files()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, tg := range Targets() {
		for _, f := range tg.Files() {
			want[f] = true
		}
	}
	for _, f := range files {
		if !want[f] {
			t.Errorf("%s: no target uses it", f)
		}
		delete(want, f)
	}
	for f := range want {
		t.Errorf("%s: missing", f)
	}
}

func TestClaims(t *testing.T) {
	ids := map[string]bool{}
	for _, c := range Claims() {
		if ids[c.ID] {
			t.Errorf("duplicate claim %s", c.ID)
		}
		ids[c.ID] = true
		r := claim.Run(c)
		if r.Status != claim.Proven {
			t.Errorf("%s: %s: %v", c.ID, r.Status, r.Err)
		}
	}
}
