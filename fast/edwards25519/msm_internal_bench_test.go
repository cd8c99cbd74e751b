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
	for _, n := range []int{64, 128, 160, 192, 256, 512} {
		ss := make([]*scalar.Scalar, n)
		ps := make([]*Point, n)
		for i := range ss {
			ss[i], _ = randScalar(r)
			u, _ := randScalar(r)
			ps[i] = new(Point).ScalarBaseMult(u)
		}
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
