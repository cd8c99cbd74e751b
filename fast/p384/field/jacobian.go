package field

// DoubleJacobian sets (x, y, z) to 2^n times the point of P-384 (a = -3)
// whose Jacobian coordinates they are, n >= 1: n doublings by dbl-2001-b
// (Bernstein and Lange's Explicit-Formulas Database, 3M + 5S): δ = Z²,
// γ = Y², β = Xγ, α = 3(X - δ)(X + δ), X' = α² - 8β, Z' = (Y + Z)² - γ - δ,
// Y' = α(4β - X') - 8γ². It lives with the field so that on CPUs with BMI2
// and ADX it runs as one assembly routine (doubleJacobianADX), the field
// operations inline. Constant time; (1, 1, 0), the point at infinity,
// maps to itself. Coordinates below p in and out; n < 1 leaves them.
func DoubleJacobian(x, y, z *Element, n int) {
	if n < 1 {
		return
	}
	check("DoubleJacobian", x, y, z)
	doubleJacobianN(x, y, z, n)
	check("DoubleJacobian result", x, y, z)
}

// doubleJacobianGeneric is one doubling of DoubleJacobian with the
// field's operations.
func doubleJacobianGeneric(x, y, z *Element) {
	var delta, gamma, beta, alpha, t Element
	delta.Square(z)
	gamma.Square(y)
	beta.Mul(x, &gamma)
	alpha.Sub(x, &delta)
	t.Add(x, &delta)
	alpha.Mul(&alpha, &t)
	t.Add(&alpha, &alpha)
	alpha.Add(&alpha, &t)
	z.Add(y, z)
	z.Square(z)
	z.Sub(z, &gamma)
	z.Sub(z, &delta)
	beta.Add(&beta, &beta) // 4β
	beta.Add(&beta, &beta)
	x.Square(&alpha)
	t.Add(&beta, &beta)
	x.Sub(x, &t)
	t.Sub(&beta, x)
	y.Mul(&alpha, &t)
	gamma.Square(&gamma) // 8γ²
	gamma.Add(&gamma, &gamma)
	gamma.Add(&gamma, &gamma)
	gamma.Add(&gamma, &gamma)
	y.Sub(y, &gamma)
}
