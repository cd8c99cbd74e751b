package edwards25519

import "github.com/curvecheck/curvecheck/fast/edwards25519/scalar"

// Select sets v = a if cond = 1 and v = b if cond = 0 (cond in {0, 1}) and
// returns v. Constant time.
func (v *Point) Select(a, b *Point, cond int) *Point {
	v.x.Select(&a.x, &b.x, cond)
	v.y.Select(&a.y, &b.y, cond)
	v.z.Select(&a.z, &b.z, cond)
	v.t.Select(&a.t, &b.t, cond)
	return v
}

// IsIdentity returns 1 when v is the identity (0, 1) and 0 otherwise.
// Constant time.
func (v *Point) IsIdentity() int { return v.Equal(&identity) }

// ScalarBaseMultVar sets v = k·B and returns v: the generator half of
// DoubleScalarMultBaseVar (a width-8 NAF against the precomputed odd
// multiples of B). Execution time depends on k: public scalars only.
func (v *Point) ScalarBaseMultVar(k *scalar.Scalar) *Point {
	var zero scalar.Scalar
	return v.DoubleScalarMultBaseVar(zero.Zero(), &identity, k)
}

// ScalarMultVar sets v = k·p and returns v (a width-5 NAF against p's odd
// multiples, DoubleScalarMultBaseVar with no generator term). Execution
// time depends on k and p: public inputs only.
func (v *Point) ScalarMultVar(k *scalar.Scalar, p *Point) *Point {
	var zero scalar.Scalar
	return v.DoubleScalarMultBaseVar(k, p, zero.Zero())
}
