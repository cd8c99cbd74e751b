package interp

import "math/big"

// lp maximizes c·y subject to A·y ≤ b and y ≥ 0 over the rationals, by
// the two-phase tableau simplex method with Bland's rule (which cannot
// cycle; Chvátal, "Linear Programming", 1983, ch. 3 and 8). Every step is
// exact (big.Rat), so its answers are proofs: infeasible means no real
// point, let alone an integer one, meets the constraints; the optimum
// bounds c·y at every feasible point. An unbounded problem is reported as
// such (the callers bound every variable, so it does not arise).
type lp struct {
	rows   [][]*big.Rat // m rows of n + m + k columns, then the right-hand side
	basis  []int
	n, m   int
	art    int // first artificial column
	ncol   int // columns without the right-hand side
	pivots int
	budget int
	over   bool // the pivot budget ran out
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

// subRow sets row −= f·p.
func subRow(row, p []*big.Rat, f *big.Rat) {
	var x big.Rat
	for j, v := range p {
		if v.Sign() != 0 {
			row[j].Sub(row[j], x.Mul(f, v))
		}
	}
}

// pivot makes column j basic in row r.
func (t *lp) pivot(obj []*big.Rat, r, j int) {
	pr := t.rows[r]
	inv := new(big.Rat).Inv(pr[j])
	for _, v := range pr {
		if v.Sign() != 0 {
			v.Mul(v, inv)
		}
	}
	for i, row := range t.rows {
		if i != r && row[j].Sign() != 0 {
			subRow(row, pr, new(big.Rat).Set(row[j]))
		}
	}
	if obj != nil && obj[j].Sign() != 0 {
		subRow(obj, pr, new(big.Rat).Set(obj[j]))
	}
	t.basis[r] = j
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
	up := make([]*big.Rat, t.ncol) // nil: no upper bound
	for j := range n {
		if w[j] != nil {
			up[j] = rat(w[j])
		}
	}
	flip := make([]bool, t.ncol)
	k := 0
	for i := range A {
		row := make([]*big.Rat, t.ncol+1)
		for j := range row {
			row[j] = new(big.Rat)
		}
		neg := b[i].Sign() < 0
		for j, a := range A[i] {
			if a.Sign() != 0 {
				row[j].SetInt(a)
				if neg {
					row[j].Neg(row[j])
				}
			}
		}
		row[n+i].SetInt64(1)
		row[t.ncol].SetInt(b[i])
		if neg {
			row[n+i].SetInt64(-1)
			row[t.ncol].Neg(row[t.ncol])
			row[t.art+k].SetInt64(1)
			t.basis = append(t.basis, t.art+k)
			k++
		} else {
			t.basis = append(t.basis, n+i)
		}
		t.rows = append(t.rows, row)
	}
	// complement replaces nonbasic column j by its complement in every
	// row and in obj.
	complement := func(obj []*big.Rat, j int) {
		var x big.Rat
		for _, row := range append(append([][]*big.Rat{}, t.rows...), obj) {
			if row == nil || row[j].Sign() == 0 {
				continue
			}
			row[t.ncol].Sub(row[t.ncol], x.Mul(row[j], up[j]))
			row[j].Neg(row[j])
		}
		flip[j] = !flip[j]
	}
	run := func(obj []*big.Rat, limit int) bool {
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
			// variable within its own bound.
			leave, toUpper := -1, false
			var best big.Rat
			better := func(q *big.Rat, i int) bool {
				if leave < 0 {
					return true
				}
				c := q.Cmp(&best)
				return c < 0 || c == 0 && t.basis[i] < t.basis[leave]
			}
			for i, row := range t.rows {
				a := row[enter]
				switch {
				case a.Sign() > 0:
					q := new(big.Rat).Quo(row[t.ncol], a)
					if better(q, i) {
						leave, toUpper = i, false
						best.Set(q)
					}
				case a.Sign() < 0 && up[t.basis[i]] != nil:
					q := new(big.Rat).Sub(up[t.basis[i]], row[t.ncol])
					q.Quo(q, new(big.Rat).Neg(a))
					if better(q, i) {
						leave, toUpper = i, true
						best.Set(q)
					}
				}
			}
			if up[enter] != nil && (leave < 0 || up[enter].Cmp(&best) < 0) {
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
				r[t.ncol].Sub(up[out], r[t.ncol])
				for j, v := range r[:t.ncol] {
					if j != out {
						v.Neg(v)
					}
				}
				flip[out] = !flip[out]
			}
			t.pivot(obj, leave, enter)
			t.pivots++
		}
	}
	if nart > 0 {
		obj := make([]*big.Rat, t.ncol+1)
		for j := range obj {
			obj[j] = new(big.Rat)
		}
		for j := t.art; j < t.ncol; j++ {
			obj[j].SetInt64(1)
		}
		for i, bv := range t.basis {
			if bv >= t.art {
				subRow(obj, t.rows[i], big.NewRat(1, 1))
			}
		}
		if !run(obj, t.ncol) {
			if t.over {
				return lpBudget, nil, nil, t.pivots
			}
			return lpUnbounded, nil, nil, t.pivots
		}
		if obj[t.ncol].Sign() != 0 {
			return lpInfeasible, nil, nil, t.pivots
		}
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
	obj := make([]*big.Rat, t.ncol+1)
	for j := range obj {
		obj[j] = new(big.Rat)
	}
	for j, cj := range c {
		obj[j].Neg(rat(cj))
		if flip[j] {
			// y_j = w_j − y'_j: the objective gains c_j·w_j.
			obj[t.ncol].Add(obj[t.ncol], new(big.Rat).Mul(rat(cj), up[j]))
			obj[j].Neg(obj[j])
		}
	}
	for i, bv := range t.basis {
		if obj[bv].Sign() != 0 {
			subRow(obj, t.rows[i], new(big.Rat).Set(obj[bv]))
		}
	}
	if !run(obj, t.art) {
		if t.over {
			return lpBudget, nil, nil, t.pivots
		}
		return lpUnbounded, nil, nil, t.pivots
	}
	y := make([]*big.Rat, n)
	for j := range y {
		y[j] = new(big.Rat)
	}
	for i, bv := range t.basis {
		if bv < n {
			y[bv].Set(t.rows[i][t.ncol])
		}
	}
	for j := range y {
		if flip[j] {
			y[j].Sub(up[j], y[j])
		}
	}
	return lpOptimal, obj[t.ncol], y, t.pivots
}
