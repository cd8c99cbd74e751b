package dudect

import (
	"math"
	"testing"
)

// TestWelch checks the statistic against numbers worked from its
// definition: A = {1, 2, 3, 4, 5} (mean 3, s² = 2.5), B = {2, 4, 6, 8, 10}
// (mean 6, s² = 10): t = (3 − 6)/√(2.5/5 + 10/5) = −3/√2.5 = −1.8973666.
func TestWelch(t *testing.T) {
	var tt TTest
	for _, x := range []float64{1, 2, 3, 4, 5} {
		tt.Add(0, x)
	}
	for _, x := range []float64{2, 4, 6, 8, 10} {
		tt.Add(1, x)
	}
	if got := tt.T(); math.Abs(got-(-1.8973666)) > 1e-6 {
		t.Fatalf("t = %v, want -1.8973666", got)
	}
	// Equal samples: t = 0; a single measurement: t = 0.
	var eq TTest
	for _, x := range []float64{1, 2, 3} {
		eq.Add(0, x)
		eq.Add(1, x)
	}
	if eq.T() != 0 {
		t.Fatalf("t of equal samples = %v", eq.T())
	}
}

func TestCropThresholds(t *testing.T) {
	th := cropThresholds()
	// The first is 1 − 0.5^0.1 = 0.0669670, the last 1 − 0.5^10 = 0.9990234.
	if math.Abs(th[0]-0.0669670) > 1e-6 || math.Abs(th[99]-0.9990234) > 1e-6 {
		t.Fatalf("thresholds %v … %v", th[0], th[99])
	}
	for i := 1; i < len(th); i++ {
		if th[i] <= th[i-1] {
			t.Fatal("thresholds not increasing")
		}
	}
}
