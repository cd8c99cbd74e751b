//go:build !exhaustive

package scalar

import "testing"

func BenchmarkScalar(b *testing.B) {
	var x, y Scalar
	x.One()
	y.Add(&x, &x).Add(&y, &x)
	b.Run("op=mul", func(b *testing.B) {
		for b.Loop() {
			x.Mul(&x, &y)
		}
	})
	b.Run("op=invert", func(b *testing.B) {
		for b.Loop() {
			x.Inv(&x)
		}
	})
	b.Run("op=invert-var", func(b *testing.B) {
		for b.Loop() {
			x.InvVar(&x)
		}
	})
}
