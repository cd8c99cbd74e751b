package interp

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestBoxedAgrees solves random small programs both ways — the bounds as
// rows of the plain simplex, and kept out of the rows by the
// bounded-variable method — and requires the same status and optimum.
func TestBoxedAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 20000 {
		n, m := 1+rng.IntN(8), rng.IntN(8)
		var A [][]*big.Int
		var b []*big.Int
		for range m {
			r := make([]*big.Int, n)
			for j := range r {
				r[j] = big.NewInt(rng.Int64N(11) - 5)
			}
			A, b = append(A, r), append(b, big.NewInt(rng.Int64N(21)-6))
		}
		w, c := make([]*big.Int, n), make([]*big.Int, n)
		for j := range n {
			w[j], c[j] = big.NewInt(rng.Int64N(6)), big.NewInt(rng.Int64N(11)-5)
		}
		// The plain form: the bounds as rows.
		A2, b2 := append([][]*big.Int{}, A...), append([]*big.Int{}, b...)
		for j := range n {
			r := make([]*big.Int, n)
			for k := range r {
				r[k] = new(big.Int)
			}
			r[j].SetInt64(1)
			A2, b2 = append(A2, r), append(b2, w[j])
		}
		st1, opt1, _ := solveLP(A2, b2, c)
		st2, opt2, y, _ := boxed(A, b, w, c, MaxPivots)
		if st1 != st2 || st1 == lpOptimal && opt1.Cmp(opt2) != 0 {
			t.Fatalf("trial %d: plain %v %v, boxed %v %v", trial, st1, opt1, st2, opt2)
		}
		if st2 != lpOptimal {
			continue
		}
		// The point is feasible and attains the optimum.
		val := new(big.Rat)
		for j := range n {
			if y[j].Sign() < 0 || y[j].Cmp(rat(w[j])) > 0 {
				t.Fatalf("trial %d: y%d = %v outside [0, %v]", trial, j, y[j], w[j])
			}
			val.Add(val, new(big.Rat).Mul(rat(c[j]), y[j]))
		}
		for i := range A {
			s := new(big.Rat)
			for j := range n {
				s.Add(s, new(big.Rat).Mul(rat(A[i][j]), y[j]))
			}
			if s.Cmp(rat(b[i])) > 0 {
				t.Fatalf("trial %d: row %d violated", trial, i)
			}
		}
		if val.Cmp(opt2) != 0 {
			t.Fatalf("trial %d: point value %v, optimum %v", trial, val, opt2)
		}
	}
}
