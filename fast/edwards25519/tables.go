package edwards25519

import "sync"

// Precomputed multiples of a point, as addends.

// windowTable holds 1·Q … 8·Q for a signed radix-16 digit: the
// constant-time multiplications read it with lookup (select.go).
type windowTable [8]addend

// affineWindowTable is windowTable with affine entries (the base point's
// tables: 7M additions instead of 8M).
type affineWindowTable [8]affineAddend

// oddTable5 holds Q, 3Q, … 15Q for width-5 NAF digits.
type oddTable5 [8]addend

// oddTable8 holds Q, 3Q, … 127Q, affine, for width-8 NAF digits.
type oddTable8 [64]affineAddend

// fill sets t[k] = (k+1)·q by repeated addition of q: 7 additions.
func (t *windowTable) fill(q *Point) {
	var r efgh
	acc := *q
	t[0].fromPoint(q)
	for k := 1; k < len(t); k++ {
		acc.fromEFGH(r.sum(&acc, &t[0]))
		t[k].fromPoint(&acc)
	}
}

// fill is windowTable.fill with affine entries (8 inversions: for tables
// computed once).
func (t *affineWindowTable) fill(q *Point) {
	var r efgh
	acc := *q
	t[0].fromPoint(q)
	for k := 1; k < len(t); k++ {
		acc.fromEFGH(r.sumAffine(&acc, &t[0]))
		t[k].fromPoint(&acc)
	}
}

// fill sets t[k] = (2k+1)·q: q, then adds of 2q.
func (t *oddTable5) fill(q *Point) {
	var twice addend
	var dbl Point
	var r efgh
	twice.fromPoint(dbl.Double(q))
	acc := *q
	t[0].fromPoint(q)
	for k := 1; k < len(t); k++ {
		acc.fromEFGH(r.sum(&acc, &twice))
		t[k].fromPoint(&acc)
	}
}

// fill is oddTable5.fill for 64 affine entries.
func (t *oddTable8) fill(q *Point) {
	var twice addend
	var dbl Point
	var r efgh
	twice.fromPoint(dbl.Double(q))
	acc := *q
	t[0].fromPoint(q)
	for k := 1; k < len(t); k++ {
		acc.fromEFGH(r.sum(&acc, &twice))
		t[k].fromPoint(&acc)
	}
}

// entry returns d·Q for an odd d > 0. Variable time (d is public).
func (t *oddTable5) entry(d int8) *addend { return &t[d>>1] }

// entry returns d·Q for an odd d > 0. Variable time (d is public).
func (t *oddTable8) entry(d int8) *affineAddend { return &t[d>>1] }

// baseTables[j] holds k·256^j·B for k = 1 … 8: one table for each pair of
// radix-16 digits of a scalar, built on first use. TestBaseTables
// recomputes every entry with the math/big reference.
var baseTables = sync.OnceValue(newBaseTables)

// newBaseTables computes baseTables from basePoint.
func newBaseTables() *[32]affineWindowTable {
	var ts [32]affineWindowTable
	p := NewGenerator()
	for j := range ts {
		ts[j].fill(p)
		for i := 0; i < 8; i++ {
			p.Double(p) // 2^8 = 256
		}
	}
	return &ts
}

// baseOddTable holds B, 3B, … 127B for DoubleScalarMultBaseVar.
var baseOddTable = sync.OnceValue(newBaseOddTable)

// newBaseOddTable computes baseOddTable from basePoint.
func newBaseOddTable() *oddTable8 {
	var t oddTable8
	t.fill(NewGenerator())
	return &t
}
