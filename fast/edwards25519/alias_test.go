package edwards25519

import (
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// TestPointAliasing: every method gives the same result when the receiver
// aliases its arguments.
func TestPointAliasing(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for i := 0; i < 20; i++ {
		s, _ := randScalar(r)
		u, _ := randScalar(r)
		p := new(Point).ScalarBaseMult(u)
		q := new(Point).ScalarBaseMult(s)
		for name, f := range map[string]func(v, a, b *Point) *Point{
			"Add":      (*Point).Add,
			"Subtract": (*Point).Sub,
			"DoubleScalarMultBaseVar": func(v, a, b *Point) *Point {
				return v.DoubleScalarMultBaseVar(s, a, u)
			},
			"ScalarMult": func(v, a, _ *Point) *Point { return v.ScalarMult(s, a) },
			"MultiScalarMult": func(v, a, b *Point) *Point {
				return mustMSM(v.MultiScalarMult([]*scalar.Scalar{s, u}, []*Point{a, b}))
			},
			"MultiScalarMultVar": func(v, a, b *Point) *Point {
				return mustMSM(v.MultiScalarMultVar([]*scalar.Scalar{s, u}, []*Point{a, b}))
			},
			"Double": func(v, a, _ *Point) *Point { return v.Double(a) },
			"Negate": func(v, a, _ *Point) *Point { return v.Neg(a) },
		} {
			want := f(new(Point), p, q)
			x, y := *p, *q
			if f(&x, &x, &y).Equal(want) != 1 {
				t.Fatalf("%s: v aliasing a differs", name)
			}
			x, y = *p, *q
			if f(&y, &x, &y).Equal(want) != 1 {
				t.Fatalf("%s: v aliasing b differs", name)
			}
		}
	}
}

// TestNoAllocations: the constant-time single-point operations do not
// allocate.
func TestNoAllocations(t *testing.T) {
	s, _ := new(scalar.Scalar).SetWideBytes(make([]byte, 64))
	p := NewGenerator()
	var v Point
	if n := testing.AllocsPerRun(10, func() {
		v.ScalarBaseMult(s)
		v.ScalarMult(s, p)
		v.DoubleScalarMultBaseVar(s, p, s)
		v.Add(&v, p)
		_ = v.Bytes()
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
