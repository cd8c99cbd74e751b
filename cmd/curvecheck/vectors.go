package main

import (
	"encoding/hex"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/audit"
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/vectors"
)

// noteFailures marks the failures base holds as known (moving them to each
// result's Known), and, when dir is set, writes each failure's case as a Go
// fuzz corpus file (a known one's in dir/known) with the curvecheck diff
// --replay command that runs it against the implementation again.
func noteFailures(run *audit.VectorRun, impls []catalog.Impl, base *engine.Baseline, dir string) error {
	byName := map[string]catalog.Impl{}
	for _, im := range impls {
		byName[im.Name()] = im
	}
	if base != nil {
		run.Baselines = base.Files
	}
	for _, r := range run.Results {
		var fresh []vectors.Failure
		for _, f := range r.Failures {
			if k, ok := base.Vector(engine.VectorCase{File: r.File, Policy: r.Policy, Impl: r.Impl, ID: f.ID, Got: f.Got,
				Output: f.Output, Op: f.Op, Inputs: f.Inputs}); ok {
				f.Known = &k
			}
			if err := corpusFor(&f, byName[r.Impl], dir); err != nil {
				return err
			}
			if f.Known != nil {
				r.Known = append(r.Known, f)
			} else {
				fresh = append(fresh, f)
			}
		}
		r.Failures = fresh
	}
	return nil
}

// corpusFor writes f's case into dir (dir/known for a known failure) and
// sets its replay command, if the case is one catalog call and impl is not
// the reference (diff --replay compares with the reference).
func corpusFor(f *vectors.Failure, impl catalog.Impl, dir string) error {
	op, ok := catalog.LookupOp(f.Op)
	if dir == "" || !ok || f.Inputs == nil {
		return nil
	}
	in := catalog.Values{}
	for k, v := range f.Inputs {
		b, err := hex.DecodeString(v)
		if err != nil {
			return fmt.Errorf("%s input %s: %v", f.ID, k, err)
		}
		in[k] = b
	}
	if f.Known != nil {
		dir = filepath.Join(dir, "known")
	}
	path, err := engine.WriteCorpusFile(dir, op, in)
	if err != nil {
		return fmt.Errorf("--findings: %v", err)
	}
	f.File = path
	if impl != nil && impl.Name() != refimpl.Name {
		f.Replay = replayCommand(path, impl)
	}
	return nil
}

// replayNote says how to replay a failure, or why there is no command.
// impl is the implementation named r.Impl, if there is one.
func replayNote(f vectors.Failure, r *vectors.Result, impl catalog.Impl) string {
	switch {
	case f.Replay != "":
		if r.Policy != "" && impl != nil && catalog.CanonicalPolicy(f.Op, catalog.PolicyOf(impl, f.Op)) != r.Policy {
			return f.Replay + "  (under " + r.Impl + "'s declared policy; the case failed under " + r.Policy + ")"
		}
		return f.Replay
	case f.Op == "":
		return "none: the case is not one call of a catalog operation"
	case f.Inputs == nil:
		return "none: the vector loader rejected the case before it became " + f.Op + " inputs"
	case f.File == "":
		return "none: no --findings folder"
	case r.Impl == refimpl.Name:
		return "none: diff --replay compares with the reference itself; corpus file " + f.File
	}
	return "none"
}

// printVectorTable writes the human-readable table; impls are the
// implementations checked.
func printVectorTable(w io.Writer, run *audit.VectorRun, impls []catalog.Impl) {
	byName := map[string]catalog.Impl{}
	for _, im := range impls {
		byName[im.Name()] = im
	}
	if len(run.Results) == 0 {
		return
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "FILE\tIMPL\tPOLICY\tPASS\tFAIL\tKNOWN\tACCEPTABLE (accepted/rejected)\tNOT-APPLICABLE\tUNSUPPORTED\tTIMED-OUT\tNOT-RUN\tFIRST NEW FAILURES")
	for _, r := range run.Results {
		var first []string
		for i, f := range r.Failures {
			if i == 5 {
				first = append(first, "…")
				break
			}
			first = append(first, f.ID)
		}
		pol := r.Policy
		if pol == "" {
			pol = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%d\t%d/%d\t%d\t%d\t%d\t%d\t%s\n", r.File, r.Impl, pol, r.Pass, r.Fail, len(r.Known),
			r.AcceptableAccepted, r.AcceptableRejected, r.NotApplicable, r.UnsupportedInput, r.TimedOut, r.NotRun, strings.Join(first, ", "))
	}
	tw.Flush()
	for _, r := range run.Results {
		for _, f := range r.Failures {
			fmt.Fprintf(w, "FAIL %s %s [%s]: want %s, got %s", r.File, f.ID, r.Impl, f.Want, f.Got)
			if len(f.Flags) > 0 {
				fmt.Fprintf(w, " flags=%s", strings.Join(f.Flags, ","))
			}
			if f.Detail != "" {
				fmt.Fprintf(w, ": %s", f.Detail)
			}
			fmt.Fprintln(w)
			fmt.Fprintf(w, "  replay: %s\n", replayNote(f, r, byName[r.Impl]))
		}
		for _, f := range r.Known {
			fmt.Fprintf(w, "KNOWN %s %s [%s]: got %s: %s\n", r.File, f.ID, r.Impl, f.Got, f.Known.Reason)
			if f.Replay != "" {
				fmt.Fprintf(w, "  replay: %s\n", f.Replay)
			}
		}
		for _, why := range r.SortedReasons() {
			fmt.Fprintf(w, "%s %s [%s]: %d × %s\n", why.Outcome, r.File, r.Impl, why.Count, why.Reason)
		}
	}
	t := run.Tally()
	fmt.Fprintf(w, "total: %s (%d of %d cases computed by the implementation)\n", t.Summary(), t.Computed(), t.Total())
	if len(run.Baselines) > 0 {
		fmt.Fprintf(w, "%d new failures, %d known from baseline %s\n", run.NewFailures(), run.KnownFailures(), strings.Join(run.Baselines, ", "))
	}
}

func vectorsCmd() *cobra.Command {
	var (
		implList  string
		files     []string
		asJSON    bool
		opts      vectors.Options
		timeout   time.Duration
		findings  string
		baselines []string
	)
	cmd := &cobra.Command{
		Use:   "vectors",
		Short: "Check implementations against third-party test vectors",
		Long: `Check implementations against test vectors: every staged file (Wycheproof,
sign.input, RFC 8032 and RFC 7748 known answers, ed25519-speccheck, CCTV,
BIP-340), or the files given with --file. Files whose expectations depend on
an Ed25519 verification policy are checked under every policy the
implementation offers. Wycheproof "acceptable" cases are counted apart, by
what the implementation did with them. Only what the implementation
computed is pass or fail: a case for an operation it does not compute, or
one the vector loader rejected before any implementation saw it, is
not-applicable; an input it declines is unsupported-input; an entry beyond
--max-iterations is not-run.

Each failing case that is one call of a catalog operation is written to
--findings as a Go fuzz corpus file, and printed with the command that
replays it against the implementation: curvecheck diff --replay FILE
--impl NAME (the replay compares with the reference, under the
implementation's declared policy).

--baseline FILE (repeatable) names failures already known: an earlier
"curvecheck vectors --json" output (a case that failed the same way there:
the same file base name, policy, implementation and test id, and the same
got) or a reviewed list (doc/baselines.md). Known failures are listed
apart with their reason; they are still counted as failures.

Exit status: 0 no failure or only known ones, 1 a failing or timed-out case
no baseline holds, 2 a file or baseline that cannot be read or parsed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
			impls, closeAll, err := selectImpls(implList, timeout, cmd.ErrOrStderr())
			if err != nil {
				return usageErr("--impl: %v", err)
			}
			defer closeAll()
			var base *engine.Baseline
			if len(baselines) > 0 {
				if base, err = engine.LoadVectorBaseline(baselines); err != nil {
					return usageErr("--baseline: %v", err)
				}
			}
			run := audit.RunVectors(impls, files, opts, nil, nil)
			if err := noteFailures(run, impls, base, findings); err != nil {
				return usageErr("%v", err)
			}
			if asJSON {
				if err := writeJSON(stdout, run); err != nil {
					return err
				}
			} else {
				printVectorTable(stdout, run, impls)
			}
			for _, e := range run.Errors {
				fmt.Fprintln(stderr, "curvecheck: error:", e)
			}
			switch {
			case len(run.Errors) > 0:
				return usageErr("%d file(s) could not be checked", len(run.Errors))
			case run.NewFailures() > 0:
				return errFindings
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&implList, "impl", "ref", "implementations: names, globs or exec:'COMMAND ARGS' (doc/protocol.md)")
	cmd.Flags().DurationVar(&timeout, "timeout", 10*time.Second, "per-request timeout for external implementations")
	cmd.Flags().StringArrayVar(&files, "file", nil, "vector file to check (repeatable); default: every staged file")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().IntVar(&opts.MaxIterations, "max-iterations", 1000, "RFC 7748 iteration entries longer than this are not run")
	cmd.Flags().StringVar(&findings, "findings", "curvecheck-findings", "folder for fuzz corpus files of failing cases (those of known failures in its subfolder known)")
	cmd.Flags().StringArrayVar(&baselines, "baseline", nil, "known failures: an earlier vectors --json output or a reviewed list (doc/baselines.md); repeatable")
	return cmd
}
