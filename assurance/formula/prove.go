package formula

import (
	"errors"
	"fmt"
	"go/ast"
	"math/big"
	"strings"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// spec states what one formula function computes: its inputs (built from
// symbolic points, see rep), where its output is, and the group operation
// it must perform. It never restates the formula: the formula is the Go
// source, interpreted.
type spec struct {
	fn  string // function key in the group package ("efgh.sum"), or "field." + key in the field package
	op  string // add, sub, double, neg, id, condneg
	in  []in   // receiver first for a method
	out out
	// inf: which input points may be the point at infinity (each path
	// decides it).
	inf []bool
	// cases beyond "generic" (independent points): "eq" (Q = P, another
	// scale) and "opp" (Q = −P), for formulas whose generic identity has
	// x1 = x2 as an exceptional case.
	cases []string
	// exceptions states the exceptional cases in words, for the claim.
	exceptions string
	source     string
	// preNotEq: the function's documented precondition excludes P = Q
	// (a path with x1 = x2 and y undecided must give P + (−P) = O).
	preNotEq bool
	// rcb: a complete Weierstrass formula (Renes–Costello–Batina): its
	// output is also matched with the Bosma–Lenstra law on every path, so
	// that RCB Theorem 1 (never (0 : 0 : 0)) applies to it, in place of
	// the check that Z is a unit times the chord law's denominators.
	rcb bool
	// handlesX: the function branches on x1 = x2 itself, so its generic
	// sum must be on a path that decided x1 ≠ x2 (no exceptional case
	// left).
	handlesX bool
	// dbl is the number of doublings of op "dbln".
	dbl int
	// extra, when set, checks more of the output on each finite path.
	extra func(pr *prover, ins []value, res value) error
}

// in is one argument: kind "pt" (a pointer to point pt in type typ), "new"
// (a pointer to a zero value of typ; typ "" for a field element), "x"/"y"
// (a pointer to point pt's affine coordinate), "bit" (0 or 1, decided per
// path, named name), "int" (the integer n).
type in struct {
	kind, typ string
	pt        int
	n         int64
	name      string
}

// out locates the output: the value an argument points to (from "in") or
// a result (from "res"), read as type typ.
type out struct {
	from string
	idx  int
	typ  string
}

// prover holds one proof's ring, law and evaluation points.
type prover struct {
	fam  *family
	ring *symbolic.Ring
	law  *law
	// eval are two concrete points of the curve (G and 2G), where a
	// constant factor is located before it is checked symbolically.
	eval [2][2]*big.Int
}

func newProver(fam *family) *prover {
	r := symbolic.NewRing("x1", "y1", "x2", "y2", "z1", "z2")
	pr := &prover{fam: fam, ring: r, law: &law{r: r, p: fam.p, c: fam.curve}}
	if fam.curve.kind != "montgomery" {
		g := apt{x: pr.law.fr(pr.law.k(fam.curve.gx)), y: pr.law.fr(pr.law.k(fam.curve.gy))}
		g2, _ := pr.law.double(g)
		pr.eval[0] = [2]*big.Int{fam.curve.gx, fam.curve.gy}
		pr.eval[1] = [2]*big.Int{pr.constOf(g2.x), pr.constOf(g2.y)}
	}
	return pr
}

// constOf evaluates a constant rational function.
func (pr *prover) constOf(f frac) *big.Int {
	n, _ := f.n.IsConst()
	d, _ := f.d.IsConst()
	d = new(big.Int).ModInverse(d, pr.fam.p)
	return n.Mul(n, d).Mod(n, pr.fam.p)
}

func identExpr(name string) ast.Expr { return &ast.Ident{Name: name} }

// point returns the symbolic affine point i (x_i, y_i).
func (pr *prover) point(i int) apt {
	return apt{x: pr.law.fr(pr.ring.Var(fmt.Sprintf("x%d", i))), y: pr.law.fr(pr.ring.Var(fmt.Sprintf("y%d", i)))}
}

// lookupFn finds a spec's function.
func (fam *family) lookupFn(key string) (*fn, error) {
	if k, ok := strings.CutPrefix(key, "field."); ok {
		if f := fam.field.funcs[k]; f != nil {
			return f, nil
		}
	} else if f := fam.group.funcs[key]; f != nil {
		return f, nil
	}
	return nil, fmt.Errorf("%s: function %s not found", fam.name, key)
}

// pathReport describes one path of a proof.
type pathReport struct {
	cas, assumptions, outcome string
}

// prove runs every path of every case of sp and checks each.
func (pr *prover) prove(sp *spec) ([]pathReport, error) {
	f, err := pr.fam.lookupFn(sp.fn)
	if err != nil {
		return nil, err
	}
	var reports []pathReport
	for _, cas := range append([]string{"generic"}, sp.cases...) {
		pts := []apt{pr.point(1), pr.point(2)}
		switch cas {
		case "eq":
			pts[1] = pts[0]
		case "opp":
			pts[1] = pr.law.negate(pts[0])
		}
		or := &oracle{}
		for n := 0; ; n++ {
			if n > 512 {
				return nil, fmt.Errorf("%s: more than 512 paths", sp.fn)
			}
			rep, err := pr.path(sp, f, cas, pts, or)
			if err != nil {
				var as []string
				for _, d := range or.log {
					as = append(as, d.String())
				}
				return nil, fmt.Errorf("%s, case %s, path [%s]: %w", sp.fn, cas, strings.Join(as, "; "), err)
			}
			reports = append(reports, rep)
			if !or.next() {
				break
			}
		}
	}
	return reports, nil
}

// path runs and checks one path.
func (pr *prover) path(sp *spec, f *fn, cas string, pts []apt, or *oracle) (pathReport, error) {
	m := &machine{fam: pr.fam, ring: pr.ring, or: or, globals: map[string]*cell{}}
	inf := make([]bool, len(pts))
	if cas == "generic" {
		for i := range inf {
			if i < len(sp.inf) && sp.inf[i] {
				inf[i] = or.choose(decision{what: fmt.Sprintf("P%d is the point at infinity", i+1)})
			}
		}
	}
	bits := map[string]bool{}
	var ins []value
	recs := map[int]*recordV{}
	var projIn [][3]symbolic.Poly // the projective inputs, for op rcb
	for _, a := range sp.in {
		switch a.kind {
		case "pt", "ptval":
			pt := pts[a.pt]
			pt.inf = inf[a.pt]
			v, err := pr.rep(m, a.typ, pt, a.pt+1)
			if err != nil {
				return pathReport{}, err
			}
			if a.typ == "Point" {
				r := v.(*recordV)
				g := func(n string) symbolic.Poly { return r.f[n].v.(elemV).p }
				projIn = append(projIn, [3]symbolic.Poly{g("x"), g("y"), g("z")})
			}
			if a.kind == "ptval" {
				ins = append(ins, v)
			} else {
				ins = append(ins, ptrV{&cell{v: v}})
			}
		case "cx", "cy", "cz":
			// A pointer to one coordinate of point pt's record of type typ
			// (functions that take X, Y, Z as separate elements).
			r := recs[a.pt]
			if r == nil {
				pt := pts[a.pt]
				pt.inf = inf[a.pt]
				v, err := pr.rep(m, a.typ, pt, a.pt+1)
				if err != nil {
					return pathReport{}, err
				}
				r = v.(*recordV)
				recs[a.pt] = r
			}
			ins = append(ins, ptrV{r.f[a.kind[1:]]})
		case "new":
			// An output starts with junk: free variables in its elements
			// and a decided flag, so that an output that keeps any of its
			// old value (a dropped assignment) fails.
			var z value
			if a.typ == "" {
				z = elemV{pr.ring.Var(fmt.Sprintf("o%d", len(ins)))}
			} else {
				var err error
				if z, err = m.zero(pr.fam.group, identExpr(a.typ)); err != nil {
					return pathReport{}, err
				}
				r := z.(*recordV)
				for _, n := range r.names {
					switch r.f[n].v.(type) {
					case elemV:
						r.f[n].v = elemV{pr.ring.Var(fmt.Sprintf("o%d%s", len(ins), n))}
					case bool:
						r.f[n].v = or.choose(decision{what: fmt.Sprintf("output's old %s", n)})
					}
				}
			}
			ins = append(ins, ptrV{&cell{v: z}})
		case "x", "y":
			c := pts[a.pt].x
			if a.kind == "y" {
				c = pts[a.pt].y
			}
			ins = append(ins, ptrV{&cell{v: m.reduce(c.n)}})
			if a.kind == "y" {
				projIn = append(projIn, [3]symbolic.Poly{pts[a.pt].x.n, pts[a.pt].y.n, pr.ring.Const(1)})
			}
		case "bit":
			b := or.choose(decision{what: a.name})
			bits[a.name] = b
			if b {
				ins = append(ins, int64(1))
			} else {
				ins = append(ins, int64(0))
			}
		case "bool":
			b := or.choose(decision{what: a.name})
			bits[a.name] = b
			ins = append(ins, b)
		case "int":
			ins = append(ins, a.n)
		case "string":
			ins = append(ins, stringV(a.name))
		default:
			return pathReport{}, fmt.Errorf("input kind %q", a.kind)
		}
	}
	// Inputs other than the output must come back unchanged.
	orig := map[int]value{}
	for i, a := range sp.in {
		if p, ok := ins[i].(ptrV); ok && (a.kind == "pt" || a.kind == "x" || a.kind == "y") && !(sp.out.from == "in" && sp.out.idx == i) {
			orig[i] = copyValue(p.c.v)
		}
	}
	var recv value
	args := ins
	if f.decl.Recv != nil {
		recv, args = ins[0], ins[1:]
	}
	res, err := m.call(f, recv, args)
	if err != nil {
		return pathReport{}, err
	}
	for i, o := range orig {
		if !sameValue(o, ins[i].(ptrV).c.v, pr.fam.p) {
			return pathReport{}, fmt.Errorf("input %d is modified", i)
		}
	}
	var outV value
	switch sp.out.from {
	case "in":
		outV = ins[sp.out.idx]
	case "rec":
		outV = recs[sp.out.idx]
	case "res":
		outV = res
		if t, ok := res.(tupleV); ok {
			outV = t[sp.out.idx]
		}
	}
	// Classify the decisions on polynomials.
	known := map[string]bool{}
	var as []string
	for i, d := range or.log {
		as = append(as, d.String())
		if d.poly == nil {
			continue
		}
		name, err := pr.classify(m, *d.poly, pts, cas)
		if err != nil {
			return pathReport{}, fmt.Errorf("decision %d (%s): %w", i, d.what, err)
		}
		if name == "unit" {
			if d.val {
				return pathReport{cas, strings.Join(as, "; "), "infeasible: a product of nonzero scales is zero"}, nil
			}
			continue
		}
		if prev, ok := known[name]; ok && prev != d.val {
			return pathReport{cas, strings.Join(as, "; "), "infeasible: contradicting decisions on " + name}, nil
		}
		known[name] = d.val
	}
	switch cas {
	case "eq":
		known["x1 = x2"], known["y1 = y2"] = true, true
	case "opp":
		known["x1 = x2"], known["y1 = y2"] = true, false
	}
	want, factors, outcome, err := pr.expect(sp, pts, inf, bits, known)
	if err != nil {
		return pathReport{}, err
	}
	if x, decided := known["x1 = x2"]; sp.handlesX && cas == "generic" && (outcome == "P + Q" || outcome == "P − Q") && (!decided || x) {
		return pathReport{}, fmt.Errorf("the sum is formed without deciding x1 ≠ x2")
	}
	c, err := pr.meaning(sp.out.typ, outV)
	if err != nil {
		return pathReport{}, err
	}
	if sp.rcb {
		if len(projIn) == 1 {
			projIn = append(projIn, projIn[0])
		}
		if len(projIn) != 2 {
			return pathReport{}, fmt.Errorf("a complete formula with %d projective inputs", len(projIn))
		}
		if sp.op == "sub" {
			projIn[1][1] = projIn[1][1].Neg()
		}
		if err := pr.matchesLaw(c, pr.bosmaLenstra(projIn[0], projIn[1])); err != nil {
			return pathReport{}, err
		}
		factors = nil
	}
	var eqs subst
	if cas == "generic" {
		add := func(v string, p symbolic.Poly) {
			eqs = append(eqs, struct {
				v string
				p symbolic.Poly
			}{v, p})
		}
		if known["x1 = x2"] {
			add("x2", pr.ring.Var("x1"))
		}
		if v, ok := known["y1 = y2"]; ok && v {
			add("y2", pr.ring.Var("y1"))
		} else if v, ok := known["y1 = −y2"]; ok && v {
			add("y2", pr.ring.Var("y1").Neg())
		}
	}
	if err := pr.check(m, c, want, factors, eqs, sp.rcb); err != nil {
		return pathReport{}, fmt.Errorf("expected %s: %w", outcome, err)
	}
	if sp.extra != nil && !want.inf {
		if err := sp.extra(pr, ins, res); err != nil {
			return pathReport{}, err
		}
	}
	return pathReport{cas, strings.Join(as, "; "), outcome}, nil
}

// expect returns the group law's answer for a path.
func (pr *prover) expect(sp *spec, pts []apt, inf []bool, bits, known map[string]bool) (apt, []symbolic.Poly, string, error) {
	l := pr.law
	P, Q := pts[0], pts[1]
	P.inf, Q.inf = inf[0], inf[1]
	O := apt{inf: true}
	switch sp.op {
	case "id":
		return P, nil, "P", nil
	case "neg":
		return l.negate(P), nil, "−P", nil
	case "condneg":
		if bits["neg"] {
			return l.negate(P), nil, "−P", nil
		}
		return P, nil, "P", nil
	case "inf":
		return O, nil, "O", nil
	case "double":
		if P.inf {
			return O, nil, "O", nil
		}
		R, fs := l.double(P)
		return R, fs, "2P", nil
	case "dbln":
		if P.inf {
			return O, nil, "O", nil
		}
		R, fs := P, []symbolic.Poly(nil)
		for i := 0; i < sp.dbl; i++ {
			var f []symbolic.Poly
			R, f = l.double(R)
			fs = append(fs, f...)
		}
		return R, fs, fmt.Sprintf("2^%d·P", sp.dbl), nil
	case "add", "sub", "addcn", "addmask":
		if sp.op == "addmask" && !bits["use"] {
			return P, nil, "P (use = 0)", nil
		}
		label, sign := "P + Q", 1
		if sp.op == "sub" || (sp.op == "addcn" && bits["neg"]) {
			Q = l.negate(Q)
			label, sign = "P − Q", -1
		}
		switch {
		case P.inf && Q.inf:
			return O, nil, "O", nil
		case P.inf:
			return Q, nil, "Q", nil
		case Q.inf:
			return P, nil, "P", nil
		}
		if known["x1 = x2"] {
			// With x1 = x2, y2 = ±y1, and exactly one sign holds: y1 ≠ 0
			// on a curve without points of order 2 (weierstrassComplete).
			same, ok := known["y1 = y2"]
			if opp, ok2 := known["y1 = −y2"]; !ok && ok2 {
				same, ok = !opp, true
			}
			if sign < 0 {
				same = !same
			}
			if !ok && sp.preNotEq {
				return O, nil, "O (x1 = x2 with P ≠ Q by the precondition: P = −Q)", nil
			}
			if !ok {
				return apt{}, nil, "", errors.New("x1 = x2 without a decision on y")
			}
			if same {
				R, fs := l.double(P)
				return R, fs, "2P (" + label + " with equal points)", nil
			}
			return O, nil, "O (" + label + " with opposite points)", nil
		}
		R, fs := l.sum(P, Q)
		return R, fs, label, nil
	}
	return apt{}, nil, "", fmt.Errorf("operation %q", sp.op)
}

// classify names the condition a polynomial decided on a path stands
// for: "unit" (a nonzero constant times a product of scales: never zero),
// "x1 = x2" (a unit times x2 − x1) or "y1 = y2" (a unit times y2 − y1),
// modulo the curve equations. Anything else is an error.
func (pr *prover) classify(m *machine, g symbolic.Poly, pts []apt, cas string) (string, error) {
	g = pr.elim(m, g)
	if ok, _ := pr.unitFactor(g, nil); ok {
		return "unit", nil
	}
	if cas == "generic" {
		dx := pr.law.sub(pts[1].x, pts[0].x).n
		if ok, _ := pr.unitFactor(g, []symbolic.Poly{dx}); ok {
			return "x1 = x2", nil
		}
		dy := pr.law.sub(pts[1].y, pts[0].y).n
		if ok, _ := pr.unitFactor(g, []symbolic.Poly{dy}); ok {
			return "y1 = y2", nil
		}
		sy := pr.law.add(pts[1].y, pts[0].y).n
		if ok, _ := pr.unitFactor(g, []symbolic.Poly{sy}); ok {
			return "y1 = −y2", nil
		}
	}
	return "", fmt.Errorf("branch condition %s = 0 is none of: a scale, x1 = x2, y1 = y2, y1 = −y2", g)
}

// isScale reports whether a variable is a representation's free factor
// (nonzero by construction).
func isScale(v string) bool {
	return strings.HasPrefix(v, "z") || strings.HasPrefix(v, "f") || strings.HasPrefix(v, "g") || strings.HasPrefix(v, "w")
}

// reduce reduces g modulo the curve equations of the points whose
// variables occur in it.
func (pr *prover) reduce(g symbolic.Poly) symbolic.Poly { return pr.reduceUnder(g, nil) }

// subst is a path's equalities between the two input points, as
// substitutions (x2 → x1, y2 → ±y1) applied before the reduction.
type subst []struct {
	v string
	p symbolic.Poly
}

func (s subst) apply(g symbolic.Poly) symbolic.Poly {
	for _, e := range s {
		g = g.Subst(e.v, e.p)
	}
	return g
}

// reduceUnder reduces g under the equalities s and modulo the curve.
func (pr *prover) reduceUnder(g symbolic.Poly, s subst) symbolic.Poly {
	g = s.apply(g).Mod(pr.fam.p)
	for i := 1; i <= 2; i++ {
		x, y := fmt.Sprintf("x%d", i), fmt.Sprintf("y%d", i)
		if g.Degree(y) >= 2 {
			g = g.PseudoRemMod(s.apply(pr.law.equation(x, y)).Mod(pr.fam.p), y, pr.fam.p)
		}
	}
	return g
}

// elim removes the inverse variables of a run: w = 1/a, so g(w) with
// K = deg_w g becomes a^K·g(1/a), which vanishes exactly where g does
// (a ≠ 0 where the inverse was taken of a nonzero value).
func (pr *prover) elim(m *machine, g symbolic.Poly) symbolic.Poly {
	for i := len(m.invs) - 1; i >= 0; i-- {
		iv := m.invs[i]
		K := g.Degree(iv.w)
		if K <= 0 {
			continue
		}
		out := pr.ring.Const(0)
		for k := 0; k <= K; k++ {
			out = out.Add(g.Coeff(iv.w, k).Mul(iv.a.Pow(K - k)))
		}
		g = out.Mod(pr.fam.p)
	}
	return g
}

// unitFactor reports whether g ≡ c·s·Π factors^e_i modulo the curve,
// for a nonzero constant c, a monomial s in the scale variables and
// multiplicities 1 ≤ e_i ≤ 4: then g vanishes exactly where a factor
// does. c is located by evaluating at the points (G, 2G) with scales
// 3, 5, 7, …, confirmed at (2G, G) with other scales, and the identity
// then checked symbolically.
func (pr *prover) unitFactor(g symbolic.Poly, factors []symbolic.Poly) (bool, error) {
	if g.IsZero() {
		return false, errors.New("zero")
	}
	s := pr.ring.Const(1)
	va, vb := map[string]*big.Int{}, map[string]*big.Int{}
	k := int64(3)
	for _, v := range g.Vars() {
		if isScale(v) {
			s = s.Mul(pr.ring.Var(v).Pow(g.Degree(v)))
			va[v], vb[v] = big.NewInt(k), big.NewInt(k+100)
			k += 2
		}
	}
	for i := 0; i < 2; i++ {
		va[fmt.Sprintf("x%d", i+1)], va[fmt.Sprintf("y%d", i+1)] = pr.eval[i][0], pr.eval[i][1]
		vb[fmt.Sprintf("x%d", i+1)], vb[fmt.Sprintf("y%d", i+1)] = pr.eval[1-i][0], pr.eval[1-i][1]
	}
	ga, err := g.Eval(va, pr.fam.p)
	if err != nil {
		return false, err
	}
	gb, err := g.Eval(vb, pr.fam.p)
	if err != nil {
		return false, err
	}
	exps := make([]int, len(factors))
	for {
		q := s
		for i, f := range factors {
			q = q.Mul(f.Pow(exps[i] + 1))
		}
		q = q.Mod(pr.fam.p)
		qa, err := q.Eval(va, pr.fam.p)
		if err != nil {
			return false, err
		}
		qb, _ := q.Eval(vb, pr.fam.p)
		if qa.Sign() != 0 && ga.Sign() != 0 {
			c := new(big.Int).ModInverse(qa, pr.fam.p)
			c.Mul(c, ga).Mod(c, pr.fam.p)
			if new(big.Int).Mod(new(big.Int).Mul(c, qb), pr.fam.p).Cmp(gb) == 0 &&
				pr.reduce(g.Sub(q.Scale(c))).IsZero() {
				return true, nil
			}
		}
		// Next multiplicity vector.
		i := 0
		for ; i < len(exps); i++ {
			if exps[i] < 3 {
				exps[i]++
				break
			}
			exps[i] = 0
		}
		if i == len(exps) {
			return false, nil
		}
	}
}

// check holds an output to the law's answer want.
func (pr *prover) check(m *machine, c coords, want apt, factors []symbolic.Poly, eqs subst, complete bool) error {
	zero := func(what string, g symbolic.Poly) error {
		if r := pr.reduceUnder(pr.elim(m, g), eqs); !r.IsZero() {
			return fmt.Errorf("%s: %d terms remain modulo the curve", what, r.NumTerms())
		}
		return nil
	}
	nonzero := func(what string, g symbolic.Poly) error {
		if pr.reduceUnder(pr.elim(m, g), eqs).IsZero() {
			return fmt.Errorf("%s vanishes on the curve", what)
		}
		return nil
	}
	if want.inf {
		if c.flag != nil {
			if !*c.flag {
				return errors.New("the infinity flag is not set")
			}
			return nil
		}
		if c.sys == "affine" {
			return errors.New("an affine output cannot be the point at infinity")
		}
		if err := zero("Z", c.Z); err != nil {
			return err
		}
		if c.sys == "jac" {
			// fast/p384's flagless Jacobian points at infinity are (1, 1, 0).
			one := pr.ring.Const(1)
			if err := zero("X − 1", c.X.Sub(one)); err != nil {
				return err
			}
			return zero("Y − 1", c.Y.Sub(one))
		}
		if err := zero("X", c.X); err != nil {
			return err
		}
		if complete {
			// Y ≠ 0 pointwise by RCB Theorem 1 (the law is matched).
			return nonzero("Y", c.Y)
		}
		// (0 : Y : 0) with Y a nonzero constant times scales.
		if ok, err := pr.unitFactor(pr.elim(m, c.Y), nil); err != nil || !ok {
			return fmt.Errorf("the output's Y is not a nonzero constant times scales (%v)", err)
		}
		return nil
	}
	if c.flag != nil && *c.flag {
		return errors.New("the infinity flag is set")
	}
	md := func(p symbolic.Poly) symbolic.Poly { return p.Mod(pr.fam.p) }
	zx, zy := c.Z, c.Z
	switch c.sys {
	case "jac":
		zx, zy = md(c.Z.Mul(c.Z)), md(c.Z.Mul(c.Z).Mul(c.Z))
	case "affine":
		zx, zy = pr.ring.Const(1), pr.ring.Const(1)
	}
	if err := zero("X·Dx − Nx·Z^k", md(c.X.Mul(want.x.d).Sub(want.x.n.Mul(zx)))); err != nil {
		return err
	}
	if err := zero("Y·Dy − Ny·Z^k", md(c.Y.Mul(want.y.d).Sub(want.y.n.Mul(zy)))); err != nil {
		return err
	}
	for i, s := range c.side {
		if err := zero(fmt.Sprintf("side condition %d", i), s); err != nil {
			return err
		}
	}
	if complete {
		// Z may vanish only with X and Y (by the identities above, where
		// x1 ≠ x2), which RCB Theorem 1 excludes; Z must not vanish on
		// the whole curve.
		return nonzero("Z", c.Z)
	}
	if c.sys != "affine" {
		ok, err := pr.unitFactor(pr.elim(m, c.Z), factors)
		if err != nil || !ok {
			return fmt.Errorf("the output's Z is not a nonzero multiple of the law's denominators (%v)", err)
		}
	}
	return nil
}

// sameValue compares two values field by field (elements mod p).
func sameValue(a, b value, p *big.Int) bool {
	switch a := a.(type) {
	case elemV:
		e, ok := b.(elemV)
		return ok && a.p.Sub(e.p).Mod(p).IsZero()
	case *recordV:
		r, ok := b.(*recordV)
		if !ok {
			return false
		}
		for _, n := range a.names {
			if !sameValue(a.f[n].v, r.f[n].v, p) {
				return false
			}
		}
		return true
	}
	return a == b
}
