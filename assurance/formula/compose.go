package formula

import "fmt"

// proveComposition proves that fn (a method v.fn(p) on the group's Point)
// computes the same polynomials as inner applied times times to p
// (v.inner(p), then v.inner(v), …), for a generic extended point p. With
// inner proven against the group law, fn is then proven too (e.g.
// MulCofactor = Double∘Double∘Double, 8P).
func proveComposition(fam *family, fnKey, innerKey string, times int) ([]pathReport, error) {
	f, err := fam.lookupFn(fnKey)
	if err != nil {
		return nil, err
	}
	g, err := fam.lookupFn(innerKey)
	if err != nil {
		return nil, err
	}
	pr := newProver(fam)
	m := &machine{fam: fam, ring: pr.ring, or: &oracle{}, globals: map[string]*cell{}}
	in, err := pr.rep(m, "Point", pr.point(1), 1)
	if err != nil {
		return nil, err
	}
	zero := func() (*cell, error) {
		z, err := m.zero(fam.group, identExpr("Point"))
		return &cell{v: z}, err
	}
	acc := &cell{v: copyValue(in)}
	for i := 0; i < times; i++ {
		next, err := zero()
		if err != nil {
			return nil, err
		}
		if _, err := m.call(g, ptrV{next}, []value{ptrV{acc}}); err != nil {
			return nil, err
		}
		acc = next
	}
	// fn must reach the same polynomials: no value of it may be larger
	// than the largest of inner's last application.
	bound := 0
	for _, c := range acc.v.(*recordV).f {
		bound = max(bound, c.v.(elemV).p.NumTerms())
	}
	m.maxTerms = bound
	out, err := zero()
	if err != nil {
		return nil, err
	}
	if _, err := m.call(f, ptrV{out}, []value{ptrV{&cell{v: copyValue(in)}}}); err != nil {
		return nil, err
	}
	if len(m.or.log) != 0 {
		return nil, fmt.Errorf("%s branches", fnKey)
	}
	a, b := out.v.(*recordV), acc.v.(*recordV)
	for _, n := range a.names {
		x, y := a.f[n].v.(elemV).p, b.f[n].v.(elemV).p
		if !x.Sub(y).Mod(fam.p).IsZero() {
			return nil, fmt.Errorf("%s: coordinate %s differs from %d applications of %s", fnKey, n, times, innerKey)
		}
	}
	return []pathReport{{"generic", "", fmt.Sprintf("%s applied %d times", innerKey, times)}}, nil
}
