package interp

import "math/big"

// lp maximizes c·y subject to A·y ≤ b and y ≥ 0 over the rationals, by
// the two-phase tableau simplex method with Bland's rule (which cannot
// cycle; Chvátal, "Linear Programming", 1983, ch. 3 and 8). Every step is
// exact, so its answers are proofs: infeasible means no real point, let
// alone an integer one, meets the constraints; the optimum bounds c·y at
// every feasible point. An unbounded problem is reported as such (the
// callers bound every variable, so it does not arise).
//
// Each row is whole numbers over one positive denominator of its own (the
// last entry), in lowest terms: a pivot changes only the rows with an
// entry in its column, and reduces each with one chain of GCDs instead of
// one per entry (a big.Rat per entry spent most of the time normalizing).
// A single denominator for the whole tableau (Edmonds, "Systems of
// distinct representatives and linear algebra", 1967; Bareiss 1968)
// needs no GCD at all, but it is the basis determinant: on the proofs'
// programs it reaches thousands of bits, ten times the entries' own
// denominators, and every row is rescaled at every pivot; it was about
// three times slower.
type lp struct {
	rows   [][]*big.Int // m rows of n + m + k columns, the right-hand side, the denominator
	basis  []int
	n, m   int
	art    int // first artificial column
	ncol   int // columns without the right-hand side
	width  int // the columns a pivot updates (and the right-hand side): ncol, then art after phase 1
	pivots int
	budget int
	over   bool // the pivot budget ran out
	// scratch
	x, y, g, h, fq, dq big.Int
}

type lpStatus int

const (
	lpOptimal lpStatus = iota
	lpInfeasible
	lpUnbounded
	// lpBudget: more than MaxPivots pivots; no answer (not a proof either
	// way).
	lpBudget
)

// MaxPivots bounds the pivots of one solve, and of all the solves of one
// bound's branch and bound (ProveBelow). The proven functions' bounds
// take far fewer (TestPivotBudget in assurance/fieldproof); a mutant whose facts make the
// exact arithmetic explode is stopped here and its bound counts as not
// proven.
const MaxPivots = 2000

func rat(x *big.Int) *big.Rat { return new(big.Rat).SetInt(x) }

// solveLP returns the status, the optimum and an optimal point. ProveBelow
// uses boxed (the bounds kept out of the rows); this plain form, with the
// bounds as rows, is the reference TestBoxedAgrees compares it with.
func solveLP(A [][]*big.Int, b []*big.Int, c []*big.Int) (lpStatus, *big.Rat, []*big.Rat) {
	st, opt, y, _ := solveLPBudget(A, b, c, MaxPivots)
	return st, opt, y
}

// solveLPBudget is solveLP with at most budget pivots; it also returns the
// pivots used. It is boxed without upper bounds: the bound flips and
// complemented variables are never used, the plain simplex.
func solveLPBudget(A [][]*big.Int, b []*big.Int, c []*big.Int, budget int) (st lpStatus, opt *big.Rat, y []*big.Rat, pivots int) {
	return boxed(A, b, make([]*big.Int, len(c)), c, budget)
}

// next steps k through the columns a pivot updates, then the right-hand
// side; it returns −1 after that.
func (t *lp) next(k int) int {
	k++
	if k < t.width {
		return k
	}
	if k == t.width {
		return t.ncol
	}
	return -1
}

// den is a row's denominator (> 0).
func (t *lp) den(row []*big.Int) *big.Int { return row[t.ncol+1] }

func isOne(x *big.Int) bool { return x.IsInt64() && x.Int64() == 1 }

// lowest divides a row and its denominator by their greatest common
// divisor; the search stops where the divisor reaches 1.
func (t *lp) lowest(row []*big.Int) {
	g := t.g.Set(t.den(row))
	for k := 0; k >= 0 && !isOne(g); k = t.next(k) {
		if row[k].Sign() != 0 {
			g.GCD(nil, nil, g, row[k])
		}
	}
	if isOne(g) {
		return
	}
	for k := 0; k >= 0; k = t.next(k) {
		if row[k].Sign() != 0 {
			row[k].Quo(row[k], g)
		}
	}
	t.den(row).Quo(t.den(row), g)
}

// eliminate sets row −= row[j]·pr, pr[j] being 1 (equal to pr's
// denominator): over the denominators d and e of row and pr, and
// f/h = row[j]/gcd(row[j], e), the integers become (e/h)·row − (f/h)·pr
// over d·e/h, then in lowest terms.
func (t *lp) eliminate(row, pr []*big.Int, j int) {
	f := row[j]
	if f.Sign() == 0 {
		return
	}
	e := t.den(pr)
	t.h.GCD(nil, nil, f, e)
	fq, dq := t.fq.Quo(f, &t.h), t.dq.Quo(e, &t.h)
	scale := !isOne(dq)
	for k := 0; k >= 0; k = t.next(k) {
		if k == j {
			continue
		}
		v, p := row[k], pr[k]
		if scale && v.Sign() != 0 {
			v.Mul(v, dq)
		}
		if p.Sign() != 0 {
			v.Sub(v, t.x.Mul(fq, p))
		}
	}
	f.SetInt64(0)
	if scale {
		t.den(row).Mul(t.den(row), dq)
	}
	t.lowest(row)
}

// pivot makes column j basic in row r: row r is divided by its entry j
// (the entry becomes its denominator, the signs moved so that it is
// positive), and column j eliminated from the other rows and from obj
// unless nil.
func (t *lp) pivot(obj []*big.Int, r, j int) {
	pr := t.rows[r]
	t.den(pr).Set(pr[j])
	if pr[j].Sign() < 0 {
		for k := 0; k >= 0; k = t.next(k) {
			pr[k].Neg(pr[k])
		}
		t.den(pr).Neg(t.den(pr))
	}
	t.lowest(pr)
	for i, row := range t.rows {
		if i != r {
			t.eliminate(row, pr, j)
		}
	}
	if obj != nil {
		t.eliminate(obj, pr, j)
	}
	t.basis[r] = j
}

// cmpFrac compares p/q with u/v, q, v > 0.
func (t *lp) cmpFrac(p, q, u, v *big.Int) int {
	return t.x.Mul(p, v).Cmp(t.y.Mul(u, q))
}

// boxed maximizes c·y subject to A·y ≤ b and 0 ≤ y ≤ w over the rationals:
// the two-phase tableau simplex with Bland's rule (lp), the upper bounds
// kept out of the rows (the bounded-variable method: Chvátal
// 1983, ch. 8). A nonbasic variable rests at 0 or at its bound; one at
// its bound is held complemented, y_j = w_j − y'_j, so that every
// nonbasic variable of the tableau is 0. The ratio test also stops where
// a basic variable reaches its bound (it leaves there and is
// complemented) or the entering one reaches its own (it is complemented
// without a pivot). Slacks and artificials have no upper bound, nor has a
// structural variable whose w_j is nil.
func boxed(A [][]*big.Int, b, w, c []*big.Int, budget int) (lpStatus, *big.Rat, []*big.Rat, int) {
	m, n := len(A), len(c)
	nart := 0
	for _, bi := range b {
		if bi.Sign() < 0 {
			nart++
		}
	}
	t := &lp{n: n, m: m, art: n + m, ncol: n + m + nart, budget: budget}
	t.width = t.ncol
	rhs := t.ncol
	up := make([]*big.Int, t.ncol) // nil: no upper bound
	copy(up, w[:n])
	flip := make([]bool, t.ncol)
	newRow := func() []*big.Int {
		row := make([]*big.Int, t.ncol+2)
		for j := range row {
			row[j] = new(big.Int)
		}
		row[t.ncol+1].SetInt64(1)
		return row
	}
	k := 0
	for i := range A {
		row := newRow()
		for j, a := range A[i] {
			row[j].Set(a)
		}
		row[n+i].SetInt64(1)
		row[rhs].Set(b[i])
		if b[i].Sign() < 0 {
			for _, v := range row[:rhs+1] {
				v.Neg(v)
			}
			row[t.art+k].SetInt64(1)
			t.basis = append(t.basis, t.art+k)
			k++
		} else {
			t.basis = append(t.basis, n+i)
		}
		t.rows = append(t.rows, row)
	}
	// complement replaces nonbasic column j by its complement in every
	// row and in obj (each row's right-hand side and entry j over the
	// same denominator).
	complement := func(obj []*big.Int, j int) {
		for _, row := range append(append([][]*big.Int{}, t.rows...), obj) {
			if row == nil || row[j].Sign() == 0 {
				continue
			}
			row[rhs].Sub(row[rhs], t.x.Mul(row[j], up[j]))
			row[j].Neg(row[j])
		}
		flip[j] = !flip[j]
	}
	run := func(obj []*big.Int, limit int) bool {
		for {
			if t.pivots >= t.budget {
				t.over = true
				return false
			}
			enter := -1
			for j := 0; j < limit; j++ {
				if obj[j].Sign() < 0 {
					enter = j
					break
				}
			}
			if enter < 0 {
				return true
			}
			// The step θ: basic values stay in [0, up], the entering
			// variable within its own bound. A row's denominator d
			// cancels from its ratio, kept as num/den (den > 0).
			leave, toUpper := -1, false
			var num, den *big.Int
			better := func(p, q *big.Int, i int) bool {
				if leave < 0 {
					return true
				}
				c := t.cmpFrac(p, q, num, den)
				return c < 0 || c == 0 && t.basis[i] < t.basis[leave]
			}
			for i, row := range t.rows {
				a := row[enter]
				switch {
				case a.Sign() > 0:
					if better(row[rhs], a, i) {
						leave, toUpper = i, false
						num, den = row[rhs], a
					}
				case a.Sign() < 0 && up[t.basis[i]] != nil:
					// (w·d − rhs)/(−a)
					p := new(big.Int).Mul(up[t.basis[i]], t.den(row))
					p.Sub(p, row[rhs])
					q := new(big.Int).Neg(a)
					if better(p, q, i) {
						leave, toUpper = i, true
						num, den = p, q
					}
				}
			}
			if up[enter] != nil && (leave < 0 || t.x.Mul(up[enter], den).Cmp(num) < 0) {
				complement(obj, enter) // a bound flip, no pivot
				t.pivots++
				continue
			}
			if leave < 0 {
				return false
			}
			out := t.basis[leave]
			if toUpper {
				// The leaving variable stops at its bound: complement
				// it first (y_out = w − y'_out, the row negated to keep
				// its coefficient 1), and in its complement the step
				// takes it to 0.
				r := t.rows[leave]
				r[rhs].Sub(t.x.Mul(up[out], t.den(r)), r[rhs])
				for j := 0; j < t.width; j++ {
					if j != out {
						r[j].Neg(r[j])
					}
				}
				flip[out] = !flip[out]
			}
			t.pivot(obj, leave, enter)
			t.pivots++
		}
	}
	failed := func() (lpStatus, *big.Rat, []*big.Rat, int) {
		if t.over {
			return lpBudget, nil, nil, t.pivots
		}
		return lpUnbounded, nil, nil, t.pivots
	}
	if nart > 0 {
		obj := newRow()
		for j := t.art; j < t.ncol; j++ {
			obj[j].SetInt64(1)
		}
		for i, bv := range t.basis {
			if bv >= t.art {
				t.eliminate(obj, t.rows[i], bv)
			}
		}
		if !run(obj, t.ncol) {
			return failed()
		}
		if obj[rhs].Sign() != 0 {
			return lpInfeasible, nil, nil, t.pivots
		}
		// No artificial enters from here on, and their columns are read
		// nowhere: the pivots leave them out.
		t.width = t.art
		for i, bv := range t.basis {
			if bv < t.art {
				continue
			}
			for j := 0; j < t.art; j++ {
				if t.rows[i][j].Sign() != 0 {
					t.pivot(nil, i, j)
					break
				}
			}
		}
	}
	obj := newRow()
	for j, cj := range c {
		obj[j].Neg(cj)
		if flip[j] {
			// y_j = w_j − y'_j: the objective gains c_j·w_j.
			obj[rhs].Add(obj[rhs], t.x.Mul(cj, up[j]))
			obj[j].Neg(obj[j])
		}
	}
	for i, bv := range t.basis {
		t.eliminate(obj, t.rows[i], bv)
	}
	if !run(obj, t.art) {
		return failed()
	}
	y := make([]*big.Rat, n)
	for j := range y {
		y[j] = new(big.Rat)
	}
	for i, bv := range t.basis {
		if bv < n {
			y[bv].SetFrac(t.rows[i][rhs], t.den(t.rows[i]))
		}
	}
	for j := range y {
		if flip[j] {
			y[j].Sub(rat(up[j]), y[j])
		}
	}
	return lpOptimal, new(big.Rat).SetFrac(obj[rhs], t.den(obj)), y, t.pivots
}
