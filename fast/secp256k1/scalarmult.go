package secp256k1

import (
	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// Multiplication of an arbitrary point. Both forms split the scalar with
// the endomorphism (package scalar's SplitLambda: k = k1 + k2·λ with
// |k1|, |k2| < 2^128), so that one pass of about 128 doublings serves the
// two halves, p for k1 and λp = (β·x, y) for k2.

// affineOfVar returns p as an affine point. Variable time (p public).
func affineOfVar(p *Point) affine {
	j := jacobianFromPoint(p)
	return j.toAffineVar()
}

// ScalarMult sets v = k·p and returns v. Constant time with respect to
// the scalar k; the point p is treated as public (its table of multiples
// is built with variable-time formulas and one variable-time inversion,
// as libsecp256k1's ecmult_const does), which fits its uses: ECDH with a
// peer's public key, tweaking a public key.
//
// Each half is written in 26 signed base-32 digits; every digit costs a
// scan of a 16-entry table, a masked negation and a complete addition
// (RCB Algorithm 8), whose result is discarded by a masked select when
// the digit is 0.
func (v *Point) ScalarMult(k *scalar.Scalar, p *Point) *Point {
	if p.z.IsZeroVar() {
		return v.Set(NewIdentity())
	}
	var tbl, tblL [ctTable]entry
	ctTables(&tbl, &tblL, p)
	k1, k2 := k.SplitLambda()
	a1, n1 := k1.Abs128()
	a2, n2 := k2.Abs128()
	var d1, d2 [ctDigits]int8
	a1.SignedDigits(d1[:], ctWindow)
	a2.SignedDigits(d2[:], ctWindow)
	acc := *NewIdentity()
	for i := ctDigits - 1; i >= 0; i-- {
		if i != ctDigits-1 {
			acc.doubleTimes(&acc, ctWindow)
		}
		acc.addDigit(tbl[:], d1[i], n1)
		acc.addDigit(tblL[:], d2[i], n2)
	}
	*v = acc
	return v
}

// ctTables fills tbl with the multiples 1 … 16 of the finite public point
// p and tblL with their images under the endomorphism, as scan entries.
// Variable time in p (public), one inversion.
func ctTables(tbl, tblL *[ctTable]entry, p *Point) {
	var aff [ctTable]affine
	multiplesVar(aff[:], []jacobian{jacobianFromPoint(p)})
	for i := range aff {
		var l affine
		l.mulLambda(&aff[i])
		tbl[i], tblL[i] = entryOf(&aff[i]), entryOf(&l)
	}
}

// doubleTimes sets v = 2^n·p and returns v, doubling in Jacobian
// coordinates (doubleCoords, 3M + 4S against the complete doubling's
// 6M + 2S and its additions), with one conversion each way (3 products
// each). Constant time; the point at infinity, (0 : Y : 0), enters as
// the Jacobian (1, 1, 0) and leaves as (0 : Y' : 0) with Y' ≠ 0.
func (v *Point) doubleTimes(p *Point, n int) *Point {
	// With BMI2 and ADX, the conversions and the doublings in one
	// assembly routine on four-word values.
	if field.DoubleProjectiveCoordsN(v.coords(), p.coords(), n) {
		return v
	}
	var j jacobian
	var zz, one, zn field.Element
	zz.Square(&p.z)
	j.x.Mul(&p.x, &p.z)
	j.y.Mul(&p.y, &zz)
	j.z = p.z
	one.One()
	inf := zn.Normalize(&p.z).IsZero()
	j.x.Select(&one, &j.x, inf)
	j.y.Select(&one, &j.y, inf)
	j.doubleCoordsN(&j, n)
	zz.Square(&j.z)
	v.x.Mul(&j.x, &j.z)
	v.y.NormalizeWeak(&j.y)
	v.z.Mul(&zz, &j.z)
	return v
}

// addDigit sets v = v + (-1)^neg·d·T where tbl[i] = (i+1)·T, for a digit
// d in [-16, 16]. Constant time with respect to d and neg.
func (v *Point) addDigit(tbl []entry, d int8, neg int) {
	m := int32(d) >> 31
	abs := uint32((int32(d) ^ m) - m)
	sign := uint64(m&1) ^ uint64(neg)
	var x, y, ny field.Element
	lookup(&x, &y, tbl, abs-1) // no entry for abs = 0: x = y = 0
	ny.Neg(&y, 1)
	ny.NormalizeWeak(&ny)
	y.Assign(&ny, -sign)
	var sum Point
	sum.addAffine(v, &x, &y)
	nonzero := int((abs | -abs) >> 31)
	v.Select(&sum, v, nonzero)
}

// addNAFDigitVar adds d·T to j, where tbl holds the odd multiples of T
// and d is odd or 0; neg flips the sign. Variable time.
func (j *jacobian) addNAFDigitVar(tbl []affine, d int16, neg bool) {
	if d == 0 {
		return
	}
	if d < 0 {
		d, neg = -d, !neg
	}
	e := &tbl[d>>1]
	if !neg {
		j.addAffineVar(j, e)
		return
	}
	var ne affine
	ne.x = e.x
	ne.y.Neg(&e.y, 1)
	ne.y.NormalizeWeak(&ne.y)
	j.addAffineVar(j, &ne)
}

// nafTerm is one GLV half of a variable-time multiplication: its digits,
// the table of odd multiples and the sign of the half.
type nafTerm struct {
	digits []int16
	tbl    []affine
	neg    bool
	// unscaled marks a table of points of secp256k1 itself in a loop
	// that runs on a scaled curve (straussScaledVar, iso.go).
	unscaled bool
}

// termsVar returns the wNAF terms of Σ ks[i]·ps[i] for finite public
// points: each point gives two terms, its GLV halves against its table of
// odd multiples and that table times λ; one inversion makes every table
// affine. Variable time.
func termsVar(ks []*scalar.Scalar, ps []jacobian) []nafTerm {
	if len(ps) == 0 {
		return nil
	}
	n := len(ps)
	tbl := make([]affine, 2*n*varTable)
	oddMultiplesVar(tbl[:n*varTable], ps)
	for i := range n * varTable {
		tbl[n*varTable+i].mulLambda(&tbl[i])
	}
	terms := make([]nafTerm, 0, 2*n)
	digits := make([]int16, 0, 2*n*130)
	for i, k := range ks {
		k1, k2 := k.SplitLambda()
		a1, n1 := k1.Abs128()
		a2, n2 := k2.Abs128()
		start := len(digits)
		digits = a1.AppendWNAFVar(digits, varWindow)
		mid := len(digits)
		digits = a2.AppendWNAFVar(digits, varWindow)
		row := tbl[i*varTable : (i+1)*varTable]
		rowL := tbl[(n+i)*varTable : (n+i+1)*varTable]
		terms = append(terms,
			nafTerm{digits: digits[start:mid:mid], tbl: row, neg: n1 == 1},
			nafTerm{digits: digits[mid:], tbl: rowL, neg: n2 == 1})
	}
	return terms
}

// straussVar returns Σ terms with one shared doubling per digit position
// (Straus's method, "Addition chains of vectors", 1964). Variable time.
func straussVar(terms []nafTerm) jacobian {
	n := 0
	for _, t := range terms {
		n = max(n, len(t.digits))
	}
	var acc jacobian
	acc.setInfinity()
	pending := 0 // doublings owed: positions without a digit run together
	for i := n - 1; i >= 0; i-- {
		pending++
		if !digitAt(terms, i) {
			continue
		}
		acc.doubleNVar(&acc, pending)
		pending = 0
		for _, t := range terms {
			if i < len(t.digits) {
				acc.addNAFDigitVar(t.tbl, t.digits[i], t.neg)
			}
		}
	}
	acc.doubleNVar(&acc, pending)
	return acc
}

// digitAt reports whether some term has a nonzero digit at position i.
func digitAt(terms []nafTerm, i int) bool {
	for _, t := range terms {
		if i < len(t.digits) && t.digits[i] != 0 {
			return true
		}
	}
	return false
}

// ScalarMultVar sets v = k·p and returns v. Variable time: k and p must be
// public.
func (v *Point) ScalarMultVar(k *scalar.Scalar, p *Point) *Point {
	if p.z.IsZeroVar() || k.IsZero() == 1 {
		return v.Set(NewIdentity())
	}
	pj := jacobianFromPoint(p)
	if acc, ok := isoScalarMultVar(k, &pj, nil); ok {
		return acc.toPoint(v)
	}
	acc := straussVar(termsVar([]*scalar.Scalar{k}, []jacobian{pj}))
	return acc.toPoint(v)
}

// DoubleScalarMultBaseVar sets v = a·p + b·G and returns v (the shape of
// ECDSA and BIP-340 verification). p's half uses the endomorphism and
// width-5 wNAF; b is split into its two 128-bit halves, taken against the
// precomputed odd multiples of G and of 2^128·G with width-12 wNAF.
// Variable time: every input must be public.
func (v *Point) DoubleScalarMultBaseVar(a *scalar.Scalar, p *Point, b *scalar.Scalar) *Point {
	var terms []nafTerm
	if !p.z.IsZeroVar() && a.IsZero() == 0 {
		pj := jacobianFromPoint(p)
		if acc, ok := isoScalarMultVar(a, &pj, b); ok {
			return acc.toPoint(v)
		}
		terms = termsVar([]*scalar.Scalar{a}, []jacobian{pj})
	}
	acc := straussVar(append(terms, baseTermsVar(b)...))
	return acc.toPoint(v)
}
