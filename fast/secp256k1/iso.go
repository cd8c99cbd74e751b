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
// precomputed entries are mapped there with 2M per addition.

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

// glvTermsVar returns the two wNAF terms of k·p for a table of p's odd
// multiples and their images under the endomorphism: k = k1 + k2·λ, each
// half in width-varWindow digits. Variable time.
func glvTermsVar(k *scalar.Scalar, row, rowL []affine) []nafTerm {
	k1, k2 := k.SplitLambda()
	a1, n1 := k1.Abs128()
	a2, n2 := k2.Abs128()
	digits := make([]int16, 0, 2*130)
	digits = a1.AppendWNAFVar(digits, varWindow)
	mid := len(digits)
	digits = a2.AppendWNAFVar(digits, varWindow)
	return []nafTerm{
		{digits: digits[:mid:mid], tbl: row, neg: n1 == 1},
		{digits: digits[mid:], tbl: rowL, neg: n2 == 1},
	}
}

// isoScalarMultVar returns k·p (plus b·G when b is not nil) for a finite
// public point p, with p's table on a scaled curve (isoOddMultiplesVar),
// and false when that table hit an exceptional case. Variable time.
func isoScalarMultVar(k *scalar.Scalar, p *jacobian, b *scalar.Scalar) (jacobian, bool) {
	var tbl [2 * varTable]affine
	s, ok := isoOddMultiplesVar(tbl[:varTable], p)
	if !ok {
		return jacobian{}, false
	}
	for i := range varTable {
		tbl[varTable+i].mulLambda(&tbl[i])
	}
	terms := glvTermsVar(k, tbl[:varTable], tbl[varTable:])
	if b != nil {
		for _, t := range baseTermsVar(b) {
			t.unscaled = true
			terms = append(terms, t)
		}
	}
	acc := straussScaledVar(terms, &s)
	return acc, true
}

// straussScaledVar is straussVar on the curve scaled by s: the tables of
// terms marked unscaled hold points of secp256k1 itself and are mapped
// to the scaled curve entry by entry; the result is returned on
// secp256k1 (its Z times s). Variable time.
func straussScaledVar(terms []nafTerm, s *field.Element) jacobian {
	var s2, s3 field.Element
	s2.Square(s)
	s3.Mul(&s2, s)
	n := 0
	for _, t := range terms {
		n = max(n, len(t.digits))
	}
	var acc jacobian
	acc.setInfinity()
	var e affine
	for i := n - 1; i >= 0; i-- {
		acc.doubleVar(&acc)
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
			src := &t.tbl[d>>1]
			e.x.Mul(&src.x, &s2)
			e.y.Mul(&src.y, &s3)
			if neg {
				e.y.Neg(&e.y, 1)
				e.y.NormalizeWeak(&e.y)
			}
			e.inf = false
			acc.addAffineVar(&acc, &e)
		}
	}
	if !acc.inf {
		acc.z.Mul(&acc.z, s)
	}
	return acc
}
