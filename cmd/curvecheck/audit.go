package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/curvecheck/curvecheck/assurance"
	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/constanttime"
	"github.com/curvecheck/curvecheck/constanttime/claims"
	"github.com/curvecheck/curvecheck/diff"
	"github.com/curvecheck/curvecheck/diff/exec"
	"github.com/curvecheck/curvecheck/diff/refimpl"
	"github.com/curvecheck/curvecheck/ref/selfcheck"
	"github.com/curvecheck/curvecheck/vectors"
)

// auditReport is report.json. Later sections (differential, constant-time,
// benchmarks) add fields here.
type auditReport struct {
	Started    time.Time         `json:"started"`
	Duration   string            `json:"duration"`
	GoVersion  string            `json:"go_version"`
	Budget     string            `json:"budget"`
	Impls      []string          `json:"impls"`
	Vectors    *vectorRun        `json:"vectors"`
	SelfChecks []selfCheckResult `json:"self_checks"`
	// Assurance is every claim of the assurance case (curvecheck prove)
	// and its outcome.
	Assurance []proveResult          `json:"assurance,omitempty"`
	Diff      *diff.Report           `json:"differential,omitempty"`
	Bench     *benchReport           `json:"benchmarks,omitempty"`
	CT        []*constanttime.Result `json:"constant_time,omitempty"`
	// Declassified lists the fast code's declassification points.
	Declassified []claims.Declassification    `json:"declassification_points,omitempty"`
	Dudect       []*constanttime.DudectResult `json:"dudect,omitempty"`
	DudectPlot   string                       `json:"dudect_plot,omitempty"`
	// DiffSeed seeds the differential section (drawn from the clock unless
	// --diff-seed is given; the report prints it for replay).
	DiffSeed int64 `json:"diff_seed"`
	// NotRun names every check that did not run, with the reason (time
	// budget, a missing tool).
	NotRun []string `json:"not_run,omitempty"`
	// Verdict is "clean" (everything ran, nothing found), "findings" or
	// "incomplete"; Coverage says what it rests on. Clean is Verdict ==
	// "clean".
	Verdict  string   `json:"verdict"`
	Coverage []string `json:"coverage"`
	Problems []string `json:"problems,omitempty"` // why the verdict is not clean
	Clean    bool     `json:"clean"`
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

		allowUnsupported float64
		sections         string
	)
	cmd := &cobra.Command{
		Use:   "audit",
		Short: "Run every check and write report.md, report.json and report.html",
		Long: `Run what curvecheck can check and write the evidence for a reviewer, in
this order: the test vectors against the --impl implementations, the
reference's self-checks (exhaustive toy-curve checks, curve constants), the
differential comparison of every registered implementation with the
reference (edge cases and --diff-n random cases from --diff-seed, drawn and
printed when not given), the constant-time claims under Valgrind memcheck
(default build), dudect timing of the fast code and the controls, and the
benchmarks. The report goes to --out as report.md, report.json and
report.html (one self-contained page: the verdict and its coverage first,
sortable and filterable tables, each finding with its replay command, the
charts inline; it loads nothing from the network).

The verdict is "clean" only when every section ran and found nothing. A
section left out with --sections, one that did not fit in --budget, or one
that could not run (valgrind missing) is named under "Not run" and makes
the verdict "incomplete".

Exit status: 0 clean, 1 findings, 2 usage errors, 3 incomplete.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
			impls, closeAll, err := selectImpls(implList, 10*time.Second, cmd.ErrOrStderr())
			if err != nil {
				return usageErr("--impl: %v", err)
			}
			defer closeAll()
			if err := os.MkdirAll(out, 0o755); err != nil {
				return usageErr("--out: %v", err)
			}
			start := time.Now()
			deadline := start.Add(budget)
			ctFailed := false
			if !cmd.Flags().Changed("diff-seed") {
				diffSeed = time.Now().UnixNano()
			}
			selected := map[string]bool{}
			for _, sec := range strings.Split(sections, ",") {
				sec = strings.TrimSpace(sec)
				if sec == "all" {
					for _, a := range auditSections {
						selected[a] = true
					}
					continue
				}
				if !slices.Contains(auditSections, sec) {
					return usageErr("--sections: unknown section %q (known: all, %s)", sec, strings.Join(auditSections, ", "))
				}
				selected[sec] = true
			}
			// skip says whether a section (or the next item of one) is
			// left out, and why: not selected, or past the budget.
			skip := func(sec string) (string, bool) {
				switch {
				case !selected[sec]:
					return "not selected with --sections", true
				case time.Now().After(deadline):
					return "budget exhausted", true
				}
				return "", false
			}
			rep := &auditReport{Started: start.UTC(), GoVersion: runtime.Version(), Budget: budget.String(), DiffSeed: diffSeed}
			for _, im := range impls {
				rep.Impls = append(rep.Impls, im.Name())
			}

			rep.Vectors = &vectorRun{}
			if !selected["vectors"] {
				rep.NotRun = append(rep.NotRun, "test vectors (not selected with --sections)")
			} else {
				fmt.Fprintf(stderr, "audit: test vectors (%d files × %d implementations)\n", len(vectors.Staged), len(impls))
				pv := newProgress(stderr, len(vectors.Staged), "vectors")
				rep.Vectors = runVectors(impls, nil, vectors.Options{}, pv.step, func() bool { return time.Now().After(deadline) })
				for _, f := range rep.Vectors.NotRun {
					rep.NotRun = append(rep.NotRun, "vector file "+f+" (budget exhausted)")
				}
			}

			checks := selfcheck.Checks()
			if !selected["self-checks"] {
				checks = nil
				rep.NotRun = append(rep.NotRun, "reference self-checks (not selected with --sections)")
			} else {
				fmt.Fprintf(stderr, "audit: reference self-checks (%d)\n", len(checks))
			}
			ps := newProgress(stderr, len(checks), "self-checks")
			for _, c := range checks {
				if why, ok := skip("self-checks"); ok {
					rep.NotRun = append(rep.NotRun, "self-check "+c.Name+" ("+why+")")
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
			if why, ok := skip("assurance"); ok {
				rep.NotRun = append(rep.NotRun, "assurance claims ("+why+")")
			} else {
				cs := assurance.Claims()
				fmt.Fprintf(stderr, "audit: assurance claims (%d)\n", len(cs))
				pa := newProgress(stderr, len(cs), "assurance")
				if err := assurance.Validate(cs); err != nil {
					rep.Assurance = append(rep.Assurance, proveResult{ID: "assurance/well-formed", Status: string(claim.Failed), Error: err.Error()})
				} else {
					for _, r := range assurance.Run(cs, func(r assurance.Result) { pa.step(r.Claim.ID) }) {
						p := proveResult{ID: r.Claim.ID, Statement: r.Claim.Statement, Method: string(r.Claim.Method), Source: r.Claim.Source,
							Where: r.Claim.Where, Package: r.Package, Status: string(r.Status), Seconds: r.Duration.Seconds()}
						if r.Err != nil {
							p.Error = r.Err.Error()
						}
						if r.Status == claim.NotRun {
							rep.NotRun = append(rep.NotRun, "assurance claim "+r.Claim.ID+" ("+p.Error+")")
						}
						rep.Assurance = append(rep.Assurance, p)
					}
				}
			}
			if why, ok := skip("differential"); ok {
				rep.NotRun = append(rep.NotRun, "differential comparison ("+why+")")
			} else {
				ops := diff.Ops()
				total := 0
				for _, op := range ops {
					total += len(op.Edges()) + diffN
				}
				fmt.Fprintf(stderr, "audit: differential (%d operations, %d cases, seed %d; replay with --diff-seed %d)\n", len(ops), total, diffSeed, diffSeed)
				pd := newProgress(stderr, total, "differential")
				pd.quiet = true
				all, err := diff.Select("*")
				if err != nil {
					return err
				}
				for _, im := range impls {
					if _, external := im.(*exec.Impl); external {
						all = append(all, im)
					}
				}
				for _, im := range all {
					if err := unavailable(im); err != nil {
						rep.NotRun = append(rep.NotRun, "differential implementation "+im.Name()+" ("+err.Error()+")")
					}
				}
				withEngineGC(func() {
					rep.Diff, err = diff.Run(diff.Config{Ops: ops, Ref: refimpl.New(), Impls: all, N: diffN, Seed: diffSeed,
						FindingsDir: filepath.Join(out, "findings"), OnCase: func(string) { pd.step("") }, AllowUnsupported: allowUnsupported,
						ReplayFor: func(f diff.Finding, impl diff.Impl) string { return replayCommand(f.File, impl) }})
				})
				if err != nil {
					return usageErr("%v", err)
				}
			}
			if why, ok := skip("valgrind"); ok {
				rep.NotRun = append(rep.NotRun, "constant-time check under Valgrind ("+why+")")
			} else {
				fmt.Fprintf(stderr, "audit: constant-time claims under Valgrind (default build)\n")
				ct, err := constanttime.CheckValgrind(constanttime.MatchName(""), constanttime.Settings[:1], nil)
				if err != nil {
					rep.NotRun = append(rep.NotRun, "constant-time check under Valgrind: "+err.Error())
					fmt.Fprintf(stderr, "audit: the constant-time check under Valgrind did not run: %v\n", firstLine(err.Error()))
				}
				rep.CT = ct
				rep.Declassified = claims.Declassified
				for _, r := range ct {
					if !r.OK && (r.Library == "fast" || r.Library == "control") {
						ctFailed = true
					}
				}
			}
			if why, ok := skip("dudect"); ok {
				rep.NotRun = append(rep.NotRun, "dudect timing ("+why+")")
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
				if err := plotTraces(filepath.Join(out, rep.DudectPlot), rep.Dudect); err != nil {
					rep.DudectPlot = ""
					rep.NotRun = append(rep.NotRun, "dudect plot: "+err.Error())
				}
			}
			if why, ok := skip("bench"); ok {
				rep.NotRun = append(rep.NotRun, "benchmarks ("+why+")")
			} else {
				fmt.Fprintf(stderr, "audit: benchmarks of the fast code against its peers (3 runs each)\n")
				rep.Bench, err = runBenchmarks(nil, 3, 100*time.Millisecond, nil)
				if err != nil {
					return err
				}
			}
			rep.Duration = time.Since(start).Round(time.Millisecond).String()
			judgeAudit(rep, ctFailed)

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
			page, err := renderHTML(rep)
			if err != nil {
				return err
			}
			hp := filepath.Join(out, "report.html")
			if err := os.WriteFile(hp, []byte(page), 0o644); err != nil {
				return err
			}
			fmt.Fprintf(stdout, "wrote %s, %s and %s (%s)\nverdict: %s\n", mp, jp, hp, rep.Duration, strings.ToUpper(rep.Verdict))
			for _, p := range rep.Problems {
				fmt.Fprintf(stdout, "  %s\n", p)
			}
			for _, n := range rep.NotRun {
				fmt.Fprintf(stdout, "  not run: %s\n", firstLine(n))
			}
			return verdictErr(rep.Verdict)
		},
	}
	cmd.Flags().StringVar(&out, "out", "./curvecheck-report", "folder for report.md, report.json and report.html")
	cmd.Flags().DurationVar(&budget, "budget", 20*time.Minute, "time budget; sections beyond it are listed as not run (and the verdict is incomplete)")
	cmd.Flags().StringVar(&implList, "impl", "ref", "implementations held against the test vectors (and, external ones, compared in the differential section): names, globs or exec:'COMMAND ARGS'")
	cmd.Flags().IntVar(&diffN, "diff-n", 40, "random cases per operation in the differential section")
	cmd.Flags().Int64Var(&diffSeed, "diff-seed", 0, "seed of the differential section (default: drawn from the clock and printed)")
	cmd.Flags().StringVar(&sections, "sections", "all", "sections to run, comma-separated: all, "+strings.Join(auditSections, ", ")+" (the others are listed as not run)")
	cmd.Flags().Float64Var(&allowUnsupported, "allow-unsupported", 0, "share of the inputs the reference accepts that an implementation may decline undeclared (see curvecheck diff)")
	return cmd
}

// auditSections are the audit's sections, in the order they run.
var auditSections = []string{"vectors", "self-checks", "assurance", "differential", "valgrind", "dudect", "bench"}

// judgeAudit sets the verdict: findings when any section found a failure,
// incomplete when any check did not run or the differential section is
// incomplete, clean otherwise; Coverage says what each section covered.
func judgeAudit(rep *auditReport, ctFailed bool) {
	rep.Coverage, rep.Problems = nil, nil
	findings := false
	vt := rep.Vectors.tally()
	rep.Coverage = append(rep.Coverage, fmt.Sprintf("vectors: %d results (file × implementation × policy), %s", len(rep.Vectors.Results), vt.Summary()))
	if rep.Vectors.failed() {
		findings = true
		rep.Problems = append(rep.Problems, fmt.Sprintf("vectors: %d failing and %d timed-out cases", vt.Fail, vt.TimedOut))
	}
	for _, e := range rep.Vectors.Errors {
		findings = true
		rep.Problems = append(rep.Problems, "vector file could not be checked: "+e)
	}
	okChecks := 0
	for _, s := range rep.SelfChecks {
		if s.OK {
			okChecks++
		} else {
			findings = true
			rep.Problems = append(rep.Problems, "self-check "+s.Name+" failed: "+s.Error)
		}
	}
	rep.Coverage = append(rep.Coverage, fmt.Sprintf("self-checks: %d run, %d ok", len(rep.SelfChecks), okChecks))
	if len(rep.Assurance) > 0 {
		t := assuranceTally(rep.Assurance)
		rep.Coverage = append(rep.Coverage, "assurance: "+t.Summary())
		for _, a := range rep.Assurance {
			if a.Status == string(claim.Failed) {
				findings = true
				rep.Problems = append(rep.Problems, "assurance claim "+a.ID+" failed: "+a.Error)
			}
		}
	}
	incomplete := len(rep.NotRun) > 0
	if rep.Diff != nil {
		v := rep.Diff.Verdict
		rep.Coverage = append(rep.Coverage, "differential: "+v.Status+": "+v.Coverage)
		switch v.Status {
		case diff.Findings:
			findings = true
			rep.Problems = append(rep.Problems, fmt.Sprintf("differential: %d findings", len(rep.Diff.Findings)))
		case diff.Incomplete:
			incomplete = true
		}
		for _, why := range v.Incomplete {
			rep.Problems = append(rep.Problems, "differential incomplete: "+why)
		}
	}
	if len(rep.CT) > 0 {
		ok := 0
		for _, r := range rep.CT {
			if r.OK {
				ok++
			}
		}
		rep.Coverage = append(rep.Coverage, fmt.Sprintf("constant time (Valgrind): %d claims checked, %d as expected", len(rep.CT), ok))
	}
	if len(rep.Dudect) > 0 {
		rep.Coverage = append(rep.Coverage, fmt.Sprintf("constant time (dudect): %d functions timed", len(rep.Dudect)))
	}
	if ctFailed {
		findings = true
		rep.Problems = append(rep.Problems, "constant time: a claim of curvecheck's code or a control did not come out as expected")
	}
	if rep.Bench != nil {
		rep.Coverage = append(rep.Coverage, fmt.Sprintf("benchmarks: %d measured, %d ratios (targets reported, not judged)", len(rep.Bench.Results), len(rep.Bench.Ratios)))
	}
	switch {
	case findings:
		rep.Verdict = diff.Findings
	case incomplete:
		rep.Verdict = diff.Incomplete
	default:
		rep.Verdict = diff.Clean
	}
	rep.Clean = rep.Verdict == diff.Clean
}

// firstLine returns s up to its first newline.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func renderMarkdown(rep *auditReport) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# curvecheck audit\n\n")
	fmt.Fprintf(&b, "- started: %s, took %s (budget %s), %s\n", rep.Started.Format(time.RFC3339), rep.Duration, rep.Budget, rep.GoVersion)
	fmt.Fprintf(&b, "- implementations: %s\n", strings.Join(rep.Impls, ", "))
	switch rep.Verdict {
	case diff.Clean:
		fmt.Fprintf(&b, "- verdict: **CLEAN**: every section ran; no failing vector, self-check, differential finding or constant-time failure in curvecheck's code (benchmark targets are reported in their table, not judged here)\n")
	case diff.Findings:
		fmt.Fprintf(&b, "- verdict: **FINDINGS**: see the problems and failures below\n")
	default:
		fmt.Fprintf(&b, "- verdict: **INCOMPLETE**: nothing failed in what ran, but %d checks did not run (listed under Not run) or the differential comparison is incomplete; this is not a clean audit\n", len(rep.NotRun))
	}
	fmt.Fprintf(&b, "- differential seed: %d (replay with `curvecheck audit --diff-seed %d`)\n", rep.DiffSeed, rep.DiffSeed)
	fmt.Fprintf(&b, "- covered:\n")
	for _, c := range rep.Coverage {
		fmt.Fprintf(&b, "  - %s\n", c)
	}
	if len(rep.NotRun) > 0 {
		fmt.Fprintf(&b, "- not run: %s\n", strings.Join(firstLines(rep.NotRun), "; "))
	}
	for _, p := range rep.Problems {
		fmt.Fprintf(&b, "- problem: %s\n", p)
	}
	b.WriteString("\n")

	fmt.Fprintf(&b, "## Test vectors\n\n")
	fmt.Fprintf(&b, "Acceptable cases (Wycheproof `acceptable`, and the like) are never counted as passes: the columns say how many the implementation accepted (with the right output) and how many it rejected. Only what the implementation computed is pass or fail: a case of an operation it does not compute, or one the vector loader rejected before any implementation saw it, is not applicable; an input it declined is unsupported; an entry beyond the iteration limit is not run.\n\n")
	fmt.Fprintf(&b, "| file | impl | policy | pass | fail | acceptable accepted | acceptable rejected | not applicable | unsupported | timed out | not run |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, r := range rep.Vectors.Results {
		pol := r.Policy
		if pol == "" {
			pol = "–"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %d | %d | %d | %d | %d | %d | %d | %d |\n", r.File, r.Impl, pol, r.Pass, r.Fail, r.AcceptableAccepted, r.AcceptableRejected,
			r.NotApplicable, r.UnsupportedInput, r.TimedOut, r.NotRun)
	}
	var fails, skips []string
	for _, r := range rep.Vectors.Results {
		for _, f := range r.Failures {
			fails = append(fails, fmt.Sprintf("- %s %s [%s/%s]: want %s, got %s; flags %v; %s", r.File, f.ID, r.Impl, r.Policy, f.Want, f.Got, f.Flags, f.Detail))
		}
		for _, why := range r.SortedReasons() {
			skips = append(skips, fmt.Sprintf("- %s [%s] %s: %d × %s", r.File, r.Impl, why.Outcome, why.Count, why.Reason))
		}
	}
	if len(fails) > 0 {
		fmt.Fprintf(&b, "\n### Failures\n\n%s\n", strings.Join(fails, "\n"))
	}
	if len(skips) > 0 {
		fmt.Fprintf(&b, "\n### Cases not computed, and why\n\n%s\n", strings.Join(skips, "\n"))
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
	if len(rep.Assurance) > 0 {
		renderAssurance(&b, rep.Assurance)
	}
	if rep.Diff != nil {
		renderDiff(&b, rep.Diff)
	}
	if len(rep.CT) > 0 {
		fmt.Fprintf(&b, "\n## Constant-time evidence (Valgrind taint tracking)\n\nEach secret is marked undefined for memcheck; a report whose stack passes through the claim (any package, runtime helpers included, except under the allow-listed runtime frames) is a branch or memory address that depends on the secret. Constant-time claims must be clean; Var siblings and controls must be flagged (otherwise the check proves nothing).\n\n| function | library | kind | verdict | evidence |\n|---|---|---|---|---|\n")
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
		fmt.Fprintf(&b, "\n### Declassification points\n\nThe values the fast code declares public, each at one function that marks it for memcheck (a test checks that no other function of fast/ does); a report after such a point is not held against the claim.\n\n| function | value | why it is public |\n|---|---|---|\n")
		for _, d := range claims.Declassified {
			fmt.Fprintf(&b, "| `%s` | %s | %s |\n", strings.TrimPrefix(d.Func, "github.com/curvecheck/curvecheck/"), d.Value, d.Reason)
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
		fmt.Fprintf(&b, "\n## Not run\n\nThese checks did not run; the audit is incomplete without them.\n\n- %s\n", strings.Join(rep.NotRun, "\n- "))
	}
	return b.String()
}

func firstLines(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = firstLine(s)
	}
	return out
}

func renderDiff(b *strings.Builder, rep *diff.Report) {
	fmt.Fprintf(b, "\n## Differential\n\nEvery registered implementation against the reference on each operation's edge cases and %d random cases (seed %d; replay with `curvecheck diff --op OP --impl IMPL --n %d --seed %d`). "+
		"*Policy-explained* counts cases where the implementation differs from the reference's default but equals the reference following the implementation's declared policy.\n\n", rep.N, rep.Seed, rep.N, rep.Seed)
	fmt.Fprintf(b, "Verdict: **%s**: %s\n\n", strings.ToUpper(rep.Verdict.Status), rep.Verdict.Coverage)
	for _, why := range rep.Verdict.Incomplete {
		fmt.Fprintf(b, "- incomplete: %s\n", why)
	}
	if len(rep.Verdict.Incomplete) > 0 {
		b.WriteString("\n")
	}
	fmt.Fprintf(b, "*Unsupported* counts the cases an implementation declined: on inputs the reference accepts (allowed up to %.1f%% before the comparison is incomplete), on inputs it rejects, and on input classes the implementation declared up front.\n\n", 100*rep.AllowUnsupported)
	fmt.Fprintf(b, "| operation | implementation | declared policy | compared | agree | policy-explained | findings | unsupported valid/invalid/declared | timed out | not run |\n|---|---|---|---:|---:|---:|---:|---|---:|---:|\n")
	for _, o := range rep.Ops {
		if len(o.Stats) == 0 {
			fmt.Fprintf(b, "| %s | (reference only: not applicable) | | %d | | | | | | |\n", o.Op, o.Cases)
		}
		for _, s := range o.Stats {
			fmt.Fprintf(b, "| %s | %s | %s | %d | %d | %d | %d | %d/%d/%d | %d | %d |\n", o.Op, s.Impl, s.Policy, s.Cases, s.Agree, s.Policied, s.Findings,
				s.Unsupported, s.UnsupportedInvalid, s.DeclaredUnsupported, s.TimedOut, s.NotRun)
		}
	}
	if len(rep.Findings) > 0 {
		fmt.Fprintf(b, "\n### Findings\n\n")
		for _, f := range rep.Findings {
			fmt.Fprintf(b, "```\n%s```\n", f.Reproducer())
		}
	}
}

// unavailable says why a registered implementation cannot run on this
// machine (pari without gp on PATH), or nil. Such an implementation
// supports no operation, so its cases are not compared; the audit lists
// it under Not run.
func unavailable(im diff.Impl) error {
	if u, ok := im.(interface{ Unavailable() error }); ok {
		return u.Unavailable()
	}
	return nil
}
