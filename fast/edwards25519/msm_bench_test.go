package edwards25519_test

import (
	"fmt"
	"testing"

	filippo "filippo.io/edwards25519"

	fast "github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

var msmSizes = []int{2, 3, 16, 64, 256, 1024}

func fastInputs(n int) ([]*scalar.Scalar, []*fast.Point) {
	ss := make([]*scalar.Scalar, n)
	ps := make([]*fast.Point, n)
	for i := range ss {
		w := append([]byte(nil), benchWide...)
		w[0], w[1] = byte(i), byte(i>>8)
		ss[i], _ = new(scalar.Scalar).SetUniformBytes(w)
		w[2] = 0xaa
		u, _ := new(scalar.Scalar).SetUniformBytes(w)
		ps[i] = new(fast.Point).ScalarBaseMult(u)
	}
	return ss, ps
}

func filippoInputs(n int) ([]*filippo.Scalar, []*filippo.Point) {
	ss := make([]*filippo.Scalar, n)
	ps := make([]*filippo.Point, n)
	for i := range ss {
		w := append([]byte(nil), benchWide...)
		w[0], w[1] = byte(i), byte(i>>8)
		ss[i], _ = filippo.NewScalar().SetUniformBytes(w)
		w[2] = 0xaa
		u, _ := filippo.NewScalar().SetUniformBytes(w)
		ps[i] = new(filippo.Point).ScalarBaseMult(u)
	}
	return ss, ps
}

func BenchmarkMultiScalarMult(b *testing.B) {
	for _, n := range msmSizes {
		b.Run(fmt.Sprintf("n=%d/fast", n), func(b *testing.B) {
			ss, ps := fastInputs(n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				new(fast.Point).MultiScalarMult(ss, ps)
			}
		})
		b.Run(fmt.Sprintf("n=%d/filippo", n), func(b *testing.B) {
			ss, ps := filippoInputs(n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				new(filippo.Point).MultiScalarMult(ss, ps)
			}
		})
	}
}

// BenchmarkSeparateScalarMults is the baseline of MultiScalarMult: n
// constant-time ScalarMults and the additions.
func BenchmarkSeparateScalarMults(b *testing.B) {
	for _, n := range []int{3} {
		b.Run(fmt.Sprintf("n=%d/fast", n), func(b *testing.B) {
			ss, ps := fastInputs(n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				acc := fast.NewIdentityPoint()
				var t fast.Point
				for j := range ss {
					acc.Add(acc, t.ScalarMult(ss[j], ps[j]))
				}
			}
		})
		b.Run(fmt.Sprintf("n=%d/filippo", n), func(b *testing.B) {
			ss, ps := filippoInputs(n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				acc := filippo.NewIdentityPoint()
				var t filippo.Point
				for j := range ss {
					acc.Add(acc, t.ScalarMult(ss[j], ps[j]))
				}
			}
		})
	}
}

func BenchmarkMultiScalarMultVar(b *testing.B) {
	for _, n := range msmSizes {
		b.Run(fmt.Sprintf("n=%d/fast", n), func(b *testing.B) {
			ss, ps := fastInputs(n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				new(fast.Point).MultiScalarMultVar(ss, ps)
			}
		})
		b.Run(fmt.Sprintf("n=%d/filippo", n), func(b *testing.B) {
			ss, ps := filippoInputs(n)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				new(filippo.Point).VarTimeMultiScalarMult(ss, ps)
			}
		})
	}
}
