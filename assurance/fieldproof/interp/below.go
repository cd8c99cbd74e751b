package interp

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// Whole-number bounds. Interval analysis bounds each limb on its own; a
// claim such as "the output, as a whole number, is below p" needs the
// relations between limbs that a carry chain creates. Every split
// x = h·2^k + l records the fact l ∈ [0, 2^k) for the polynomial
// l = x − h·2^k (and each sum of math/bits its interval), and every
// variable has its interval. These facts hold at every execution of the
// case being run, so a bound on a linear target over the region they
// define (a polyhedron) bounds the target at every execution: ProveBelow
// computes it exactly by linear programming over the rationals, and
// branches on a variable whose optimum is fractional (branch and bound:
// every variable is an integer, so x ≤ ⌊y⌋ or x ≥ ⌈y⌉ covers all
// executions). A product of variables is a variable of the linear program,
// bounded by its factors' intervals (a relaxation: it only weakens the
// bound).

// Fact states lo ≤ P ≤ hi at every execution.
type Fact struct {
	P      symbolic.Poly
	Lo, Hi *big.Int
	// pin: always given to the linear program (ProveBelow).
	pin bool
}

// bound records a variable's interval.
func (m *Machine) bound(name string, lo, hi *big.Int) {
	m.bounds[name] = [2]*big.Int{new(big.Int).Set(lo), new(big.Int).Set(hi)}
}

// fact records a scalar's interval as a fact about its polynomial.
func (m *Machine) fact(s *Scalar) {
	if len(s.Xor) > 1 {
		return
	}
	// A constant polynomial states nothing; a non-constant one whose
	// interval is a single point is an equation, and is kept.
	if _, ok := s.P.IsConst(); ok {
		return
	}
	m.facts = append(m.facts, Fact{P: s.P, Lo: new(big.Int).Set(s.Lo), Hi: new(big.Int).Set(s.Hi)})
}

// Assume records a fact the caller guarantees about the inputs (an input's
// whole value below p, say); the bounds proven later may use it.
func (m *Machine) Assume(f Fact) {
	f.pin = true
	m.facts = append(m.facts, f)
}

// Facts returns the facts recorded so far (for a caller adding its own).
func (m *Machine) Facts() []Fact { return m.facts }

// linear splits p into a constant and one coefficient per variable index
// of vars (adding new variables to it). With Products, a monomial of
// degree two or more becomes a variable of its own (named by its
// factors), bounded by the product of its factors' intervals (mono): the
// linear program then works in a relaxation where each product is free
// within its interval, which every execution satisfies. false when p has
// such a monomial without Products, or a factor has no interval.
func (m *Machine) linear(p symbolic.Poly, vars map[string]int, order *[]string, mono map[string][2]*big.Int) (*big.Int, map[int]*big.Int, bool) {
	c0 := new(big.Int)
	cs := map[int]*big.Int{}
	for _, t := range p.Terms() {
		name, deg := "", 0
		lo, hi := big.NewInt(1), big.NewInt(1)
		for i, e := range t.Exps {
			if e == 0 {
				continue
			}
			deg += e
			b, ok := m.bounds[m.names[i]]
			if !ok {
				return nil, nil, false
			}
			for range e {
				if name != "" {
					name += "·"
				}
				name += m.names[i]
				lo, hi = mulInterval(lo, hi, b[0], b[1])
			}
		}
		if deg == 0 {
			c0.Add(c0, t.Coeff)
			continue
		}
		if deg > 1 {
			if !m.Products {
				return nil, nil, false
			}
			mono[name] = [2]*big.Int{lo, hi}
		}
		j, ok := vars[name]
		if !ok {
			j = len(*order)
			vars[name] = j
			*order = append(*order, name)
		}
		cs[j] = new(big.Int).Set(t.Coeff)
	}
	return c0, cs, true
}

// mulInterval returns the interval of x·y for x in [a, b], y in [c, d].
func mulInterval(a, b, c, d *big.Int) (*big.Int, *big.Int) {
	ps := []*big.Int{new(big.Int).Mul(a, c), new(big.Int).Mul(a, d), new(big.Int).Mul(b, c), new(big.Int).Mul(b, d)}
	lo, hi := ps[0], ps[0]
	for _, v := range ps[1:] {
		if v.Cmp(lo) < 0 {
			lo = v
		}
		if v.Cmp(hi) > 0 {
			hi = v
		}
	}
	return lo, hi
}

// ErrNotBelow reports a target bound that the facts do not prove.
var ErrNotBelow = errors.New("bound not proven")

// ProveBelow proves t < bound at every execution of the current case,
// from the recorded facts and extra ones. It returns nil when proven,
// ErrInfeasible when no integer point meets the facts (the case cannot
// occur), and an error wrapping ErrNotBelow otherwise.
//
// The linear program is first built from the pinned facts (the caller's
// assumptions and the relations of proven-zero discards) and the latest
// facts only (the ones nearest the target: the end of a carry chain),
// then from more, then from all: a bound proven from some of the facts
// holds under all of them, as does infeasibility, and the small programs
// are much faster to solve exactly.
func (m *Machine) ProveBelow(t symbolic.Poly, bound *big.Int, extra ...Fact) error {
	all := append(append([]Fact(nil), m.facts...), extra...)
	for _, k := range []int{16, 48, 192} {
		if k >= len(all) {
			break
		}
		var some []Fact
		for i, f := range all {
			if f.pin || i >= len(all)-k {
				some = append(some, f)
			}
		}
		pivots := MaxPivots / 2 // a partial stage gets half the budget
		err := m.proveBelow(t, bound, some, &pivots)
		if err == nil || errors.Is(err, ErrInfeasible) || !errors.Is(err, ErrNotBelow) {
			return err
		}
	}
	pivots := 0
	return m.proveBelow(t, bound, all, &pivots)
}

// proveBelow is ProveBelow over the given facts.
func (m *Machine) proveBelow(t symbolic.Poly, bound *big.Int, facts []Fact, pivots *int) (err error) {
	start := *pivots
	defer func() {
		// A decided stage's pivots, scaled to the whole budget.
		if err == nil || errors.Is(err, ErrInfeasible) {
			used := (*pivots - start) * MaxPivots / (MaxPivots - start)
			PivotsPeak = max(PivotsPeak, used)
		}
	}()
	vars := map[string]int{}
	var order []string
	mono := map[string][2]*big.Int{}
	c0, cs, ok := m.linear(t, vars, &order, mono)
	if !ok {
		return errors.New("whole-number bound of a nonlinear value (without Products) or over a variable without an interval")
	}
	type row struct {
		d      *big.Int
		a      map[int]*big.Int
		lo, hi *big.Int
	}
	var rows []row
	for _, f := range facts {
		d, a, ok := m.linear(f.P, vars, &order, mono)
		if !ok || len(a) == 0 {
			// A nonlinear fact without Products only weakens the bound.
			continue
		}
		rows = append(rows, row{d, a, f.Lo, f.Hi})
	}
	all := make([][2]*big.Int, len(order))
	for j, name := range order {
		b, ok := m.bounds[name]
		if !ok {
			b, ok = mono[name]
		}
		if !ok {
			return fmt.Errorf("variable %s has no interval", name)
		}
		all[j] = b
	}
	// A variable in no fact takes its best end (an integer) in every
	// maximum: fold it into the constant and leave it out of the program.
	live := map[int]int{}
	var liveOrder []string
	for _, r := range rows {
		for j := range r.a {
			if _, ok := live[j]; !ok {
				live[j] = -1
			}
		}
	}
	for j := range order {
		if _, ok := live[j]; ok {
			live[j] = len(liveOrder)
			liveOrder = append(liveOrder, order[j])
		}
	}
	c0 = new(big.Int).Set(c0)
	liveCs := map[int]*big.Int{}
	for j, c := range cs {
		if k, ok := live[j]; ok {
			liveCs[k] = c
			continue
		}
		end := all[j][1]
		if c.Sign() < 0 {
			end = all[j][0]
		}
		c0.Add(c0, new(big.Int).Mul(c, end))
	}
	for i := range rows {
		a := map[int]*big.Int{}
		for j, c := range rows[i].a {
			a[live[j]] = c
		}
		rows[i].a = a
	}
	cs, order = liveCs, liveOrder
	n := len(order)
	lo, hi := make([]*big.Int, n), make([]*big.Int, n)
	for j, name := range order {
		b, ok := m.bounds[name]
		if !ok {
			b = mono[name]
		}
		lo[j], hi[j] = b[0], b[1]
	}
	type node struct{ lo, hi []*big.Int }
	stack := []node{{lo, hi}}
	closed, infeasible := 0, 0
	for len(stack) > 0 {
		nd := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if closed+infeasible > 256 {
			return fmt.Errorf("%w: branch and bound budget exceeded", ErrNotBelow)
		}
		// y = x − lo in [0, hi − lo]; rows A·y ≤ b.
		var A [][]*big.Int
		var b []*big.Int
		w := make([]*big.Int, n)
		empty := false
		for j := range n {
			w[j] = new(big.Int).Sub(nd.hi[j], nd.lo[j])
			if w[j].Sign() < 0 {
				empty = true
			}
		}
		if empty {
			infeasible++
			continue
		}
		for _, r := range rows {
			// a·x + d = a·y + (a·lo + d). A side the box already
			// implies (the row's least or greatest value over the box
			// within the fact) is left out: it cuts nothing.
			off := new(big.Int).Set(r.d)
			up, down := make([]*big.Int, n), make([]*big.Int, n)
			for k := range up {
				up[k], down[k] = new(big.Int), new(big.Int)
			}
			least, most := new(big.Int), new(big.Int)
			for j, c := range r.a {
				off.Add(off, new(big.Int).Mul(c, nd.lo[j]))
				up[j].Set(c)
				down[j].Neg(c)
				w := new(big.Int).Mul(c, new(big.Int).Sub(nd.hi[j], nd.lo[j]))
				if w.Sign() > 0 {
					most.Add(most, w)
				} else {
					least.Add(least, w)
				}
			}
			if new(big.Int).Add(off, most).Cmp(r.hi) > 0 {
				A, b = append(A, up), append(b, new(big.Int).Sub(r.hi, off))
			}
			if new(big.Int).Add(off, least).Cmp(r.lo) < 0 {
				A, b = append(A, down), append(b, new(big.Int).Sub(off, r.lo))
			}
		}
		c := make([]*big.Int, n)
		base := new(big.Int).Set(c0)
		for j := range c {
			c[j] = new(big.Int)
			if v, ok := cs[j]; ok {
				c[j].Set(v)
				base.Add(base, new(big.Int).Mul(v, nd.lo[j]))
			}
		}
		st, opt, y, used := boxed(A, b, w, c, MaxPivots-*pivots)
		*pivots += used
		switch st {
		case lpInfeasible:
			infeasible++
			continue
		case lpUnbounded:
			return errors.New("unbounded whole-number bound")
		case lpBudget:
			return fmt.Errorf("%w: linear program over its pivot budget", ErrNotBelow)
		}
		top := new(big.Rat).Add(opt, rat(base))
		if top.Cmp(rat(bound)) < 0 {
			closed++
			continue
		}
		// Branch on the first fractional variable.
		br := -1
		for j, v := range y {
			if !v.IsInt() {
				br = j
				break
			}
		}
		if br < 0 {
			vals := ""
			for j, v := range y {
				vals += fmt.Sprintf(" %s=%s", order[j], new(big.Int).Add(v.Num(), nd.lo[j]))
			}
			return fmt.Errorf("%w: the facts allow the value %s ≥ %#x at%s", ErrNotBelow, top.FloatString(0), bound, vals)
		}
		fl := new(big.Int).Add(new(big.Int).Quo(y[br].Num(), y[br].Denom()), nd.lo[br]) // y ≥ 0: Quo floors
		lowHi := append([]*big.Int(nil), nd.hi...)
		lowHi[br] = fl
		highLo := append([]*big.Int(nil), nd.lo...)
		highLo[br] = new(big.Int).Add(fl, big.NewInt(1))
		stack = append(stack, node{nd.lo, lowHi}, node{highLo, nd.hi})
	}
	if closed == 0 {
		return ErrInfeasible
	}
	return nil
}

// PivotsPeak is the most pivots one decided stage of a bound (one
// ProveBelow) has taken in this process, scaled to MaxPivots when the
// stage had a part of it, for the test that checks the proven functions stay well
// inside MaxPivots. Not safe for concurrent provers (none run).
var PivotsPeak int
