package engine

import (
	"encoding/hex"
	"sync"

	"github.com/curvecheck/curvecheck/catalog"

	"github.com/curvecheck/curvecheck/judge"
	"github.com/curvecheck/curvecheck/outcome"
)

// Checker compares implementations with the reference one case at a time;
// the fuzz targets and the conformance helpers use it. References under
// each declared policy are built once and cached.
type Checker struct {
	Ref   catalog.PolicyImpl
	Impls []catalog.Impl

	mu      sync.Mutex
	refs    map[string]catalog.Impl
	checked map[string]error // CheckImpl's verdict on each implementation
}

// checkImpl runs CheckImpl on im over the whole catalog once.
func (c *Checker) checkImpl(im catalog.Impl) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err, ok := c.checked[im.Name()]; ok {
		return err
	}
	if c.checked == nil {
		c.checked = map[string]error{}
	}
	err := catalog.CheckImpl(im, catalog.Ops())
	c.checked[im.Name()] = err
	return err
}

func (c *Checker) refFor(op, pol string) (catalog.Impl, error) {
	if pol == "" {
		return c.Ref, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.refs[pol]; ok {
		return r, nil
	}
	r, err := c.Ref.WithPolicy(op, pol)
	if err != nil {
		return nil, err
	}
	if c.refs == nil {
		c.refs = map[string]catalog.Impl{}
	}
	c.refs[pol] = r
	return r, nil
}

// CaseReport is what a Checker found on one case: the findings, and every
// compared implementation's outcome (package outcome), so that a caller can
// say what the case covered.
type CaseReport struct {
	Findings []Finding
	Outcomes map[string]outcome.Outcome
}

// Check runs op on in with every implementation that supports it and
// returns the findings (CheckCase has the outcomes too).
func (c *Checker) Check(op catalog.Op, in catalog.Values) []Finding {
	return c.CheckCase(op, in).Findings
}

// CheckCase runs op on in with every implementation that supports it;
// package judge decides each outcome (the same rules as the engine's and
// the vector checker's). A finding is a disagreement with the reference
// under the implementation's declared policy, a panic, crash or hang, or an
// "unsupported" answer on an input the reference accepts whose input class
// the implementation did not declare up front (Capabilities.Unsupported): an adapter
// that declines what it is unsure of must not pass. A panic of the
// reference is a finding of the reference, reported once per policy (also
// when no implementation computes the operation); the implementations'
// outcome on that case is not-run.
func (c *Checker) CheckCase(op catalog.Op, in catalog.Values) CaseReport {
	rep := CaseReport{Outcomes: map[string]outcome.Outcome{}}
	def := catalog.Call(c.Ref, op.Name, in)
	refFailed := map[string]bool{} // policies whose reference failed, reported once each
	for _, im := range c.Impls {
		if im.Name() == c.Ref.Name() || !im.Supports(op.Name) {
			continue
		}
		pol := catalog.PolicyOf(im, op.Name)
		ref, err := c.refFor(op.Name, pol)
		if err == nil {
			err = c.checkImpl(im)
		}
		if err != nil {
			// A declaration that does not hold is a set-up error of the
			// implementation, found before any case is judged.
			rep.Findings = append(rep.Findings, Finding{Op: op.Name, Impl: im.Name(), Policy: pol, Kind: "bad declaration: " + err.Error()})
			rep.Outcomes[im.Name()] = outcome.Fail
			continue
		}
		want := def
		if ref != c.Ref {
			want = catalog.Call(ref, op.Name, in)
		}
		got := catalog.Call(im, op.Name, in)
		twice, earlier := catalog.SecondAnswers(im, op.Name, in)
		for _, la := range earlier {
			rep.Findings = append(rep.Findings, LateFinding(im, la)) // an earlier case's
		}
		v := judgeCase(op, im, c.Ref, in, def, want, got, false, twice != nil)
		rep.Outcomes[im.Name()] = v.Outcome
		if v.RefFailed && !refFailed[pol] {
			refFailed[pol] = true
			rep.Findings = append(rep.Findings, refFinding(op, c.Ref, pol, in, want))
		}
		if v.Fault == judge.NoFault {
			continue
		}
		if v.Fault == judge.DoubleAnswer {
			rep.Findings = append(rep.Findings, LateFinding(im, *twice))
			continue
		}
		res := map[string]catalog.Result{im.Name(): got, c.Ref.Name() + refLabel(pol): want}
		f := newFinding(op, in, im.Name(), pol, v.Fault.Kind(), res)
		f.Detail = v.Detail
		rep.Findings = append(rep.Findings, f)
	}
	if expectOf(def) == judge.RefFailed && !refFailed[""] {
		rep.Findings = append(rep.Findings, refFinding(op, c.Ref, "", in, def))
	}
	return rep
}

func refLabel(pol string) string {
	if pol == "" {
		return ""
	}
	return " (policy " + pol + ")"
}

func newFinding(op catalog.Op, in catalog.Values, impl, pol, kind string, res map[string]catalog.Result) Finding {
	f := Finding{Op: op.Name, Impl: impl, Policy: pol, Kind: kind, Inputs: map[string]string{}, Results: map[string]string{}}
	for k, v := range in {
		f.Inputs[k] = hex.EncodeToString(v)
	}
	for k, r := range res {
		f.Results[k] = r.String()
	}
	return f
}
