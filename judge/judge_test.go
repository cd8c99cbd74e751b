package judge

import (
	"testing"

	"github.com/curvecheck/curvecheck/outcome"
)

func agree() (bool, string)    { return true, "" }
func disagree() (bool, string) { return false, "y differs" }

// TestDecide holds every rule of the package comment to a hand-written
// expectation.
func TestDecide(t *testing.T) {
	yes := func() bool { return true }
	for _, tc := range []struct {
		name string
		c    Case
		want Verdict
	}{
		{"not computed", Case{Got: Accepted}, Verdict{Outcome: outcome.NotApplicable, Reason: ReasonNotComputed}},
		{"pass", Case{Computes: true, Got: Accepted, Match: agree}, Verdict{Outcome: outcome.Pass}},
		{"pass, policy", Case{Computes: true, Got: Accepted, Match: agree, DiffersFromDefault: yes}, Verdict{Outcome: outcome.Pass, Policied: true}},
		{"both reject", Case{Computes: true, Expect: MustReject, Got: Rejected}, Verdict{Outcome: outcome.Pass}},
		{"wrong output", Case{Computes: true, Got: Accepted, Match: disagree}, Verdict{Outcome: outcome.Fail, Fault: WrongOutput, Detail: "y differs"}},
		{"wrongly rejected", Case{Computes: true, Got: Rejected}, Verdict{Outcome: outcome.Fail, Fault: WronglyRejected}},
		{"wrongly accepted", Case{Computes: true, Expect: MustReject, Got: Accepted}, Verdict{Outcome: outcome.Fail, Fault: WronglyAccepted}},
		{"acceptable accepted", Case{Computes: true, Expect: MayEither, Got: Accepted, Match: agree}, Verdict{Outcome: outcome.AcceptableAccepted}},
		{"acceptable accepted, wrong output", Case{Computes: true, Expect: MayEither, Got: Accepted, Match: disagree}, Verdict{Outcome: outcome.Fail, Fault: WrongOutput, Detail: "y differs"}},
		{"acceptable rejected", Case{Computes: true, Expect: MayEither, Got: Rejected}, Verdict{Outcome: outcome.AcceptableRejected}},
		{"panic on an invalid input", Case{Computes: true, Expect: MustReject, Got: Panicked}, Verdict{Outcome: outcome.Fail, Fault: Panic}},
		{"crash", Case{Computes: true, Got: Crashed}, Verdict{Outcome: outcome.Fail, Fault: Crash}},
		{"timeout", Case{Computes: true, Got: Hung}, Verdict{Outcome: outcome.TimedOut, Fault: Timeout}},
		{"answered twice", Case{Computes: true, Expect: MustReject, Got: Twice}, Verdict{Outcome: outcome.Fail, Fault: DoubleAnswer}},
		{"reference panic", Case{Computes: true, Expect: RefFailed, Got: Accepted}, Verdict{Outcome: outcome.NotRun, Reason: ReasonRefFailed, RefFailed: true}},
		{"reference panic, implementation panic", Case{Computes: true, Expect: RefFailed, Got: Panicked}, Verdict{Outcome: outcome.Fail, Fault: Panic, RefFailed: true}},
		{"declined, declared", Case{Computes: true, Got: Declined, Declared: true}, Verdict{Outcome: outcome.UnsupportedInput, Reason: ReasonDeclared, ViaClass: true}},
		{"declined, not encodable", Case{Computes: true, Expect: MustReject, Got: Declined, NotEncodable: true}, Verdict{Outcome: outcome.UnsupportedInput, Reason: ReasonNotEncodable, ViaClass: true}},
		{"declined, invalid", Case{Computes: true, Expect: MustReject, Got: Declined}, Verdict{Outcome: outcome.UnsupportedInput, Reason: ReasonDeclinedBad}},
		{"declined, acceptable", Case{Computes: true, Expect: MayEither, Got: Declined}, Verdict{Outcome: outcome.UnsupportedInput, Reason: ReasonDeclinedMay}},
		{"declined, valid", Case{Computes: true, Got: Declined}, Verdict{Outcome: outcome.Fail, Fault: Undeclined}},
		{"declined, valid, tolerated", Case{Computes: true, Got: Declined, Tolerate: true}, Verdict{Outcome: outcome.UnsupportedInput, Reason: ReasonDeclinedValid, Undeclared: true}},
	} {
		if got := Decide(tc.c); got != tc.want {
			t.Errorf("%s: got %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestMatchCalledOnlyOnAccept: outputs are compared only when the
// implementation accepted a case that may be accepted, and the policy
// question is asked only of a pass.
func TestMatchCalledOnlyOnAccept(t *testing.T) {
	boom := func() (bool, string) { t.Fatal("Match called"); return false, "" }
	never := func() bool { t.Fatal("DiffersFromDefault called"); return false }
	for _, c := range []Case{
		{Computes: true, Expect: MustReject, Got: Rejected, Match: boom},
		{Computes: true, Expect: MustReject, Got: Accepted, Match: boom, DiffersFromDefault: never},
		{Computes: true, Got: Rejected, Match: boom, DiffersFromDefault: never},
		{Computes: true, Got: Panicked, Match: boom, DiffersFromDefault: never},
		{Computes: true, Got: Accepted, Match: disagree, DiffersFromDefault: never},
	} {
		Decide(c)
	}
}

// TestFaultNames: the finding kinds and vector "got" strings reports print.
func TestFaultNames(t *testing.T) {
	if WrongOutput.Kind() != "mismatch" || Panic.Kind() != "panic" || Undeclined.Kind() != "unsupported" || Crash.Kind() != "crash or protocol error" {
		t.Error("finding kinds changed")
	}
	if WronglyAccepted.Got() != "accepted" || WronglyRejected.Got() != "rejected" || Undeclined.Got() != "unsupported (no input class declared)" {
		t.Error("vector report strings changed")
	}
}
