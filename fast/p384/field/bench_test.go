package field

import "testing"

func BenchmarkField(b *testing.B) {
	var v, y Element
	v.One()
	y.Add(&v, &v).Add(&y, &v)
	v.Add(&y, &y)
	b.Run("op=mul", func(b *testing.B) {
		for b.Loop() {
			v.Mul(&v, &y)
		}
	})
	b.Run("op=square", func(b *testing.B) {
		for b.Loop() {
			v.Square(&v)
		}
	})
	b.Run("op=add", func(b *testing.B) {
		for b.Loop() {
			v.Add(&v, &y)
		}
	})
	b.Run("op=invert", func(b *testing.B) {
		for b.Loop() {
			v.Inv(&v)
		}
	})
	b.Run("op=invert-var", func(b *testing.B) {
		for b.Loop() {
			v.InvVar(&v)
		}
	})
	b.Run("op=sqrt", func(b *testing.B) {
		for b.Loop() {
			v.Sqrt(&v)
		}
	})
}
