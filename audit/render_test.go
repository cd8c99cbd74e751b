package audit

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/constanttime"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/internal/mutant"
	"github.com/curvecheck/curvecheck/outcome"
	"github.com/curvecheck/curvecheck/vectors"
)

// TestMarkdownExact renders a small report whose verdict, coverage and
// problems are set by hand, and compares the whole page with the text
// written out here.
func TestMarkdownExact(t *testing.T) {
	rep := &Report{
		Started: time.Date(2026, 12, 2, 1, 0, 0, 0, time.UTC), Duration: "1m0s", Budget: "10m0s", GoVersion: "go1.26",
		Impls: []string{"ref", "fast"}, DiffSeed: 9,
		Vectors: &VectorRun{Results: []*vectors.Result{{File: "f.json", Impl: "ref", Tally: outcome.Tally{Pass: 3, Fail: 1},
			Failures: []vectors.Failure{{ID: "7", Want: "valid", Got: "invalid", Flags: []string{"EdgeCase"}, Detail: "d"}}}}},
		SelfChecks: []SelfCheck{{Name: "toy", OK: true, Duration: "1s"}, {Name: "constants", Error: "p is wrong", Duration: "2ms"}},
		NotRun:     []string{"benchmarks (budget exhausted)", "valgrind: it failed\nits log"},
		Verdict:    Findings,
		Coverage:   []string{"vectors: 1 result", "self-checks: 2 run, 1 ok"},
		Problems:   []string{"vectors: 1 failing and 0 timed-out cases"},
	}
	want := "# curvecheck audit\n\n" +
		"- started: 2026-12-02T01:00:00Z, took 1m0s (budget 10m0s), go1.26\n" +
		"- implementations: ref, fast\n" +
		"- verdict: **FINDINGS**: see the problems and failures below\n" +
		"- differential seed: 9 (replay with `curvecheck audit --diff-seed 9`)\n" +
		"- covered:\n  - vectors: 1 result\n  - self-checks: 2 run, 1 ok\n" +
		"- not run: benchmarks (budget exhausted); valgrind: it failed\n" +
		"- problem: vectors: 1 failing and 0 timed-out cases\n\n" +
		"## Test vectors\n\n" +
		"Acceptable cases (Wycheproof `acceptable`, and the like) are never counted as passes: the columns say how many the implementation accepted (with the right output) and how many it rejected. Only what the implementation computed is pass or fail: a case of an operation it does not compute, or one the vector loader rejected before any implementation saw it, is not applicable; an input it declined is unsupported; an entry beyond the iteration limit is not run.\n\n" +
		"| file | impl | policy | pass | fail | acceptable accepted | acceptable rejected | not applicable | unsupported | timed out | not run |\n" +
		"|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n" +
		"| f.json | ref | – | 3 | 1 | 0 | 0 | 0 | 0 | 0 | 0 |\n\n" +
		"### Failures\n\n" +
		"- f.json 7 [ref/]: want valid, got invalid; flags [EdgeCase]; d\n\n" +
		"## Reference self-checks\n\n" +
		"Exhaustive checks of the generic group code on toy curves of the same shapes as the real ones (every point, every scalar, every triple on the smallest), and the real curves' constants.\n\n" +
		"| check | result | time |\n|---|---|---:|\n" +
		"| toy | ok | 1s |\n" +
		"| constants | FAIL: p is wrong | 2ms |\n\n" +
		"## Not run\n\n" +
		"These checks did not run; the audit is incomplete without them.\n\n" +
		"- benchmarks (budget exhausted)\n- valgrind: it failed\nits log\n"
	got, err := Markdown(rep)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("report.md:\n%s\nwant:\n%s", got, want)
	}
	rep.Verdict, rep.NotRun, rep.Problems = Clean, nil, nil
	got, _ = Markdown(rep)
	if !strings.Contains(string(got), "- verdict: **CLEAN**: every section ran;") || strings.Contains(string(got), "Not run") {
		t.Errorf("clean report.md:\n%s", got)
	}
	rep.Verdict, rep.NotRun = Incomplete, []string{"a", "b"}
	got, _ = Markdown(rep)
	if !strings.Contains(string(got), "- verdict: **INCOMPLETE**: nothing failed in what ran, but 2 checks did not run") {
		t.Errorf("incomplete report.md:\n%s", got)
	}
}

// findingsReport is a real differential run of the reference's X25519 and
// a wrong one, judged.
func findingsReport(t *testing.T) *Report {
	t.Helper()
	op, _ := catalog.LookupOp("x25519/ecdh")
	d, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{mutant.X25519("wrong")}, N: 5, Seed: 5, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Findings) == 0 {
		t.Fatal("the wrong X25519 gave no finding")
	}
	rep := &Report{Started: time.Date(2026, 12, 2, 1, 0, 0, 0, time.UTC), Vectors: &VectorRun{}, Diff: d, DiffSeed: 5,
		SelfChecks: []SelfCheck{{Name: "toy", OK: true, Duration: "1s"}}}
	Judge(rep)
	return rep
}

// TestFindingsNeverRenderClean: a report with a differential finding says
// FINDINGS in every rendering, shows each finding with its replay command,
// and never says clean.
func TestFindingsNeverRenderClean(t *testing.T) {
	rep := findingsReport(t)
	if rep.Verdict != Findings || rep.Clean {
		t.Fatalf("verdict %q", rep.Verdict)
	}
	md, err := Markdown(rep)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(md), "- verdict: **FINDINGS**") || strings.Contains(string(md), "CLEAN") {
		t.Errorf("report.md verdict:\n%s", md)
	}
	if n := strings.Count(string(md), "```\n"); n != 2*len(rep.Diff.Findings) {
		t.Errorf("%d code fences for %d findings", n, len(rep.Diff.Findings))
	}
	if !strings.Contains(string(md), "| x25519/ecdh | wrong | ") || !strings.Contains(string(md), "Verdict: **FINDINGS**") {
		t.Errorf("report.md differential section:\n%s", md)
	}
	page, err := HTML(rep)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), `<div class="verdict findings" id="verdict-value">FINDINGS</div>`) || strings.Contains(string(page), "CLEAN") {
		t.Errorf("report.html verdict: %s", regexp.MustCompile(`<div class="verdict[^<]*`).FindString(string(page)))
	}
	if n := strings.Count(string(page), `class="finding"`); n != len(rep.Diff.Findings) {
		t.Errorf("%d findings in the page, %d in the report", n, len(rep.Diff.Findings))
	}
	if !strings.Contains(string(page), "curvecheck diff --op x25519/ecdh --impl wrong --n 5 --seed 5") {
		t.Error("no replay command in the page")
	}
	if !strings.Contains(string(page), `<tr class="fail" data-family="x25519" data-outcome="fail">`) {
		t.Error("the wrong X25519's row is not marked as failing")
	}
	js, err := JSON(rep)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Verdict string `json:"verdict"`
		Clean   bool   `json:"clean"`
		Diff    struct {
			Findings []json.RawMessage `json:"findings"`
		} `json:"differential"`
	}
	if err := json.Unmarshal(js, &back); err != nil {
		t.Fatal(err)
	}
	if back.Verdict != "findings" || back.Clean || len(back.Diff.Findings) != len(rep.Diff.Findings) || js[len(js)-1] != '\n' {
		t.Errorf("report.json: verdict %q clean %v, %d findings", back.Verdict, back.Clean, len(back.Diff.Findings))
	}
}

// TestHTMLEscapes: text from the checks is escaped, never markup.
func TestHTMLEscapes(t *testing.T) {
	rep := &Report{Vectors: &VectorRun{}, SelfChecks: []SelfCheck{{Name: "toy", Error: `<script>alert(1)</script>`}}}
	Judge(rep)
	page, err := HTML(rep)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(page), "<script>alert") || !strings.Contains(string(page), "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Errorf("the self-check's error is not escaped")
	}
}

// TestRenderMalformed: a report decoded from untrusted JSON renders or
// gives an error; it never panics.
func TestRenderMalformed(t *testing.T) {
	for _, js := range []string{
		`{}`, `{"vectors":null}`, `{"vectors":{"results":[null]}}`, `{"self_checks":[{}]}`,
		`{"differential":{"ops":[null]}}`, `{"differential":{"ops":[{"op":"x","stats":[null]}]}}`,
		`{"differential":{"findings":[{"op":"nosuch"}]}}`, `{"constant_time":[null]}`,
		`{"constant_time":[{"reports":[{}]}]}`, `{"dudect":[null]}`, `{"dudect":[{"claim":"x"}]}`,
		`{"benchmarks":{"ratios":[{"median":1e308,"max":-1}]}}`, `{"assurance":[{"status":"odd"}]}`,
	} {
		var rep Report
		if err := json.Unmarshal([]byte(js), &rep); err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		for name, render := range map[string]func(*Report) ([]byte, error){"Markdown": Markdown, "HTML": HTML, "JSON": JSON} {
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s of %s panicked: %v", name, js, r)
					}
				}()
				render(&rep)
			}()
		}
	}
	if _, err := Markdown(nil); err == nil {
		t.Error("Markdown(nil) gave no error")
	}
}

func TestRowOutcome(t *testing.T) {
	for _, c := range []struct {
		s    engine.Stats
		want string
	}{
		{engine.Stats{Agree: 3}, "pass"},
		{engine.Stats{Policied: 1}, "pass"},
		{engine.Stats{Agree: 3, Findings: 1, TimedOut: 1}, "fail"},
		{engine.Stats{Agree: 3, TimedOut: 1, NotRun: 2}, "timed-out"},
		{engine.Stats{Agree: 3, NotRun: 2}, "not-run"},
		{engine.Stats{Agree: 3, DeclaredUnsupported: 1}, "unsupported-input"},
		{engine.Stats{Agree: 3, UnsupportedInvalid: 1}, "unsupported-input"},
		{engine.Stats{}, "not-applicable"},
	} {
		if got := rowOutcome(&c.s); got != c.want {
			t.Errorf("%+v: %s, want %s", c.s, got, c.want)
		}
	}
}

// TestRatiosSVG: a met target is green, a missed one red, a ratio without
// a target grey and without a target mark.
func TestRatiosSVG(t *testing.T) {
	met, missed := true, false
	svg := string(ratiosSVG([]RatioResult{{Name: "a<b", Median: 0.8, Max: 1, Met: &met}, {Name: "c", Median: 1.3, Max: 1.1, Met: &missed}, {Name: "d", Median: 0.9}}))
	for _, want := range []string{`fill="#2a8a2a"><title>a&lt;b: median 0.800`, `fill="#c0392b"><title>c: median 1.300`, `fill="#999"><title>d: median 0.900`, `target ≤ 1.100`} {
		if !strings.Contains(svg, want) {
			t.Errorf("%q missing from %s", want, svg)
		}
	}
	if n := strings.Count(svg, "<title>target"); n != 2 {
		t.Errorf("%d target marks, want 2", n)
	}
	if ratiosSVG(nil) != "" {
		t.Error("an empty chart was drawn")
	}
}

// TestMarkdownSections: each section a report holds is rendered with its
// rows; the constant-time evidence lists three locations and a count.
func TestMarkdownSections(t *testing.T) {
	met := false
	rep := &Report{Vectors: &VectorRun{},
		Assurance: []ClaimResult{{ID: "prime/p", Method: "certificate", Status: "proven", Seconds: 0.5}, {ID: "prime/q", Status: "not run", Error: "no gp", Seconds: 0.25}},
		CT: []*constanttime.Result{{Claim: "control.X", Library: "control", Kind: "leaky control", Verdict: "flagged", OK: true, Reports: []constanttime.Report{
			{What: "branch", Location: "a.go:1", Benign: "why"}, {What: "addr", Location: "b.go:2"}, {What: "addr", Location: "c.go:3"}, {What: "addr", Location: "d.go:4"}, {What: "addr", Location: "e.go:5"}}}},
		Bench: &BenchReport{Count: 3, Benchtime: "100ms", Results: []BenchResult{{Name: "B/impl=fast", Median: 1234.4}},
			Ratios: []RatioResult{{Name: "r", Median: 1.2345, Max: 1.1, Met: &met}, {Name: "s", Median: 0.5}}},
	}
	Judge(rep)
	md, err := Markdown(rep)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\n## Assurance\n", "| Primes | 1 | 0 | 1 | 750ms |\n", "\n- NOT RUN prime/q: no gp\n",
		"| control.X | control | leaky control | flagged | branch at a.go:1 (benign: why); addr at b.go:2; addr at c.go:3; and 2 more |\n",
		"| r | 1.234 | <= 1.100 | **not met** |\n", "| s | 0.500 |  |  |\n", "| B/impl=fast | 1234 |\n",
	} {
		if !strings.Contains(string(md), want) {
			t.Errorf("%q missing from:\n%s", want, md)
		}
	}
	if strings.Contains(string(md), "## Differential") || strings.Contains(string(md), "dudect timing") {
		t.Errorf("a section that did not run was rendered:\n%s", md)
	}
}
