package outcome

import "testing"

func TestNamesRoundTrip(t *testing.T) {
	for _, o := range All {
		back, err := Parse(o.String())
		if err != nil || back != o {
			t.Errorf("Parse(%q) = %v, %v", o.String(), back, err)
		}
	}
	if _, err := Parse("skipped"); err == nil {
		t.Error("Parse accepted a name outside the vocabulary")
	}
}

func TestComputedNeverIncludesUncovered(t *testing.T) {
	var tl Tally
	for i, o := range All {
		tl.AddN(o, i+1, "r")
	}
	want := 1 + 2 + 3 + 4 // pass, fail, acceptable-accepted, acceptable-rejected
	if tl.Computed() != want {
		t.Errorf("Computed = %d, want %d", tl.Computed(), want)
	}
	if tl.Uncovered() != 5+6+7+8 {
		t.Errorf("Uncovered = %d, want %d", tl.Uncovered(), 5+6+7+8)
	}
	for _, o := range []Outcome{NotApplicable, UnsupportedInput, TimedOut, NotRun} {
		if o.Computed() {
			t.Errorf("%v counted as computed", o)
		}
	}
}

func TestMergeAndReasons(t *testing.T) {
	var a, b Tally
	a.Add(NotApplicable, "op not computed")
	b.AddN(NotApplicable, 2, "op not computed")
	b.Add(NotRun, "budget")
	b.Add(Pass, "")
	a.Merge(b)
	if a.NotApplicable != 3 || a.NotRun != 1 || a.Pass != 1 {
		t.Fatalf("merge: %+v", a)
	}
	rs := a.SortedReasons()
	if len(rs) != 2 || rs[0].Outcome != NotApplicable || rs[0].Count != 3 || rs[1].Outcome != NotRun {
		t.Fatalf("reasons: %+v", rs)
	}
	if got := a.Summary(); got != "1 pass, 0 fail, 3 not-applicable, 1 not-run" {
		t.Errorf("Summary = %q", got)
	}
}
