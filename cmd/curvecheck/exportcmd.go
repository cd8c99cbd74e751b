package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/vectors/export"
)

func exportCmd() *cobra.Command {
	var (
		dir     string
		reports []string
		noEdges bool
		asJSON  bool
	)
	cmd := &cobra.Command{
		Use:   "export --wycheproof DIR [--from REPORT.json]...",
		Short: "Write the catalog's edge cases and the findings of diff runs as Wycheproof test vector files",
		Long: `Write curvecheck's cases as Wycheproof files (testvectors_v1 schemas) that
"curvecheck vectors --file" and any suite that loads Wycheproof can run:
Ed25519 verification (eddsa_verify_schema_v1), X25519 (xdh_comp_schema_v1),
ECDH with SEC1 points on secp256k1, P-256 and P-384
(ecdh_ecpoint_test_schema_v1), and ECDSA verification of messages on those
curves, DER and P1363 (ecdsa_verify_schema_v1, ecdsa_p1363_verify_schema_v1).

The cases are the catalog's edge cases of those operations (unless
--no-edges) and the findings of the reports given with --from (a
"curvecheck diff --report" file, a merged report, or an audit's
report.json). Each test's expected result is the math/big reference's; a
case whose answer a policy atom changes (a choice the specifications leave
open, such as Ed25519's cofactored equation or X25519's all-zero output) is
"acceptable". Tests are flagged EdgeCase or Finding, with the catalog's input
classes, and the notes say what each flag means; a finding's comment names
the implementation and what it returned. A case no schema can carry (an
ECDSA digest with no message, a compressed public key) is counted under
"skipped" with the reason.

Exit status: 0 written, 2 usage or input errors.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if dir == "" {
				return usageErr("--wycheproof DIR is required")
			}
			var cases []export.Case
			if !noEdges {
				cases = export.EdgeCases()
			}
			findings := 0
			for _, name := range reports {
				fs, err := reportFindings(name)
				if err != nil {
					return usageErr("%v", err)
				}
				cs, err := export.FindingCases(fs)
				if err != nil {
					return usageErr("%s: %v", name, err)
				}
				findings += len(fs)
				cases = append(cases, cs...)
			}
			if len(cases) == 0 {
				return usageErr("nothing to export: --no-edges and no finding in the reports given")
			}
			sum, err := export.Write(dir, cases)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, sum)
			}
			written, skipped := 0, 0
			for _, f := range sum.Files {
				written += f.Tests
				fmt.Fprintf(w, "%-58s %4d tests: %d valid, %d invalid, %d acceptable; %d from findings\n",
					f.Path, f.Tests, f.Valid, f.Invalid, f.Acceptable, f.Findings)
			}
			for _, s := range sum.Skipped {
				skipped += s.Count
				fmt.Fprintf(w, "skipped %d case(s) of %s: %s\n", s.Count, s.Op, s.Reason)
			}
			fmt.Fprintf(w, "%d tests written in %d files (%d cases in, %d of them from %d findings); %d skipped\n",
				written, len(sum.Files), len(cases), findings, findings, skipped)
			return nil
		},
	}
	cmd.Flags().StringVar(&dir, "wycheproof", "", "folder to write the Wycheproof files into")
	cmd.Flags().StringArrayVar(&reports, "from", nil, "a diff or audit JSON report whose findings to export (repeatable)")
	cmd.Flags().BoolVar(&noEdges, "no-edges", false, "export the findings only, not the catalog's edge cases")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print what was written and skipped as JSON")
	return cmd
}

// reportFindings reads the findings of a diff report (or merged report) or
// of an audit's report.json.
func reportFindings(name string) ([]engine.Finding, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var r struct {
		Ops          json.RawMessage  `json:"ops"`
		Findings     []engine.Finding `json:"findings"`
		Differential *struct {
			Findings []engine.Finding `json:"findings"`
		} `json:"differential"`
		Verdict json.RawMessage `json:"verdict"`
	}
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: not a JSON report: %v", name, err)
	}
	switch {
	case r.Ops != nil:
		return r.Findings, nil
	case r.Differential != nil:
		return r.Differential.Findings, nil
	case r.Verdict != nil:
		return nil, nil // an audit whose differential section did not run
	}
	return nil, fmt.Errorf("%s: neither a diff report nor an audit report", name)
}
