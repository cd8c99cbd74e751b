package edwards25519

import "github.com/curvecheck/curvecheck/fast/edwards25519/scalar"

// ScalarBaseMult sets v = x·B and returns v. Constant time with respect to
// x.
//
// Write x = Σ e_i·16^i with signed digits -8 <= e_i <= 8 (64 digits).
// The tables hold k·256^j·B, so the odd digits e_{2j+1} are summed first
// (each from table j), the sum multiplied by 16 with four doublings, and
// the even digits e_{2j} added on top: x·B = 16·Σ e_{2j+1}·256^j·B +
// Σ e_{2j}·256^j·B. 64 affine additions, 4 doublings, 64 lookups.
func (v *Point) ScalarBaseMult(x *scalar.Scalar) *Point {
	tables := baseTables()
	e := x.Radix16()
	var q affineAddend
	var r efgh
	var pp proj
	acc := identity
	for i := 1; i < 64; i += 2 {
		tables[i>>1].lookup(&q, e[i])
		acc.fromEFGH(r.sumAffine(&acc, &q))
	}
	pp.fromPoint(&acc)
	for k := 0; k < 3; k++ {
		pp.fromEFGH(r.double(&pp))
	}
	acc.fromEFGH(r.double(&pp))
	for i := 0; i < 64; i += 2 {
		tables[i>>1].lookup(&q, e[i])
		acc.fromEFGH(r.sumAffine(&acc, &q))
	}
	return v.Set(&acc)
}

// ScalarMult sets v = x·q and returns v. Constant time with respect to x
// and q.
//
// Fixed windows of signed radix-16 digits from the top: per digit four
// doublings and one addition of the looked-up multiple (1q … 8q). Between
// the last doubling of a window and the addition the sum needs T, but
// after the addition only doublings follow, which read (X:Y:Z): that
// conversion is 3M, not 4M.
func (v *Point) ScalarMult(x *scalar.Scalar, q *Point) *Point {
	var table windowTable
	table.fill(q)
	e := x.Radix16()
	var m addend
	var r efgh
	var pp proj
	acc := identity
	table.lookup(&m, e[63])
	r.sum(&acc, &m)
	for i := 62; i >= 0; i-- {
		pp.fromEFGH(&r)
		for k := 0; k < 3; k++ {
			pp.fromEFGH(r.double(&pp))
		}
		acc.fromEFGH(r.double(&pp))
		table.lookup(&m, e[i])
		r.sum(&acc, &m)
	}
	return v.fromEFGH(&r)
}

// DoubleScalarMultBaseVar sets v = a·A + b·B and returns v. Execution time
// depends on the inputs: for public values only (signature verification).
//
// Interleaved width-w NAFs sharing one chain of doublings: width 5 for a
// against the odd multiples A … 15A made here, width 8 for b against the
// precomputed odd multiples B … 127B. The chain starts at the highest
// non-zero digit of either.
func (v *Point) DoubleScalarMultBaseVar(a *scalar.Scalar, A *Point, b *scalar.Scalar) *Point {
	var aTable oddTable5
	aTable.fill(A)
	bTable := baseOddTable()
	na := a.WNAF(5)
	nb := b.WNAF(8)
	top := 255
	for top >= 0 && na[top] == 0 && nb[top] == 0 {
		top--
	}
	acc := identity
	if top < 0 {
		return v.Set(&acc)
	}
	var r efgh
	var pp proj
	pp.fromPoint(&acc)
	for i := top; i >= 0; i-- {
		r.double(&pp)
		if d := na[i]; d != 0 {
			acc.fromEFGH(&r)
			if d > 0 {
				r.sum(&acc, aTable.entry(d))
			} else {
				r.difference(&acc, aTable.entry(-d))
			}
		}
		if d := nb[i]; d != 0 {
			acc.fromEFGH(&r)
			if d > 0 {
				r.sumAffine(&acc, bTable.entry(d))
			} else {
				r.differenceAffine(&acc, bTable.entry(-d))
			}
		}
		if i > 0 {
			pp.fromEFGH(&r)
		}
	}
	return v.fromEFGH(&r)
}
