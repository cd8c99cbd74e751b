//go:build exhaustive

package scalar

import (
	"math/big"
	"testing"
)

// TestExhaustiveToyScalar checks the toy arithmetic against math/big for
// every value (and every pair) modulo each toy order: Add, Sub, Mul,
// Neg, Inv, the encodings, Halves and SplitLambda (k = k1 + k2·λ with
// |k1|, |k2| at most 2√q).
func TestExhaustiveToyScalar(t *testing.T) {
	for _, c := range []struct {
		q, lambda uint64
		h         uint
	}{{7, 2, 2}, {13, 9, 2}, {199, 92, 4}} {
		SetToyOrder(c.q, c.lambda, c.h)
		q := int(c.q)
		for a := range q {
			var x, y, r Scalar
			x.SetUint64(uint64(a))
			if a != 0 && r.Mul(&x, r.Inv(&x)).Equal(new(Scalar).SetUint64(1)) != 1 {
				t.Fatalf("q=%d: Inv(%d)", q, a)
			}
			if r.Add(&x, r.Neg(&x)).IsZero() != 1 {
				t.Fatalf("q=%d: Neg(%d)", q, a)
			}
			if got, _ := new(Scalar).SetBytes(x.Bytes()); got == nil || got.Equal(&x) != 1 {
				t.Fatalf("q=%d: Bytes round trip of %d", q, a)
			}
			lo, hi := x.Halves()
			if lo.d[0]+hi.d[0]<<c.h != uint64(a) || lo.d[0]>>c.h != 0 || x.Fits128() != (hi.d[0] == 0) {
				t.Fatalf("q=%d: Halves(%d)", q, a)
			}
			k1, k2 := x.SplitLambda()
			r.Mul(&k2, &Lambda).Add(&r, &k1)
			bound := uint64(2 * (1 + new(big.Int).Sqrt(big.NewInt(int64(q))).Int64()))
			a1, _ := k1.Abs128()
			a2, _ := k2.Abs128()
			if r.Equal(&x) != 1 || a1.d[0] > bound || a2.d[0] > bound {
				t.Fatalf("q=%d: SplitLambda(%d) = %d, %d", q, a, k1.d[0], k2.d[0])
			}
			for b := range q {
				y.SetUint64(uint64(b))
				if r.Add(&x, &y).d[0] != uint64((a+b)%q) || r.Sub(&x, &y).d[0] != uint64((a-b+q)%q) || r.Mul(&x, &y).d[0] != uint64(a*b%q) {
					t.Fatalf("q=%d: %d, %d", q, a, b)
				}
			}
		}
		var b [32]byte
		for i := range b {
			b[i] = byte(17*i + 3)
		}
		s, err := new(Scalar).SetBytesReduce(b[:])
		want := new(big.Int).Mod(new(big.Int).SetBytes(b[:]), big.NewInt(int64(q))).Uint64()
		if err != nil || s.d[0] != want {
			t.Fatalf("q=%d: SetBytesReduce", q)
		}
		t.Logf("toy scalars mod %d: every value and pair checked (%d pairs)", q, q*q)
	}
	SetToyOrder(7, 2, 2)
}
