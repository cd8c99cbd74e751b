package field

import "github.com/curvecheck/curvecheck/fast/internal/safegcd"

// squareN sets v = a^(2^n) and returns v.
func (v *Element) squareN(a *Element, n int) *Element {
	v.Square(a)
	for range n - 1 {
		v.Square(v)
	}
	return v
}

// powers holds a^(2^k - 1) for the k the exponentiations below use.
type powers struct {
	x1, x2, x3, x6, x12, x15, x30, x32, x60, x120, x240, x255 Element
}

// fill computes the powers of a: 11 products and 256 squarings, each
// x_k built from two shorter runs of ones (x_(i+j) = x_i^(2^j)·x_j).
func (w *powers) fill(a *Element) {
	w.x1 = *a
	w.x2.Square(a).Mul(&w.x2, a)
	w.x3.Square(&w.x2).Mul(&w.x3, a)
	w.x6.squareN(&w.x3, 3).Mul(&w.x6, &w.x3)
	w.x12.squareN(&w.x6, 6).Mul(&w.x12, &w.x6)
	w.x15.squareN(&w.x12, 3).Mul(&w.x15, &w.x3)
	w.x30.squareN(&w.x15, 15).Mul(&w.x30, &w.x15)
	w.x32.squareN(&w.x30, 2).Mul(&w.x32, &w.x2)
	w.x60.squareN(&w.x30, 30).Mul(&w.x60, &w.x30)
	w.x120.squareN(&w.x60, 60).Mul(&w.x120, &w.x60)
	w.x240.squareN(&w.x120, 120).Mul(&w.x240, &w.x120)
	w.x255.squareN(&w.x240, 15).Mul(&w.x255, &w.x15)
}

// Inv sets v = 1/a (0 for a = 0) and returns v, as a^(p-2) (Fermat).
// The exponent's bits from the top are 255 ones, a zero, 32 ones, 64
// zeros, 30 ones, a zero and a one; each run of ones is one of the
// powers: 385 squarings and 14 products in all, the same for every a.
func (v *Element) Inv(a *Element) *Element {
	check("Inv", a)
	var w powers
	w.fill(a)
	var t Element
	t.squareN(&w.x255, 1+32).Mul(&t, &w.x32)
	t.squareN(&t, 64+30).Mul(&t, &w.x30)
	t.squareN(&t, 2).Mul(&t, a)
	*v = t
	return v
}

// Sqrt sets v to a square root of a and returns v and 1 when a is a
// square, and returns v = a^((p+1)/4) and 0 when it is not (v is then a
// root of -a). p ≡ 3 (mod 4), so a^((p+1)/4) is a root whenever one
// exists; the exponent's bits from the top are 255 ones, a zero, 32 ones,
// 63 zeros, a one and 30 zeros: 383 squarings and 13 products, and one
// squaring to check the root. Constant
// time.
func (v *Element) Sqrt(a *Element) (*Element, int) {
	check("Sqrt", a)
	var w powers
	w.fill(a)
	var t, sq Element
	t.squareN(&w.x255, 1+32).Mul(&t, &w.x32)
	t.squareN(&t, 64).Mul(&t, a)
	t.squareN(&t, 30)
	ok := sq.Square(&t).Equal(a)
	*v = t
	return v, ok
}

// rrr is R³ mod p: a product with it takes x·R⁻¹ to x·R (Montgomery's
// product divides by R once).
var rrr = func() Element {
	var t Element
	montMulGeneric(&t, &rr, &rr)
	return t
}()

var modP = safegcd.New384(prime)

// InvVar sets v = 1/a (0 for a = 0) and returns v, for public a
// only: Bernstein and Yang's divsteps in the variable-time form of
// package safegcd (about 4 µs against Inv's 19), whose time depends
// on a. The divsteps invert the stored a·R, giving a⁻¹·R⁻¹, and a
// product with R³ brings that to a⁻¹·R.
func (v *Element) InvVar(a *Element) *Element {
	check("InvVar", a)
	v.l = modP.InvertVar(a.l)
	montMul(v, v, &rrr)
	check("InvVar result", v)
	return v
}

// SqrtRatio sets v to a square root of u/w and returns v and 1 when u/w
// is a square (u = 0 included), and sets v to a square root of -u/w and
// returns v and 0 when it is not; w must be nonzero. Since p ≡ 3 (mod 4),
// -1 is not a square and exactly one of u/w, -u/w is. Constant time.
//
// The root comes without an inversion (RFC 9380 appendix F.2.1.2): with
// t = u·w, y = t·(t·w²)^((p-3)/4) satisfies y² = (u/w)·χ(u/w), χ the
// quadratic character. The exponent (p-3)/4 has from the top 255 ones, a
// zero, 32 ones, 64 zeros and 30 ones: 382 squarings and 13 products
// after the powers.
func (v *Element) SqrtRatio(u, w *Element) (*Element, int) {
	check("SqrtRatio", u, w)
	var t, s, r Element
	t.Mul(u, w)
	s.Square(w).Mul(&s, &t)
	var pw powers
	pw.fill(&s)
	r.squareN(&pw.x255, 1+32).Mul(&r, &pw.x32)
	r.squareN(&r, 64+30).Mul(&r, &pw.x30)
	r.Mul(&r, &t)
	var c Element
	ok := c.Square(&r).Mul(&c, w).Equal(u)
	*v = r
	return v, ok
}
