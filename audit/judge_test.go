package audit

import (
	"slices"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/constanttime"
	"github.com/curvecheck/curvecheck/constanttime/dudect"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/outcome"
	"github.com/curvecheck/curvecheck/vectors"
)

// cleanReport is a report of sections that all ran and found nothing.
func cleanReport() *Report {
	return &Report{
		Vectors:    &VectorRun{Results: []*vectors.Result{{File: "f.json", Impl: "ref", Tally: outcome.Tally{Pass: 3}}}},
		SelfChecks: []SelfCheck{{Name: "toy", OK: true}},
		Assurance:  []ClaimResult{{ID: "prime/p", Method: "certificate", Status: "proven"}},
		Diff:       &engine.Report{Verdict: engine.Verdict{Status: engine.Clean, Coverage: "1 operation"}},
		CT:         []*constanttime.Result{{Claim: "fast.F", Library: "fast", OK: true}},
		Dudect:     []*constanttime.DudectResult{{Claim: "fast.F", Library: "fast", OK: true, Timing: &dudect.Result{}}},
		Bench:      &BenchReport{},
	}
}

func TestJudge(t *testing.T) {
	no := false
	for _, c := range []struct {
		name    string
		change  func(*Report)
		verdict string
		problem string // a substring of one of the problems, if any
	}{
		{"everything ran, nothing found", func(*Report) {}, Clean, ""},
		{"a failing vector", func(r *Report) {
			v := r.Vectors.Results[0]
			v.Fail = 1
			v.Failures = []vectors.Failure{{ID: "1"}}
		}, Findings, "vectors: 1 failing"},
		{"a failing vector a baseline holds is still not new", func(r *Report) {
			v := r.Vectors.Results[0]
			v.Fail = 1
			v.Known = []vectors.Failure{{ID: "1"}}
		}, Clean, ""},
		{"a timed-out vector", func(r *Report) { r.Vectors.Results[0].TimedOut = 1 }, Findings, "1 timed-out"},
		{"an unreadable vector file", func(r *Report) { r.Vectors.Errors = []string{"x.json: bad"} }, Findings, "could not be checked: x.json"},
		{"a failed self-check", func(r *Report) { r.SelfChecks[0].OK, r.SelfChecks[0].Error = false, "boom" }, Findings, "self-check toy failed: boom"},
		{"a failed assurance claim", func(r *Report) { r.Assurance[0].Status, r.Assurance[0].Error = "FAILED", "not prime" }, Findings, "prime/p failed"},
		{"a check not run", func(r *Report) { r.NotRun = []string{"benchmarks (budget exhausted)"} }, Incomplete, ""},
		{"differential findings", func(r *Report) {
			r.Diff.Verdict.Status = engine.Findings
			r.Diff.Findings = []engine.Finding{{Op: "x25519/ecdh"}}
		}, Findings, "differential: 1 findings"},
		{"differential incomplete", func(r *Report) {
			r.Diff.Verdict.Status = engine.Incomplete
			r.Diff.Verdict.Incomplete = []string{"no case compared"}
		}, Incomplete, "differential incomplete: no case compared"},
		{"a leak in the fast code", func(r *Report) { r.CT[0].OK = false }, Findings, "constant time"},
		{"a control not flagged", func(r *Report) { r.CT = append(r.CT, &constanttime.Result{Library: "control"}) }, Findings, "constant time"},
		{"a claim whose runner crashed twice", func(r *Report) {
			r.CT = append(r.CT, &constanttime.Result{Claim: "fast.G", Library: "fast", RunnerCrash: "exit status 2 twice"})
		}, Incomplete, "runner crashed twice"},
		{"a leak in a third-party library is reported, not judged", func(r *Report) {
			r.CT = append(r.CT, &constanttime.Result{Library: "stdlib"})
		}, Clean, ""},
		{"a dudect result not as expected", func(r *Report) { r.Dudect[0].OK = false }, Findings, "constant time"},
		{"findings win over incomplete", func(r *Report) {
			r.NotRun = []string{"dudect timing (budget exhausted)"}
			r.SelfChecks[0].OK = false
		}, Findings, "self-check toy failed"},
		{"a missed benchmark target is not judged", func(r *Report) {
			r.Bench.Ratios = []RatioResult{{Name: "r", Median: 2, Max: 1, Met: &no}}
		}, Clean, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := cleanReport()
			c.change(r)
			Judge(r)
			if r.Verdict != c.verdict || r.Clean != (c.verdict == Clean) {
				t.Fatalf("verdict %q clean=%v, want %q; problems %q", r.Verdict, r.Clean, c.verdict, r.Problems)
			}
			if c.problem != "" && !slices.ContainsFunc(r.Problems, func(p string) bool { return strings.Contains(p, c.problem) }) {
				t.Errorf("no problem says %q: %q", c.problem, r.Problems)
			}
			if c.verdict == Clean && len(r.Problems) > 0 {
				t.Errorf("clean with problems %q", r.Problems)
			}
			// Every section that ran is named in the coverage.
			for _, sec := range []string{"vectors:", "self-checks:", "assurance:", "differential:", "constant time (Valgrind):", "constant time (dudect):", "benchmarks:"} {
				if !slices.ContainsFunc(r.Coverage, func(l string) bool { return strings.HasPrefix(l, sec) }) {
					t.Errorf("coverage does not name %q: %q", sec, r.Coverage)
				}
			}
		})
	}
}

// TestJudgeAgain: judging twice gives the same coverage and problems, not
// twice as many.
func TestJudgeAgain(t *testing.T) {
	r := cleanReport()
	r.SelfChecks[0].OK = false
	Judge(r)
	n, m := len(r.Coverage), len(r.Problems)
	Judge(r)
	if len(r.Coverage) != n || len(r.Problems) != m || m == 0 {
		t.Fatalf("coverage %d then %d, problems %d then %d", n, len(r.Coverage), m, len(r.Problems))
	}
}

func TestParseSections(t *testing.T) {
	all, err := ParseSections("all")
	if err != nil || len(all) != 7 {
		t.Fatalf("all: %v %v", all, err)
	}
	two, err := ParseSections("vectors, bench")
	if err != nil || len(two) != 2 || !two["vectors"] || !two["bench"] {
		t.Fatalf("vectors, bench: %v %v", two, err)
	}
	if _, err := ParseSections("vectors,nope"); err == nil || !strings.Contains(err.Error(), `"nope"`) || !strings.Contains(err.Error(), "known: all, vectors") {
		t.Fatalf("unknown section: %v", err)
	}
	if _, err := ParseSections(""); err == nil {
		t.Fatal("an empty list was accepted")
	}
}

// TestRunNothingInBudget runs the audit with a budget already spent:
// every section is named as not run and the verdict is incomplete.
func TestRunNothingInBudget(t *testing.T) {
	secs, _ := ParseSections("all")
	dir := t.TempDir()
	rep, err := Run(Options{Dir: dir, Budget: 1, Sections: secs, DiffSeed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != Incomplete || rep.Clean {
		t.Fatalf("verdict %q", rep.Verdict)
	}
	for _, want := range []string{"vector file ", "self-check ", "assurance claims (budget exhausted)", "differential comparison (budget exhausted)",
		"constant-time check under Valgrind (budget exhausted)", "dudect timing (budget exhausted)", "benchmarks (budget exhausted)"} {
		if !slices.ContainsFunc(rep.NotRun, func(n string) bool { return strings.HasPrefix(n, want) }) {
			t.Errorf("%q not named as not run: %q", want, rep.NotRun)
		}
	}
	if rep.DiffSeed != 3 || rep.Budget != "1ns" {
		t.Errorf("seed %d, budget %q", rep.DiffSeed, rep.Budget)
	}
	// Left out by --sections rather than by the budget.
	rep, err = Run(Options{Dir: dir, Budget: 1, Sections: map[string]bool{}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.NotRun) != 7 || rep.Verdict != Incomplete {
		t.Fatalf("not run %q, verdict %q", rep.NotRun, rep.Verdict)
	}
	for _, n := range rep.NotRun {
		if !strings.Contains(n, "not selected with --sections") {
			t.Errorf("%q", n)
		}
	}
}
