package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/curvecheck/curvecheck/constanttime"
	"github.com/curvecheck/curvecheck/diff"
	"github.com/curvecheck/curvecheck/diff/refimpl"
	"github.com/curvecheck/curvecheck/ref/selfcheck"
	"github.com/curvecheck/curvecheck/vectors"
)

// auditReport is report.json. Later sections (differential, constant-time,
// benchmarks) add fields here.
type auditReport struct {
	Started    time.Time                    `json:"started"`
	Duration   string                       `json:"duration"`
	GoVersion  string                       `json:"go_version"`
	Budget     string                       `json:"budget"`
	Impls      []string                     `json:"impls"`
	Vectors    *vectorRun                   `json:"vectors"`
	SelfChecks []selfCheckResult            `json:"self_checks"`
	Diff       *diff.Report                 `json:"differential,omitempty"`
	Bench      *benchReport                 `json:"benchmarks,omitempty"`
	CT         []*constanttime.Result       `json:"constant_time,omitempty"`
	Dudect     []*constanttime.DudectResult `json:"dudect,omitempty"`
	DudectPlot string                       `json:"dudect_plot,omitempty"`
	NotRun     []string                     `json:"not_run,omitempty"`
	Clean      bool                         `json:"clean"`
}

type selfCheckResult struct {
	Name     string `json:"name"`
	OK       bool   `json:"ok"`
	Error    string `json:"error,omitempty"`
	Duration string `json:"duration"`
}

// progress reports steps: a bar on a terminal, plain lines otherwise.
type progress struct {
	w     io.Writer
	quiet bool // without a terminal, print only every tenth
	bar   *progressbar.ProgressBar
	total int
	n     int
}

func newProgress(w io.Writer, total int, what string) *progress {
	p := &progress{w: w, total: total}
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		p.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(what), progressbar.OptionShowCount(),
			progressbar.OptionClearOnFinish())
	}
	return p
}

func (p *progress) step(name string) {
	p.n++
	if p.bar != nil {
		p.bar.Add(1)
		return
	}
	if p.quiet && p.n%max(1, p.total/10) != 0 && p.n != p.total {
		return
	}
	fmt.Fprintf(p.w, "[%d/%d] %s\n", p.n, p.total, name)
}

func auditCmd() *cobra.Command {
	var (
		out      string
		budget   time.Duration
		implList string
		diffN    int
		diffSeed int64
	)
	cmd := &cobra.Command{
		Use:   "audit",
		Short: "Run every check and write report.md and report.json",
		Long: `Run what curvecheck can check and write the evidence for a reviewer:
the test vectors against every selected implementation and the reference's
self-checks (exhaustive toy-curve checks, curve constants). The report goes
to --out as report.md and report.json. Sections that do not fit in --budget
are listed as not run.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
			impls, err := diff.Select(implList)
			if err != nil {
				return usageErr("--impl: %v", err)
			}
			if err := os.MkdirAll(out, 0o755); err != nil {
				return usageErr("--out: %v", err)
			}
			start := time.Now()
			deadline := start.Add(budget)
			ctFailed := false
			rep := &auditReport{Started: start.UTC(), GoVersion: runtime.Version(), Budget: budget.String()}
			for _, im := range impls {
				rep.Impls = append(rep.Impls, im.Name())
			}

			fmt.Fprintf(stderr, "audit: test vectors (%d files × %d implementations)\n", len(vectors.Staged), len(impls))
			pv := newProgress(stderr, len(vectors.Staged), "vectors")
			rep.Vectors = runVectors(impls, nil, vectors.Options{}, pv.step, func() bool { return time.Now().After(deadline) })
			for _, f := range rep.Vectors.NotRun {
				rep.NotRun = append(rep.NotRun, "vector file "+f+" (budget exhausted)")
			}

			checks := selfcheck.Checks()
			fmt.Fprintf(stderr, "audit: reference self-checks (%d)\n", len(checks))
			ps := newProgress(stderr, len(checks), "self-checks")
			for _, c := range checks {
				if time.Now().After(deadline) {
					rep.NotRun = append(rep.NotRun, "self-check "+c.Name+" (budget exhausted)")
					ps.step(c.Name)
					continue
				}
				t0 := time.Now()
				err := c.Run()
				r := selfCheckResult{Name: c.Name, OK: err == nil, Duration: time.Since(t0).Round(time.Millisecond).String()}
				if err != nil {
					r.Error = err.Error()
				}
				rep.SelfChecks = append(rep.SelfChecks, r)
				ps.step(c.Name)
			}
			if time.Now().After(deadline) {
				rep.NotRun = append(rep.NotRun, "differential section (budget exhausted)")
			} else {
				ops := diff.Ops()
				total := 0
				for _, op := range ops {
					total += len(op.Edges()) + diffN
				}
				fmt.Fprintf(stderr, "audit: differential (%d operations, %d cases, seed %d)\n", len(ops), total, diffSeed)
				pd := newProgress(stderr, total, "differential")
				pd.quiet = true
				all, err := diff.Select("*")
				if err != nil {
					return err
				}
				rep.Diff, err = diff.Run(diff.Config{Ops: ops, Ref: refimpl.New(), Impls: all, N: diffN, Seed: diffSeed,
					FindingsDir: filepath.Join(out, "findings"), OnCase: func(string) { pd.step("") }})
				if err != nil {
					return err
				}
			}
			if time.Now().After(deadline) {
				rep.NotRun = append(rep.NotRun, "constant-time check (budget exhausted)")
			} else {
				fmt.Fprintf(stderr, "audit: constant-time claims under Valgrind (default build)\n")
				ct, err := constanttime.CheckValgrind(constanttime.MatchName(""), constanttime.Settings[:1], nil)
				if err != nil {
					rep.NotRun = append(rep.NotRun, "constant-time check: "+err.Error())
				}
				rep.CT = ct
				for _, r := range ct {
					if !r.OK && (r.Library == "fast" || r.Library == "control") {
						ctFailed = true
					}
				}
			}
			if time.Now().After(deadline) {
				rep.NotRun = append(rep.NotRun, "dudect timing (budget exhausted)")
			} else {
				fmt.Fprintf(stderr, "audit: dudect timing of the fast code and the controls (2 s each)\n")
				rep.Dudect = constanttime.CheckDudect(func(c constanttime.Claim) bool {
					return c.Library == "fast" || c.Library == "control"
				}, 2*time.Second, nil)
				for _, r := range rep.Dudect {
					if !r.OK {
						ctFailed = true
					}
				}
				rep.DudectPlot = "dudect.png"
				if err := constanttime.PlotTraces(filepath.Join(out, rep.DudectPlot), rep.Dudect); err != nil {
					rep.DudectPlot = ""
					rep.NotRun = append(rep.NotRun, "dudect plot: "+err.Error())
				}
			}
			if time.Now().After(deadline) {
				rep.NotRun = append(rep.NotRun, "benchmarks (budget exhausted)")
			} else {
				fmt.Fprintf(stderr, "audit: benchmarks of the fast code against its peers (3 runs each)\n")
				rep.Bench, err = runBenchmarks(nil, 3, 100*time.Millisecond, nil)
				if err != nil {
					return err
				}
			}
			rep.Duration = time.Since(start).Round(time.Millisecond).String()
			rep.Clean = !rep.Vectors.failed() && len(rep.Vectors.Errors) == 0
			for _, s := range rep.SelfChecks {
				rep.Clean = rep.Clean && s.OK
			}
			if (rep.Diff != nil && len(rep.Diff.Findings) > 0) || ctFailed {
				rep.Clean = false
			}

			js, err := json.MarshalIndent(rep, "", "  ")
			if err != nil {
				return err
			}
			jp, mp := filepath.Join(out, "report.json"), filepath.Join(out, "report.md")
			if err := os.WriteFile(jp, append(js, '\n'), 0o644); err != nil {
				return err
			}
			if err := os.WriteFile(mp, []byte(renderMarkdown(rep)), 0o644); err != nil {
				return err
			}
			fmt.Fprintf(stdout, "wrote %s and %s (%s; clean: %v)\n", mp, jp, rep.Duration, rep.Clean)
			if !rep.Clean {
				return errFindings
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "./curvecheck-report", "folder for report.md and report.json")
	cmd.Flags().DurationVar(&budget, "budget", 5*time.Minute, "time budget; sections beyond it are listed as not run")
	cmd.Flags().StringVar(&implList, "impl", "ref", "implementations to hold against the test vectors, comma-separated names or globs")
	cmd.Flags().IntVar(&diffN, "diff-n", 40, "random cases per operation in the differential section")
	cmd.Flags().Int64Var(&diffSeed, "diff-seed", 1, "seed of the differential section")
	return cmd
}

func renderMarkdown(rep *auditReport) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# curvecheck audit\n\n")
	fmt.Fprintf(&b, "- started: %s, took %s (budget %s), %s\n", rep.Started.Format(time.RFC3339), rep.Duration, rep.Budget, rep.GoVersion)
	fmt.Fprintf(&b, "- implementations: %s\n", strings.Join(rep.Impls, ", "))
	skipped := 0
	for _, r := range rep.Vectors.Results {
		skipped += r.Skipped
	}
	verdict := fmt.Sprintf("clean: no failing vector, self-check, differential finding or constant-time failure in curvecheck's code (%d vector cases skipped, listed below; benchmark targets are reported in their table, not judged here)", skipped)
	if len(rep.NotRun) > 0 {
		verdict = fmt.Sprintf("INCOMPLETE: %d items did not fit in the budget (listed under Not run); ", len(rep.NotRun)) + verdict
	}
	if !rep.Clean {
		verdict = "FINDINGS: see the failures below"
	}
	fmt.Fprintf(&b, "- verdict: **%s**\n\n", verdict)

	fmt.Fprintf(&b, "## Test vectors\n\n")
	fmt.Fprintf(&b, "Acceptable cases (Wycheproof `acceptable`, and the like) are never counted as passes: the columns say how many the implementation accepted (with the right output) and how many it rejected.\n\n")
	fmt.Fprintf(&b, "| file | impl | policy | pass | fail | acceptable accepted | acceptable rejected | skipped |\n|---|---|---|---:|---:|---:|---:|---:|\n")
	for _, r := range rep.Vectors.Results {
		pol := r.Policy
		if pol == "" {
			pol = "–"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %d | %d | %d | %d | %d |\n", r.File, r.Impl, pol, r.Pass, r.Fail, r.AcceptableAccepted, r.AcceptableRejected, r.Skipped)
	}
	var fails, skips []string
	for _, r := range rep.Vectors.Results {
		for _, f := range r.Failures {
			fails = append(fails, fmt.Sprintf("- %s %s [%s/%s]: want %s, got %s; flags %v; %s", r.File, f.ID, r.Impl, r.Policy, f.Want, f.Got, f.Flags, f.Detail))
		}
		for _, reason := range r.SortedSkipReasons() {
			skips = append(skips, fmt.Sprintf("- %s [%s]: %d × %s", r.File, r.Impl, r.SkipReasons[reason], reason))
		}
	}
	if len(fails) > 0 {
		fmt.Fprintf(&b, "\n### Failures\n\n%s\n", strings.Join(fails, "\n"))
	}
	if len(skips) > 0 {
		fmt.Fprintf(&b, "\n### Skipped cases and why\n\n%s\n", strings.Join(skips, "\n"))
	}
	if len(rep.Vectors.Errors) > 0 {
		fmt.Fprintf(&b, "\n### Files that could not be checked\n\n- %s\n", strings.Join(rep.Vectors.Errors, "\n- "))
	}

	fmt.Fprintf(&b, "\n## Reference self-checks\n\nExhaustive checks of the generic group code on toy curves of the same shapes as the real ones (every point, every scalar, every triple on the smallest), and the real curves' constants.\n\n| check | result | time |\n|---|---|---:|\n")
	for _, s := range rep.SelfChecks {
		res := "ok"
		if !s.OK {
			res = "FAIL: " + s.Error
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", s.Name, res, s.Duration)
	}
	if rep.Diff != nil {
		renderDiff(&b, rep.Diff)
	}
	if len(rep.CT) > 0 {
		fmt.Fprintf(&b, "\n## Constant-time evidence (Valgrind taint tracking)\n\nEach secret is marked undefined for memcheck; a report whose stack is inside the function is a branch or memory address that depends on the secret. Constant-time claims must be clean; Var siblings and controls must be flagged (otherwise the check proves nothing).\n\n| function | library | kind | verdict | evidence |\n|---|---|---|---|---|\n")
		for _, r := range rep.CT {
			var ev []string
			for _, rr := range r.Reports {
				e := rr.What + " at " + rr.Location
				if rr.Benign != "" {
					e += " (benign: " + rr.Benign + ")"
				}
				ev = append(ev, e)
			}
			if len(ev) > 3 {
				ev = append(ev[:3], fmt.Sprintf("and %d more", len(ev)-3))
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", r.Claim, r.Library, r.Kind, r.Verdict, strings.Join(ev, "; "))
		}
	}
	if len(rep.Dudect) > 0 {
		fmt.Fprintf(&b, "\n## Constant-time evidence (dudect timing)\n\nFixed against random secrets, interleaved, Welch's t on raw timings, 100 percentile crops and centred squares; |t| > 10 is a leak, < 4.5 after the budget \"no leak detected\", and a constant-time verdict counts only when its control was detected in the same budget.\n\n| function | kind | verdict | max \\|t\\| | measurements | needed for t = 5 | control detected |\n|---|---|---|---:|---:|---:|---|\n")
		for _, r := range rep.Dudect {
			fmt.Fprintf(&b, "| %s | %s | %s | %.2f | %d | %.3g | %v |\n", r.Claim, r.Kind, r.Verdict, r.Timing.MaxT, r.Timing.Measurements, r.Timing.NeededForT5, r.ControlDetected)
		}
		if rep.DudectPlot != "" {
			fmt.Fprintf(&b, "\n![max |t| against measurements](%s)\n", rep.DudectPlot)
		}
	}
	if rep.Bench != nil {
		fmt.Fprintf(&b, "\n## Benchmarks\n\nMedians of %d interleaved runs of %s each, on this machine; a ratio is the median of the run-by-run ratios (below 1: fast is faster). `curvecheck bench` runs more.\n\n| ratio | median | target | verdict |\n|---|---:|---|---|\n", rep.Bench.Count, rep.Bench.Benchtime)
		for _, r := range rep.Bench.Ratios {
			target, verdict := "", ""
			if r.Met != nil {
				target, verdict = fmt.Sprintf("<= %.3f", r.Max), "met"
				if !*r.Met {
					verdict = "**not met**"
				}
			}
			fmt.Fprintf(&b, "| %s | %.3f | %s | %s |\n", r.Name, r.Median, target, verdict)
		}
		fmt.Fprintf(&b, "\n| benchmark | median ns/op |\n|---|---:|\n")
		for _, r := range rep.Bench.Results {
			fmt.Fprintf(&b, "| %s | %.0f |\n", r.Name, r.Median)
		}
	}
	if len(rep.NotRun) > 0 {
		fmt.Fprintf(&b, "\n## Not run\n\n- %s\n", strings.Join(rep.NotRun, "\n- "))
	}
	return b.String()
}

func renderDiff(b *strings.Builder, rep *diff.Report) {
	fmt.Fprintf(b, "\n## Differential\n\nEvery registered implementation against the reference on each operation's edge cases and %d random cases (seed %d; replay with `curvecheck diff --op OP --impl IMPL --n %d --seed %d`). "+
		"*Policy-explained* counts cases where the implementation differs from the reference's default but equals the reference following the implementation's declared policy.\n\n", rep.N, rep.Seed, rep.N, rep.Seed)
	fmt.Fprintf(b, "| operation | implementation | declared policy | cases | agree | policy-explained | findings | skipped |\n|---|---|---|---:|---:|---:|---:|---:|\n")
	for _, o := range rep.Ops {
		if len(o.Stats) == 0 {
			fmt.Fprintf(b, "| %s | (reference only) | | %d | | | | |\n", o.Op, o.Cases)
		}
		for _, s := range o.Stats {
			fmt.Fprintf(b, "| %s | %s | %s | %d | %d | %d | %d | %d |\n", o.Op, s.Impl, s.Policy, s.Cases, s.Agree, s.Policied, s.Findings, s.Skipped)
		}
	}
	if len(rep.Findings) > 0 {
		fmt.Fprintf(b, "\n### Findings\n\n")
		for _, f := range rep.Findings {
			fmt.Fprintf(b, "```\n%s```\n", f.Reproducer())
		}
	}
}
