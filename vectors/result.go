package vectors

import (
	"fmt"
	"sort"
)

// Result counts the outcome of one file against one implementation (and,
// for files judged per policy, one policy).
type Result struct {
	File   string `json:"file"`
	Format string `json:"format"`
	Impl   string `json:"impl"`
	Policy string `json:"policy,omitempty"`
	// Pass: the implementation did what the vector requires. Fail: it did
	// not. Acceptable results are never pass or fail: Wycheproof
	// "acceptable" (and similar "may" cases) are counted by what the
	// implementation did with them.
	Pass               int            `json:"pass"`
	Fail               int            `json:"fail"`
	AcceptableAccepted int            `json:"acceptable_accepted"`
	AcceptableRejected int            `json:"acceptable_rejected"`
	Skipped            int            `json:"skipped"`
	SkipReasons        map[string]int `json:"skip_reasons,omitempty"`
	Failures           []Failure      `json:"failures,omitempty"`
}

// Failure describes one failing case.
type Failure struct {
	ID     string   `json:"id"`
	Flags  []string `json:"flags,omitempty"`
	Want   string   `json:"want"`
	Got    string   `json:"got"`
	Detail string   `json:"detail,omitempty"`
}

// Total is the number of cases seen, skipped included.
func (r *Result) Total() int {
	return r.Pass + r.Fail + r.AcceptableAccepted + r.AcceptableRejected + r.Skipped
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
		r.Fail++
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
		r.AcceptableAccepted++
	case want == Acceptable:
		r.AcceptableRejected++
	default:
		r.Pass++
	}
}

// skip counts a case that was not run, with the reason.
func (r *Result) skip(reason string) {
	r.Skipped++
	if r.SkipReasons == nil {
		r.SkipReasons = map[string]int{}
	}
	r.SkipReasons[reason]++
}

// SortedSkipReasons returns the skip reasons in a stable order.
func (r *Result) SortedSkipReasons() []string {
	var out []string
	for k := range r.SkipReasons {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
