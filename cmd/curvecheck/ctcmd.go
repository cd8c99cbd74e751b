package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/audit"
	"github.com/curvecheck/curvecheck/constanttime"
	_ "github.com/curvecheck/curvecheck/constanttime/claims" // the registry of claims
)

func printCT(w io.Writer, results []*constanttime.Result) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "FUNCTION\tLIBRARY\tKIND\tMETHOD\tSETTING\tVERDICT\tEVIDENCE")
	for _, r := range results {
		var ev []string
		for _, rep := range r.Reports {
			e := rep.What + "@" + rep.Location
			if rep.Benign != "" {
				e += " (benign)"
			}
			ev = append(ev, e)
		}
		if len(ev) > 4 {
			ev = append(ev[:4], fmt.Sprintf("… %d more", len(ev)-4))
		}
		if r.RunnerCrash != "" {
			ev = []string{"see below"}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\tvalgrind\t%s\t%s\t%s\n", r.Claim, r.Library, r.Kind, r.Setting, r.Verdict, strings.Join(ev, ", "))
	}
	tw.Flush()
	ok, noise, allowed, crashed := 0, 0, 0, 0
	for _, r := range results {
		if r.OK {
			ok++
		}
		if r.RunnerCrash != "" {
			crashed++
			fmt.Fprintf(w, "runner crashed %s [%s]: %s\n", r.Claim, r.Setting, r.RunnerCrash)
		}
		noise += r.Noise
		for _, n := range r.AllowListed {
			allowed += n
		}
		for _, rep := range r.Reports {
			if rep.Benign != "" {
				fmt.Fprintf(w, "benign %s [%s] %s: %s\n", r.Claim, r.Setting, rep.Location, rep.Benign)
			}
		}
	}
	fmt.Fprintf(w, "valgrind: %d checks (claim × build setting), %d as expected, %d not; %d memcheck reports were runtime noise (%d of them under allow-listed runtime frames)\n",
		len(results)-crashed, ok, len(results)-crashed-ok, noise, allowed)
	if crashed > 0 {
		fmt.Fprintf(w, "valgrind: %d checks not done: the runner crashed on both runs (neither a pass nor a leak)\n", crashed)
	}
}

func printDudect(w io.Writer, results []*constanttime.DudectResult) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "FUNCTION\tLIBRARY\tKIND\tMETHOD\tVERDICT\tMAX |t|\tMEASUREMENTS\tNEEDED FOR t=5\tCONTROL DETECTED")
	for _, r := range results {
		ctl := "-"
		if r.Control != "" || r.Kind != constanttime.ConstantTime.String() {
			ctl = fmt.Sprint(r.ControlDetected)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\tdudect\t%s\t%.2f\t%d\t%.3g\t%s\n", r.Claim, r.Library, r.Kind, r.Verdict, r.Timing.MaxT, r.Timing.Measurements, r.Timing.NeededForT5, ctl)
	}
	tw.Flush()
	ok := 0
	for _, r := range results {
		if r.OK {
			ok++
		}
	}
	fmt.Fprintf(w, "dudect: %d functions timed, %d as expected, %d not (claims marked taint-only are not timed)\n", len(results), ok, len(results)-ok)
}

type ctReport struct {
	Valgrind []*constanttime.Result       `json:"valgrind,omitempty"`
	Dudect   []*constanttime.DudectResult `json:"dudect,omitempty"`
}

func ctCmd() *cobra.Command {
	var (
		method, pattern, setting, plotPath string
		budget                             time.Duration
		asJSON                             bool
	)
	cmd := &cobra.Command{
		Use:   "ct",
		Short: "Check constant-time claims (Valgrind taint tracking and dudect timing)",
		Long: `Check the registered constant-time claims: every function that takes a
secret in fast/ and in the libraries curvecheck cross-checks, their Var
siblings and deliberately leaky controls. The Valgrind method classifies the
secret, runs the function under memcheck, and holds against it every report
whose stack passes through the claim's entry, whichever package or runtime
helper raised it (runtime.memequal under bytes.Equal counts; a function
inlined into the claim counts); reports of other goroutines, and reports
under the few runtime frames of a written allow-list (stack growth, the
allocator's span refill), are runtime noise. A report is excused only by
the registry, by function and source line text; an excuse whose line is
gone is an error. Constant-time claims must be clean, Var siblings and
controls must be flagged. It runs at each build setting (default, purego,
GOAMD64=v1, GOAMD64=v3). It needs valgrind and the go command. A run
whose runner crashes (a non-zero exit, a signal, a register dump) is run
once more; crashed again, the check is reported as not done ("runner
crashed"), neither a pass nor a leak, and the exit status is 3 unless
there are findings.

The dudect method times each function on a fixed and a random class of
secrets, interleaved in random order, with a serialized cycle counter, GC
off and the goroutine locked to its thread, and applies Welch's t-test to
the raw timings, 100 percentile crops and the centred squares: |t| > 10 is a
leak, below 4.5 after the budget "no leak detected", otherwise
inconclusive; a constant-time verdict is inconclusive when the function's
control was not detected in the same budget.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
			if method != "valgrind" && method != "dudect" && method != "both" {
				return usageErr("--method: %q is not valgrind, dudect or both", method)
			}
			var rep ctReport
			failed := false
			if method == "dudect" || method == "both" {
				rep.Dudect = constanttime.CheckDudect(constanttime.MatchName(pattern), budget, func(s string) { fmt.Fprintln(stderr, s) })
				for _, r := range rep.Dudect {
					if !r.OK && (r.Library == "fast" || r.Library == "control") {
						failed = true
					}
				}
				if plotPath != "" {
					if err := audit.DudectPNG(plotPath, rep.Dudect); err != nil {
						return err
					}
				}
			}
			if method == "dudect" {
				if asJSON {
					return writeJSON(stdout, rep)
				}
				printDudect(stdout, rep.Dudect)
				if failed {
					return errFindings
				}
				return nil
			}
			settings := constanttime.Settings
			if setting != "" {
				settings = nil
				for _, s := range constanttime.Settings {
					if s.Name == setting {
						settings = append(settings, s)
					}
				}
				if settings == nil {
					return usageErr("--setting: unknown setting %q", setting)
				}
			}
			results, err := constanttime.CheckValgrind(constanttime.MatchName(pattern), settings, func(s string) { fmt.Fprintln(stderr, s) })
			if err != nil {
				return usageErr("%v", err)
			}
			rep.Valgrind = results
			if asJSON {
				if err := writeJSON(stdout, rep); err != nil {
					return err
				}
			} else {
				printCT(stdout, results)
				if rep.Dudect != nil {
					fmt.Fprintln(stdout)
					printDudect(stdout, rep.Dudect)
				}
			}
			crashed := false
			for _, r := range results {
				switch {
				case r.RunnerCrash != "":
					crashed = true
				case !r.OK && (r.Library == "fast" || r.Library == "control"):
					failed = true
				}
			}
			if failed {
				return errFindings
			}
			if crashed {
				return errIncomplete
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&method, "method", "both", "checking method: valgrind, dudect or both")
	cmd.Flags().DurationVar(&budget, "budget", 5*time.Second, "dudect: time budget per function")
	cmd.Flags().StringVar(&plotPath, "plot", "", "dudect: write a PNG of |t| against measurements")
	cmd.Flags().StringVar(&pattern, "func", "", "claims to check (glob on names, e.g. 'fast/*')")
	cmd.Flags().StringVar(&setting, "setting", "", "one build setting (default: all)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
