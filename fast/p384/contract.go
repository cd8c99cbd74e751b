package p384

import "github.com/curvecheck/curvecheck/fast/p384/scalar"

// ScalarBaseMultVar sets v = k·G and returns v: the generator half of
// DoubleScalarMultBaseVar (a width-5 NAF against row 0 of the generator
// table). Execution time depends on k: public scalars only.
func (v *Point) ScalarBaseMultVar(k *scalar.Scalar) *Point {
	var zero [48]byte
	return v.doubleScalarMultBaseVar(zero[:], NewIdentity(), k.Bytes())
}

// ScalarMultVar sets v = k·p and returns v (DoubleScalarMultBaseVar with no
// generator term). Execution time depends on k and p: public inputs only.
func (v *Point) ScalarMultVar(k *scalar.Scalar, p *Point) *Point {
	var zero [48]byte
	return v.doubleScalarMultBaseVar(k.Bytes(), p, zero[:])
}
