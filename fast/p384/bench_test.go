package p384

import (
	"crypto/ecdh"
	"crypto/rand"
	"testing"
)

func BenchmarkScalarMult(b *testing.B) {
	k := make([]byte, 48)
	rand.Read(k)
	k[0] &= 0x7f
	p, _ := new(Point).ScalarBaseMult(k)
	var q Point
	b.Run("op=scalar-mult/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.ScalarMult(k, p)
		}
	})
	b.Run("op=scalar-base-mult/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.ScalarBaseMult(k)
		}
	})
	b.Run("op=double/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.Double(&q)
		}
	})
	b.Run("op=add/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.Add(&q, p)
		}
	})
	priv, _ := ecdh.P384().GenerateKey(rand.Reader)
	pub := priv.PublicKey()
	b.Run("op=ecdh/impl=stdlib", func(b *testing.B) {
		for b.Loop() {
			priv.ECDH(pub)
		}
	})
}

func BenchmarkDoubleScalarMultBaseVar(b *testing.B) {
	k := make([]byte, 48)
	rand.Read(k)
	k[0] &= 0x7f
	p, _ := new(Point).ScalarBaseMult(k)
	var q Point
	b.Run("impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.DoubleScalarMultBaseVar(k, p, k)
		}
	})
}

func BenchmarkPrecomputed(b *testing.B) {
	k := make([]byte, 48)
	rand.Read(k)
	k[0] &= 0x7f
	p, _ := new(Point).ScalarBaseMult(k)
	b.Run("op=new-precomputed/impl=fast", func(b *testing.B) {
		for b.Loop() {
			NewPrecomputed(p)
		}
	})
	t := NewPrecomputed(p)
	var q Point
	b.Run("op=scalar-mult-precomputed/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.ScalarMultPrecomputed(k, t)
		}
	})
}
