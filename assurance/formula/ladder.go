package formula

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// proveLadderStep proves fast/x25519's ladder.step, RFC 7748 §5's
// combined step, against Montgomery's x-only law (Montgomery 1987,
// §10.3.1) on B·v² = u³ + A·u² + u, A from the reference's Edwards
// parameters (A = 2(a + d)/(a − d)): for points P, Q with u(Q − P) = u1,
//
//	u(P + Q)·u1·(uP − uQ)² = (uP·uQ − 1)²       (differential addition)
//	u(2P)·4uP(uP² + A·uP + 1) = (uP² − 1)²      (doubling)
//
// with uP = X2/Z2 and uQ = X3/Z3 in the step's projective inputs (no
// curve equation is needed: both are identities in the x-coordinates,
// valid on the curve and on its twist). The step must leave (X3 : Z3) =
// u(P + Q) and (X2 : Z2) = u(2P), with Z3 a nonzero constant times
// u1·(X2Z3 − X3Z2)² and Z2 one times X2·Z2·(X2² + A·X2Z2 + Z2²):
// exceptional cases uP = uQ (P = ±Q), u1 = 0, and the inputs' own
// points of order 2 and infinity (uP ∈ {0, ∞} or a root of
// u² + A·u + 1), which the ladder meets only for low-order inputs, where
// RFC 7748's ladder gives the RFC's answer by the same algebra.
func proveLadderStep(fam *family) ([]pathReport, error) {
	f, err := fam.lookupFn("ladder.step")
	if err != nil {
		return nil, err
	}
	r := symbolic.NewRing("u1", "X2", "Z2", "X3", "Z3")
	m := &machine{fam: fam, ring: r, or: &oracle{}, globals: map[string]*cell{}}
	l, err := m.zero(fam.group, identExpr("ladder"))
	if err != nil {
		return nil, err
	}
	rec := l.(*recordV)
	for name, v := range map[string]string{"x1": "u1", "x2": "X2", "z2": "Z2", "x3": "X3", "z3": "Z3"} {
		rec.f[name].v = elemV{r.Var(v)}
	}
	if _, err := m.call(f, ptrV{&cell{v: rec}}, nil); err != nil {
		return nil, err
	}
	if len(m.or.log) != 0 {
		return nil, fmt.Errorf("ladder.step branches")
	}
	get := func(n string) symbolic.Poly { return rec.f[n].v.(elemV).p }
	p := fam.p
	md := func(x symbolic.Poly) symbolic.Poly { return x.Mod(p) }
	u1, X2, Z2, X3, Z3 := r.Var("u1"), r.Var("X2"), r.Var("Z2"), r.Var("X3"), r.Var("Z3")
	A := r.ConstBig(fam.curve.A)
	// Differential addition.
	num := X2.Mul(X3).Sub(Z2.Mul(Z3)).Pow(2)
	den := X2.Mul(Z3).Sub(X3.Mul(Z2)).Pow(2).Mul(u1)
	if d := md(get("x3").Mul(den).Sub(num.Mul(get("z3")))); !d.IsZero() {
		return nil, fmt.Errorf("ladder.step: (X3 : Z3) is not u(P + Q): %d terms remain", d.NumTerms())
	}
	if err := constMultiple(get("z3"), den, p); err != nil {
		return nil, fmt.Errorf("ladder.step: Z3: %w", err)
	}
	// Doubling.
	dnum := X2.Pow(2).Sub(Z2.Pow(2)).Pow(2)
	dden := r.Const(4).Mul(X2).Mul(Z2).Mul(X2.Pow(2).Add(A.Mul(X2).Mul(Z2)).Add(Z2.Pow(2)))
	if d := md(get("x2").Mul(dden).Sub(dnum.Mul(get("z2")))); !d.IsZero() {
		return nil, fmt.Errorf("ladder.step: (X2 : Z2) is not u(2P): %d terms remain", d.NumTerms())
	}
	if err := constMultiple(get("z2"), dden, p); err != nil {
		return nil, fmt.Errorf("ladder.step: Z2: %w", err)
	}
	if !get("x1").Equal(u1) {
		return nil, fmt.Errorf("ladder.step changes x1")
	}
	return []pathReport{{"generic", "", "(u(2P), u(P + Q))"}}, nil
}

// constMultiple checks g = c·q mod p for a nonzero constant c (taken
// from the ratio of one term's coefficients).
func constMultiple(g, q symbolic.Poly, p *big.Int) error {
	g, q = g.Mod(p), q.Mod(p)
	ts := q.Terms()
	if len(ts) == 0 {
		return fmt.Errorf("zero denominator")
	}
	t0 := ts[0]
	var gc *big.Int
	for _, t := range g.Terms() {
		if fmt.Sprint(trim(t.Exps)) == fmt.Sprint(trim(t0.Exps)) {
			gc = t.Coeff
		}
	}
	if gc == nil {
		return fmt.Errorf("not a constant multiple of the law's denominator")
	}
	c := new(big.Int).ModInverse(t0.Coeff, p)
	c.Mul(c, gc).Mod(c, p)
	if !g.Sub(q.Scale(c)).Mod(p).IsZero() {
		return fmt.Errorf("not a constant multiple of the law's denominator")
	}
	return nil
}

func trim(e []int) []int {
	n := len(e)
	for n > 0 && e[n-1] == 0 {
		n--
	}
	return e[:n]
}
