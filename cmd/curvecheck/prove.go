package main

import (
	"fmt"
	"regexp"
	"time"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/assurance"
	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/audit"
)

func proveCmd() *cobra.Command {
	var (
		asJSON bool
		filter string
	)
	cmd := &cobra.Command{
		Use:   "prove",
		Short: "Run every assurance claim (certificates, orders, constants, PARI/GP agreement), one line each",
		Long: `prove runs the assurance case: every prime's certificate, every group and
twist order, every hard-coded constant's defining property, every
precomputed table regenerated, and PARI/GP's agreement with the reference
(doc/assurance.md lists them). One line per claim: status, time, method,
ID and statement. Claims that need PARI/GP are "not run" without gp on
PATH. Exit status: 0 every claim proven, 1 a claim failed, 3 none failed
but some did not run.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cs := assurance.Claims()
			if err := assurance.Validate(cs); err != nil {
				return fmt.Errorf("the claims are malformed: %w", err)
			}
			if len(cs) == 0 {
				return fmt.Errorf("no claims: nothing is proven")
			}
			if filter != "" {
				re, err := regexp.Compile(filter)
				if err != nil {
					return usageErr("--run: %v", err)
				}
				var keep []assurance.Claim
				for _, c := range cs {
					if re.MatchString(c.ID) {
						keep = append(keep, c)
					}
				}
				if len(keep) == 0 {
					return usageErr("--run %q matches no claim", filter)
				}
				cs = keep
			}
			out := cmd.OutOrStdout()
			start := time.Now()
			rs := assurance.Run(cs, func(r assurance.Result) {
				if !asJSON {
					fmt.Fprintln(out, assurance.Line(r))
				}
			})
			t := assurance.Count(rs)
			if asJSON {
				var js []audit.ClaimResult
				for _, r := range rs {
					js = append(js, audit.NewClaimResult(r))
				}
				if err := writeJSON(out, js); err != nil {
					return err
				}
			} else {
				fmt.Fprintf(out, "\n%s, in %s\n", t.Summary(), time.Since(start).Round(time.Millisecond))
			}
			switch {
			case t.Failed > 0:
				return errFindings
			case t.NotRun > 0:
				for _, r := range rs {
					if r.Status == claim.NotRun {
						fmt.Fprintf(cmd.ErrOrStderr(), "not run: %s: %v\n", r.Claim.ID, r.Err)
						break
					}
				}
				return errIncomplete
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	cmd.Flags().StringVar(&filter, "run", "", "run only the claims whose ID matches this regular expression")
	return cmd
}
