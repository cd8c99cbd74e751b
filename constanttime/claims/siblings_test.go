package claims

import (
	"testing"

	ct "github.com/curvecheck/curvecheck/constanttime"
)

// TestSiblingsRegistered: every constant-time claim of the registry names
// a Sibling that is registered and variable-time or a leaky control, so
// that neither method judges it without a positive control beside it.
func TestSiblingsRegistered(t *testing.T) {
	n := 0
	for _, c := range ct.Claims() {
		if c.Kind != ct.ConstantTime {
			continue
		}
		n++
		sib, ok := ct.Lookup(c.Sibling)
		switch {
		case c.Sibling == "":
			t.Errorf("%s: constant-time with no Sibling", c.Name)
		case !ok:
			t.Errorf("%s: Sibling %q is not registered", c.Name, c.Sibling)
		case sib.Kind != ct.VarTime && sib.Kind != ct.Control:
			t.Errorf("%s: Sibling %s is %s, not variable-time or a leaky control", c.Name, c.Sibling, sib.Kind)
		}
	}
	if n == 0 {
		t.Fatal("no constant-time claim registered: the test checks nothing")
	}
	t.Logf("%d constant-time claims, each with a registered sibling", n)
}
