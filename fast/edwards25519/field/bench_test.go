package field_test

import (
	"math/big"
	"testing"

	filippofield "filippo.io/edwards25519/field"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	reffield "github.com/curvecheck/curvecheck/ref/field"
)

var benchBytes = func() []byte {
	b := make([]byte, 32)
	for i := range b {
		b[i] = byte(7*i + 3)
	}
	b[31] &= 0x7f
	return b
}()

// BenchmarkMultiply and BenchmarkSquare compare implementations as
// sub-benchmarks (benchstat pairs them by name).
func BenchmarkMultiply(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		x, _ := new(field.Element).SetBytes(benchBytes)
		y := new(field.Element).Set(x)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			x.Multiply(x, y)
		}
	})
	b.Run("filippo", func(b *testing.B) {
		x, _ := new(filippofield.Element).SetBytes(benchBytes)
		y := new(filippofield.Element).Set(x)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			x.Multiply(x, y)
		}
	})
	b.Run("ref", func(b *testing.B) {
		f := reffield.New("p", new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19)))
		x := f.ReduceLE(benchBytes)
		y := new(big.Int).Set(x)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			x = f.Mul(x, y)
		}
	})
}

func BenchmarkSquare(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		x, _ := new(field.Element).SetBytes(benchBytes)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			x.Square(x)
		}
	})
	b.Run("filippo", func(b *testing.B) {
		x, _ := new(filippofield.Element).SetBytes(benchBytes)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			x.Square(x)
		}
	})
}

func BenchmarkInvert(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		x, _ := new(field.Element).SetBytes(benchBytes)
		for i := 0; i < b.N; i++ {
			x.Invert(x)
		}
	})
	b.Run("filippo", func(b *testing.B) {
		x, _ := new(filippofield.Element).SetBytes(benchBytes)
		for i := 0; i < b.N; i++ {
			x.Invert(x)
		}
	})
}
