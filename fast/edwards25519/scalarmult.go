package edwards25519

import "github.com/curvecheck/curvecheck/fast/edwards25519/scalar"

// ScalarBaseMult sets v = x·B and returns v. Constant time with respect to
// x.
//
// With x = Σ e_i·16^i, -8 <= e_i <= 8, it sums the odd-index digits from
// the tables (e_{2j+1}·16^(2j)·B), multiplies by 16 with four doublings, and
// adds the even-index digits (e_{2j}·16^(2j)·B): 64 mixed additions and 4
// doublings.
func (v *Point) ScalarBaseMult(x *scalar.Scalar) *Point {
	table := basepointTable()
	digits := x.Radix16()
	var mult affineCached
	var tmp1 projP1xP1
	var tmp2 projP2
	v.Set(identity)
	for i := 1; i < 64; i += 2 {
		table[i/2].SelectInto(&mult, digits[i])
		v.fromP1xP1(tmp1.AddAffine(v, &mult))
	}
	tmp2.FromP3(v)
	tmp2.FromP1xP1(tmp1.Double(&tmp2))
	tmp2.FromP1xP1(tmp1.Double(&tmp2))
	tmp2.FromP1xP1(tmp1.Double(&tmp2))
	v.fromP1xP1(tmp1.Double(&tmp2))
	for i := 0; i < 64; i += 2 {
		table[i/2].SelectInto(&mult, digits[i])
		v.fromP1xP1(tmp1.AddAffine(v, &mult))
	}
	return v
}

// ScalarMult sets v = x·q and returns v. Constant time with respect to x
// and q.
//
// Signed radix-16 windows: a table of 1q … 8q, then from the top digit down
// four doublings and one addition of the selected entry per digit.
func (v *Point) ScalarMult(x *scalar.Scalar, q *Point) *Point {
	var table projLookupTable
	table.FromP3(q)
	digits := x.Radix16()
	var mult projCached
	var tmp1 projP1xP1
	var tmp2 projP2
	table.SelectInto(&mult, digits[63])
	v.Set(identity)
	tmp1.Add(v, &mult)
	// After an addition only the next doubling follows, and doubling needs
	// (X:Y:Z) alone: convert to P2 (3M), not P3 (4M), except at the end.
	tmp2.FromP1xP1(&tmp1)
	for i := 62; i >= 0; i-- {
		tmp2.FromP1xP1(tmp1.Double(&tmp2))
		tmp2.FromP1xP1(tmp1.Double(&tmp2))
		tmp2.FromP1xP1(tmp1.Double(&tmp2))
		v.fromP1xP1(tmp1.Double(&tmp2))
		table.SelectInto(&mult, digits[i])
		tmp1.Add(v, &mult)
		if i > 0 {
			tmp2.FromP1xP1(&tmp1)
		}
	}
	return v.fromP1xP1(&tmp1)
}

// DoubleScalarMultBaseVar sets v = a·A + b·B and returns v. Execution time
// depends on the inputs: for public values only (signature verification).
//
// Width-5 NAF for a against a table of the odd multiples of A, width-8 NAF
// for b against the precomputed odd multiples of B, sharing the doublings.
func (v *Point) DoubleScalarMultBaseVar(a *scalar.Scalar, A *Point, b *scalar.Scalar) *Point {
	var aTable nafLookupTable5
	aTable.FromP3(A)
	bTable := basepointNafTable()
	aNaf := a.WNAF(5)
	bNaf := b.WNAF(8)
	i := 255
	for ; i >= 0; i-- {
		if aNaf[i] != 0 || bNaf[i] != 0 {
			break
		}
	}
	var tmp1 projP1xP1
	var tmp2 projP2
	v.Set(identity)
	tmp2.FromP3(v)
	for ; i >= 0; i-- {
		tmp1.Double(&tmp2)
		if aNaf[i] > 0 {
			v.fromP1xP1(&tmp1)
			tmp1.Add(v, aTable.Get(aNaf[i]))
		} else if aNaf[i] < 0 {
			v.fromP1xP1(&tmp1)
			tmp1.Sub(v, aTable.Get(-aNaf[i]))
		}
		if bNaf[i] > 0 {
			v.fromP1xP1(&tmp1)
			tmp1.AddAffine(v, bTable.Get(bNaf[i]))
		} else if bNaf[i] < 0 {
			v.fromP1xP1(&tmp1)
			tmp1.SubAffine(v, bTable.Get(-bNaf[i]))
		}
		tmp2.FromP1xP1(&tmp1)
	}
	v.fromP1xP1(&tmp1)
	if i == -1 && aNaf == [256]int8{} && bNaf == [256]int8{} {
		v.Set(identity)
	}
	return v
}
