package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/constanttime"
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
		fmt.Fprintf(tw, "%s\t%s\t%s\tvalgrind\t%s\t%s\t%s\n", r.Claim, r.Library, r.Kind, r.Setting, r.Verdict, strings.Join(ev, ", "))
	}
	tw.Flush()
	for _, r := range results {
		for _, rep := range r.Reports {
			if rep.Benign != "" {
				fmt.Fprintf(w, "benign %s [%s] %s: %s\n", r.Claim, r.Setting, rep.Location, rep.Benign)
			}
		}
	}
}

func ctCmd() *cobra.Command {
	var (
		method, pattern, setting string
		asJSON                   bool
	)
	cmd := &cobra.Command{
		Use:   "ct",
		Short: "Check constant-time claims (Valgrind taint tracking)",
		Long: `Check the registered constant-time claims: every function that takes a
secret in fast/ and in the libraries curvecheck cross-checks, their Var
siblings and deliberately leaky controls. The Valgrind method classifies the
secret, runs the function under memcheck, and attributes each report whose
stack is inside the function to it (file:line); runtime reports outside it
are counted as noise. Constant-time claims must be clean, Var siblings and
controls must be flagged. It runs at each build setting (default, purego,
GOAMD64=v1, GOAMD64=v3). It needs valgrind and the go command.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
			if method != "valgrind" {
				return usageErr("--method: only valgrind is available so far")
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
			if asJSON {
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				if err := enc.Encode(results); err != nil {
					return err
				}
			} else {
				printCT(stdout, results)
			}
			for _, r := range results {
				if !r.OK && (r.Library == "fast" || r.Library == "control") {
					return errFindings
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&method, "method", "valgrind", "checking method (valgrind)")
	cmd.Flags().StringVar(&pattern, "func", "", "claims to check (glob on names, e.g. 'fast/*')")
	cmd.Flags().StringVar(&setting, "setting", "", "one build setting (default: all)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
