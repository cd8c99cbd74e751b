package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/catalog"
)

func opsCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "ops",
		Short: "List the operation catalog with each operation's inputs, outputs and implementations",
		Long: `List the operation catalog: each operation's stable name, inputs and
outputs in canonical encodings (doc/protocol.md has the conventions), the
implementations that compute it, the policy atoms it honours with what the
reference does without them (doc/policies.md documents every atom), the
named policies, the input classes an implementation may declare it does not
take, the edge classes its cases are built to reach (edge_classes: invalid
and non-canonical point encodings, digest lengths, DER encodings; each has
edge cases of its own and a share of the random draws), and whether it may
be declared verify-only.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			stdout := cmd.OutOrStdout()
			type atom struct {
				Name    string `json:"name"`
				Changes string `json:"changes"`
			}
			type row struct {
				catalog.Op
				Impls []string `json:"impls"`
				// Atoms are the policy atoms the operation honours (an
				// implementation may declare them for it); ReferenceDefault
				// says what the reference does without them.
				Atoms            []atom   `json:"policy_atoms,omitempty"`
				NamedPolicies    []string `json:"named_policies,omitempty"`
				ReferenceDefault []string `json:"reference_default,omitempty"`
			}
			var rows []row
			for _, op := range catalog.Ops() {
				r := row{Op: op}
				for _, a := range catalog.AtomsFor(op.Name) {
					r.Atoms = append(r.Atoms, atom{a.Name, a.Changes})
					r.ReferenceDefault = append(r.ReferenceDefault, a.Default)
				}
				for _, p := range catalog.NamedPoliciesFor(op.Name) {
					r.NamedPolicies = append(r.NamedPolicies, p.Name)
				}
				for _, im := range catalog.Impls() {
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
				if len(r.EdgeClasses) > 0 {
					var names []string
					for _, c := range r.EdgeClasses {
						names = append(names, c.Name)
					}
					fmt.Fprintf(stdout, "    edge classes (in its edge cases and random draws): %s\n", strings.Join(names, ", "))
				}
				if len(r.Atoms) > 0 {
					var names []string
					for _, a := range r.Atoms {
						names = append(names, a.Name)
					}
					fmt.Fprintf(stdout, "    policy atoms: %s\n", strings.Join(names, ", "))
				}
				if len(r.NamedPolicies) > 0 {
					fmt.Fprintf(stdout, "    named policies: %s\n", strings.Join(r.NamedPolicies, ", "))
				}
				if r.VerifyOnlyAllowed {
					fmt.Fprintf(stdout, "    may be declared verify-only (randomized signers)\n")
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
