package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand"
	"regexp"
	"sort"
	"testing"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/bench"
)

// benchResult is one case's measurements.
type benchResult struct {
	Name    string    `json:"name"`
	NsPerOp []float64 `json:"ns_per_op"`
	Median  float64   `json:"median_ns_per_op"`
}

// ratioResult is one comparison: the median of the run-by-run ratios.
type ratioResult struct {
	Name   string    `json:"name"`
	Ratios []float64 `json:"ratios"`
	Median float64   `json:"median"`
	Max    float64   `json:"max,omitempty"`
	Met    *bool     `json:"met,omitempty"`
}

type benchReport struct {
	Count     int               `json:"count"`
	Benchtime string            `json:"benchtime"`
	Order     string            `json:"order"`
	Results   []benchResult     `json:"results"`
	Ratios    []ratioResult     `json:"ratios"`
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

var benchInit = func() func(benchtime time.Duration) error {
	initialized := false
	return func(benchtime time.Duration) error {
		if !initialized {
			testing.Init()
			initialized = true
		}
		return flag.Set("test.benchtime", benchtime.String())
	}
}()

// runBenchmarks measures every selected case count times, the cases
// interleaved run by run, in a new shuffled order every run (no case
// always runs before its peer), so that every ratio pairs measurements
// taken moments apart.
func runBenchmarks(filter *regexp.Regexp, count int, benchtime time.Duration, progress func(string)) (*benchReport, error) {
	if err := benchInit(benchtime); err != nil {
		return nil, err
	}
	rep := &benchReport{Count: count, Benchtime: benchtime.String(), Order: "shuffled every run", Work: map[string]string{}}
	var selected []bench.Case
	for _, c := range bench.Cases() {
		if filter == nil || filter.MatchString(c.Name()) {
			selected = append(selected, c)
		}
	}
	ns := map[string][]float64{}
	shuffle := rand.New(rand.NewSource(time.Now().UnixNano()))
	for run := 0; run < count; run++ {
		order := shuffle.Perm(len(selected))
		for _, i := range order {
			c := selected[i]
			r := testing.Benchmark(c.Fn)
			ns[c.Name()] = append(ns[c.Name()], float64(r.T.Nanoseconds())/float64(max(1, r.N)))
			if progress != nil {
				progress(fmt.Sprintf("run %d/%d %s", run+1, count, c.Name()))
			}
		}
	}
	for _, c := range selected {
		rep.Results = append(rep.Results, benchResult{Name: c.Name(), NsPerOp: ns[c.Name()], Median: median(ns[c.Name()])})
		if w := bench.Work[c.Group]; w != "" {
			rep.Work[c.Group] = w
		}
	}
	for _, cmp := range bench.Comparisons() {
		a, b := ns[cmp.Numerator], ns[cmp.Denominator]
		if len(a) == 0 || len(b) == 0 {
			continue
		}
		rr := ratioResult{Name: cmp.Name, Max: cmp.Max}
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

func printBench(w io.Writer, rep *benchReport) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "BENCHMARK\tMEDIAN ns/op\tRUNS (ns/op)\n")
	for _, r := range rep.Results {
		fmt.Fprintf(tw, "%s\t%.0f\t%v\n", r.Name, r.Median, roundAll(r.NsPerOp))
	}
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "RATIO\tMEDIAN\tTARGET\tVERDICT\n")
	for _, r := range rep.Ratios {
		target, verdict := "", ""
		if r.Met != nil {
			target = fmt.Sprintf("<= %.3f", r.Max)
			verdict = "met"
			if !*r.Met {
				verdict = "NOT MET"
			}
		}
		fmt.Fprintf(tw, "%s\t%.3f\t%s\t%s\n", r.Name, r.Median, target, verdict)
	}
	tw.Flush()
	if len(rep.Work) > 0 {
		fmt.Fprintln(w, "\nWhat each group does (one iteration of every implementation):")
		var groups []string
		for g := range rep.Work {
			groups = append(groups, g)
		}
		sort.Strings(groups)
		for _, g := range groups {
			fmt.Fprintf(w, "  %s: %s\n", g, rep.Work[g])
		}
	}
}

func roundAll(xs []float64) []int64 {
	out := make([]int64, len(xs))
	for i, x := range xs {
		out[i] = int64(x + 0.5)
	}
	return out
}

func benchCmd() *cobra.Command {
	var (
		count     int
		benchtime time.Duration
		filter    string
		asJSON    bool
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Benchmark the fast code against its peers and print the ratios",
		Long: `Run the benchmarks of package bench (every operation once per
implementation: fast, fe25, filippo, stdlib, circl, ref) --count times,
interleaved in a new shuffled order every run, and print the median ns/op
of each, the median of the run-by-run ratios against each peer with the
project's targets, and what each group's cases do (with any asymmetry).
The same cases run under go test -bench ./bench for benchstat.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
			var re *regexp.Regexp
			if filter != "" {
				var err error
				if re, err = regexp.Compile(filter); err != nil {
					return usageErr("--filter: %v", err)
				}
			}
			rep, err := runBenchmarks(re, count, benchtime, func(s string) { fmt.Fprintln(stderr, s) })
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(stdout, rep)
			}
			printBench(stdout, rep)
			return nil
		},
	}
	cmd.Flags().IntVar(&count, "count", 5, "runs of each benchmark")
	cmd.Flags().DurationVar(&benchtime, "benchtime", 300*time.Millisecond, "time per run")
	cmd.Flags().StringVar(&filter, "filter", "", "regular expression on Group/Impl names")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
