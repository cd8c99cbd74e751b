package audit

import (
	"flag"
	"fmt"
	"math/rand"
	"regexp"
	"sort"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/bench"
)

// BenchResult is one benchmark case's measurements.
type BenchResult struct {
	Name    string    `json:"name"`
	NsPerOp []float64 `json:"ns_per_op"`
	Median  float64   `json:"median_ns_per_op"`
}

// RatioResult is one comparison: the median of the run-by-run ratios of
// two cases, and its target (Max) when it has one.
type RatioResult struct {
	Name   string    `json:"name"`
	Ratios []float64 `json:"ratios"`
	Median float64   `json:"median"`
	Max    float64   `json:"max,omitempty"`
	Met    *bool     `json:"met,omitempty"` // nil without a target
}

// BenchReport is the benchmark section.
type BenchReport struct {
	Count     int               `json:"count"`
	Benchtime string            `json:"benchtime"`
	Order     string            `json:"order"`
	Results   []BenchResult     `json:"results"`
	Ratios    []RatioResult     `json:"ratios"`
	Work      map[string]string `json:"work"` // what each group's cases do, and their asymmetries
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// RunBenchmarks measures every case of package bench whose name
// filter matches (all when nil) count times for benchtime each, the cases
// interleaved run by run in a new shuffled order every run, so that every
// ratio pairs measurements taken moments apart. progress, if not nil, is
// called after each measurement. It sets the testing package's
// test.benchtime flag.
func RunBenchmarks(filter *regexp.Regexp, count int, benchtime time.Duration, progress func(string)) (*BenchReport, error) {
	testing.Init() // idempotent: registers the test.* flags once
	if err := flag.Set("test.benchtime", benchtime.String()); err != nil {
		return nil, err
	}
	rep := &BenchReport{Count: count, Benchtime: benchtime.String(), Order: "shuffled every run", Work: map[string]string{}}
	var selected []bench.Case
	for _, c := range bench.Cases() {
		if filter == nil || filter.MatchString(c.Name()) {
			selected = append(selected, c)
		}
	}
	ns := map[string][]float64{}
	shuffle := rand.New(rand.NewSource(time.Now().UnixNano()))
	for run := 0; run < count; run++ {
		for _, i := range shuffle.Perm(len(selected)) {
			c := selected[i]
			r := testing.Benchmark(c.Fn)
			ns[c.Name()] = append(ns[c.Name()], float64(r.T.Nanoseconds())/float64(max(1, r.N)))
			if progress != nil {
				progress(fmt.Sprintf("run %d/%d %s", run+1, count, c.Name()))
			}
		}
	}
	for _, c := range selected {
		rep.Results = append(rep.Results, BenchResult{Name: c.Name(), NsPerOp: ns[c.Name()], Median: median(ns[c.Name()])})
		if w := bench.Work[c.Group]; w != "" {
			rep.Work[c.Group] = w
		}
	}
	for _, cmp := range bench.Comparisons() {
		a, b := ns[cmp.Numerator], ns[cmp.Denominator]
		if len(a) == 0 || len(b) == 0 {
			continue
		}
		rr := RatioResult{Name: cmp.Name, Max: cmp.Max}
		for i := range a {
			rr.Ratios = append(rr.Ratios, a[i]/b[i])
		}
		rr.Median = median(rr.Ratios)
		if cmp.Max > 0 {
			met := rr.Median <= cmp.Max
			rr.Met = &met
		}
		rep.Ratios = append(rep.Ratios, rr)
	}
	return rep, nil
}
