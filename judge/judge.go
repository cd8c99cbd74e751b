// Package judge decides what one case says about one implementation: the
// single place where an outcome (package outcome) is chosen. The
// differential engine (package engine), the conformance checker (which runs
// through engine.Checker) and the vector checker (package vectors) describe
// a case to Decide and count what it returns; none of them decides an
// outcome itself.
//
// A case is described by what it requires (Expect: from the reference's
// answer under the implementation's declared policy, or from a vector
// file), what the implementation did (Got), what the implementation
// declared up front (an input class it does not take) and, when both
// accepted, a comparison of the outputs (Match). The rules, in order:
//
//  1. An operation the implementation does not compute: not-applicable.
//  2. A panic, a crash or a protocol error of the implementation (a
//     request answered twice included): fail, whatever the case requires;
//     a hang: timed-out (and a finding).
//  3. A case the reference itself failed on (it panicked or broke): the
//     reference is at fault (RefFailed, a finding of the reference) and the
//     case says nothing about the implementation: not-run.
//  4. An "unsupported" answer: unsupported-input when the input is of a
//     class the implementation declared, when the reference rejects it or
//     cannot express its answer under the declared policy, or when the case
//     may be rejected (acceptable); on an input that must be accepted it is
//     a failure, unless the run tolerates undeclared declines (curvecheck
//     diff --allow-unsupported), which then counts them against its
//     allowance as unsupported-input.
//  5. Otherwise accept and reject are compared with what the case requires,
//     and accepted outputs with Match: pass or fail; an acceptable case
//     (Wycheproof "acceptable") is acceptable-accepted or
//     acceptable-rejected, never pass.
package judge

import "github.com/curvecheck/curvecheck/outcome"

// Answer is what an implementation did with a case.
type Answer int

const (
	// Accepted: it returned outputs.
	Accepted Answer = iota
	// Rejected: it returned an error (a rejection of the input).
	Rejected
	// Panicked: it panicked.
	Panicked
	// Crashed: an external implementation crashed, broke the protocol or
	// answered malformed output.
	Crashed
	// Hung: it did not answer in time.
	Hung
	// Declined: it answered "unsupported".
	Declined
	// Twice: an external implementation answered the request a second
	// time (whatever its first answer was).
	Twice
)

// Expectation is what a case requires of the implementation.
type Expectation int

const (
	// MustAccept: the reference accepts (or the file says valid); the
	// outputs must match.
	MustAccept Expectation = iota
	// MustReject: the reference rejects (or the file says invalid).
	MustReject
	// MayEither: either answer is allowed (Wycheproof "acceptable"); if
	// accepted, the outputs must match.
	MayEither
	// RefFailed: the reference panicked or broke on the case, so nothing
	// is required of the implementation.
	RefFailed
)

// Case is one implementation's answer on one case, with what the case
// requires and what the implementation declared.
type Case struct {
	// Computes is false when the implementation does not compute the
	// operation (it was not run).
	Computes bool
	Expect   Expectation
	Got      Answer
	// Declared: the input is of a class the implementation declared up
	// front that it does not take.
	Declared bool
	// NotEncodable: the reference's answer cannot be expressed under the
	// implementation's declared policy (its Expect is MustReject).
	NotEncodable bool
	// Tolerate: the run tolerates "unsupported" on inputs that must be
	// accepted, up to an allowance it checks over the whole run.
	Tolerate bool
	// Match compares accepted outputs with the expected ones; it is called
	// only when the implementation accepted a case that may be accepted,
	// and returns whether they agree and, if not, what differs (may be
	// empty). A nil Match agrees.
	Match func() (bool, string)
	// DiffersFromDefault, if set, reports whether the answer differs from
	// the reference's default policy (called only for a pass): such a pass
	// is explained by the declared policy.
	DiffersFromDefault func() bool
}

// Fault names what was wrong in a failing or finding-worthy case.
type Fault int

const (
	NoFault Fault = iota
	// WrongOutput: accepted, with outputs Match says differ.
	WrongOutput
	// WronglyRejected: rejected a case that must be accepted.
	WronglyRejected
	// WronglyAccepted: accepted a case that must be rejected.
	WronglyAccepted
	// Panic: the implementation panicked.
	Panic
	// Crash: an external implementation crashed or broke the protocol.
	Crash
	// Timeout: the implementation did not answer in time.
	Timeout
	// Undeclined: "unsupported" on an input that must be accepted, of no
	// class the implementation declared.
	Undeclined
	// DoubleAnswer: an external implementation answered the request twice.
	DoubleAnswer
)

var faultKinds = [...]string{"", "mismatch", "mismatch", "mismatch", "panic", "crash or protocol error", "timeout", "unsupported", "protocol error"}
var faultGots = [...]string{"", "wrong output", "rejected", "accepted", "panic", "crash or protocol error", "timeout", "unsupported (no input class declared)", "answered twice"}

// Kind is the finding's kind as reports print it ("mismatch", "panic",
// "crash or protocol error", "timeout", "unsupported"); "" for NoFault.
func (f Fault) Kind() string { return faultKinds[f] }

// Got is what the implementation did, as a vector report prints it
// ("wrong output", "rejected", "accepted", ...); "" for NoFault.
func (f Fault) Got() string { return faultGots[f] }

// Verdict is the decision on one case.
type Verdict struct {
	Outcome outcome.Outcome
	// Fault is set for every fail and timed-out outcome: the case is a
	// finding of the implementation.
	Fault Fault
	// Detail says what differs, for a WrongOutput.
	Detail string
	// Reason says why a case covered nothing (not-applicable,
	// unsupported-input, not-run), for the reports' reason counts.
	Reason string
	// RefFailed: the reference failed on the case, a finding of the
	// reference whatever the implementation did.
	RefFailed bool
	// Policied: a pass that differs from the reference's default policy
	// and agrees under the implementation's declared one.
	Policied bool
	// Undeclared: an "unsupported" answer on an input that must be
	// accepted, counted as unsupported-input because the run tolerates it
	// (Case.Tolerate); the run checks its allowance.
	Undeclared bool
	// ViaClass: an "unsupported" answer excused by a declared class or by
	// an answer the declared policy cannot express.
	ViaClass bool
}

// The reasons Decide gives for outcomes that cover nothing.
const (
	ReasonNotComputed   = "operation not computed by the implementation"
	ReasonRefFailed     = "the reference failed on this case"
	ReasonDeclared      = "declined an input of a class declared up front"
	ReasonNotEncodable  = "declined an input whose answer the declared policy cannot express"
	ReasonDeclinedValid = "declined an input the reference accepts"
	ReasonDeclinedBad   = "declined an input the reference rejects"
	ReasonDeclinedMay   = "declined an input that may be rejected"
)

// Decide returns the outcome of c (see the package comment for the rules).
func Decide(c Case) Verdict {
	if !c.Computes {
		return Verdict{Outcome: outcome.NotApplicable, Reason: ReasonNotComputed}
	}
	v := Verdict{RefFailed: c.Expect == RefFailed}
	switch c.Got {
	case Panicked:
		v.Outcome, v.Fault = outcome.Fail, Panic
		return v
	case Crashed:
		v.Outcome, v.Fault = outcome.Fail, Crash
		return v
	case Hung:
		v.Outcome, v.Fault = outcome.TimedOut, Timeout
		return v
	case Twice:
		v.Outcome, v.Fault = outcome.Fail, DoubleAnswer
		return v
	}
	if v.RefFailed {
		v.Outcome, v.Reason = outcome.NotRun, ReasonRefFailed
		return v
	}
	if c.Got == Declined {
		v.Outcome = outcome.UnsupportedInput
		switch {
		case c.Declared:
			v.Reason, v.ViaClass = ReasonDeclared, true
		case c.NotEncodable:
			v.Reason, v.ViaClass = ReasonNotEncodable, true
		case c.Expect == MustReject:
			v.Reason = ReasonDeclinedBad
		case c.Expect == MayEither:
			v.Reason = ReasonDeclinedMay
		case c.Tolerate:
			v.Reason, v.Undeclared = ReasonDeclinedValid, true
		default:
			v.Outcome, v.Fault = outcome.Fail, Undeclined
		}
		return v
	}
	accepted := c.Got == Accepted
	switch {
	case c.Expect == MustReject && accepted:
		v.Outcome, v.Fault = outcome.Fail, WronglyAccepted
		return v
	case c.Expect == MustAccept && !accepted:
		v.Outcome, v.Fault = outcome.Fail, WronglyRejected
		return v
	case c.Expect == MayEither && !accepted:
		v.Outcome = outcome.AcceptableRejected
		return v
	}
	if accepted && c.Match != nil {
		if ok, detail := c.Match(); !ok {
			v.Outcome, v.Fault, v.Detail = outcome.Fail, WrongOutput, detail
			return v
		}
	}
	if c.Expect == MayEither {
		v.Outcome = outcome.AcceptableAccepted
		return v
	}
	v.Outcome = outcome.Pass
	v.Policied = c.DiffersFromDefault != nil && c.DiffersFromDefault()
	return v
}
