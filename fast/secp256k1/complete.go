package secp256k1

import "github.com/curvecheck/curvecheck/fast/secp256k1/field"

// The complete formulas of Renes, Costello and Batina (ePrint 2015/1060)
// for a = 0, with b3 = 3b = 21, step by step as the paper numbers them.
// Magnitudes (package field) are noted where they grow: inputs have
// magnitude 1; a sum of two has 2; Mul accepts up to 8 and returns 1; a
// subtraction a - b is a + Neg(b, m_b); multiplications by 21 are weakly
// normalized before they feed a product. Outputs have magnitude 1.

// sub returns a - b for b of magnitude at most mb.
func sub(r, a, b *field.Element, mb int) *field.Element {
	var nb field.Element
	nb.Neg(b, mb)
	return r.Add(a, &nb)
}

// times21 sets r = 21·a (a of magnitude at most 1) with magnitude 1.
func times21(r, a *field.Element) *field.Element {
	r.MulInt(a, b3)
	return r.NormalizeWeak(r)
}

// Add sets v = p + q and returns v (Algorithm 7: 12M + 2·m_b3). Complete:
// any p and q, equal, opposite or infinite. Constant time.
func (v *Point) Add(p, q *Point) *Point {
	var t0, t1, t2, t3, t4, x3, y3, z3 field.Element
	t0.Mul(&p.x, &q.x)    // 1
	t1.Mul(&p.y, &q.y)    // 2
	t2.Mul(&p.z, &q.z)    // 3
	t3.Add(&p.x, &p.y)    // 4   (2)
	t4.Add(&q.x, &q.y)    // 5   (2)
	t3.Mul(&t3, &t4)      // 6
	t4.Add(&t0, &t1)      // 7   (2)
	sub(&t3, &t3, &t4, 2) // 8   (4)
	t4.Add(&p.y, &p.z)    // 9   (2)
	x3.Add(&q.y, &q.z)    // 10  (2)
	t4.Mul(&t4, &x3)      // 11
	x3.Add(&t1, &t2)      // 12  (2)
	sub(&t4, &t4, &x3, 2) // 13  (4)
	x3.Add(&p.x, &p.z)    // 14  (2)
	y3.Add(&q.x, &q.z)    // 15  (2)
	x3.Mul(&x3, &y3)      // 16
	y3.Add(&t0, &t2)      // 17  (2)
	sub(&y3, &x3, &y3, 2) // 18  (4)
	x3.Add(&t0, &t0)      // 19  (2)
	t0.Add(&x3, &t0)      // 20  (3)
	times21(&t2, &t2)     // 21
	z3.Add(&t1, &t2)      // 22  (2)
	sub(&t1, &t1, &t2, 1) // 23  (3)
	y3.NormalizeWeak(&y3) //
	times21(&y3, &y3)     // 24
	x3.Mul(&t4, &y3)      // 25
	t2.Mul(&t3, &t1)      // 26
	sub(&x3, &t2, &x3, 1) // 27  (3)
	y3.Mul(&y3, &t0)      // 28
	t1.Mul(&t1, &z3)      // 29
	y3.Add(&t1, &y3)      // 30  (2)
	t0.Mul(&t0, &t3)      // 31
	z3.Mul(&z3, &t4)      // 32
	z3.Add(&z3, &t0)      // 33  (2)
	v.x.NormalizeWeak(&x3)
	v.y.NormalizeWeak(&y3)
	v.z.NormalizeWeak(&z3)
	return v
}

// addAffine sets v = p + (x2, y2) for a finite affine point (Algorithm 8:
// 11M + 2·m_b3). Complete for every p, but the affine operand must not be
// the point at infinity. Coordinates of magnitude at most 1 in and out.
// With BMI2, package field's assembly form (field.CompleteAddAffine, the
// same steps and limbs in one routine), otherwise addAffineMethods.
// Constant time.
func (v *Point) addAffine(p *Point, x2, y2 *field.Element) *Point {
	if field.CompleteAddAffine(v.coords(), p.coords(), x2, y2) {
		return v
	}
	return v.addAffineMethods(p, x2, y2)
}

// addAffineMethods is addAffine with the field.Element methods.
func (v *Point) addAffineMethods(p *Point, x2, y2 *field.Element) *Point {
	var t0, t1, t2, t3, t4, x3, y3, z3 field.Element
	t0.Mul(&p.x, x2)      // 1
	t1.Mul(&p.y, y2)      // 2
	t3.Add(x2, y2)        // 3   (2)
	t4.Add(&p.x, &p.y)    // 4   (2)
	t3.Mul(&t3, &t4)      // 5
	t4.Add(&t0, &t1)      // 6   (2)
	sub(&t3, &t3, &t4, 2) // 7   (4)
	t4.Mul(y2, &p.z)      // 8
	t4.Add(&t4, &p.y)     // 9   (2)
	y3.Mul(x2, &p.z)      // 10
	y3.Add(&y3, &p.x)     // 11  (2)
	x3.Add(&t0, &t0)      // 12  (2)
	t0.Add(&x3, &t0)      // 13  (3)
	times21(&t2, &p.z)    // 14
	z3.Add(&t1, &t2)      // 15  (2)
	sub(&t1, &t1, &t2, 1) // 16  (3)
	y3.NormalizeWeak(&y3) //
	times21(&y3, &y3)     // 17
	x3.Mul(&t4, &y3)      // 18
	t2.Mul(&t3, &t1)      // 19
	sub(&x3, &t2, &x3, 1) // 20  (3)
	y3.Mul(&y3, &t0)      // 21
	t1.Mul(&t1, &z3)      // 22
	y3.Add(&t1, &y3)      // 23  (2)
	t0.Mul(&t0, &t3)      // 24
	z3.Mul(&z3, &t4)      // 25
	z3.Add(&z3, &t0)      // 26  (2)
	v.x.NormalizeWeak(&x3)
	v.y.NormalizeWeak(&y3)
	v.z.NormalizeWeak(&z3)
	return v
}

// Double sets v = 2·p and returns v (Algorithm 9: 6M + 2S + 1·m_b3).
// Complete. Constant time.
func (v *Point) Double(p *Point) *Point {
	var t0, t1, t2, x3, y3, z3 field.Element
	t0.Square(&p.y)       // 1
	z3.Add(&t0, &t0)      // 2   (2)
	z3.Add(&z3, &z3)      // 3   (4)
	z3.Add(&z3, &z3)      // 4   (8)
	t1.Mul(&p.y, &p.z)    // 5
	t2.Square(&p.z)       // 6
	times21(&t2, &t2)     // 7
	x3.Mul(&t2, &z3)      // 8
	y3.Add(&t0, &t2)      // 9   (2)
	z3.Mul(&t1, &z3)      // 10
	t1.Add(&t2, &t2)      // 11  (2)
	t2.Add(&t1, &t2)      // 12  (3)
	sub(&t0, &t0, &t2, 3) // 13  (5)
	y3.Mul(&t0, &y3)      // 14
	y3.Add(&x3, &y3)      // 15  (2)
	t1.Mul(&p.x, &p.y)    // 16
	x3.Mul(&t0, &t1)      // 17
	x3.Add(&x3, &x3)      // 18  (2)
	v.x.NormalizeWeak(&x3)
	v.y.NormalizeWeak(&y3)
	v.z = z3
	return v
}

// Sub sets v = p - q and returns v. Constant time.
func (v *Point) Sub(p, q *Point) *Point {
	var nq Point
	nq.Neg(q)
	return v.Add(p, &nq)
}
