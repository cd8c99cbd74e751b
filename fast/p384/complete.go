package p384

import "github.com/curvecheck/curvecheck/fast/p384/field"

// The complete formulas of Renes, Costello and Batina, "Complete
// addition formulas for prime order elliptic curves" (Eurocrypt 2016,
// eprint 2015/1060), for a = -3: correct for every pair of points,
// equal, opposite or at infinity, with no branch. The comment on each
// line is the step number in the paper's algorithm.

// Add sets v = p + q and returns v (Algorithm 4: 12M + 2·m_b + 29a).
// v may alias p or q.
func (v *Point) Add(p, q *Point) *Point {
	var t0, t1, t2, t3, t4, x3, y3, z3 field.Element
	t0.Mul(&p.x, &q.x)   // 1
	t1.Mul(&p.y, &q.y)   // 2
	t2.Mul(&p.z, &q.z)   // 3
	t3.Add(&p.x, &p.y)   // 4
	t4.Add(&q.x, &q.y)   // 5
	t3.Mul(&t3, &t4)     // 6
	t4.Add(&t0, &t1)     // 7
	t3.Sub(&t3, &t4)     // 8
	t4.Add(&p.y, &p.z)   // 9
	x3.Add(&q.y, &q.z)   // 10
	t4.Mul(&t4, &x3)     // 11
	x3.Add(&t1, &t2)     // 12
	t4.Sub(&t4, &x3)     // 13
	x3.Add(&p.x, &p.z)   // 14
	y3.Add(&q.x, &q.z)   // 15
	x3.Mul(&x3, &y3)     // 16
	y3.Add(&t0, &t2)     // 17
	y3.Sub(&x3, &y3)     // 18
	z3.Mul(&curveB, &t2) // 19
	x3.Sub(&y3, &z3)     // 20
	z3.Add(&x3, &x3)     // 21
	x3.Add(&x3, &z3)     // 22
	z3.Sub(&t1, &x3)     // 23
	x3.Add(&t1, &x3)     // 24
	y3.Mul(&curveB, &y3) // 25
	t1.Add(&t2, &t2)     // 26
	t2.Add(&t1, &t2)     // 27
	y3.Sub(&y3, &t2)     // 28
	y3.Sub(&y3, &t0)     // 29
	t1.Add(&y3, &y3)     // 30
	y3.Add(&t1, &y3)     // 31
	t1.Add(&t0, &t0)     // 32
	t0.Add(&t1, &t0)     // 33
	t0.Sub(&t0, &t2)     // 34
	t1.Mul(&t4, &y3)     // 35
	t2.Mul(&t0, &y3)     // 36
	y3.Mul(&x3, &z3)     // 37
	y3.Add(&y3, &t2)     // 38
	x3.Mul(&x3, &t3)     // 39
	x3.Sub(&x3, &t1)     // 40
	z3.Mul(&t4, &z3)     // 41
	t1.Mul(&t3, &t0)     // 42
	z3.Add(&z3, &t1)     // 43
	v.x, v.y, v.z = x3, y3, z3
	return v
}

// Double sets v = 2·p and returns v (Algorithm 6: 8M + 3S + 2·m_b +
// 21a). v may alias p.
func (v *Point) Double(p *Point) *Point {
	var t0, t1, t2, t3, x3, y3, z3 field.Element
	t0.Square(&p.x)      // 1
	t1.Square(&p.y)      // 2
	t2.Square(&p.z)      // 3
	t3.Mul(&p.x, &p.y)   // 4
	t3.Add(&t3, &t3)     // 5
	z3.Mul(&p.x, &p.z)   // 6
	z3.Add(&z3, &z3)     // 7
	y3.Mul(&curveB, &t2) // 8
	y3.Sub(&y3, &z3)     // 9
	x3.Add(&y3, &y3)     // 10
	y3.Add(&x3, &y3)     // 11
	x3.Sub(&t1, &y3)     // 12
	y3.Add(&t1, &y3)     // 13
	y3.Mul(&x3, &y3)     // 14
	x3.Mul(&x3, &t3)     // 15
	t3.Add(&t2, &t2)     // 16
	t2.Add(&t2, &t3)     // 17
	z3.Mul(&curveB, &z3) // 18
	z3.Sub(&z3, &t2)     // 19
	z3.Sub(&z3, &t0)     // 20
	t3.Add(&z3, &z3)     // 21
	z3.Add(&z3, &t3)     // 22
	t3.Add(&t0, &t0)     // 23
	t0.Add(&t3, &t0)     // 24
	t0.Sub(&t0, &t2)     // 25
	t0.Mul(&t0, &z3)     // 26
	y3.Add(&y3, &t0)     // 27
	t0.Mul(&p.y, &p.z)   // 28
	t0.Add(&t0, &t0)     // 29
	z3.Mul(&t0, &z3)     // 30
	x3.Sub(&x3, &z3)     // 31
	z3.Mul(&t0, &t1)     // 32
	z3.Add(&z3, &z3)     // 33
	z3.Add(&z3, &z3)     // 34
	v.x, v.y, v.z = x3, y3, z3
	return v
}

// addAffine sets v = p + (x2, y2) for a finite affine point and returns
// v: Algorithm 4 with Z2 = 1 (the paper's Algorithm 5, 11M + 2·m_b),
// which stays complete in p but cannot take the point at infinity as its
// affine operand. The comments give Algorithm 4's step each line comes
// from; with Z2 = 1 its t2 = Z1·Z2 is Z1 itself, steps 9-13 reduce to
// Y1 + Y2·Z1 and steps 14-18 to X1 + X2·Z1.
func (v *Point) addAffine(p *Point, x2, y2 *field.Element) *Point {
	var t0, t1, t2, t3, t4, x3, y3, z3 field.Element
	t0.Mul(&p.x, x2)      // 1
	t1.Mul(&p.y, y2)      // 2
	t3.Add(x2, y2)        // 5
	t4.Add(&p.x, &p.y)    // 4
	t3.Mul(&t3, &t4)      // 6
	t4.Add(&t0, &t1)      // 7
	t3.Sub(&t3, &t4)      // 8
	t4.Mul(y2, &p.z)      // 9-13: Y1 + Y2·Z1
	t4.Add(&t4, &p.y)     //
	y3.Mul(x2, &p.z)      // 14-18: X1 + X2·Z1
	y3.Add(&y3, &p.x)     //
	z3.Mul(&curveB, &p.z) // 19, t2 = Z1
	x3.Sub(&y3, &z3)      // 20
	z3.Add(&x3, &x3)      // 21
	x3.Add(&x3, &z3)      // 22
	z3.Sub(&t1, &x3)      // 23
	x3.Add(&t1, &x3)      // 24
	y3.Mul(&curveB, &y3)  // 25
	t1.Add(&p.z, &p.z)    // 26
	t2.Add(&t1, &p.z)     // 27
	y3.Sub(&y3, &t2)      // 28
	y3.Sub(&y3, &t0)      // 29
	t1.Add(&y3, &y3)      // 30
	y3.Add(&t1, &y3)      // 31
	t1.Add(&t0, &t0)      // 32
	t0.Add(&t1, &t0)      // 33
	t0.Sub(&t0, &t2)      // 34
	t1.Mul(&t4, &y3)      // 35
	t2.Mul(&t0, &y3)      // 36
	y3.Mul(&x3, &z3)      // 37
	y3.Add(&y3, &t2)      // 38
	x3.Mul(&x3, &t3)      // 39
	x3.Sub(&x3, &t1)      // 40
	z3.Mul(&t4, &z3)      // 41
	t1.Mul(&t3, &t0)      // 42
	z3.Add(&z3, &t1)      // 43
	v.x, v.y, v.z = x3, y3, z3
	return v
}
