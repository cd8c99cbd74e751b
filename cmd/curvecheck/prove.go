package main

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/assurance"
	"github.com/curvecheck/curvecheck/assurance/claim"
)

// proveResult is one line of `curvecheck prove --json`.
type proveResult struct {
	ID        string   `json:"id"`
	Statement string   `json:"statement"`
	Method    string   `json:"method"`
	Source    string   `json:"source"`
	Where     []string `json:"where,omitempty"`
	Package   string   `json:"package"`
	Status    string   `json:"status"`
	Error     string   `json:"error,omitempty"`
	Seconds   float64  `json:"seconds"`
}

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
				var js []proveResult
				for _, r := range rs {
					p := proveResult{ID: r.Claim.ID, Statement: r.Claim.Statement, Method: string(r.Claim.Method), Source: r.Claim.Source,
						Where: r.Claim.Where, Package: r.Package, Status: string(r.Status), Seconds: r.Duration.Seconds()}
					if r.Err != nil {
						p.Error = r.Err.Error()
					}
					js = append(js, p)
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

// assuranceTally counts an audit's assurance results.
func assuranceTally(ps []proveResult) assurance.Tally {
	t := assurance.Tally{ByMethod: map[claim.Method]int{}}
	for _, p := range ps {
		t.Duration += time.Duration(p.Seconds * float64(time.Second))
		switch claim.Status(p.Status) {
		case claim.Proven:
			t.Proven++
			t.ByMethod[claim.Method(p.Method)]++
		case claim.NotRun:
			t.NotRun++
		default:
			t.Failed++
		}
	}
	return t
}

// renderAssurance writes the audit's Assurance section: the tally, the
// claims per kind and status, and every claim not proven with its reason.
func renderAssurance(b *strings.Builder, ps []proveResult) {
	t := assuranceTally(ps)
	fmt.Fprintf(b, "\n## Assurance\n\nThe facts the reference and the fast code rely on, each proven by a checker that can fail (doc/assurance.md lists every claim with its method and source; `curvecheck prove` reruns them). %s; the checks took %s.\n\n", t.Summary(), t.Duration.Round(time.Millisecond))
	fmt.Fprintf(b, "| kind | proven | failed | not run | time |\n|---|---:|---:|---:|---:|\n")
	type row struct {
		proven, failed, notRun int
		d                      time.Duration
	}
	rows := map[string]*row{}
	var kinds []string
	for _, p := range ps {
		k := assurance.Kind(p.ID)
		if rows[k] == nil {
			rows[k] = &row{}
			kinds = append(kinds, k)
		}
		r := rows[k]
		r.d += time.Duration(p.Seconds * float64(time.Second))
		switch claim.Status(p.Status) {
		case claim.Proven:
			r.proven++
		case claim.NotRun:
			r.notRun++
		default:
			r.failed++
		}
	}
	for _, k := range kinds {
		r := rows[k]
		fmt.Fprintf(b, "| %s | %d | %d | %d | %s |\n", assurance.Title(k), r.proven, r.failed, r.notRun, r.d.Round(time.Millisecond))
	}
	for _, p := range ps {
		if claim.Status(p.Status) != claim.Proven {
			fmt.Fprintf(b, "\n- %s %s: %s", strings.ToUpper(p.Status), p.ID, p.Error)
		}
	}
	b.WriteString("\n")
}
