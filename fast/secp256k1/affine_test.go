//go:build !exhaustive

package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

// TestSetXManyVar holds the batched lift to the reference: for x(k·G) it
// must give the point ±k·G with even y, at sizes on both sides of the
// sixteen-lane blocks; an x at or above p, or one with no point, must be
// an error wherever it sits in the batch.
func TestSetXManyVar(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	p := curve.F.P()
	// noPoint returns an x below p for which x³ + 7 is not a square.
	noPoint := func() []byte {
		for {
			x := new(big.Int).Rand(r, p)
			rhs := new(big.Int).Exp(x, big.NewInt(3), p)
			rhs.Add(rhs, big.NewInt(7))
			if big.Jacobi(rhs.Mod(rhs, p), p) == -1 {
				return x.FillBytes(make([]byte, 32))
			}
		}
	}
	for _, n := range []int{0, 1, 2, 3, 15, 16, 17, 31, 32, 35, 48, 64} {
		xs := make([][]byte, n)
		want := make([][]byte, n)
		for i := range xs {
			P, _ := refPoint(new(big.Int).Rand(r, curve.N))
			y := new(big.Int).Set(P.Y)
			if y.Bit(0) == 1 {
				y.Sub(p, y)
			}
			xs[i] = P.X.FillBytes(make([]byte, 32))
			want[i] = append(append([]byte{4}, xs[i]...), y.FillBytes(make([]byte, 32))...)
		}
		ps := make([]*Point, n)
		for i := range ps {
			ps[i] = new(Point)
		}
		if err := SetXManyVar(ps, xs); err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
		for i := range ps {
			if got := encode(ps[i]); !bytes.Equal(got, want[i]) {
				t.Fatalf("n = %d, point %d: got %x, want %x", n, i, got, want[i])
			}
		}
		if n == 0 {
			continue
		}
		for _, at := range []int{0, n / 2, n - 1} {
			saved := xs[at]
			xs[at] = noPoint()
			if SetXManyVar(ps, xs) == nil {
				t.Fatalf("n = %d: an x with no point at %d accepted", n, at)
			}
			xs[at] = p.FillBytes(make([]byte, 32))
			if SetXManyVar(ps, xs) == nil {
				t.Fatalf("n = %d: x = p at %d accepted", n, at)
			}
			xs[at] = saved
		}
	}
	if SetXManyVar(make([]*Point, 2), make([][]byte, 3)) == nil {
		t.Fatal("mismatched lengths accepted")
	}
}
