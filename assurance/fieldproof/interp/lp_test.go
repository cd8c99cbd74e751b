package interp

import (
	"math/big"
	"testing"
)

func ints(xs ...int64) []*big.Int {
	out := make([]*big.Int, len(xs))
	for i, x := range xs {
		out[i] = big.NewInt(x)
	}
	return out
}

// TestLP checks the simplex on problems with known answers: an optimum at
// a fractional vertex, one needing phase 1 (a row with b < 0), and an
// infeasible one.
func TestLP(t *testing.T) {
	// max x + y, 2x + y ≤ 4, x + 2y ≤ 4: optimum 8/3 at (4/3, 4/3).
	st, opt, y := solveLP([][]*big.Int{ints(2, 1), ints(1, 2)}, ints(4, 4), ints(1, 1))
	if st != lpOptimal || opt.Cmp(big.NewRat(8, 3)) != 0 || y[0].Cmp(big.NewRat(4, 3)) != 0 {
		t.Errorf("got %v %v %v", st, opt, y)
	}
	// max −x, x ≥ 2 (−x ≤ −2), x ≤ 5: optimum −2.
	st, opt, _ = solveLP([][]*big.Int{ints(-1), ints(1)}, ints(-2, 5), ints(-1))
	if st != lpOptimal || opt.Cmp(big.NewRat(-2, 1)) != 0 {
		t.Errorf("got %v %v", st, opt)
	}
	// x ≥ 3 and x ≤ 2: infeasible.
	if st, _, _ = solveLP([][]*big.Int{ints(-1), ints(1)}, ints(-3, 2), ints(1)); st != lpInfeasible {
		t.Errorf("got %v, want infeasible", st)
	}
}

// TestProveBelow checks the branch and bound on a carry: x in [0, 10],
// x = 4h + l with l in [0, 3]; then x − 4h < 4 holds, x − 4h < 3 does not,
// and 2x − 8h ≥ 7 is infeasible.
func TestProveBelow(t *testing.T) {
	m := New()
	x := m.Input("x", big.NewInt(0), big.NewInt(10))
	h, _ := m.fresh("h", big.NewInt(0), big.NewInt(2))
	l := &Scalar{P: x.P.Sub(h.P.Scale(big.NewInt(4))), Lo: big.NewInt(0), Hi: big.NewInt(3), Kind: U64}
	m.fact(l)
	if err := m.ProveBelow(l.P, big.NewInt(4)); err != nil {
		t.Errorf("l < 4: %v", err)
	}
	if err := m.ProveBelow(l.P, big.NewInt(3)); err == nil {
		t.Error("l < 3 proven")
	}
	// 2l ≥ 7 with l ≤ 3 has no point.
	if err := m.ProveBelow(m.R.Const(0), big.NewInt(1), Fact{P: l.P.Scale(big.NewInt(2)), Lo: big.NewInt(7), Hi: big.NewInt(100)}); err != ErrInfeasible {
		t.Errorf("got %v, want infeasible", err)
	}
	// Integrality: 2h = 1 has a real point but no integer one.
	if err := m.ProveBelow(l.P, big.NewInt(0), Fact{P: h.P.Scale(big.NewInt(2)), Lo: big.NewInt(1), Hi: big.NewInt(1)}); err != ErrInfeasible {
		t.Errorf("got %v, want infeasible (integer branch)", err)
	}
}
