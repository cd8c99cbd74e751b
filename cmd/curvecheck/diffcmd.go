package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/kballard/go-shellquote"
	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/curvecheck/curvecheck/audit"
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/exec"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/outcome"
)

// outputMu serializes the command's own output lines with the lines of
// external children's standard error, so they do not interleave.
var outputMu sync.Mutex

// newReference makes the reference diff compares with (refimpl.New). This
// package's tests replace it with one answering from a memo the whole test
// process shares (refimpl.NewMemo): their runs check several adapters on
// the same edge cases.
var newReference = refimpl.New

// lockedWriter writes through outputMu.
type lockedWriter struct{ w io.Writer }

func (l lockedWriter) Write(p []byte) (int, error) {
	outputMu.Lock()
	defer outputMu.Unlock()
	return l.w.Write(p)
}

// selectImpls resolves --impl, creating external implementations for
// exec:COMMAND entries (COMMAND split into words as a POSIX shell splits
// them). Their standard error goes to stderr, prefixed with their names.
func selectImpls(list string, timeout time.Duration, stderr io.Writer) ([]catalog.Impl, func(), error) {
	var names []string
	var impls []catalog.Impl
	var closers []func()
	closeAll := func() {
		for _, c := range closers {
			c()
		}
	}
	for _, part := range splitImplList(list) {
		if cmdline, ok := strings.CutPrefix(part, "exec:"); ok {
			x, err := exec.Start(cmdline, exec.Options{Timeout: timeout, Stderr: stderr, Lock: &outputMu})
			if err != nil {
				closeAll()
				return nil, nil, fmt.Errorf("%s: %v", part, err)
			}
			closers = append(closers, func() { x.Close() })
			impls = append(impls, x)
			continue
		}
		names = append(names, part)
	}
	if len(names) > 0 {
		in, err := catalog.Select(strings.Join(names, ","))
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		for _, im := range in {
			if err := audit.Unavailable(im); err != nil {
				fmt.Fprintf(stderr, "curvecheck: implementation %s cannot run here, its cases are not run: %v\n", im.Name(), err)
			}
		}
		impls = append(in, impls...)
	}
	return impls, closeAll, nil
}

// splitImplList splits on commas outside quotes; quotes are kept, so that
// an exec: command is split into words as a POSIX shell would
// (exec:sh -c "exec ./adapter --flag" runs sh with two arguments).
func splitImplList(list string) []string {
	var out []string
	var cur strings.Builder
	quote := rune(0)
	escaped := false
	for _, r := range list {
		switch {
		case escaped:
			escaped = false
		case r == '\\' && quote != '\'':
			escaped = true
		case quote != 0 && r == quote:
			quote = 0
		case quote == 0 && (r == '\'' || r == '"'):
			quote = r
		case quote == 0 && r == ',':
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
			continue
		}
		cur.WriteRune(r)
	}
	out = append(out, strings.TrimSpace(cur.String()))
	var clean []string
	for _, s := range out {
		if s != "" {
			clean = append(clean, s)
		}
	}
	return clean
}

// replayCommand is the command line that replays a finding saved in file
// against impl.
func replayCommand(file string, impl catalog.Impl) string {
	name := impl.Name()
	if x, ok := impl.(*exec.Impl); ok {
		name = "exec:" + x.Command()
	}
	return shellquote.Join("curvecheck", "diff", "--replay", file, "--impl", name)
}

func diffCmd() *cobra.Command {
	var (
		opList, implList, findings string
		n                          int
		seed                       int64
		timeout                    time.Duration
		asJSON                     bool
		allowUnsupported           float64
		replay, shardFlag, report  string
		workers                    int
		baselines                  []string
	)
	cmd := &cobra.Command{
		Use:   "diff",
		Short: "Run implementations on the same inputs and compare each with the reference",
		Long: `Run every selected implementation on the same inputs — the operation's
structured edge cases first, then --n random cases from --seed — and compare
each with the reference. The reference follows whatever policy an
implementation declares (non-canonical inputs, Ed25519 equation, low-S ...):
a divergence that the declared policy explains is counted as such; any other
divergence, a panic, a crash or a hang is a finding, printed as a
self-contained reproducer and written to --findings as a Go fuzz corpus file
that go test ./fuzz replays.

External implementations: --impl exec:'COMMAND ARGS' speaks the JSON-lines
protocol of doc/protocol.md; COMMAND ARGS is split into words as a POSIX
shell splits them (quotes and backslashes included; no shell runs), and
the child's standard error is shown prefixed with its name.

--replay FILE runs the one case saved in FILE (a finding's corpus file)
against the --impl implementations and the reference, prints every answer
and exits 1 if any implementation disagrees or breaks the protocol (an
external one that answers the request twice included).

The verdict is "clean" only when every operation run was compared by some
implementation on at least one case, with no finding and no timeout. An "unsupported"
answer on an input the reference accepts, of no class the implementation
declared up front, is a finding (as conformance and vectors judge it)
unless --allow-unsupported R > 0 allows such answers: then they are counted
apart, and more than the share R of the inputs the reference accepts makes
the run incomplete. Otherwise it is "findings" or "incomplete", with the
reasons. An operation named
exactly in --op that no selected implementation computes makes the run
incomplete; one matched by a pattern is listed as not applicable.

Scale: --workers N runs N cases at once (default: one per CPU). Case i
of an operation is made from the seed, the operation's name and i alone and
results are counted in case order, so the report, the findings and the
corpus files are the same for every N (only timings differ; with several
workers, how many cases an implementation that hangs is sent before it is
cut off can differ). An exec: implementation is started once per worker.
--shard I/COUNT runs the cases whose index i has i mod COUNT = I (I from 0),
one slice of the same run; "curvecheck merge" adds the shards' JSON
reports (--report FILE, or --json) into the report of the whole run.

Baselines: --baseline FILE (repeatable) names what is already known of the
implementations: the JSON report of an earlier run (--report, --json,
curvecheck merge or audit; typically the previous release of the same
library) or a reviewed list of known behaviours, each with its reason
(doc/baselines.md). A finding the baseline holds (the same operation,
implementation and inputs, and the same answer from the implementation and
from the reference) is known: listed apart with its reason, its corpus file
in --findings/known. The verdict speaks of the new findings; a run whose
only findings are known is "known-findings" (exit status 0), never clean.

Exit status: 0 clean or known findings only, 1 new findings, 2 usage or
set-up errors (a baseline that cannot be read, an entry without a reason),
3 incomplete.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var shard engine.Shard
			if shardFlag != "" {
				var err error
				if shard, err = engine.ParseShard(shardFlag); err != nil {
					return usageErr("--shard: %v", err)
				}
			}
			if workers < 1 {
				return usageErr("--workers: %d; at least 1", workers)
			}
			stdout, stderr := lockedWriter{cmd.OutOrStdout()}, lockedWriter{cmd.ErrOrStderr()}
			impls, closeAll, err := selectImpls(implList, timeout, cmd.ErrOrStderr())
			if err != nil {
				return usageErr("--impl: %v", err)
			}
			defer closeAll()
			if replay != "" {
				if len(baselines) > 0 {
					return usageErr("--baseline does not apply to --replay")
				}
				return replayCase(stdout, replay, impls)
			}
			var base *engine.Baseline
			if len(baselines) > 0 {
				if base, err = engine.LoadDiffBaseline(baselines); err != nil {
					return usageErr("--baseline: %v", err)
				}
			}
			ops, err := catalog.SelectOps(opList)
			if err != nil {
				return usageErr("--op: %v", err)
			}
			if !cmd.Flags().Changed("seed") {
				seed = time.Now().UnixNano()
			}
			where := ""
			if shard.Count > 1 {
				where = ", shard " + shard.String()
			}
			fmt.Fprintf(stderr, "diff: %d operations, implementations %s, n=%d, seed=%d (replay with --seed %d)%s, %d workers\n",
				len(ops), implNames(impls), n, seed, seed, where, workers)
			total := 0
			var idle []string
			for _, op := range ops {
				computed := false
				for _, im := range impls {
					computed = computed || (im.Name() != refimpl.Name && im.Supports(op.Name))
				}
				if !computed {
					idle = append(idle, op.Name)
					continue
				}
				all := len(op.Edges()) + n
				if shard.Count > 1 {
					all = (all - shard.Index + shard.Count - 1) / shard.Count
				}
				total += all
			}
			if len(idle) > 0 {
				fmt.Fprintf(stderr, "diff: %d selected operations are computed by no selected implementation and are not run: %s\n", len(idle), strings.Join(idle, ", "))
			}
			var bar *progressbar.ProgressBar
			if f, ok := cmd.ErrOrStderr().(*os.File); ok && term.IsTerminal(int(f.Fd())) && !asJSON {
				bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(stderr), progressbar.OptionShowCount(),
					progressbar.OptionShowIts(), progressbar.OptionSetItsString("cases"), progressbar.OptionClearOnFinish())
			}
			lastOp, begin := "", time.Now()
			if allowUnsupported < 0 || allowUnsupported > 1 {
				return usageErr("--allow-unsupported: %v is not a ratio in [0, 1]", allowUnsupported)
			}
			cfg := engine.Config{Ops: ops, Ref: newReference(), Impls: impls, N: n, Seed: seed, FindingsDir: findings,
				Workers: workers, Shard: shard, Baseline: base,
				Named: catalog.ExactNames(opList), AllowUnsupported: allowUnsupported,
				ReplayFor: func(f engine.Finding, impl catalog.Impl) string {
					if f.File == "" {
						return ""
					}
					return replayCommand(f.File, impl)
				},
				OnFinding: func(f engine.Finding) {
					if bar != nil {
						bar.Clear()
					}
					if !asJSON {
						fmt.Fprint(stdout, f.Reproducer())
					}
				},
				OnCase: func(op string) {
					if bar != nil {
						bar.Add(1)
						return
					}
					// Without a terminal, one line per operation as it starts.
					if op != lastOp {
						fmt.Fprintf(stderr, "diff: %s started (%s elapsed)\n", op, time.Since(begin).Round(time.Second))
						lastOp = op
					}
				}}
			var rep *engine.Report
			withEngineGC(func() { rep, err = engine.Run(cfg) })
			if bar != nil {
				bar.Finish()
			}
			if err != nil {
				return usageErr("%v", err)
			}
			return finishDiff(stdout, rep, asJSON, report)
		},
	}
	cmd.Flags().IntVar(&workers, "workers", runtime.NumCPU(), "cases run at once (the report is the same for any number)")
	cmd.Flags().StringVar(&shardFlag, "shard", "", "run one slice of the cases, I/COUNT with I from 0 (merge the reports with curvecheck merge)")
	cmd.Flags().StringVar(&report, "report", "", "also write the JSON report to this file (what curvecheck merge reads)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON (counts, findings and the verdict)")
	cmd.Flags().StringVar(&replay, "replay", "", "run the one case saved in this corpus file (a finding's) against --impl and print the answers")
	cmd.Flags().Float64Var(&allowUnsupported, "allow-unsupported", 0, "share of the inputs the reference accepts that an implementation may decline without declaring their class, in [0, 1]")
	cmd.Flags().StringVar(&opList, "op", "all", "operations: names or globs, comma-separated, or all")
	cmd.Flags().StringVar(&implList, "impl", "*", "implementations compared with ref: names, globs or exec:'COMMAND ARGS'")
	cmd.Flags().IntVar(&n, "n", 100, "random cases per operation, after the edge cases")
	cmd.Flags().Int64Var(&seed, "seed", 0, "random seed (default: from the clock, printed)")
	cmd.Flags().DurationVar(&timeout, "timeout", 10*time.Second, "per-request timeout for external implementations")
	cmd.Flags().StringVar(&findings, "findings", "curvecheck-findings", "folder for fuzz corpus files of findings (those of known findings in its subfolder known)")
	cmd.Flags().StringArrayVar(&baselines, "baseline", nil, "known behaviours: an earlier JSON report or a reviewed list (doc/baselines.md); repeatable")
	return cmd
}

// withEngineGC runs f with the garbage collector's target raised to 400%
// of the live heap, unless GOGC is set in the environment. The reference's
// math/big arithmetic allocates on every step over a live heap of a few
// megabytes, so at the default 100% collections are back to back; with
// two workers they take CPU the workers need (an msm run: 35.8 s with one
// worker and 25.7 s with two at 100%, 27.8 s and 14.6 s at 400%). The
// cost is memory: tens of megabytes more.
func withEngineGC(f func()) {
	if os.Getenv("GOGC") != "" {
		f()
		return
	}
	old := debug.SetGCPercent(400)
	defer debug.SetGCPercent(old)
	f()
}

// finishDiff prints rep (as JSON or as the summary table), writes it to
// the report file if one is named, and returns the verdict's exit error.
func finishDiff(stdout io.Writer, rep *engine.Report, asJSON bool, report string) error {
	if report != "" {
		f, err := os.Create(report)
		if err != nil {
			return usageErr("--report: %v", err)
		}
		err = writeJSON(f, rep)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return usageErr("--report: %v", err)
		}
	}
	if asJSON {
		if err := writeJSON(stdout, rep); err != nil {
			return err
		}
	} else {
		printDiffSummary(stdout, rep)
	}
	return verdictErr(rep.Verdict.Status)
}

// mergeCmd combines shard reports.
func mergeCmd() *cobra.Command {
	var (
		asJSON           bool
		report, findings string
		baselines        []string
	)
	cmd := &cobra.Command{
		Use:   "merge SHARD.json...",
		Short: "Combine the JSON reports of the shards of one diff run into the report of the whole run",
		Long: `Read the JSON reports of "curvecheck diff --shard I/COUNT" runs (written
with --report FILE or --json) and combine them into the report the unsharded
run gives: counts added, findings in case order (an input found in two
shards is one finding, its repeats counted), the verdict judged by the same
rules. Every shard 0 … COUNT-1 must be given once, all of one run (seed,
n, operations, implementations): otherwise merge fails rather than report a
verdict over less than the run. Times are the shards' sums.

--findings DIR copies each finding's corpus file there and points the
report (and the replay commands) at the copies, for shards that ran on
other machines and whose folders were collected beside their reports.

A finding a shard's --baseline held stays known; --baseline FILE
(repeatable, as for diff) marks the merged report's other findings that
FILE holds as known too.

Exit status: 0 clean or known findings only, 1 new findings, 2 usage
errors, 3 incomplete.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var base *engine.Baseline
			if len(baselines) > 0 {
				var err error
				if base, err = engine.LoadDiffBaseline(baselines); err != nil {
					return usageErr("--baseline: %v", err)
				}
			}
			var shards []*engine.Report
			for _, name := range args {
				data, err := os.ReadFile(name)
				if err != nil {
					return usageErr("%v", err)
				}
				var r engine.Report
				if err := json.Unmarshal(data, &r); err != nil {
					return usageErr("%s: not a diff report: %v", name, err)
				}
				shards = append(shards, &r)
			}
			rep, err := engine.Merge(shards)
			if err != nil {
				return usageErr("%v", err)
			}
			rep.ApplyBaseline(base)
			if findings != "" {
				if err := relocateFindings(rep, findings, filepath.Dir(args[0])); err != nil {
					return usageErr("--findings: %v", err)
				}
			}
			return finishDiff(lockedWriter{cmd.OutOrStdout()}, rep, asJSON, report)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the merged report as JSON")
	cmd.Flags().StringVar(&report, "report", "", "also write the merged JSON report to this file")
	cmd.Flags().StringVar(&findings, "findings", "", "copy the findings' corpus files into this folder and point the report at them")
	cmd.Flags().StringArrayVar(&baselines, "baseline", nil, "known behaviours, as for diff: findings they hold are marked known (repeatable)")
	return cmd
}

// relocateFindings copies each finding's corpus file into dir (a known
// finding's into dir/known), looking for it, when its recorded path does
// not exist, under base: at the recorded relative path, then by file name;
// it rewrites the finding's file and replay command.
func relocateFindings(rep *engine.Report, dir, base string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := relocate(rep.Findings, dir, base); err != nil {
		return err
	}
	return relocate(rep.Known, filepath.Join(dir, "known"), base)
}

func relocate(fs []engine.Finding, dir, base string) error {
	if len(fs) == 0 {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i := range fs {
		f := &fs[i]
		if f.File == "" {
			continue
		}
		src := f.File
		data, err := os.ReadFile(src)
		for _, alt := range []string{filepath.Join(base, src), filepath.Join(base, filepath.Base(src)), filepath.Join(base, "known", filepath.Base(src))} {
			if err == nil {
				break
			}
			data, err = os.ReadFile(alt)
		}
		if err != nil {
			return fmt.Errorf("corpus file of finding %d (%s, recorded at %s): %v", i+1, f.Op, src, err)
		}
		dst := filepath.Join(dir, filepath.Base(src))
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			return err
		}
		if f.Replay != "" {
			f.Replay = strings.Replace(f.Replay, shellquote.Join(src), shellquote.Join(dst), 1)
		}
		f.File = dst
	}
	return nil
}

func implNames(impls []catalog.Impl) string {
	var names []string
	for _, im := range impls {
		names = append(names, im.Name())
	}
	return strings.Join(names, ",")
}

// verdictErr maps a verdict's status to the exit status.
func verdictErr(status string) error {
	switch status {
	case engine.Findings:
		return errFindings
	case engine.Incomplete:
		return errIncomplete
	}
	return nil // clean, or known findings only
}

func printDiffSummary(w io.Writer, rep *engine.Report) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "OPERATION\tCASES\tCASES/S\tENGINE µs/CASE\tIMPL [POLICY]\tAGREE\tPOLICY-EXPLAINED\tFINDINGS\tKNOWN\tUNSUPPORTED valid/invalid/declared\tTIMED-OUT\tNOT-RUN\tIMPL µs/CASE")
	for _, o := range rep.Ops {
		rate := float64(o.Cases) / o.Wall.Seconds()
		// The engine's own time per case and implementation: wall time less
		// the time inside the reference and the implementations.
		calls := max(1, len(o.Stats))
		over := float64(o.Overhead().Nanoseconds()) / 1e3 / float64(o.Cases*calls)
		lead := fmt.Sprintf("%s\t%d\t%.0f\t%.3f", o.Op, o.Cases, rate, over)
		if len(o.Stats) == 0 {
			fmt.Fprintf(tw, "%s\t(ref only: not applicable)\t\t\t\t\t\t\t\t\n", lead)
		}
		for _, s := range o.Stats {
			per := 0.0
			if s.Cases > 0 {
				per = float64(s.Time.Nanoseconds()) / 1e3 / float64(s.Cases)
			}
			name := s.Impl
			if s.Policy != "" {
				name += " [" + s.Policy + "]"
			}
			fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d/%d/%d\t%d\t%d\t%.2f\n", lead, name, s.Agree, s.Policied, s.Findings, s.Known,
				s.Unsupported, s.UnsupportedInvalid, s.DeclaredUnsupported, s.TimedOut, s.NotRun, per)
			lead = "\t\t\t"
		}
	}
	tw.Flush()
	v := rep.Verdict
	printKnown(w, rep.Known)
	if len(rep.Baselines) > 0 || len(rep.Known) > 0 {
		fmt.Fprintf(w, "%d new findings, %d known from baseline %s\n", len(rep.Findings), len(rep.Known), strings.Join(rep.Baselines, ", "))
	} else {
		fmt.Fprintf(w, "%d findings\n", len(rep.Findings))
	}
	fmt.Fprintf(w, "verdict: %s: %s\n", strings.ToUpper(v.Status), v.Coverage)
	for _, why := range v.Incomplete {
		fmt.Fprintf(w, "  incomplete: %s\n", why)
	}
	if len(v.NotApplicable) > 0 {
		fmt.Fprintf(w, "  not applicable (no selected implementation computes them; not run): %s\n", strings.Join(v.NotApplicable, ", "))
	}
}

// printKnown lists known findings compactly: what, where, why, and the
// replay command.
func printKnown(w io.Writer, known []engine.Finding) {
	for _, f := range known {
		fmt.Fprintf(w, "KNOWN %s: %s [%s] case %d", f.Kind, f.Op, f.Impl, f.Case)
		if f.Repeats > 0 {
			fmt.Fprintf(w, " (+%d repeats)", f.Repeats)
		}
		reason := ""
		if f.Known != nil {
			reason = f.Known.Reason
		}
		fmt.Fprintf(w, ": %s\n", reason)
		if r := f.ReplayCommand(); r != "" {
			fmt.Fprintf(w, "  replay: %s\n", r)
		}
	}
}

// replayCase runs the case saved in file against impls and the reference
// (under each implementation's policy) and prints the answers; it returns
// errFindings if any implementation disagrees.
func replayCase(w io.Writer, file string, impls []catalog.Impl) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return usageErr("--replay: %v", err)
	}
	op, in, err := catalog.ParseFuzzCorpusFile(data)
	if err != nil {
		return usageErr("--replay %s: %v", file, err)
	}
	ref := refimpl.New()
	fmt.Fprintf(w, "REPLAY %s (%s)\n", op.Name, file)
	for _, p := range op.In {
		fmt.Fprintf(w, "  in  %s = %x\n", p.Name, in[p.Name])
	}
	c := &engine.Checker{Ref: ref}
	ran := 0
	for _, im := range impls {
		if im.Name() == refimpl.Name || !im.Supports(op.Name) {
			continue
		}
		ran++
		c.Impls = append(c.Impls, im)
	}
	if ran == 0 {
		return usageErr("--replay: no implementation in --impl computes %s", op.Name)
	}
	rep := c.CheckCase(op, in)
	for _, im := range c.Impls {
		pol := catalog.PolicyOf(im, op.Name)
		r, err := ref.WithPolicy(op.Name, pol)
		if err != nil {
			return usageErr("%v", err)
		}
		got := catalog.Call(im, op.Name, in)
		if f, ok := lateFinding(im, op, in, rep.Findings); ok {
			rep.Findings = append(rep.Findings, f)
			rep.Outcomes[im.Name()] = outcome.Fail
		}
		fmt.Fprintf(w, "  out %-28s %s\n", "ref (policy "+pol+"):", catalog.Call(r, op.Name, in))
		fmt.Fprintf(w, "  out %-28s %s  [%s]\n", im.Name()+":", got, rep.Outcomes[im.Name()])
		if rl := im.Capabilities().RequestLine; rl != nil {
			fmt.Fprintf(w, "  request line for %s: %s\n", im.Name(), rl(op.Name, in))
		}
	}
	for _, f := range rep.Findings {
		fmt.Fprint(w, f.Reproducer())
	}
	if len(rep.Findings) > 0 {
		return errFindings
	}
	fmt.Fprintln(w, "every implementation agrees with the reference on this case")
	return nil
}

// lateFinding returns the finding of a second answer im sent to a request
// of the replayed case, if it sent one and fs has no such finding yet. A
// second answer is read only while a later request is pending: the case
// is sent once more (Capabilities.FlushLate) to reveal one.
func lateFinding(im catalog.Impl, op catalog.Op, in catalog.Values, fs []engine.Finding) (engine.Finding, bool) {
	flush := im.Capabilities().FlushLate
	if flush == nil {
		return engine.Finding{}, false
	}
	for _, la := range flush() {
		if !la.Answers(op.Name, in) {
			continue
		}
		for _, f := range fs {
			if f.Impl == im.Name() && f.Kind == "protocol error" {
				return engine.Finding{}, false
			}
		}
		f := engine.LateFinding(im, la)
		if rl := im.Capabilities().RequestLine; rl != nil {
			f.Request = rl(op.Name, in)
		}
		return f, true
	}
	return engine.Finding{}, false
}
