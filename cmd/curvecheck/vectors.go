package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/diff"
	"github.com/curvecheck/curvecheck/outcome"
	"github.com/curvecheck/curvecheck/vectors"
)

// vectorRun is the outcome of checking a set of files: per-file results
// and the files that could not be used.
type vectorRun struct {
	Results []*vectors.Result `json:"results"`
	Errors  []string          `json:"errors,omitempty"`
	NotRun  []string          `json:"not_run,omitempty"` // files left out by the time budget
}

func (v *vectorRun) failed() bool {
	for _, r := range v.Results {
		if r.Fail > 0 || r.TimedOut > 0 {
			return true
		}
	}
	return false
}

// tally adds up every result's outcomes.
func (v *vectorRun) tally() outcome.Tally {
	var t outcome.Tally
	for _, r := range v.Results {
		t.Merge(r.Tally)
	}
	return t
}

// runVectors checks every implementation against every file (staged files
// when paths is empty). progress, if not nil, is called after each file;
// once stop, if not nil, returns true the remaining files are listed as not
// run.
func runVectors(impls []diff.Impl, paths []string, opts vectors.Options, progress func(name string), stop func() bool) *vectorRun {
	run := &vectorRun{}
	type src struct {
		name string
		read func() ([]byte, error)
	}
	var srcs []src
	if len(paths) == 0 {
		for _, p := range vectors.Staged {
			p := p
			srcs = append(srcs, src{p, func() ([]byte, error) { return vectors.ReadStaged(p) }})
		}
	}
	for _, p := range paths {
		p := p
		srcs = append(srcs, src{p, func() ([]byte, error) { return os.ReadFile(p) }})
	}
	for _, s := range srcs {
		if stop != nil && stop() {
			run.NotRun = append(run.NotRun, s.name)
			continue
		}
		data, err := s.read()
		if err != nil {
			run.Errors = append(run.Errors, err.Error())
		} else {
			for _, im := range impls {
				rs, err := vectors.Check(s.name, data, im, opts)
				if err != nil {
					run.Errors = append(run.Errors, err.Error())
					break
				}
				run.Results = append(run.Results, rs...)
			}
		}
		if progress != nil {
			progress(s.name)
		}
	}
	return run
}

// printVectorTable writes the human-readable table.
func printVectorTable(w io.Writer, run *vectorRun) {
	if len(run.Results) == 0 {
		return
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "FILE\tIMPL\tPOLICY\tPASS\tFAIL\tACCEPTABLE (accepted/rejected)\tNOT-APPLICABLE\tUNSUPPORTED\tTIMED-OUT\tNOT-RUN\tFIRST FAILURES")
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
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%d/%d\t%d\t%d\t%d\t%d\t%s\n", r.File, r.Impl, pol, r.Pass, r.Fail,
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
		}
		for _, why := range r.SortedReasons() {
			fmt.Fprintf(w, "%s %s [%s]: %d × %s\n", why.Outcome, r.File, r.Impl, why.Count, why.Reason)
		}
	}
	t := run.tally()
	fmt.Fprintf(w, "total: %s (%d of %d cases computed by the implementation)\n", t.Summary(), t.Computed(), t.Total())
}

func vectorsCmd() *cobra.Command {
	var (
		implList string
		files    []string
		asJSON   bool
		opts     vectors.Options
		timeout  time.Duration
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

Exit status: 0 no failure, 1 a failing or timed-out case, 2 a file that
cannot be read or parsed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
			impls, closeAll, err := selectImpls(implList, timeout, cmd.ErrOrStderr())
			if err != nil {
				return usageErr("--impl: %v", err)
			}
			defer closeAll()
			run := runVectors(impls, files, opts, nil, nil)
			if asJSON {
				if err := writeJSON(stdout, run); err != nil {
					return err
				}
			} else {
				printVectorTable(stdout, run)
			}
			for _, e := range run.Errors {
				fmt.Fprintln(stderr, "curvecheck: error:", e)
			}
			switch {
			case len(run.Errors) > 0:
				return usageErr("%d file(s) could not be checked", len(run.Errors))
			case run.failed():
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
	return cmd
}
