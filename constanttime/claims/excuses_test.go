package claims

import (
	"testing"

	ct "github.com/curvecheck/curvecheck/constanttime"
)

// TestExcusesResolve: every excuse in the registry names a function and a
// line that exist in the source the module builds with; an excuse whose
// line changed, or whose function is gone, is an error.
func TestExcusesResolve(t *testing.T) {
	locs, err := ct.ResolveExcuses(ct.Claims())
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range ct.Claims() {
		n += len(c.Benign)
		if len(c.Benign) > 0 && len(locs[c.Name]) == 0 {
			t.Errorf("%s: no excuse resolved", c.Name)
		}
	}
	if n == 0 {
		t.Fatal("no excuse in the registry: the test checks nothing")
	}
	for _, bad := range []ct.Excuse{
		{Func: "filippo.io/edwards25519.(*Scalar).signedRadix16", Line: "if b[31] > 128 {", Reason: "a line that is not there"},
		{Func: "filippo.io/edwards25519.(*Scalar).signedRadix17", Line: "if b[31] > 127 {", Reason: "a function that is not there"},
		{Func: "filippo.io/edwards25519.(*Point).ScalarMult", Line: "if b[31] > 127 {", Reason: "a line of another function"},
	} {
		if _, err := ct.ResolveExcuses([]ct.Claim{{Name: "bad", Benign: []ct.Excuse{bad}}}); err == nil {
			t.Errorf("%s %q resolved", bad.Func, bad.Line)
		}
	}
}
