package vectors

import (
	"fmt"

	"github.com/curvecheck/curvecheck/diff"
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
	// wrongly (diff.Result's form: name=hex pairs).
	Output string `json:"output,omitempty"`
	// File is the case's Go fuzz corpus file and Replay the command that
	// replays it (set by curvecheck vectors).
	File   string `json:"corpus_file,omitempty"`
	Replay string `json:"replay,omitempty"`
	// Known is set on a failure a baseline holds.
	Known *diff.Known `json:"known,omitempty"`
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

// record counts one case. err is the implementation's rejection (nil when
// it accepted); mismatch describes a wrong output ("" when the output was
// right or there is none to compare).
func (r *Result) record(id string, flags []string, want Expectation, err error, mismatch string) {
	fail := func(got, detail string) {
		r.Add(outcome.Fail, "")
		r.Failures = append(r.Failures, Failure{ID: id, Flags: flags, Want: want.String(), Got: got, Detail: detail})
	}
	switch {
	case err == nil && mismatch != "":
		fail("wrong output", mismatch)
	case want == Valid && err != nil:
		fail("rejected", err.Error())
	case want == Invalid && err == nil:
		fail("accepted", "")
	case want == Acceptable && err == nil:
		r.Add(outcome.AcceptableAccepted, "")
	case want == Acceptable:
		r.Add(outcome.AcceptableRejected, "")
	default:
		r.Add(outcome.Pass, "")
	}
}
