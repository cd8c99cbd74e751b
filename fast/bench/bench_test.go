package bench

import "testing"

// BenchmarkAll runs every case as a sub-benchmark Group/Impl, so benchstat
// pairs implementations by name:
//
//	go test -run '^$' -bench . -count 6 ./fast/bench > new.txt
func BenchmarkAll(b *testing.B) {
	for _, c := range Cases() {
		b.Run(c.Name(), c.Fn)
	}
}

// TestComparisonsNameCases: every requirement names existing cases.
func TestComparisonsNameCases(t *testing.T) {
	names := map[string]bool{}
	for _, c := range Cases() {
		names[c.Name()] = true
	}
	for _, cmp := range Comparisons() {
		if !names[cmp.Numerator] || !names[cmp.Denominator] {
			t.Errorf("%s: unknown case %s or %s", cmp.Name, cmp.Numerator, cmp.Denominator)
		}
	}
}
