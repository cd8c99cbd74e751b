package diff

import (
	"encoding/hex"
	"errors"
	"sync"
)

// Checker compares implementations with the reference one case at a time;
// the fuzz targets and the conformance helpers use it. References under
// each declared policy are built once and cached.
type Checker struct {
	Ref   PolicyImpl
	Impls []Impl

	mu   sync.Mutex
	refs map[string]Impl
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

// Check runs op on in with every implementation that supports it and
// returns the findings: a disagreement with the reference under the
// implementation's declared policy, or a panic of any implementation, the
// reference included.
func (c *Checker) Check(op Op, in Values) []Finding {
	var out []Finding
	def := Call(c.Ref, op.Name, in)
	if def.Panic {
		out = append(out, newFinding(op, in, c.Ref.Name(), "", "panic", map[string]Result{c.Ref.Name(): def}))
	}
	for _, im := range c.Impls {
		if im.Name() == c.Ref.Name() || !im.Supports(op.Name) {
			continue
		}
		pol := PolicyOf(im, op.Name)
		ref, err := c.refFor(op.Name, pol)
		if err != nil {
			out = append(out, Finding{Op: op.Name, Impl: im.Name(), Policy: pol, Kind: "bad policy: " + err.Error()})
			continue
		}
		want := def
		if ref != c.Ref {
			want = Call(ref, op.Name, in)
		}
		got := Call(im, op.Name, in)
		if isUnsupported(got) || Same(op, got, want) {
			continue
		}
		kind := "mismatch"
		if got.Panic {
			kind = "panic"
		}
		res := map[string]Result{im.Name(): got, c.Ref.Name() + refLabel(pol): want}
		out = append(out, newFinding(op, in, im.Name(), pol, kind, res))
	}
	return out
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
