package p384

import (
	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// Precomputed is a fixed-point table for one point P: for each of the 77
// base-32 digit positions i, the affine points j·32^i·P, j = 1 … 16 — the
// layout of the generator table — so that multiplications of P cost what
// ScalarBaseMult costs, with no doubling (BoringSSL's ec_init_precomp
// idea, for keys that multiply many times, such as a Trust Tokens
// issuer's). About 118 KiB.
type Precomputed struct {
	rows     [digits][tabLen]affine
	identity int // 1 when P is the point at infinity (the rows are unused)
}

// NewPrecomputed returns the table of p. Constant time with respect to
// p: complete additions, Jacobian doublings, and one inversion for the
// whole table (Montgomery's trick over its 1 232 points).
func NewPrecomputed(p *Point) *Precomputed {
	t := new(Precomputed)
	t.identity = p.IsIdentity()
	var base Point
	// An identity p is replaced by G so that every Z is non-zero; the
	// rows are then never read (identity masks the result).
	base.Select(NewGenerator(), p, t.identity)
	rows := new([digits]table)
	for i := range digits {
		rows[i].fill(&base)
		if i != digits-1 {
			base.doubleTimes(&base, window)
		}
	}
	// prefix[k] is the product of the first k+1 Z, in row-major order.
	prefix := new([digits * tabLen]field.Element)
	at := func(k int) *Point { return &rows[k/tabLen][k%tabLen] }
	prefix[0] = at(0).z
	for k := 1; k < len(prefix); k++ {
		prefix[k].Mul(&prefix[k-1], &at(k).z)
	}
	var inv, zi field.Element
	inv.Inv(&prefix[len(prefix)-1])
	for k := len(prefix) - 1; k >= 0; k-- {
		if k > 0 {
			zi.Mul(&inv, &prefix[k-1])
			inv.Mul(&inv, &at(k).z)
		} else {
			zi = inv
		}
		e := &t.rows[k/tabLen][k%tabLen]
		e.x.Mul(&at(k).x, &zi)
		e.y.Mul(&at(k).y, &zi)
	}
	return t
}

// ScalarMultPrecomputed sets v = k·P for the table of P and returns v.
// Runs in constant time with respect to k and P.
func (v *Point) ScalarMultPrecomputed(k *scalar.Scalar, t *Precomputed) *Point {
	v.mulRows(&t.rows, k.Bytes())
	v.Select(NewIdentity(), v, t.identity)
	return v
}

// mulRows sets v = k·P from the rows of P: the scalar's 77 signed base-32
// digits d_i select d_i·32^i·P, one row per position, each read whole,
// and additions sum them from position 0 up, the addition of a zero
// digit discarded by a masked select. Constant time with respect to k.
//
// Positions 0 … 75 add in Jacobian coordinates without the complete
// formulas (jacAcc.addUnchecked, 8M + 3S), which is exact because the
// accumulator A·P, A = Σ_{j<i} d_j·32^j, never equals ±d_i·32^i·P: |A| ≤
// 16·(32^i - 1)/31 < 32^i ≤ |d_i·32^i|, so A ∓ d_i·32^i is a non-zero
// integer, and below 17·32^75 < n in absolute value, so not 0 mod n (P
// has order n, or is the point at infinity, whose rows are not used).
// The accumulator is at infinity exactly while every lower digit is 0
// (the lowest non-zero digit, |d| ≤ 16, cannot be cancelled by multiples
// of 32 above it), which the masked select of addUnchecked handles. At
// position 76 the digit times 32^76 reaches 2^384 > n, the argument fails,
// and the last addition is the complete one.
func (v *Point) mulRows(rows *[digits][tabLen]affine, k []byte) {
	var d [digits]int32
	recode(&d, k)
	var acc jacAcc
	acc.setInfinity()
	var x, y field.Element
	for i := range digits - 1 {
		nonzero := lookupAffine(&x, &y, &rows[i], d[i])
		acc.addUnchecked(&x, &y, nonzero)
	}
	var p, sum Point
	acc.toPoint(&p)
	nonzero := lookupAffine(&x, &y, &rows[digits-1], d[digits-1])
	sum.addAffine(&p, &x, &y)
	v.Select(&sum, &p, nonzero)
}
