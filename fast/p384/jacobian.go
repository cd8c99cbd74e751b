package p384

import "github.com/curvecheck/curvecheck/fast/p384/field"

// Repeated doubling in Jacobian coordinates, where a doubling for a = -3
// costs 3M + 5S ("dbl-2001-b", D. J. Bernstein, 2001, in the
// Explicit-Formulas Database) against the complete projective doubling's
// 8M + 3S + 2·m_b: the constant-time multiplications run their doublings
// here and only their additions with the complete formulas.

// doubleTimes sets v = 2^n·p and returns v, through Jacobian coordinates:
// (X : Y : Z) is the Jacobian (XZ, YZ², Z), and back (X'Z', Y', Z'³),
// three products each way. Constant time. The point at infinity enters
// as the Jacobian (1, 1, 0), which each doubling maps to itself (δ = 0,
// γ = β = 1, α = 3: X' = 9 - 8, Y' = 3·3 - 8, Z' = 1 - 1 - 0), and leaves
// as (0 : 1 : 0).
func (v *Point) doubleTimes(p *Point, n int) *Point {
	var x, y, z, zz, one field.Element
	zz.Square(&p.z)
	x.Mul(&p.x, &p.z)
	y.Mul(&p.y, &zz)
	z.Set(&p.z)
	one.One()
	inf := p.z.IsZero()
	x.Select(&one, &x, inf)
	y.Select(&one, &y, inf)
	field.DoubleJacobian(&x, &y, &z, n)
	zz.Square(&z)
	v.x.Mul(&x, &z)
	v.y.Set(&y)
	v.z.Mul(&zz, &z)
	return v
}

// doubleJacobian sets (x, y, z) to twice the Jacobian point (x, y, z)
// (field.DoubleJacobian: dbl-2001-b for a = -3, 3M + 5S). Constant time;
// (1, 1, 0) maps to itself.
func doubleJacobian(x, y, z *field.Element) { field.DoubleJacobian(x, y, z, 1) }

// mixedFinish returns X' = R² - H³ - 2·X1·H² and Y' = R(X1·H² - X') -
// Y1·H³, the coordinates of a Jacobian sum from H = U2 - X1 and R = S2 -
// Y1 (Hankerson, Menezes and Vanstone, Guide to ECC, Algorithm 3.22); the
// caller forms Z' (Z1·H, times Z2 for a general addition). Constant time.
func mixedFinish(x1, y1, h, r *field.Element) (x, y field.Element) {
	var hh, hhh, v, t field.Element
	hh.Square(h)
	hhh.Mul(&hh, h)
	v.Mul(x1, &hh)
	x.Square(r)
	x.Sub(&x, &hhh)
	t.Add(&v, &v)
	x.Sub(&x, &t)
	y.Sub(&v, &x)
	y.Mul(&y, r)
	t.Mul(y1, &hhh)
	y.Sub(&y, &t)
	return x, y
}
