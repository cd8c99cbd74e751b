package engine

import (
	"errors"

	"github.com/curvecheck/curvecheck/catalog"

	"github.com/curvecheck/curvecheck/judge"
)

// answerOf is what an implementation's Result says it did, for package
// judge.
func answerOf(r catalog.Result) judge.Answer {
	switch {
	case r.Panic:
		return judge.Panicked
	case catalog.IsHang(r):
		return judge.Hung
	case errors.Is(r.Err, catalog.ErrBroken):
		return judge.Crashed
	case catalog.IsUnsupported(r):
		return judge.Declined
	case r.Err != nil:
		return judge.Rejected
	}
	return judge.Accepted
}

// expectOf is what the reference's Result (under the implementation's
// policy) requires of the implementation.
func expectOf(want catalog.Result) judge.Expectation {
	switch {
	case want.Panic || errors.Is(want.Err, catalog.ErrBroken):
		return judge.RefFailed
	case want.Err != nil:
		return judge.MustReject
	}
	return judge.MustAccept
}

// judgeCase describes impl's answer got on case in of op to package judge
// and returns its decision: want is the reference under impl's declared
// policy, def under the default one; tolerate is set when the run allows
// undeclared "unsupported" answers up to a share it checks itself.
//
// twice is set when an external implementation answered the request a
// second time.
func judgeCase(op catalog.Op, impl catalog.Impl, ref catalog.PolicyImpl, in catalog.Values, def, want, got catalog.Result, tolerate, twice bool) judge.Verdict {
	c := judge.Case{
		Computes:     impl.Supports(op.Name),
		Expect:       expectOf(want),
		Got:          answerOf(got),
		NotEncodable: errors.Is(want.Err, catalog.ErrNotEncodable),
		Tolerate:     tolerate,
		Match:        func() (bool, string) { return catalog.SameFor(op, impl, ref, in, got, want) },
		DiffersFromDefault: func() bool {
			return !catalog.IsVerifyOnly(impl, op.Name) && !catalog.Same(op, got, def)
		},
	}
	if twice {
		c.Got = judge.Twice
	}
	if c.Got == judge.Declined {
		_, c.Declared = catalog.DeclinedClass(impl, op, in)
	}
	return judge.Decide(c)
}

// refFinding is the finding of a reference that failed on case in of op
// (a panic of the in-process reference), under policy pol.
func refFinding(op catalog.Op, ref catalog.PolicyImpl, pol string, in catalog.Values, want catalog.Result) Finding {
	return newFinding(op, in, ref.Name()+refLabel(pol), pol, "panic", map[string]catalog.Result{ref.Name() + refLabel(pol): want})
}
