// Package export writes curvecheck's cases (the catalog's edge cases and
// the findings of differential runs) as Wycheproof test vector files
// (C2SP/wycheproof, testvectors_v1 schemas), so that any suite that loads
// Wycheproof can run them. Each test's expected result is computed by the
// math/big reference; where a policy atom of the catalog (a choice the
// specifications leave open) changes the reference's answer, the result is
// "acceptable". A case no schema can carry is counted as skipped, with
// the reason, never dropped silently.
package export

import (
	"encoding/hex"
	"fmt"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/vectors"
)

// Source is what the exported groups name as their source. The vector
// checker knows the name: its list of Wycheproof EdDSA cases that ZIP-215
// relaxes does not apply to these files.
var Source = map[string]string{"name": vectors.ExportSource, "version": "export-1"}

// Case is one input to export: an edge case of the catalog or the input of
// a finding.
type Case struct {
	Op     string
	In     catalog.Values
	Origin string   // the comment's first part: where the case comes from
	Flags  []string // "EdgeCase" or "Finding", then input classes
}

// Summary says what an export wrote and what it could not.
type Summary struct {
	Files   []FileSummary `json:"files"`
	Skipped []Skip        `json:"skipped,omitempty"`
}

// FileSummary is one written file.
type FileSummary struct {
	Path       string `json:"path"`
	Schema     string `json:"schema"`
	Tests      int    `json:"tests"`
	Valid      int    `json:"valid"`
	Invalid    int    `json:"invalid"`
	Acceptable int    `json:"acceptable"`
	Findings   int    `json:"findings"`
}

// Skip counts the cases of one operation left out for one reason.
type Skip struct {
	Op     string `json:"op"`
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// EdgeCases returns the catalog's edge cases of every operation a schema
// carries.
func EdgeCases() []Case {
	var out []Case
	for _, op := range catalog.Ops() {
		if schemaOf(op.Name) == "" {
			continue
		}
		for i, in := range op.Edges() {
			out = append(out, Case{Op: op.Name, In: in, Origin: fmt.Sprintf("edge case %d of %s", i, op.Name),
				Flags: append([]string{flagEdgeCase}, classFlags(op, in)...)})
		}
	}
	return out
}

// FindingCases turns the findings of a differential run into cases.
func FindingCases(fs []engine.Finding) ([]Case, error) {
	var out []Case
	for _, f := range fs {
		op, ok := catalog.LookupOp(f.Op)
		if !ok {
			return nil, fmt.Errorf("finding on %s: no such operation in the catalog", f.Op)
		}
		in := catalog.Values{}
		for k, v := range f.Inputs {
			b, err := hex.DecodeString(v)
			if err != nil {
				return nil, fmt.Errorf("finding on %s: input %s is not hex: %v", f.Op, k, err)
			}
			in[k] = b
		}
		got := f.Results[f.Impl]
		if len(got) > 120 {
			got = got[:120] + "…"
		}
		origin := fmt.Sprintf("finding (%s) of %s on case %d of %s: it gave %s", f.Kind, f.Impl, f.Case, f.Op, got)
		if f.Policy != "" {
			origin += " under policy " + f.Policy
		}
		out = append(out, Case{Op: f.Op, In: in, Origin: origin, Flags: append([]string{flagFinding}, classFlags(op, in)...)})
	}
	return out, nil
}

// classFlags names the catalog's input classes in matches, as flags.
func classFlags(op catalog.Op, in catalog.Values) []string {
	var out []string
	for _, c := range op.Classes {
		if c.Match != nil && c.Match(in) {
			out = append(out, classFlag(c.Name))
		}
	}
	return out
}

// classFlag turns an input class name ("digest-at-least-n") into a
// Wycheproof-style flag ("DigestAtLeastN").
func classFlag(name string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' || r == ':' }) {
		b.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	return b.String()
}

// skips counts skipped cases by operation and reason.
type skips map[[2]string]int

func (s skips) add(op, reason string) { s[[2]string{op, reason}]++ }

func (s skips) list() []Skip {
	var out []Skip
	for k, n := range s {
		out = append(out, Skip{Op: k[0], Reason: k[1], Count: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Op != out[j].Op {
			return out[i].Op < out[j].Op
		}
		return out[i].Reason < out[j].Reason
	})
	return out
}
