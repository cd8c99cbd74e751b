package edwards25519

import (
	"sync"
)

// projLookupTable holds 1P … 8P for the constant-time windowed scalar
// multiplication.
type projLookupTable struct{ points [8]projCached }

// affineLookupTable holds 1·Q … 8·Q in affine cached form.
type affineLookupTable struct{ points [8]affineCached }

// nafLookupTable5 holds the odd multiples P, 3P, … 15P (width-5 NAF).
type nafLookupTable5 struct{ points [8]projCached }

// nafLookupTable8 holds the odd multiples P, 3P, … 127P (width-8 NAF).
type nafLookupTable8 struct{ points [64]affineCached }

func (v *projLookupTable) FromP3(q *Point) {
	v.points[0].FromP3(q)
	var tmp Point
	tmp.Set(q)
	for i := 0; i < 7; i++ {
		var r projP1xP1
		tmp.fromP1xP1(r.Add(q, &v.points[i])) // (i+2)·Q = Q + (i+1)·Q
		v.points[i+1].FromP3(&tmp)
	}
}

func (v *affineLookupTable) FromP3(q *Point) {
	var tmp Point
	tmp.Set(q)
	v.points[0].FromP3(q)
	for i := 0; i < 7; i++ {
		var r projP1xP1
		tmp.fromP1xP1(r.AddAffine(q, &v.points[i]))
		v.points[i+1].FromP3(&tmp)
	}
}

func (v *nafLookupTable5) FromP3(q *Point) {
	var q2 Point
	var q2c projCached
	var r projP1xP1
	q2c.FromP3(q2.Double(q))
	tmp := *q
	v.points[0].FromP3(q)
	for i := 0; i < 7; i++ {
		tmp.fromP1xP1(r.Add(&tmp, &q2c)) // (2i+3)·Q = (2i+1)·Q + 2Q
		v.points[i+1].FromP3(&tmp)
	}
}

func (v *nafLookupTable8) FromP3(q *Point) {
	var q2 Point
	var q2c projCached
	var r projP1xP1
	q2c.FromP3(q2.Double(q))
	tmp := *q
	v.points[0].FromP3(q)
	for i := 0; i < 63; i++ {
		tmp.fromP1xP1(r.Add(&tmp, &q2c))
		v.points[i+1].FromP3(&tmp)
	}
}

// Get returns the entry for an odd x > 0 (x·Q). Variable time.
func (v *nafLookupTable5) Get(x int8) *projCached { return &v.points[x/2] }

// Get returns the entry for an odd x > 0. Variable time.
func (v *nafLookupTable8) Get(x int8) *affineCached { return &v.points[x/2] }

// basepointTable[i] holds k·16^(2i)·B for k = 1 … 8: 32 tables, one per
// pair of radix-16 digits. Computed once, on first use; TestBasepointTable
// recomputes every entry with the math/big reference.
var basepointTable = sync.OnceValue(func() *[32]affineLookupTable {
	var t [32]affineLookupTable
	p := NewBasePoint()
	for i := 0; i < 32; i++ {
		t[i].FromP3(p)
		for j := 0; j < 8; j++ {
			p.Double(p) // ·2^8 = ·16^2
		}
	}
	return &t
})

// basepointNafTable holds the odd multiples B … 127B for the Var double
// multiplication.
var basepointNafTable = sync.OnceValue(func() *nafLookupTable8 {
	var t nafLookupTable8
	t.FromP3(NewBasePoint())
	return &t
})
