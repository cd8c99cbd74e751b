package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/audit"
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
)

// auditReport is report.json.
type auditReport = audit.Report

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
			impls, closeAll, err := selectImpls(implList, 10*time.Second, stderr)
			if err != nil {
				return usageErr("--impl: %v", err)
			}
			defer closeAll()
			if err := os.MkdirAll(out, 0o755); err != nil {
				return usageErr("--out: %v", err)
			}
			if !cmd.Flags().Changed("diff-seed") {
				diffSeed = time.Now().UnixNano()
			}
			selected, err := audit.ParseSections(sections)
			if err != nil {
				return usageErr("--sections: %v", err)
			}
			rep, err := audit.Run(audit.Options{Dir: out, Budget: budget, Impls: impls, Sections: selected,
				DiffN: diffN, DiffSeed: diffSeed, AllowUnsupported: allowUnsupported,
				ReplayFor: func(f engine.Finding, impl catalog.Impl) string { return replayCommand(f.File, impl) }}, stderr)
			if err != nil {
				return usageErr("%v", err)
			}
			jp, mp, hp := filepath.Join(out, "report.json"), filepath.Join(out, "report.md"), filepath.Join(out, "report.html")
			for _, f := range []struct {
				path   string
				render func(*audit.Report) ([]byte, error)
			}{{jp, audit.JSON}, {mp, audit.Markdown}, {hp, audit.HTML}} {
				b, err := f.render(rep)
				if err != nil {
					return err
				}
				if err := os.WriteFile(f.path, b, 0o644); err != nil {
					return err
				}
			}
			fmt.Fprintf(stdout, "wrote %s, %s and %s (%s)\nverdict: %s\n", mp, jp, hp, rep.Duration, strings.ToUpper(rep.Verdict))
			for _, p := range rep.Problems {
				fmt.Fprintf(stdout, "  %s\n", p)
			}
			for _, n := range rep.NotRun {
				line, _, _ := strings.Cut(n, "\n")
				fmt.Fprintf(stdout, "  not run: %s\n", line)
			}
			return verdictErr(rep.Verdict)
		},
	}
	cmd.Flags().StringVar(&out, "out", "./curvecheck-report", "folder for report.md, report.json and report.html")
	cmd.Flags().DurationVar(&budget, "budget", 20*time.Minute, "time budget; sections beyond it are listed as not run (and the verdict is incomplete)")
	cmd.Flags().StringVar(&implList, "impl", "ref", "implementations held against the test vectors (and, external ones, compared in the differential section): names, globs or exec:'COMMAND ARGS'")
	cmd.Flags().IntVar(&diffN, "diff-n", 40, "random cases per operation in the differential section")
	cmd.Flags().Int64Var(&diffSeed, "diff-seed", 0, "seed of the differential section (default: drawn from the clock and printed)")
	cmd.Flags().StringVar(&sections, "sections", "all", "sections to run, comma-separated: all, "+strings.Join(audit.Sections, ", ")+" (the others are listed as not run)")
	cmd.Flags().Float64Var(&allowUnsupported, "allow-unsupported", 0, "share of the inputs the reference accepts that an implementation may decline undeclared (see curvecheck diff)")
	return cmd
}
