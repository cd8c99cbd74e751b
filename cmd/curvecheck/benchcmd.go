package main

import (
	"fmt"
	"io"
	"regexp"
	"sort"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/audit"
)

// printBench writes rep as the tables of curvecheck bench.
func printBench(w io.Writer, rep *audit.BenchReport) {
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
			rep, err := audit.RunBenchmarks(re, count, benchtime, func(s string) { fmt.Fprintln(stderr, s) })
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
