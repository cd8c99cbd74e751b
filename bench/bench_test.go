package bench

import "testing"

// BenchmarkAll runs every case as a sub-benchmark Group/impl=Impl, so
// benchstat puts the implementations side by side, each row a group:
//
//	go test -run '^$' -bench . -count 6 ./bench > new.txt
//	benchstat -col /impl new.txt
func BenchmarkAll(b *testing.B) {
	for _, c := range Cases() {
		b.Run(c.Group+"/impl="+c.Impl, c.Fn)
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
