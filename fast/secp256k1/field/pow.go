package field

// squareN sets v = a^(2^n), n >= 1, and returns v. Magnitudes as Square.
// Through feSquareN: with BMI2 (and without the verify build's metadata)
// the n squarings run in one assembly routine, feSquareNX, limb for limb
// as squareNGeneric (TestSquareNAgrees). Constant time (n is public).
func (v *Element) squareN(a *Element, n int) *Element {
	feSquareN(v, a, n)
	return v
}

// squareNGeneric is the portable feSquareN: n calls of Square.
func squareNGeneric(v, a *Element, n int) {
	v.Square(a)
	for ; n > 1; n-- {
		v.Square(v)
	}
}

// powersTo223 returns e2 = a^(2^2 - 1), e22 = a^(2^22 - 1) and
// e223 = a^(2^223 - 1): the top of both p - 2 and (p + 1)/4, which are
// 223 ones, a zero, 22 ones and a short tail. e_k = a^(2^k - 1) follows from
// e_j and e_(k-j) as e_j^(2^(k-j))·e_(k-j).
func powersTo223(a *Element) (e2, e22, e223 Element) {
	var e3, e6, e9, e11, e44, e88, e176, e220, t Element
	e2.Mul(t.Square(a), a)
	e3.Mul(t.Square(&e2), a)
	e6.Mul(t.squareN(&e3, 3), &e3)
	e9.Mul(t.squareN(&e6, 3), &e3)
	e11.Mul(t.squareN(&e9, 2), &e2)
	e22.Mul(t.squareN(&e11, 11), &e11)
	e44.Mul(t.squareN(&e22, 22), &e22)
	e88.Mul(t.squareN(&e44, 44), &e44)
	e176.Mul(t.squareN(&e88, 88), &e88)
	e220.Mul(t.squareN(&e176, 44), &e44)
	e223.Mul(t.squareN(&e220, 3), &e3)
	return e2, e22, e223
}

// Sqrt sets v to a square root of a and returns v and 1 when a is a
// square; otherwise it returns 0 and v is of no use. a has magnitude at
// most 8; v has magnitude 1. Constant time.
//
// p = 3 (mod 4), so a^((p+1)/4) is a root whenever one exists;
// (p + 1)/4 = (223 ones) 0 (22 ones) 000011 00.
func (v *Element) Sqrt(a *Element) (*Element, int) {
	e2, e22, e223 := powersTo223(a)
	var r, back Element
	r.Mul(r.squareN(&e223, 23), &e22)
	r.Mul(r.squareN(&r, 6), &e2)
	r.squareN(&r, 2)
	back.Square(&r)
	var aa Element
	aa.NormalizeWeak(a)
	ok := back.Equal(&aa)
	v.Set(&r)
	return v, ok
}

// SqrtRatio sets v to a square root of u/w and returns v and 1 when u/w
// is a square (u = 0 included), and to a square root of -u/w with 0 when
// it is not (p ≡ 3 mod 4: -1 is not a square). w must be nonzero; u and w
// have magnitude at most 8; v has magnitude 1. Constant time.
//
// No inversion (RFC 9380 appendix F.2.1.2): with t = u·w,
// y = t·(t·w²)^((p-3)/4) has y² = (u/w)·χ(u/w). (p-3)/4 is (p+1)/4 - 1:
// 223 ones, a zero, 22 ones, then 00001011.
func (v *Element) SqrtRatio(u, w *Element) (*Element, int) {
	var t, s Element
	t.Mul(u, w)
	s.Square(w)
	s.Mul(&s, &t)
	e2, e22, e223 := powersTo223(&s)
	var r Element
	r.Mul(r.squareN(&e223, 23), &e22)
	r.Mul(r.squareN(&r, 5), &s)
	r.Mul(r.squareN(&r, 3), &e2)
	r.Mul(&r, &t)
	var back, uu Element
	back.Square(&r)
	back.Mul(&back, w)
	back.Normalize(&back)
	uu.NormalizeWeak(u)
	ok := back.Equal(&uu)
	v.Set(&r)
	return v, ok
}
