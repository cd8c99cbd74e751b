package field

// Exponentiations by fixed exponents: the inverse (p - 2), the exponent
// (p - 5)/8 of square roots, and the square root of a ratio built on it.

// squarings sets v = a^(2^n) by n squarings (n >= 1; one call to the
// assembly loop on amd64) and returns v. Input loose, output tight.
// Constant time (n is public).
func (v *Element) squarings(a *Element, n int) *Element {
	checkLoose("squarings", a)
	feSquareN(v, a, n)
	checkTight("squarings (result)", v)
	return v
}

// squareNGeneric is the portable feSquareN.
func squareNGeneric(v, a *Element, n int) {
	squareGeneric(v, a)
	for ; n > 1; n-- {
		squareGeneric(v, v)
	}
}

// powTo250 returns a^(2^250 - 1) and a^11, what Inv and PowP58 share.
// Each step names the exponent reached: e_k = 2^k - 1 is built from e_j by
// squaring j·… times and multiplying (2^k - 1 = (2^(k-j))·(2^j - 1) + 2^(k-j) - 1).
func powTo250(a *Element) (e250, a11 Element) {
	var a2, a9, e5, e10, e20, e50, e100, t Element
	a2.Square(a)            // a^2
	t.squarings(&a2, 2)     // a^8
	a9.Mul(&t, a)           // a^9
	a11.Mul(&a9, &a2)       // a^11
	t.Square(&a11)          // a^22
	e5.Mul(&t, &a9)         // a^31 = a^(2^5 - 1)
	t.squarings(&e5, 5)     //
	e10.Mul(&t, &e5)        // a^(2^10 - 1)
	t.squarings(&e10, 10)   //
	e20.Mul(&t, &e10)       // a^(2^20 - 1)
	t.squarings(&e20, 20)   //
	t.Mul(&t, &e20)         // a^(2^40 - 1)
	t.squarings(&t, 10)     //
	e50.Mul(&t, &e10)       // a^(2^50 - 1)
	t.squarings(&e50, 50)   //
	e100.Mul(&t, &e50)      // a^(2^100 - 1)
	t.squarings(&e100, 100) //
	t.Mul(&t, &e100)        // a^(2^200 - 1)
	t.squarings(&t, 50)     //
	e250.Mul(&t, &e50)      // a^(2^250 - 1)
	return e250, a11
}

// Inv sets v = a^(p-2) = 1/a (and 0 for a = 0) and returns v. Input loose,
// output tight. Constant time: a fixed chain of 254 squarings and 11
// multiplications.
func (v *Element) Inv(a *Element) *Element {
	e250, a11 := powTo250(a)
	e250.squarings(&e250, 5)  // a^(2^255 - 32)
	return v.Mul(&e250, &a11) // a^(2^255 - 21) = a^(p - 2)
}

// PowP58 sets v = a^((p-5)/8) = a^(2^252 - 3) and returns v. Input loose,
// output tight. Constant time.
func (v *Element) PowP58(a *Element) *Element {
	e250, _ := powTo250(a)
	e250.squarings(&e250, 2) // a^(2^252 - 4)
	return v.Mul(&e250, a)   // a^(2^252 - 3)
}

// sqrtMinusOne is the non-negative square root of -1, 2^((p-1)/4) mod p.
var sqrtMinusOne = func() *Element {
	enc := [32]byte{0xb0, 0xa0, 0x0e, 0x4a, 0x27, 0x1b, 0xee, 0xc4, 0x78, 0xe4, 0x2f, 0xad, 0x06, 0x18, 0x43, 0x2f,
		0xa7, 0xd7, 0xfb, 0x3d, 0x99, 0x00, 0x4d, 0x2b, 0x0b, 0xdf, 0xc1, 0x4f, 0x80, 0x24, 0x83, 0x2b}
	v, _ := new(Element).SetBytesReduce(enc[:])
	return v
}()

// SqrtM1 returns a copy of the non-negative square root of -1.
func SqrtM1() *Element { return new(Element).Set(sqrtMinusOne) }

// SqrtRatio sets r to the non-negative square root of u/v and returns it
// with ok = 1 when u/v is a square; otherwise it returns ok = 0 and r is
// of no use. For v = 0 it returns (0, 1) when u = 0 and ok = 0 otherwise.
// Inputs loose, output tight. Constant time.
//
// RFC 8032 §5.1.3 step 3 takes the candidate x = u·v³·(u·v⁷)^((p-5)/8):
// then v·x² is u (x is a root), -u (x·√-1 is one), or ±√-1·u (no root).
// RFC 9496 §4.2 (SQRT_RATIO_M1) states the same test for a ratio.
func (r *Element) SqrtRatio(u, v *Element) (*Element, int) {
	var v2, v3, uv3, uv7, x, vx2, negU, negUi, xi Element
	v2.Square(v)
	v3.Mul(&v2, v)
	uv3.Mul(u, &v3)
	uv7.Mul(&uv3, v2.Square(&v2)) // u·v³·v⁴
	x.Mul(&uv3, uv7.PowP58(&uv7))

	vx2.Mul(v, vx2.Square(&x))
	negU.Neg(u)
	negUi.Mul(&negU, sqrtMinusOne)
	isRoot := vx2.Equal(u)
	rootOfNeg := vx2.Equal(&negU)
	noRoot := vx2.Equal(&negUi)

	// When v·x² = -u (or -√-1·u, the no-root case) the root is x·√-1.
	xi.Mul(&x, sqrtMinusOne)
	x.Select(&xi, &x, rootOfNeg|noRoot)
	r.Abs(&x)
	return r, isRoot | rootOfNeg
}
