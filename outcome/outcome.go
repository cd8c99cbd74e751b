// Package outcome is the one vocabulary of case outcomes that every
// curvecheck runner reports in: the vector checker, the differential engine,
// the conformance API, the fuzz targets, the audit and the constant-time
// checker.
//
// Only Pass, Fail and the two Acceptable outcomes say something about what
// an implementation computed. NotApplicable, UnsupportedInput, TimedOut and
// NotRun say that nothing was learned about a case, and why; they are never
// counted as passes, and a report shows them next to its verdict.
package outcome

import (
	"fmt"
	"sort"
	"strings"
)

// Outcome is what happened to one case.
type Outcome int

const (
	// Pass: the implementation computed the case and did what it requires.
	Pass Outcome = iota
	// Fail: the implementation computed the case and got it wrong (a wrong
	// output, a wrong accept or reject, a panic, a crash).
	Fail
	// AcceptableAccepted: a case that may be accepted or rejected
	// (Wycheproof "acceptable") was accepted with the right output.
	AcceptableAccepted
	// AcceptableRejected: such a case was rejected.
	AcceptableRejected
	// NotApplicable: the implementation does not compute the operation
	// (or nothing in the catalog does); the case says nothing about it.
	NotApplicable
	// UnsupportedInput: the implementation computes the operation but
	// declined this input ("unsupported"), so the case was not compared.
	UnsupportedInput
	// TimedOut: the implementation did not answer in time.
	TimedOut
	// NotRun: the case was not run: a time budget, an iteration limit, a
	// missing tool, or an operation no longer sent after repeated hangs.
	NotRun
)

// All lists every outcome in report order.
var All = []Outcome{Pass, Fail, AcceptableAccepted, AcceptableRejected, NotApplicable, UnsupportedInput, TimedOut, NotRun}

var names = [...]string{"pass", "fail", "acceptable-accepted", "acceptable-rejected", "not-applicable", "unsupported-input", "timed-out", "not-run"}

// String returns the outcome's name as reports print it ("not-applicable").
func (o Outcome) String() string {
	if o < 0 || int(o) >= len(names) {
		return fmt.Sprintf("outcome(%d)", int(o))
	}
	return names[o]
}

// Parse returns the outcome named s.
func Parse(s string) (Outcome, error) {
	for i, n := range names {
		if n == s {
			return Outcome(i), nil
		}
	}
	return 0, fmt.Errorf("unknown outcome %q (known: %s)", s, strings.Join(names[:], ", "))
}

// Computed reports whether the outcome records something the implementation
// computed: pass, fail or an acceptable case.
func (o Outcome) Computed() bool { return o <= AcceptableRejected }

// Tally counts outcomes, with the reasons given for the ones that did not
// compute anything.
type Tally struct {
	Pass               int `json:"pass"`
	Fail               int `json:"fail"`
	AcceptableAccepted int `json:"acceptable_accepted"`
	AcceptableRejected int `json:"acceptable_rejected"`
	NotApplicable      int `json:"not_applicable"`
	UnsupportedInput   int `json:"unsupported_input"`
	TimedOut           int `json:"timed_out"`
	NotRun             int `json:"not_run"`
	// Reasons maps an outcome's name to the reasons given and their counts.
	Reasons map[string]map[string]int `json:"reasons,omitempty"`
}

func (t *Tally) field(o Outcome) *int {
	switch o {
	case Pass:
		return &t.Pass
	case Fail:
		return &t.Fail
	case AcceptableAccepted:
		return &t.AcceptableAccepted
	case AcceptableRejected:
		return &t.AcceptableRejected
	case NotApplicable:
		return &t.NotApplicable
	case UnsupportedInput:
		return &t.UnsupportedInput
	case TimedOut:
		return &t.TimedOut
	case NotRun:
		return &t.NotRun
	}
	panic(fmt.Sprintf("outcome: %v", o))
}

// Add counts one case; reason, if not empty, is recorded with it.
func (t *Tally) Add(o Outcome, reason string) { t.AddN(o, 1, reason) }

// AddN counts n cases with the same outcome and reason.
func (t *Tally) AddN(o Outcome, n int, reason string) {
	if n == 0 {
		return
	}
	*t.field(o) += n
	if reason == "" {
		return
	}
	if t.Reasons == nil {
		t.Reasons = map[string]map[string]int{}
	}
	m := t.Reasons[o.String()]
	if m == nil {
		m = map[string]int{}
		t.Reasons[o.String()] = m
	}
	m[reason] += n
}

// Count returns the number of cases with outcome o.
func (t *Tally) Count(o Outcome) int { return *t.field(o) }

// Merge adds u's counts and reasons to t.
func (t *Tally) Merge(u Tally) {
	for _, o := range All {
		*t.field(o) += u.Count(o)
	}
	for o, rs := range u.Reasons {
		oc, err := Parse(o)
		if err != nil {
			continue
		}
		for r, n := range rs {
			if t.Reasons == nil {
				t.Reasons = map[string]map[string]int{}
			}
			if t.Reasons[oc.String()] == nil {
				t.Reasons[oc.String()] = map[string]int{}
			}
			t.Reasons[oc.String()][r] += n
		}
	}
}

// Total is the number of cases counted, whatever their outcome.
func (t *Tally) Total() int {
	n := 0
	for _, o := range All {
		n += t.Count(o)
	}
	return n
}

// Computed is the number of cases the implementation computed and that
// were judged: pass, fail and both acceptable outcomes.
func (t *Tally) Computed() int {
	return t.Pass + t.Fail + t.AcceptableAccepted + t.AcceptableRejected
}

// Uncovered is the number of cases that say nothing about the
// implementation: not applicable, unsupported, timed out or not run.
func (t *Tally) Uncovered() int { return t.Total() - t.Computed() }

// Reason is one reason an outcome was given, with its count.
type Reason struct {
	Outcome Outcome
	Reason  string
	Count   int
}

// SortedReasons lists the reasons in report order (by outcome, then text).
func (t *Tally) SortedReasons() []Reason {
	var out []Reason
	for o, rs := range t.Reasons {
		oc, err := Parse(o)
		if err != nil {
			continue
		}
		for r, n := range rs {
			out = append(out, Reason{oc, r, n})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Outcome != out[j].Outcome {
			return out[i].Outcome < out[j].Outcome
		}
		return out[i].Reason < out[j].Reason
	})
	return out
}

// Summary renders the non-zero counts, in report order:
// "151 pass, 0 fail, 242 not-applicable". Pass and fail are always shown.
func (t *Tally) Summary() string {
	var parts []string
	for _, o := range All {
		n := t.Count(o)
		if n == 0 && o != Pass && o != Fail {
			continue
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, o))
	}
	return strings.Join(parts, ", ")
}
