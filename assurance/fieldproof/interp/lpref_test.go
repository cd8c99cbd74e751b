package interp

import (
	"math/big"
	"math/rand/v2"
	"reflect"
	"testing"
)

// refBoxed is the reference for boxed: the same bounded-variable simplex
// with the same choices (Bland's rule, the same ties, the same pivot
// count), each tableau entry a big.Rat. It is slow (every step
// normalizes a fraction) and kept here only to check the integer
// tableau's arithmetic.
func refBoxed(A [][]*big.Int, b, w, c []*big.Int, budget int) (lpStatus, *big.Rat, []*big.Rat, int) {
	m, n := len(A), len(c)
	var arts []int // the rows with b < 0, which start on an artificial
	for i := range b {
		if b[i].Sign() < 0 {
			arts = append(arts, i)
		}
	}
	art := n + m
	ncol := art + len(arts)
	rhs := ncol
	up := make([]*big.Rat, ncol)
	for j := range n {
		if w[j] != nil {
			up[j] = rat(w[j])
		}
	}
	zero := func() []*big.Rat {
		r := make([]*big.Rat, ncol+1)
		for j := range r {
			r[j] = new(big.Rat)
		}
		return r
	}
	T := make([][]*big.Rat, m)
	basis := make([]int, m)
	k := 0
	for i := range m {
		T[i] = zero()
		s := int64(1)
		if b[i].Sign() < 0 {
			s = -1
		}
		for j := range n {
			T[i][j].SetInt(A[i][j])
			T[i][j].Mul(T[i][j], big.NewRat(s, 1))
		}
		T[i][n+i].SetInt64(s)
		T[i][rhs].SetInt(b[i])
		T[i][rhs].Mul(T[i][rhs], big.NewRat(s, 1))
		basis[i] = n + i
		if s < 0 {
			T[i][art+k].SetInt64(1)
			basis[i] = art + k
			k++
		}
	}
	flip := make([]bool, ncol)
	pivots := 0
	axpy := func(row, p []*big.Rat, f *big.Rat) { // row −= f·p
		f = new(big.Rat).Set(f)
		for j := range row {
			row[j].Sub(row[j], new(big.Rat).Mul(f, p[j]))
		}
	}
	pivot := func(obj []*big.Rat, r, j int) {
		inv := new(big.Rat).Inv(T[r][j])
		for _, v := range T[r] {
			v.Mul(v, inv)
		}
		for i := range T {
			if i != r {
				axpy(T[i], T[r], T[i][j])
			}
		}
		if obj != nil {
			axpy(obj, T[r], obj[j])
		}
		basis[r] = j
	}
	negCol := func(row []*big.Rat, j int) { // y_j → up_j − y_j in one row
		row[rhs].Sub(row[rhs], new(big.Rat).Mul(row[j], up[j]))
		row[j].Neg(row[j])
	}
	// run returns "" at an optimum, else "unbounded" or "budget".
	run := func(obj []*big.Rat, limit int) string {
		for {
			if pivots >= budget {
				return "budget"
			}
			e := -1
			for j := range limit {
				if obj[j].Sign() < 0 {
					e = j
					break
				}
			}
			if e < 0 {
				return ""
			}
			l, high := -1, false
			var best *big.Rat
			for i := range T {
				a := T[i][e]
				var q *big.Rat
				h := false
				if a.Sign() > 0 {
					q = new(big.Rat).Quo(T[i][rhs], a)
				} else if a.Sign() < 0 && up[basis[i]] != nil {
					q = new(big.Rat).Sub(up[basis[i]], T[i][rhs])
					q.Quo(q, new(big.Rat).Neg(a))
					h = true
				} else {
					continue
				}
				if l < 0 || q.Cmp(best) < 0 || q.Cmp(best) == 0 && basis[i] < basis[l] {
					l, high, best = i, h, q
				}
			}
			if up[e] != nil && (l < 0 || up[e].Cmp(best) < 0) {
				for i := range T {
					negCol(T[i], e)
				}
				negCol(obj, e)
				flip[e] = !flip[e]
				pivots++
				continue
			}
			if l < 0 {
				return "unbounded"
			}
			if high {
				out := basis[l]
				T[l][rhs].Sub(up[out], T[l][rhs])
				for j := range ncol {
					if j != out {
						T[l][j].Neg(T[l][j])
					}
				}
				flip[out] = !flip[out]
			}
			pivot(obj, l, e)
			pivots++
		}
	}
	fail := func(s string) (lpStatus, *big.Rat, []*big.Rat, int) {
		if s == "budget" {
			return lpBudget, nil, nil, pivots
		}
		return lpUnbounded, nil, nil, pivots
	}
	if len(arts) > 0 {
		obj := zero()
		for j := art; j < ncol; j++ {
			obj[j].SetInt64(1)
		}
		for i := range T {
			if basis[i] >= art {
				axpy(obj, T[i], big.NewRat(1, 1))
			}
		}
		if s := run(obj, ncol); s != "" {
			return fail(s)
		}
		if obj[rhs].Sign() != 0 {
			return lpInfeasible, nil, nil, pivots
		}
		for i := range T {
			if basis[i] < art {
				continue
			}
			for j := range art {
				if T[i][j].Sign() != 0 {
					pivot(nil, i, j)
					break
				}
			}
		}
	}
	obj := zero()
	for j := range n {
		obj[j].SetInt(c[j])
		obj[j].Neg(obj[j])
		if flip[j] {
			obj[rhs].Add(obj[rhs], new(big.Rat).Mul(rat(c[j]), up[j]))
			obj[j].Neg(obj[j])
		}
	}
	for i := range T {
		axpy(obj, T[i], obj[basis[i]])
	}
	if s := run(obj, art); s != "" {
		return fail(s)
	}
	y := make([]*big.Rat, n)
	for j := range y {
		y[j] = new(big.Rat)
	}
	for i, bv := range basis {
		if bv < n {
			y[bv].Set(T[i][rhs])
		}
	}
	for j := range y {
		if flip[j] {
			y[j].Sub(up[j], y[j])
		}
	}
	return lpOptimal, obj[rhs], y, pivots
}

// randomProgram draws A, b, w, c with entries up to size in magnitude; a
// row's b is negative about a third of the time (phase 1 runs), and a
// variable is unbounded (w_j nil) with probability open.
func randomProgram(rng *rand.Rand, n, m int, size int64, open float64) (A [][]*big.Int, b, w, c []*big.Int) {
	draw := func(lo, hi int64) *big.Int { return big.NewInt(lo + rng.Int64N(hi-lo+1)) }
	for range m {
		r := make([]*big.Int, n)
		for j := range r {
			r[j] = new(big.Int)
			if rng.IntN(3) > 0 {
				r[j] = draw(-size, size)
			}
		}
		A, b = append(A, r), append(b, draw(-size, 3*size))
	}
	w, c = make([]*big.Int, n), make([]*big.Int, n)
	for j := range n {
		if rng.Float64() >= open {
			w[j] = draw(0, size)
		}
		c[j] = draw(-size, size)
	}
	return A, b, w, c
}

// TestBoxedMatchesRational runs boxed and refBoxed on random programs —
// small and large coefficients, phase 1 or not, bounded and unbounded
// variables, some with a budget too small — and requires the same status,
// pivot count, optimum and point.
func TestBoxedMatchesRational(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	count := map[lpStatus]int{}
	for trial := range 6000 {
		n, m := 1+rng.IntN(7), rng.IntN(8)
		size := []int64{1, 3, 9, 1000, 1 << 40}[rng.IntN(5)]
		A, b, w, c := randomProgram(rng, n, m, size, []float64{0, 0.2, 0.7}[rng.IntN(3)])
		budget := MaxPivots
		if rng.IntN(8) == 0 {
			budget = rng.IntN(6)
		}
		st, opt, y, piv := boxed(A, b, w, c, budget)
		rst, ropt, ry, rpiv := refBoxed(A, b, w, c, budget)
		count[st]++
		if st != rst || piv != rpiv {
			t.Fatalf("trial %d: status %v after %d pivots, reference %v after %d", trial, st, piv, rst, rpiv)
		}
		if st != lpOptimal {
			continue
		}
		if opt.Cmp(ropt) != 0 {
			t.Fatalf("trial %d: optimum %v, reference %v", trial, opt, ropt)
		}
		for j := range y {
			if y[j].Cmp(ry[j]) != 0 {
				t.Fatalf("trial %d: y%d = %v, reference %v", trial, j, y[j], ry[j])
			}
		}
	}
	for _, s := range []lpStatus{lpOptimal, lpInfeasible, lpUnbounded, lpBudget} {
		if count[s] == 0 {
			t.Errorf("no program ended %v", s)
		}
	}
	t.Logf("statuses: %v", count)
}

// TestPivotRows checks the rows' integers and denominators through two
// pivots worked by hand: x + 2y + s1 = 3, 3x + y + s2 = 4, the slacks
// basic; x enters in row 1, then y in row 0.
func TestPivotRows(t *testing.T) {
	tab := &lp{n: 2, m: 2, art: 4, ncol: 4, width: 4, basis: []int{2, 3}}
	tab.rows = [][]*big.Int{ints(1, 2, 1, 0, 3, 1), ints(3, 1, 0, 1, 4, 1)}
	obj := ints(-1, -1, 0, 0, 0, 1) // max x + y
	want := func(step string, got []*big.Int, w ...int64) {
		t.Helper()
		for k, v := range ints(w...) {
			if got[k].Cmp(v) != 0 {
				t.Fatalf("%s: %v, want %v", step, got, w)
			}
		}
	}
	tab.pivot(obj, 1, 0)
	want("row 1", tab.rows[1], 3, 1, 0, 1, 4, 3) // (1, 1/3, 0, 1/3, 4/3)
	want("row 0", tab.rows[0], 0, 5, 3, -1, 5, 3)
	want("obj", obj, 0, -2, 0, 1, 4, 3)
	tab.pivot(obj, 0, 1)
	want("row 0", tab.rows[0], 0, 5, 3, -1, 5, 5) // y = 1
	want("row 1", tab.rows[1], 5, 0, -1, 2, 5, 5) // x = 1
	want("obj", obj, 0, 0, 2, 1, 10, 5)           // x + y = 2
	// A common factor is divided out: 2x + 4y + 2s1 = 6 over 2.
	tab.rows[0] = ints(2, 4, 2, 0, 6, 2)
	tab.lowest(tab.rows[0])
	want("lowest", tab.rows[0], 1, 2, 1, 0, 3, 1)
	if !reflect.DeepEqual(tab.basis, []int{1, 0}) {
		t.Errorf("basis %v", tab.basis)
	}
}
