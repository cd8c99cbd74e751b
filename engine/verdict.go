package engine

import (
	"fmt"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/outcome"
)

// The statuses of a Verdict.
const (
	// Clean: every operation run was compared by some implementation on at
	// least one case, with no finding, no timeout, nothing left unsent, and
	// no more undeclared unsupported answers than allowed.
	Clean = "clean"
	// Findings: a mismatch, panic, crash or timeout that no baseline
	// holds.
	Findings = "findings"
	// Incomplete: no new finding, but less was compared than was asked for.
	Incomplete = "incomplete"
	// KnownOnly: complete, and every finding is one a baseline holds. The
	// implementation still fails those cases against the reference; the
	// run is not clean, but nothing new was found (exit status 0).
	KnownOnly = "known-findings"
)

// Verdict is a run's overall result and the coverage it rests on.
type Verdict struct {
	Status string `json:"status"`
	// Coverage says what was compared: operations, implementations, cases.
	Coverage string `json:"coverage"`
	// Outcomes adds up every implementation's cases.
	Outcomes outcome.Tally `json:"outcomes"`
	// Incomplete lists why the run is not clean, findings aside.
	Incomplete []string `json:"incomplete,omitempty"`
	// NotApplicable lists operations selected by a pattern that no selected
	// implementation computes (nothing ran them).
	NotApplicable []string `json:"not_applicable,omitempty"`
	// New and Known count the findings no baseline holds and those one
	// holds.
	New   int `json:"new_findings"`
	Known int `json:"known_findings"`
}

// String is the one-line verdict with its coverage.
func (v Verdict) String() string {
	s := v.Status + ": " + v.Coverage
	if len(v.Incomplete) > 0 {
		s += "; incomplete: " + strings.Join(v.Incomplete, "; ")
	}
	return s
}

// Judge computes the report's verdict from its counts.
func (r *Report) Judge() Verdict {
	var v Verdict
	impls := map[string]bool{}
	compared, cases := 0, 0
	for _, op := range r.NotComputed {
		if r.Named[op] {
			v.Incomplete = append(v.Incomplete, op+": named, but no selected implementation computes it")
		} else {
			v.NotApplicable = append(v.NotApplicable, op)
		}
	}
	for _, o := range r.Ops {
		if len(o.Stats) == 0 {
			if r.Named[o.Op] {
				v.Incomplete = append(v.Incomplete, o.Op+": named, but no selected implementation computes it")
			} else {
				v.NotApplicable = append(v.NotApplicable, o.Op)
			}
			continue
		}
		opCases := 0
		for _, s := range o.Stats {
			impls[s.Impl] = true
			v.Outcomes.Merge(s.Tally())
			opCases += s.Cases
			cases += s.Cases
			if s.Valid > 0 && s.UnsupportedRatio() > r.AllowUnsupported {
				v.Incomplete = append(v.Incomplete, fmt.Sprintf("%s: %s declined %d of %d inputs the reference accepts (%.1f%%, allowed %.1f%%) without declaring their class",
					o.Op, s.Impl, s.Unsupported, s.Valid, 100*s.UnsupportedRatio(), 100*r.AllowUnsupported))
			}
			if s.NotRun > 0 {
				v.Incomplete = append(v.Incomplete, fmt.Sprintf("%s: %d cases not sent to %s after %d timeouts", o.Op, s.NotRun, s.Impl, maxHangs))
			}
		}
		if opCases == 0 {
			v.Incomplete = append(v.Incomplete, o.Op+": no case compared (every answer was unsupported, timed out or not sent)")
		} else {
			compared++
		}
	}
	if compared == 0 {
		v.Incomplete = append(v.Incomplete, "no operation was compared with the reference")
	}
	names := make([]string, 0, len(impls))
	for n := range impls {
		names = append(names, n)
	}
	sort.Strings(names)
	v.New, v.Known = len(r.Findings), len(r.Known)
	if len(r.Baselines) > 0 || v.Known > 0 {
		v.Coverage = fmt.Sprintf("%d new findings, %d known from baseline %s; ", v.New, v.Known, strings.Join(r.Baselines, ", "))
	}
	v.Coverage += fmt.Sprintf("%d of %d selected operations compared (%d computed by no selected implementation), %d comparisons by %d implementations (%s), seed %d; %s",
		compared, len(r.Ops)+len(r.NotComputed), len(r.NotComputed), cases, len(names), strings.Join(names, ", "), r.Seed, v.Outcomes.Summary())
	switch {
	case len(r.Findings) > 0:
		v.Status = Findings
	case len(v.Incomplete) > 0:
		v.Status = Incomplete
	case len(r.Known) > 0:
		v.Status = KnownOnly
	default:
		v.Status = Clean
	}
	return v
}
