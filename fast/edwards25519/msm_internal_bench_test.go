package edwards25519

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// BenchmarkVarMethods measures Straus and Pippenger side by side; the
// crossing point sets pippengerThreshold.
func BenchmarkVarMethods(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	for _, n := range []int{64, 128, 192, 256, 320, 384, 448, 512} {
		ss, ps := randomTerms(r, n)
		b.Run(fmt.Sprintf("straus/n=%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				new(Point).strausVar(ss, ps)
			}
		})
		b.Run(fmt.Sprintf("pippenger/n=%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				new(Point).pippengerVar(ss, ps)
			}
		})
	}
}

// BenchmarkMultiScalarMultSmall measures the constant-time
// MultiScalarMult for one to four points next to one ScalarMult: each
// extra point costs its table and 64 additions, the doublings are shared.
func BenchmarkMultiScalarMultSmall(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	for _, n := range []int{1, 2, 3, 4} {
		ss, ps := randomTerms(r, n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var v Point
			for i := 0; i < b.N; i++ {
				v.MultiScalarMult(ss, ps)
			}
		})
	}
	s, _ := randScalar(r)
	p := NewGenerator()
	b.Run("scalar_mult", func(b *testing.B) {
		var v Point
		for i := 0; i < b.N; i++ {
			v.ScalarMult(s, p)
		}
	})
}

// randomTerms returns n random scalars and n random points.
func randomTerms(r *rand.Rand, n int) ([]*scalar.Scalar, []*Point) {
	ss := make([]*scalar.Scalar, n)
	ps := make([]*Point, n)
	for i := range ss {
		ss[i], _ = randScalar(r)
		u, _ := randScalar(r)
		ps[i] = new(Point).ScalarBaseMult(u)
	}
	return ss, ps
}
