package fieldproof

import (
	"testing"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

// TestPivotBudget proves every spec and checks that no bound came within a
// factor two of the linear-programming budget (interp.MaxPivots), so the
// budget stops runaway mutants without deciding any real proof.
func TestPivotBudget(t *testing.T) {
	ps, err := packages()
	if err != nil {
		t.Fatal(err)
	}
	interp.PivotsPeak = 0
	for _, p := range ps {
		for _, s := range p.specs {
			if _, err := prove(p.l, s); err != nil {
				t.Errorf("%s/%s: %v", p.l.pkg, s.fn, err)
			}
		}
	}
	if interp.PivotsPeak == 0 {
		t.Error("no bound used the linear program: the budget is not exercised")
	}
	if 2*interp.PivotsPeak > interp.MaxPivots {
		t.Errorf("a proven bound took %d pivots, more than half the budget %d", interp.PivotsPeak, interp.MaxPivots)
	}
	t.Logf("largest bound: %d pivots (budget %d)", interp.PivotsPeak, interp.MaxPivots)
}
