package main

import (
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/constanttime"
)

// TestPrintCTRunnerCrash: a check whose runner crashed twice is printed
// as not done, with how it crashed, and counted neither as expected nor
// as not as expected.
func TestPrintCTRunnerCrash(t *testing.T) {
	var b strings.Builder
	printCT(&b, []*constanttime.Result{
		{Claim: "control.InlinedSkipZero", Library: "control", Kind: "leaky control", Setting: "default", Verdict: constanttime.RunnerCrashed,
			RunnerCrash: "crashed twice: first run exit status 2; second run exit status 2: SIGSEGV: segmentation violation"},
		{Claim: "control.TableLookup", Library: "control", Kind: "leaky control", Setting: "default", Verdict: "flagged as expected (1 locations)", OK: true,
			Reports: []constanttime.Report{{What: "address", Location: "constanttime/claims_controls.go:21", Count: 1}}},
	})
	out := b.String()
	for _, want := range []string{
		"control.InlinedSkipZero  control  leaky control  valgrind  default  RUNNER CRASHED: not checked",
		"runner crashed control.InlinedSkipZero [default]: crashed twice: first run exit status 2; second run exit status 2: SIGSEGV: segmentation violation\n",
		"valgrind: 1 checks (claim × build setting), 1 as expected, 0 not;",
		"valgrind: 1 checks not done: the runner crashed on both runs (neither a pass nor a leak)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
