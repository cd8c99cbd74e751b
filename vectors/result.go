package vectors

import (
	"fmt"

	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/judge"
	"github.com/curvecheck/curvecheck/outcome"
)

// Result counts the outcome of one file against one implementation (and,
// for files judged per policy, one policy).
type Result struct {
	File   string `json:"file"`
	Format string `json:"format"`
	Impl   string `json:"impl"`
	Policy string `json:"policy,omitempty"`
	// The outcomes of the file's cases (package outcome). Pass and fail
	// count only what the implementation itself computed and answered.
	// Acceptable results are never pass or fail: Wycheproof "acceptable"
	// (and similar "may" cases) are counted by what the implementation did
	// with them. A case for an operation the implementation does not
	// compute, or one the vector loader rejected before any implementation
	// saw it, is not-applicable; an input the implementation declined is
	// unsupported-input; an entry beyond a limit is not-run.
	outcome.Tally
	Failures []Failure `json:"failures,omitempty"`
	// Known are the failures a baseline holds (curvecheck vectors
	// --baseline), moved out of Failures; the tally still counts them.
	Known []Failure `json:"known_failures,omitempty"`
}

// Failure describes one failing case.
type Failure struct {
	ID     string   `json:"id"`
	Flags  []string `json:"flags,omitempty"`
	Want   string   `json:"want"`
	Got    string   `json:"got"`
	Detail string   `json:"detail,omitempty"`
	// Op and Inputs (hex) are the catalog operation and inputs the case
	// ran, so that curvecheck diff --replay can run it again. A case that
	// is not one call (an iterated RFC 7748 entry, a BIP-352 transaction)
	// has neither; one the vector loader rejected has Op only.
	Op     string            `json:"op,omitempty"`
	Inputs map[string]string `json:"inputs,omitempty"`
	// Output is what the implementation returned on a case it computed
	// wrongly (catalog.Result's form: name=hex pairs).
	Output string `json:"output,omitempty"`
	// File is the case's Go fuzz corpus file and Replay the command that
	// replays it (set by curvecheck vectors).
	File   string `json:"corpus_file,omitempty"`
	Replay string `json:"replay,omitempty"`
	// Known is set on a failure a baseline holds.
	Known *engine.Known `json:"known,omitempty"`
}

// Expectation is what a vector requires of an implementation.
type Expectation int

// The three expectations, as Wycheproof names them.
const (
	Valid      Expectation = iota // must succeed (with the expected output, if any)
	Invalid                       // must be rejected
	Acceptable                    // may be rejected; if accepted, the output must match
)

func (e Expectation) String() string {
	return [...]string{"valid", "invalid", "acceptable"}[e]
}

// parseExpectation reads a Wycheproof result.
func parseExpectation(s string) (Expectation, error) {
	switch s {
	case "valid":
		return Valid, nil
	case "invalid":
		return Invalid, nil
	case "acceptable":
		return Acceptable, nil
	}
	return 0, fmt.Errorf("field \"result\": %q is not valid, invalid or acceptable", s)
}

// record counts one case the implementation answered (package judge
// decides its outcome). err is the implementation's rejection (nil when it
// accepted); mismatch describes a wrong output ("" when the output was
// right or there is none to compare).
func (r *Result) record(id string, flags []string, want Expectation, err error, mismatch string) {
	got := judge.Accepted
	if err != nil {
		got = judge.Rejected
	}
	v := judge.Decide(judge.Case{Computes: true, Expect: want.judged(), Got: got,
		Match: func() (bool, string) { return mismatch == "", mismatch }})
	r.count(id, flags, want, v, err, "")
}

// judged is the expectation in package judge's terms.
func (e Expectation) judged() judge.Expectation {
	return [...]judge.Expectation{judge.MustAccept, judge.MustReject, judge.MayEither}[e]
}

// count adds the decision v on one case to the tally, and its failure, if
// any, to Failures; err is the implementation's error and reason the
// reason given for an outcome that covers nothing (v's own when empty).
func (r *Result) count(id string, flags []string, want Expectation, v judge.Verdict, err error, reason string) {
	if reason == "" && !v.Outcome.Computed() {
		reason = v.Reason
	}
	if v.Outcome.Computed() {
		reason = ""
	}
	r.Add(v.Outcome, reason)
	if v.Fault == judge.NoFault {
		return
	}
	detail := v.Detail
	if v.Fault != judge.WrongOutput && err != nil {
		detail = err.Error()
	}
	r.Failures = append(r.Failures, Failure{ID: id, Flags: flags, Want: want.String(), Got: v.Fault.Got(), Detail: detail})
}
