// Package fixedbase multiplies a fixed point B of a group by an integer
// from the doublings 2^i·B, built once: |k|·B is the sum of 2^i·B over the
// set bits i of |k| (the binary expansion of k), one group addition per
// set bit and no doubling. The group's own Add and Double do the
// arithmetic, so the result is the group law's, step for step.
//
// It is part of the reference: never constant-time, never for production.
package fixedbase

import (
	"math/big"
	"sync"
)

// Bits is how many doublings a Table keeps: enough for any k below 2^512
// (a hash output taken as a scalar without reduction).
const Bits = 520

// Group is the group law a Table uses.
type Group[P any] struct {
	Base     func() P
	Identity func() P
	Add      func(P, P) P
	Double   func(P) P
}

// Table holds 2^i·B for i < Bits, built on first use. Its zero value is
// ready; it must not be copied after first use.
type Table[P any] struct {
	once sync.Once
	pts  []P
}

// Mult returns |k|·B and true, or false when |k| has more than Bits bits
// (the caller then multiplies another way). The points returned may share
// values with the table: callers that hand the result out copy it.
func (t *Table[P]) Mult(g Group[P], k *big.Int) (P, bool) {
	abs := new(big.Int).Abs(k)
	if abs.BitLen() > Bits {
		var none P
		return none, false
	}
	t.once.Do(func() {
		P := g.Base()
		for range Bits {
			t.pts = append(t.pts, P)
			P = g.Double(P)
		}
	})
	R := g.Identity()
	for i := range abs.BitLen() {
		if abs.Bit(i) == 1 {
			R = g.Add(R, t.pts[i])
		}
	}
	return R, true
}
