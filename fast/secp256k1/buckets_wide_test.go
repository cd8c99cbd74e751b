//go:build !exhaustive

package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// TestPippengerWide holds the four-word bucket sums (wideVar) and the
// Element methods' (affineVar) on the same plan to the reference's
// (Σ k_i·d_i)·G for points d_i·G:
// few terms (empty buckets, so running sums added to totals that are
// still copies of them: doublings), one point many times with one scalar
// or with others (identical points in a bucket, doublings, and a point
// beside its negation, the point at infinity), distinct random points,
// every window width 3 … 7; wideVar must not decline any of these.
func TestPippengerWide(t *testing.T) {
	if !field.WidePairs() {
		t.Skip("no full-radix assembly here: pippengerVar never takes the four-word path")
	}
	r := rand.New(rand.NewSource(17))
	// randPoint returns d·G for a random d, and d.
	randPoint := func() (*Point, *big.Int) {
		d := new(big.Int).Rand(r, curve.N)
		_, e := refPoint(d)
		return decode(t, e, r), d
	}
	type input struct {
		name string
		ks   []*scalar.Scalar
		ps   []*Point
		sum  *big.Int // Σ k_i·d_i
	}
	add := func(in *input, k *big.Int, p *Point, d *big.Int) {
		in.ks = append(in.ks, toScalar(k))
		in.ps = append(in.ps, p)
		in.sum.Add(in.sum, new(big.Int).Mul(k, d))
	}
	var inputs []input
	for _, n := range []int{1, 2, 5, 16, 40} {
		in := input{name: "random", sum: new(big.Int)}
		for range n {
			p, d := randPoint()
			add(&in, new(big.Int).Rand(r, curve.N), p, d)
		}
		inputs = append(inputs, in)
		rep := input{name: "repeated", sum: new(big.Int)}
		p, d := randPoint()
		k := new(big.Int).Rand(r, curve.N)
		for i := range n + 3 {
			if i%3 == 2 {
				add(&rep, new(big.Int).Rand(r, curve.N), p, d)
			} else {
				add(&rep, k, p, d)
			}
		}
		inputs = append(inputs, rep)
	}
	for _, in := range inputs {
		_, want := refPoint(in.sum.Mod(in.sum, curve.N))
		var js []jacobian
		for _, p := range in.ps {
			js = append(js, jacobianFromPoint(p))
		}
		for c := uint(3); c <= 7; c++ {
			pl := newPippengerPlanWindow(in.ks, js, c)
			acc, ok := pl.wideVar()
			if !ok {
				t.Fatalf("%s, %d points, c = %d: the four-word sums declined", in.name, len(js), c)
			}
			if got := encode(acc.toPoint(new(Point))); !bytes.Equal(got, want) {
				t.Fatalf("%s, %d points, c = %d: four-word sums %x, reference %x", in.name, len(js), c, got, want)
			}
			alt := pl.affineVar()
			if got := encode(alt.toPoint(new(Point))); !bytes.Equal(got, want) {
				t.Fatalf("%s, %d points, c = %d: Element sums %x, reference %x", in.name, len(js), c, got, want)
			}
		}
	}
	// A point and its negation with the same scalar cancel.
	p, _ := randPoint()
	k := toScalar(new(big.Int).Rand(r, curve.N))
	ks := []*scalar.Scalar{k, k}
	js := []jacobian{jacobianFromPoint(p), jacobianFromPoint(new(Point).Neg(p))}
	got, ok := newPippengerPlanWindow(ks, js, 5).wideVar()
	if !ok || !got.inf {
		t.Fatalf("k·P + k·(−P) by the four-word sums: %v (declined %v), want the point at infinity", got, !ok)
	}
}
