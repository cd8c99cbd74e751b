//go:build !exhaustive

package secp256k1

import (
	"math/big"
	"math/rand"
	"testing"
)

func BenchmarkGroup(b *testing.B) {
	r := rand.New(rand.NewSource(6))
	k := toScalar(new(big.Int).Rand(r, curve.N))
	k2 := toScalar(new(big.Int).Rand(r, curve.N))
	var p Point
	p.ScalarBaseMult(k2)
	b.Run("op=scalar-base-mult", func(b *testing.B) {
		for b.Loop() {
			p.ScalarBaseMult(k)
		}
	})
	b.Run("op=scalar-base-mult-var", func(b *testing.B) {
		for b.Loop() {
			p.ScalarBaseMultVar(k)
		}
	})
	b.Run("op=double", func(b *testing.B) {
		for b.Loop() {
			p.Double(&p)
		}
	})
	b.Run("op=add", func(b *testing.B) {
		q := p
		for b.Loop() {
			p.Add(&p, &q)
		}
	})
	j := jacobianFromPoint(&p)
	b.Run("op=double-var", func(b *testing.B) {
		for b.Loop() {
			j.doubleVar(&j)
		}
	})
	a := j.toAffineVar()
	b.Run("op=add-affine-var", func(b *testing.B) {
		for b.Loop() {
			j.addAffineVar(&j, &a)
		}
	})
	b.Run("op=lookup32", func(b *testing.B) {
		tbl := combScanTable()
		var i uint32
		for b.Loop() {
			lookup(&a.x, &a.y, tbl[3][:], i&31)
			i++
		}
	})
}

func BenchmarkScalarMult(b *testing.B) {
	r := rand.New(rand.NewSource(7))
	k := toScalar(new(big.Int).Rand(r, curve.N))
	k2 := toScalar(new(big.Int).Rand(r, curve.N))
	var p, q Point
	p.ScalarBaseMult(k2)
	b.Run("op=scalar-mult", func(b *testing.B) {
		for b.Loop() {
			q.ScalarMult(k, &p)
		}
	})
	b.Run("op=scalar-mult-var", func(b *testing.B) {
		for b.Loop() {
			q.ScalarMultVar(k, &p)
		}
	})
	b.Run("op=double-scalar-mult-base-var", func(b *testing.B) {
		for b.Loop() {
			q.DoubleScalarMultBaseVar(k, &p, k2)
		}
	})
}
