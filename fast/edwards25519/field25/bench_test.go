package field25_test

import (
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field25"
)

var benchBytes = func() []byte {
	b := make([]byte, 32)
	for i := range b {
		b[i] = byte(7*i + 3)
	}
	b[31] &= 0x7f
	return b
}()

// The sub-benchmark names match package field's, so benchstat pairs fe25
// with fast.
func BenchmarkMultiply(b *testing.B) {
	b.Run("fe25", func(b *testing.B) {
		x, _ := new(field25.Element).SetBytes(benchBytes)
		y := new(field25.Element).Set(x)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			x.Multiply(x, y)
		}
	})
}

func BenchmarkSquare(b *testing.B) {
	b.Run("fe25", func(b *testing.B) {
		x, _ := new(field25.Element).SetBytes(benchBytes)
		for i := 0; i < b.N; i++ {
			x.Square(x)
		}
	})
}
