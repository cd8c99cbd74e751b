package secp256k1

import (
	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// Tables without an inversion. For s ≠ 0 the map (x, y) ↦ (s²x, s³y)
// takes secp256k1 (y² = x³ + 7) to the curve y² = x³ + 7s⁶ and respects
// the group law (the change of variables x = u²x', y = u³y' with u = 1/s;
// Silverman, The Arithmetic of Elliptic Curves, §III.1). The Jacobian
// formulas of jacobian.go do not involve the constant 7, so they work on
// the scaled curve unchanged, and a point with Jacobian coordinates
// (X, Y, Z) there is the point (X, Y, Z·s) of secp256k1.
//
// The odd multiples of p are then computed with mixed additions of 2p,
// which is affine on the curve scaled by its own Z, and brought to one
// common Z by the ratios the additions report; that Z is folded into the
// scale. The table needs no inversion, and the Strauss loop that uses it
// runs on the scaled curve, taking every entry as affine; the generator's
// precomputed entries are added with the scale folded into Z
// (addUnscaledVar).

// isoOddMultiplesVar writes the odd multiples (2i+1)·p, i < len(tbl), of
// the finite public point p into tbl as affine points of the curve scaled
// by s (entry i is (s²·x_i, s³·y_i) for the affine (x_i, y_i)), and
// returns s. The result is false in the exceptional cases of the chain
// (an addition meeting its own operand or its negation), which points of
// order n never reach, and for a table longer than varTable or empty.
// Coordinates leave with magnitude 1. Variable time.
func isoOddMultiplesVar(tbl []affine, p *jacobian) (s field.Element, ok bool) {
	m := len(tbl)
	if m == 0 || m > varTable {
		return s, false
	}
	var d jacobian
	d.doubleVar(p)
	if d.inf {
		return s, false
	}
	// On the curve scaled by Z_D, 2p is the affine point (X_D, Y_D) and p
	// has the Jacobian coordinates (X·Z_D², Y·Z_D³, Z).
	dAff := affine{x: d.x, y: d.y}
	var zd2, zd3 field.Element
	zd2.Square(&d.z)
	zd3.Mul(&zd2, &d.z)
	var js [varTable]jacobian
	var zr [varTable]field.Element
	js[0].x.Mul(&p.x, &zd2)
	js[0].y.Mul(&p.y, &zd3)
	js[0].z = p.z
	for i := 1; i < m; i++ {
		if !js[i].addAffineZRVar(&js[i-1], &dAff, &zr[i]) {
			return s, false
		}
	}
	// Entry i times ρ_i = Z_last/Z_i = zr[i+1]·…·zr[m-1]: (X_i·ρ², Y_i·ρ³)
	// is the affine point of the curve scaled by Z_D·Z_last.
	var rho, rho2, rho3 field.Element
	tbl[m-1] = affine{x: js[m-1].x, y: js[m-1].y}
	tbl[m-1].y.NormalizeWeak(&tbl[m-1].y)
	for i := m - 2; i >= 0; i-- {
		if i == m-2 {
			rho = zr[m-1]
		} else {
			rho.Mul(&rho, &zr[i+1])
		}
		rho2.Square(&rho)
		rho3.Mul(&rho2, &rho)
		tbl[i] = affine{}
		tbl[i].x.Mul(&js[i].x, &rho2)
		tbl[i].y.Mul(&js[i].y, &rho3)
	}
	s.Mul(&d.z, &js[m-1].z)
	return s, true
}

// glvDigitsVar writes the wNAF digits of k's two GLV halves (k = k1 +
// k2·λ, width varWindow) into d1 and d2 and returns the terms against
// row (p's odd multiples) and rowL (their images under the
// endomorphism). Variable time.
func glvDigitsVar(k *scalar.Scalar, d1, d2 *[130]int16, row, rowL []affine) (t1, t2 nafTerm) {
	k1, k2 := k.SplitLambda()
	a1, n1 := k1.Abs128()
	a2, n2 := k2.Abs128()
	t1 = nafTerm{digits: a1.AppendWNAFVar(d1[:0], varWindow), tbl: row, neg: n1 == 1}
	t2 = nafTerm{digits: a2.AppendWNAFVar(d2[:0], varWindow), tbl: rowL, neg: n2 == 1}
	return t1, t2
}

// baseDigitsVar is baseTermsVar (msm.go) with the digits written into d1
// and d2 and the terms marked unscaled.
func baseDigitsVar(b *scalar.Scalar, d1, d2 *[130]int16) (t1, t2 nafTerm) {
	g := gTables()
	lo, hi := b.Halves()
	t1 = nafTerm{digits: lo.AppendWNAFVar(d1[:0], gWindow), tbl: g[0][:], unscaled: true}
	t2 = nafTerm{digits: hi.AppendWNAFVar(d2[:0], gWindow), tbl: g[1][:], unscaled: true}
	return t1, t2
}

// isoScalarMultVar returns k·p (plus b·G when b is not nil) for a finite
// public point p, with p's table on a scaled curve (isoOddMultiplesVar),
// and false when that table hit an exceptional case. Its tables, digits
// and terms live on the stack. Variable time.
func isoScalarMultVar(k *scalar.Scalar, p *jacobian, b *scalar.Scalar) (jacobian, bool) {
	var tbl [2 * varTable]affine
	s, ok := isoOddMultiplesVar(tbl[:varTable], p)
	if !ok {
		return jacobian{}, false
	}
	for i := range varTable {
		tbl[varTable+i].mulLambda(&tbl[i])
	}
	var digits [4][130]int16
	var terms [4]nafTerm
	terms[0], terms[1] = glvDigitsVar(k, &digits[0], &digits[1], tbl[:varTable], tbl[varTable:])
	n := 2
	if b != nil {
		terms[2], terms[3] = baseDigitsVar(b, &digits[2], &digits[3])
		n = 4
	}
	acc := straussScaledVar(terms[:n], &s)
	return acc, true
}

// straussScaledVar is straussVar on the curve scaled by s: the tables of
// terms marked unscaled hold points of secp256k1 itself and are added
// with addUnscaledVar; the result is returned on secp256k1 (its Z times
// s). Variable time.
func straussScaledVar(terms []nafTerm, s *field.Element) jacobian {
	n := 0
	for _, t := range terms {
		n = max(n, len(t.digits))
	}
	var acc jacobian
	acc.setInfinity()
	pending := 0 // doublings owed, as in straussVar
	for i := n - 1; i >= 0; i-- {
		pending++
		if !digitAt(terms, i) {
			continue
		}
		acc.doubleNVar(&acc, pending)
		pending = 0
		for _, t := range terms {
			if i >= len(t.digits) {
				continue
			}
			if !t.unscaled {
				acc.addNAFDigitVar(t.tbl, t.digits[i], t.neg)
				continue
			}
			d := t.digits[i]
			if d == 0 {
				continue
			}
			neg := t.neg
			if d < 0 {
				d, neg = -d, !neg
			}
			acc.addUnscaledVar(&acc, &t.tbl[d>>1], neg, s)
		}
	}
	acc.doubleNVar(&acc, pending)
	if !acc.inf {
		acc.z.Mul(&acc.z, s)
	}
	return acc
}

// addUnscaledVar sets j = a ± b, where a is a point of the curve scaled
// by s and b an affine point of secp256k1 itself (minus when neg). a's
// Jacobian (X, Y, Z) is the point (X, Y, Z·s) of secp256k1, so the mixed
// addition runs with Z·s in place of Z for U = x·(Zs)² and S = y·(Zs)³,
// and its Z' = Z·H is again a Z of the scaled curve: 4M + 1S before the
// common finish against 2M to map b to the scaled curve and 3M + 1S.
// Variable time.
func (j *jacobian) addUnscaledVar(a *jacobian, b *affine, neg bool, s *field.Element) {
	if a.inf {
		// b on the scaled curve: (s²x, s³y) with Z = 1.
		var s2 field.Element
		s2.Square(s)
		j.x.Mul(&b.x, &s2)
		j.y.Mul(&b.y, s2.Mul(&s2, s))
		if neg {
			j.y.Neg(&j.y, 1)
			j.y.NormalizeWeak(&j.y)
		}
		j.z.One()
		j.inf = false
		return
	}
	var zs, zz, u, sy, h, r field.Element
	zs.Mul(&a.z, s)
	by := &b.y
	if neg {
		var ny field.Element
		ny.Neg(&b.y, 1)
		ny.NormalizeWeak(&ny)
		by = &ny
	}
	// With BMI2 and ADX, the whole addition in one assembly routine (U
	// and S against Z·s); it declines equal x, handled below.
	if field.AddAffineVar(j.coords(), a.coords(), &b.x, by, &zs, &h) {
		j.inf = false
		return
	}
	zz.Square(&zs)
	u.Mul(&b.x, &zz)
	sy.Mul(by, zz.Mul(&zz, &zs))
	h.Add(&u, h.Neg(&a.x, 3))  // 5
	r.Add(&sy, r.Neg(&a.y, 3)) // 5
	if h.IsZeroVar() {
		if r.IsZeroVar() {
			j.doubleVar(a)
		} else {
			j.setInfinity()
		}
		return
	}
	if field.FinishJacobianAdd(j.coords(), a.coords(), &h, &r) {
		j.inf = false
		return
	}
	var z field.Element
	z.Mul(&a.z, &h)
	j.finishAdd(&a.x, &a.y, &h, &r)
	j.z = z
}
