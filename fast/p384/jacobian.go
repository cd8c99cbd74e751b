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
	var delta, gamma, beta, alpha, t field.Element
	for range n {
		delta.Square(&z)          // δ = Z²
		gamma.Square(&y)          // γ = Y²
		beta.Mul(&x, &gamma)      // β = Xγ
		alpha.Sub(&x, &delta)     // α = 3(X - δ)(X + δ)
		t.Add(&x, &delta)         //
		alpha.Mul(&alpha, &t)     //
		t.Add(&alpha, &alpha)     //
		alpha.Add(&alpha, &t)     //
		z.Add(&y, &z)             // Z' = (Y + Z)² - γ - δ
		z.Square(&z)              //
		z.Sub(&z, &gamma)         //
		z.Sub(&z, &delta)         //
		beta.Add(&beta, &beta)    // 4β
		beta.Add(&beta, &beta)    //
		x.Square(&alpha)          // X' = α² - 8β
		t.Add(&beta, &beta)       //
		x.Sub(&x, &t)             //
		t.Sub(&beta, &x)          // Y' = α(4β - X') - 8γ²
		y.Mul(&alpha, &t)         //
		gamma.Square(&gamma)      //
		gamma.Add(&gamma, &gamma) //
		gamma.Add(&gamma, &gamma) //
		gamma.Add(&gamma, &gamma) //
		y.Sub(&y, &gamma)         //
	}
	zz.Square(&z)
	v.x.Mul(&x, &z)
	v.y.Set(&y)
	v.z.Mul(&zz, &z)
	return v
}
