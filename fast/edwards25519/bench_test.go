package edwards25519_test

import (
	"testing"

	filippo "filippo.io/edwards25519"

	fast "github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

var benchWide = func() []byte {
	b := make([]byte, 64)
	for i := range b {
		b[i] = byte(13*i + 1)
	}
	return b
}()

func BenchmarkScalarBaseMult(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		s, _ := new(scalar.Scalar).SetUniformBytes(benchWide)
		var p fast.Point
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			p.ScalarBaseMult(s)
		}
	})
	b.Run("filippo", func(b *testing.B) {
		s, _ := filippo.NewScalar().SetUniformBytes(benchWide)
		var p filippo.Point
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			p.ScalarBaseMult(s)
		}
	})
}

func BenchmarkScalarMult(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		s, _ := new(scalar.Scalar).SetUniformBytes(benchWide)
		q := new(fast.Point).ScalarBaseMult(s)
		var p fast.Point
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			p.ScalarMult(s, q)
		}
	})
	b.Run("filippo", func(b *testing.B) {
		s, _ := filippo.NewScalar().SetUniformBytes(benchWide)
		q := new(filippo.Point).ScalarBaseMult(s)
		var p filippo.Point
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			p.ScalarMult(s, q)
		}
	})
}

func BenchmarkDoubleScalarMultBaseVar(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		s, _ := new(scalar.Scalar).SetUniformBytes(benchWide)
		q := new(fast.Point).ScalarBaseMult(s)
		var p fast.Point
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			p.DoubleScalarMultBaseVar(s, q, s)
		}
	})
	b.Run("filippo", func(b *testing.B) {
		s, _ := filippo.NewScalar().SetUniformBytes(benchWide)
		q := new(filippo.Point).ScalarBaseMult(s)
		var p filippo.Point
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			p.VarTimeDoubleScalarBaseMult(s, q, s)
		}
	})
}
