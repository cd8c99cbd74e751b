package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/diff"
)

func opsCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "ops",
		Short: "List the operation catalog with each operation's inputs, outputs and implementations",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout := cmd.OutOrStdout()
			type row struct {
				diff.Op
				Impls []string `json:"impls"`
			}
			var rows []row
			for _, op := range diff.Ops() {
				r := row{Op: op}
				for _, im := range diff.Impls() {
					if im.Supports(op.Name) {
						r.Impls = append(r.Impls, im.Name())
					}
				}
				rows = append(rows, r)
			}
			if asJSON {
				return writeJSON(stdout, rows)
			}
			for _, r := range rows {
				var in, out []string
				for _, p := range r.In {
					in = append(in, p.Name)
				}
				for _, p := range r.Out {
					out = append(out, p.Name)
				}
				fmt.Fprintf(stdout, "%-30s (%s) -> (%s)  [%s]\n    %s\n", r.Name, strings.Join(in, ", "), strings.Join(out, ", "), strings.Join(r.Impls, ", "), r.Doc)
				for _, c := range r.Classes {
					fmt.Fprintf(stdout, "    input class %s: %s\n", c.Name, c.Doc)
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
