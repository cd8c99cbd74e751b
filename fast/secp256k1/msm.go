package secp256k1

import (
	"errors"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

var errMSMLengths = errors.New("secp256k1: multi-scalar multiplication needs as many scalars as points")

// MultiScalarMult sets v = Σ ks[i]·ps[i] and returns v. Constant time with
// respect to the scalars; the points are treated as public (their tables
// are built with variable-time formulas, as in ScalarMult). The terms
// share the doublings: 125 doublings in all, and two table scans and
// complete additions per point and digit.
func (v *Point) MultiScalarMult(ks []*scalar.Scalar, ps []*Point) (*Point, error) {
	if len(ks) != len(ps) {
		return nil, errMSMLengths
	}
	type term struct {
		tbl, tblL [ctTable]entry
		d1, d2    [ctDigits]int8
		n1, n2    int
	}
	terms := make([]term, 0, len(ps))
	for i, p := range ps {
		if p.z.IsZeroVar() {
			continue // the identity adds nothing, whatever the scalar
		}
		terms = append(terms, term{})
		t := &terms[len(terms)-1]
		ctTables(&t.tbl, &t.tblL, p)
		k1, k2 := ks[i].SplitLambda()
		a1, n1 := k1.Abs128()
		a2, n2 := k2.Abs128()
		a1.SignedDigits(t.d1[:], ctWindow)
		a2.SignedDigits(t.d2[:], ctWindow)
		t.n1, t.n2 = n1, n2
	}
	acc := *NewIdentity()
	for i := ctDigits - 1; i >= 0; i-- {
		if i != ctDigits-1 {
			for range ctWindow {
				acc.Double(&acc)
			}
		}
		for j := range terms {
			t := &terms[j]
			acc.addDigit(t.tbl[:], t.d1[i], t.n1)
			acc.addDigit(t.tblL[:], t.d2[i], t.n2)
		}
	}
	*v = acc
	return v, nil
}

// pippengerThreshold is the number of 128-bit terms (a scalar below
// 2^128 is one, a larger one two: the endomorphism split) from which
// MultiScalarMultVar and MultiScalarMultBaseVar use Pippenger's method
// instead of Straus's, where the bucket sums run with the Element
// methods. Measured on this project's 2-core reference machine once the
// additions and doublings ran on four 64-bit words and the odd multiples
// were built on scaled curves (BenchmarkMSMVar, scalars of 256 bits, one
// run): Straus 0.20 / 0.39 / 0.77 / 1.18 / 1.60 ms against Pippenger
// 0.35 / 0.59 / 0.92 / 1.24 / 1.55 ms at 16 / 32 / 64 / 96 / 128 points
// (32 … 256 terms). A BIP-340 batch has a table per term for its 128-bit
// coefficients (a point's two halves share one), which favours
// Pippenger earlier: at 64 signatures (194 terms) Pippenger took 1.84 ms
// against Straus's 2.1 ms, at 16 (50 terms) Straus 0.54 ms against
// Pippenger's 0.70 ms. 160 sits between.
const pippengerThreshold = 160

// pippengerThresholdWide is pippengerThreshold where the bucket sums run
// on four 64-bit words (field.WidePairs): BenchmarkMSMVar, one run,
// Straus 36 / 60 / 103 / 213 / 383 µs against Pippenger 59 / 75 / 110 /
// 168 / 280 µs at 2 / 4 / 8 / 16 / 32 points (4 … 64 terms).
const pippengerThresholdWide = 24

// pippengerFrom returns the threshold that applies here.
func pippengerFrom() int {
	if field.WidePairs() {
		return pippengerThresholdWide
	}
	return pippengerThreshold
}

// termCount returns the number of 128-bit terms of the scalars.
func termCount(ks []*scalar.Scalar) int {
	n := 0
	for _, k := range ks {
		n++
		if !k.Fits128() {
			n++
		}
	}
	return n
}

// MultiScalarMultVar sets v = Σ ks[i]·ps[i] and returns v: Straus's
// method with the endomorphism split and width-5 wNAF for every point, or
// Pippenger's bucket method from pippengerFrom() 128-bit terms on. Variable
// time: scalars and points must be public.
func (v *Point) MultiScalarMultVar(ks []*scalar.Scalar, ps []*Point) (*Point, error) {
	if len(ks) != len(ps) {
		return nil, errMSMLengths
	}
	var sel []*scalar.Scalar
	var js []jacobian
	for i, p := range ps {
		if p.z.IsZeroVar() || ks[i].IsZero() == 1 {
			continue
		}
		sel = append(sel, ks[i])
		js = append(js, jacobianFromPoint(p))
	}
	if termCount(sel) >= pippengerFrom() {
		acc := pippengerVar(sel, js)
		return acc.toPoint(v), nil
	}
	acc := straussVar(termsVar(sel, js))
	return acc.toPoint(v), nil
}

// multiScalarMultVarWith is MultiScalarMultVar with the method chosen by
// the caller (tests and the switch-over benchmark).
func (v *Point) multiScalarMultVarWith(pippenger bool, ks []*scalar.Scalar, ps []*Point) *Point {
	var js []jacobian
	var sel []*scalar.Scalar
	for i, p := range ps {
		if p.z.IsZeroVar() || ks[i].IsZero() == 1 {
			continue
		}
		sel = append(sel, ks[i])
		js = append(js, jacobianFromPoint(p))
	}
	var acc jacobian
	if pippenger {
		acc = pippengerVar(sel, js)
	} else {
		acc = straussVar(termsVar(sel, js))
	}
	return acc.toPoint(v)
}

// MultiScalarMultBaseVar sets v = b·G + Σ ks[i]·ps[i] and returns v
// (batch verification): below pippengerFrom() terms, the points'
// terms as in MultiScalarMultVar and b·G from the precomputed generator
// tables as in DoubleScalarMultBaseVar; from it on (counting b's two
// halves), Pippenger's method with G as one more point.
// Variable time: public inputs only.
func (v *Point) MultiScalarMultBaseVar(b *scalar.Scalar, ks []*scalar.Scalar, ps []*Point) (*Point, error) {
	if len(ks) != len(ps) {
		return nil, errMSMLengths
	}
	// Room for G's term below.
	sel := make([]*scalar.Scalar, 0, len(ps)+1)
	js := make([]jacobian, 0, len(ps)+1)
	for i, p := range ps {
		if p.z.IsZeroVar() || ks[i].IsZero() == 1 {
			continue
		}
		sel = append(sel, ks[i])
		js = append(js, jacobianFromPoint(p))
	}
	if termCount(sel)+2 >= pippengerFrom() {
		// G joins the buckets as one more point.
		acc := pippengerVar(append(sel, b), append(js, jacobianFromPoint(NewGenerator())))
		return acc.toPoint(v), nil
	}
	terms := append(termsVar(sel, js), baseTermsVar(b)...)
	acc := straussVar(terms)
	return acc.toPoint(v), nil
}

// baseTermsVar returns the terms of b·G: b's two 128-bit halves in
// width-12 wNAF against the odd multiples of G and of 2^128·G.
func baseTermsVar(b *scalar.Scalar) []nafTerm {
	g := gTables()
	lo, hi := b.Halves()
	return []nafTerm{
		{digits: lo.AppendWNAFVar(make([]int16, 0, 130), gWindow), tbl: g[0][:]},
		{digits: hi.AppendWNAFVar(make([]int16, 0, 130), gWindow), tbl: g[1][:]},
	}
}
