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

// TestPippengerWide holds the four-word bucket sums (wideVar) to the
// Element methods' (affineVar) and to Straus's method on the same plan:
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
	randPoint := func() *Point {
		_, e := refPoint(new(big.Int).Rand(r, curve.N))
		return decode(t, e, r)
	}
	type input struct {
		name string
		ks   []*scalar.Scalar
		ps   []*Point
	}
	var inputs []input
	for _, n := range []int{1, 2, 5, 16, 40} {
		in := input{name: "random"}
		for range n {
			in.ks = append(in.ks, toScalar(new(big.Int).Rand(r, curve.N)))
			in.ps = append(in.ps, randPoint())
		}
		inputs = append(inputs, in)
		rep := input{name: "repeated"}
		p, k := randPoint(), toScalar(new(big.Int).Rand(r, curve.N))
		for i := range n + 3 {
			if i%3 == 2 {
				rep.ks = append(rep.ks, toScalar(new(big.Int).Rand(r, curve.N)))
			} else {
				rep.ks = append(rep.ks, k)
			}
			rep.ps = append(rep.ps, p)
		}
		inputs = append(inputs, rep)
	}
	for _, in := range inputs {
		want := encode(new(Point).multiScalarMultVarWith(false, in.ks, in.ps))
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
				t.Fatalf("%s, %d points, c = %d: four-word sums %x, Straus %x", in.name, len(js), c, got, want)
			}
			alt := pl.affineVar()
			if got := encode(alt.toPoint(new(Point))); !bytes.Equal(got, want) {
				t.Fatalf("%s, %d points, c = %d: Element sums %x, Straus %x", in.name, len(js), c, got, want)
			}
		}
	}
	// A point and its negation with the same scalar cancel.
	p := randPoint()
	k := toScalar(new(big.Int).Rand(r, curve.N))
	ks := []*scalar.Scalar{k, k}
	js := []jacobian{jacobianFromPoint(p), jacobianFromPoint(new(Point).Neg(p))}
	got, ok := newPippengerPlanWindow(ks, js, 5).wideVar()
	if !ok || !got.inf {
		t.Fatalf("k·P + k·(−P) by the four-word sums: %v (declined %v), want the point at infinity", got, !ok)
	}
}
