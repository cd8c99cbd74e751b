package audit

import (
	"fmt"
	"strings"
	"time"

	"github.com/curvecheck/curvecheck/assurance"
	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/constanttime"
	"github.com/curvecheck/curvecheck/constanttime/claims"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/outcome"
	"github.com/curvecheck/curvecheck/vectors"
)

// Report is an audit's result: report.json, and what Markdown and HTML
// render.
type Report struct {
	Started    time.Time   `json:"started"`
	Duration   string      `json:"duration"`
	GoVersion  string      `json:"go_version"`
	Budget     string      `json:"budget"`
	Impls      []string    `json:"impls"`
	Vectors    *VectorRun  `json:"vectors"`
	SelfChecks []SelfCheck `json:"self_checks"`
	// Assurance is every claim of the assurance case (curvecheck prove)
	// and its outcome.
	Assurance []ClaimResult          `json:"assurance,omitempty"`
	Diff      *engine.Report         `json:"differential,omitempty"`
	Bench     *BenchReport           `json:"benchmarks,omitempty"`
	CT        []*constanttime.Result `json:"constant_time,omitempty"`
	// Declassified lists the fast code's declassification points.
	Declassified []claims.Declassification    `json:"declassification_points,omitempty"`
	Dudect       []*constanttime.DudectResult `json:"dudect,omitempty"`
	// DudectPlot is the PNG of the dudect traces, relative to the report's
	// folder, or empty.
	DudectPlot string `json:"dudect_plot,omitempty"`
	// DiffSeed seeds the differential section (printed for replay).
	DiffSeed int64 `json:"diff_seed"`
	// NotRun names every check that did not run, with the reason (time
	// budget, a missing tool, not selected).
	NotRun []string `json:"not_run,omitempty"`
	// Verdict is Clean (everything ran, nothing found), Findings or
	// Incomplete; Coverage says what it rests on, Problems why it is not
	// clean. Set by Judge.
	Verdict  string   `json:"verdict"`
	Coverage []string `json:"coverage"`
	Problems []string `json:"problems,omitempty"`
	Clean    bool     `json:"clean"`
}

// The verdicts, as in package engine.
const (
	Clean      = engine.Clean
	Findings   = engine.Findings
	Incomplete = engine.Incomplete
)

// SelfCheck is one reference self-check's outcome.
type SelfCheck struct {
	Name     string `json:"name"`
	OK       bool   `json:"ok"`
	Error    string `json:"error,omitempty"`
	Duration string `json:"duration"`
}

// ClaimResult is one assurance claim's outcome (a line of curvecheck prove
// --json).
type ClaimResult struct {
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

// NewClaimResult converts an assurance result.
func NewClaimResult(r assurance.Result) ClaimResult {
	p := ClaimResult{ID: r.Claim.ID, Statement: r.Claim.Statement, Method: string(r.Claim.Method), Source: r.Claim.Source,
		Where: r.Claim.Where, Package: r.Package, Status: string(r.Status), Seconds: r.Duration.Seconds()}
	if r.Err != nil {
		p.Error = r.Err.Error()
	}
	return p
}

// claimTally counts assurance results by status, and proven ones by method.
func claimTally(ps []ClaimResult) assurance.Tally {
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

// VectorRun is the outcome of checking vector files: per file,
// implementation and policy results, and the files that could not be used.
type VectorRun struct {
	Results []*vectors.Result `json:"results"`
	Errors  []string          `json:"errors,omitempty"`
	NotRun  []string          `json:"not_run,omitempty"` // files left out by the time budget
	// Baselines are the baseline files; each result's Known lists the
	// failures they hold.
	Baselines []string `json:"baselines,omitempty"`
}

// Tally adds up every result's outcomes.
func (v *VectorRun) Tally() outcome.Tally {
	var t outcome.Tally
	for _, r := range v.Results {
		t.Merge(r.Tally)
	}
	return t
}

// NewFailures counts the failing and timed-out cases no baseline holds.
func (v *VectorRun) NewFailures() int {
	n := 0
	for _, r := range v.Results {
		n += r.Fail + r.TimedOut - len(r.Known)
	}
	return n
}

// KnownFailures counts the failures a baseline holds (each result's Known).
func (v *VectorRun) KnownFailures() int {
	n := 0
	for _, r := range v.Results {
		n += len(r.Known)
	}
	return n
}

// ctFailed reports a Valgrind or dudect result of curvecheck's own code or
// of a control that did not come out as expected. A claim whose runner
// crashed twice was not checked: it is not-run (Judge), never a finding.
func ctFailed(rep *Report) bool {
	for _, r := range rep.CT {
		if !r.OK && r.RunnerCrash == "" && (r.Library == "fast" || r.Library == "control") {
			return true
		}
	}
	for _, r := range rep.Dudect {
		if !r.OK {
			return true
		}
	}
	return false
}

// Judge sets rep's Verdict, Clean, Coverage and Problems from its
// sections: Findings when any section found a failure, Incomplete when a
// check did not run (NotRun) or the differential comparison is
// incomplete, Clean otherwise. Benchmark targets are reported, not judged.
func Judge(rep *Report) {
	rep.Coverage, rep.Problems = nil, nil
	findings := false
	vr := rep.Vectors
	if vr == nil {
		vr = &VectorRun{}
	}
	vt := vr.Tally()
	rep.Coverage = append(rep.Coverage, fmt.Sprintf("vectors: %d results (file × implementation × policy), %s", len(vr.Results), vt.Summary()))
	if vr.NewFailures() > 0 {
		findings = true
		rep.Problems = append(rep.Problems, fmt.Sprintf("vectors: %d failing and %d timed-out cases", vt.Fail, vt.TimedOut))
	}
	for _, e := range vr.Errors {
		findings = true
		rep.Problems = append(rep.Problems, "vector file could not be checked: "+e)
	}
	okChecks := 0
	for _, s := range rep.SelfChecks {
		if s.OK {
			okChecks++
		} else {
			findings = true
			rep.Problems = append(rep.Problems, "self-check "+s.Name+" failed: "+s.Error)
		}
	}
	rep.Coverage = append(rep.Coverage, fmt.Sprintf("self-checks: %d run, %d ok", len(rep.SelfChecks), okChecks))
	if len(rep.Assurance) > 0 {
		rep.Coverage = append(rep.Coverage, "assurance: "+claimTally(rep.Assurance).Summary())
		for _, a := range rep.Assurance {
			if a.Status == string(claim.Failed) {
				findings = true
				rep.Problems = append(rep.Problems, "assurance claim "+a.ID+" failed: "+a.Error)
			}
		}
	}
	incomplete := len(rep.NotRun) > 0
	if rep.Diff != nil {
		v := rep.Diff.Verdict
		rep.Coverage = append(rep.Coverage, "differential: "+v.Status+": "+v.Coverage)
		switch v.Status {
		case engine.Findings:
			findings = true
			rep.Problems = append(rep.Problems, fmt.Sprintf("differential: %d findings", len(rep.Diff.Findings)))
		case engine.Incomplete:
			incomplete = true
		}
		for _, why := range v.Incomplete {
			rep.Problems = append(rep.Problems, "differential incomplete: "+why)
		}
	}
	if len(rep.CT) > 0 {
		ok, crashed := 0, 0
		for _, r := range rep.CT {
			switch {
			case r.RunnerCrash != "":
				crashed++
				incomplete = true
				rep.Problems = append(rep.Problems, "constant time: "+r.Claim+" ("+r.Setting+") not checked: its runner crashed twice ("+firstLine(r.RunnerCrash)+")")
			case r.OK:
				ok++
			}
		}
		line := fmt.Sprintf("constant time (Valgrind): %d claims checked, %d as expected", len(rep.CT)-crashed, ok)
		if crashed > 0 {
			line += fmt.Sprintf(", %d not checked (runner crashed)", crashed)
		}
		rep.Coverage = append(rep.Coverage, line)
	}
	if len(rep.Dudect) > 0 {
		rep.Coverage = append(rep.Coverage, fmt.Sprintf("constant time (dudect): %d functions timed", len(rep.Dudect)))
	}
	if ctFailed(rep) {
		findings = true
		rep.Problems = append(rep.Problems, "constant time: a claim of curvecheck's code or a control did not come out as expected")
	}
	if rep.Bench != nil {
		rep.Coverage = append(rep.Coverage, fmt.Sprintf("benchmarks: %d measured, %d ratios (targets reported, not judged)", len(rep.Bench.Results), len(rep.Bench.Ratios)))
	}
	switch {
	case findings:
		rep.Verdict = Findings
	case incomplete:
		rep.Verdict = Incomplete
	default:
		rep.Verdict = Clean
	}
	rep.Clean = rep.Verdict == Clean
}

// firstLine returns s up to its first newline.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
