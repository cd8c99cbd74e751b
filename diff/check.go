package diff

import (
	"encoding/hex"
	"errors"
	"sync"

	"github.com/curvecheck/curvecheck/outcome"
)

// Checker compares implementations with the reference one case at a time;
// the fuzz targets and the conformance helpers use it. References under
// each declared policy are built once and cached.
type Checker struct {
	Ref   PolicyImpl
	Impls []Impl

	mu      sync.Mutex
	refs    map[string]Impl
	checked map[string]error // CheckImpl's verdict on each implementation
}

// checkImpl runs CheckImpl on im over the whole catalog once.
func (c *Checker) checkImpl(im Impl) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err, ok := c.checked[im.Name()]; ok {
		return err
	}
	if c.checked == nil {
		c.checked = map[string]error{}
	}
	err := CheckImpl(im, Ops())
	c.checked[im.Name()] = err
	return err
}

func (c *Checker) refFor(op, pol string) (Impl, error) {
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
		c.refs = map[string]Impl{}
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
func (c *Checker) Check(op Op, in Values) []Finding { return c.CheckCase(op, in).Findings }

// CheckCase runs op on in with every implementation that supports it. A
// finding is a disagreement with the reference under the implementation's
// declared policy, a panic of any implementation (the reference
// included), a crash or hang of an external one, or an "unsupported" answer
// on an input the reference accepts whose input class the implementation
// did not declare up front (diff.Decliner): an adapter that declines what
// it is unsure of must not pass. Unsupported answers on an input the
// reference rejects, or of a declared class, are outcome.UnsupportedInput.
func (c *Checker) CheckCase(op Op, in Values) CaseReport {
	rep := CaseReport{Outcomes: map[string]outcome.Outcome{}}
	def := Call(c.Ref, op.Name, in)
	if def.Panic {
		rep.Findings = append(rep.Findings, newFinding(op, in, c.Ref.Name(), "", "panic", map[string]Result{c.Ref.Name(): def}))
	}
	for _, im := range c.Impls {
		if im.Name() == c.Ref.Name() || !im.Supports(op.Name) {
			continue
		}
		pol := PolicyOf(im, op.Name)
		ref, err := c.refFor(op.Name, pol)
		if err == nil {
			err = c.checkImpl(im)
		}
		if err != nil {
			rep.Findings = append(rep.Findings, Finding{Op: op.Name, Impl: im.Name(), Policy: pol, Kind: "bad declaration: " + err.Error()})
			rep.Outcomes[im.Name()] = outcome.Fail
			continue
		}
		want := def
		if ref != c.Ref {
			want = Call(ref, op.Name, in)
		}
		got := Call(im, op.Name, in)
		if lr, ok := im.(LateReporter); ok {
			for _, la := range lr.TakeLateAnswers() {
				lop, _ := LookupOp(la.Op)
				rep.Findings = append(rep.Findings, newFinding(lop, la.In, im.Name(), PolicyOf(im, la.Op), "protocol error",
					map[string]Result{im.Name(): {Err: errors.New("a second answer to this request: " + la.Line)}}))
			}
		}
		if isUnsupported(got) {
			_, declared := declinedClass(im, op, in)
			if declared || want.Err != nil || want.Panic { // ErrNotEncodable included
				rep.Outcomes[im.Name()] = outcome.UnsupportedInput
				continue
			}
			res := map[string]Result{im.Name(): got, c.Ref.Name() + refLabel(pol): want}
			f := newFinding(op, in, im.Name(), pol, "unsupported", res)
			rep.Findings = append(rep.Findings, f)
			rep.Outcomes[im.Name()] = outcome.Fail
			continue
		}
		same, detail := sameFor(op, im, c.Ref, in, got, want)
		if same {
			rep.Outcomes[im.Name()] = outcome.Pass
			continue
		}
		kind := "mismatch"
		switch {
		case got.Panic:
			kind = "panic"
		case isHang(got):
			kind = "timeout"
		case errors.Is(got.Err, ErrBroken):
			kind = "crash or protocol error"
		}
		rep.Outcomes[im.Name()] = outcome.Fail
		if kind == "timeout" {
			rep.Outcomes[im.Name()] = outcome.TimedOut
		}
		res := map[string]Result{im.Name(): got, c.Ref.Name() + refLabel(pol): want}
		f := newFinding(op, in, im.Name(), pol, kind, res)
		f.Detail = detail
		rep.Findings = append(rep.Findings, f)
	}
	return rep
}

func refLabel(pol string) string {
	if pol == "" {
		return ""
	}
	return " (policy " + pol + ")"
}

func newFinding(op Op, in Values, impl, pol, kind string, res map[string]Result) Finding {
	f := Finding{Op: op.Name, Impl: impl, Policy: pol, Kind: kind, Inputs: map[string]string{}, Results: map[string]string{}}
	for k, v := range in {
		f.Inputs[k] = hex.EncodeToString(v)
	}
	for k, r := range res {
		f.Results[k] = r.String()
	}
	return f
}

func isUnsupported(r Result) bool { return errors.Is(r.Err, ErrUnsupported) }
