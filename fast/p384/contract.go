package p384

import "github.com/curvecheck/curvecheck/fast/p384/scalar"

// ScalarBaseMultVar sets v = k·G and returns v: the generator half of
// DoubleScalarMultBaseVar (a width-5 NAF against row 0 of the generator
// table). Execution time depends on k: public scalars only.
func (v *Point) ScalarBaseMultVar(k *scalar.Scalar) *Point {
	var zero [48]byte
	v.DoubleScalarMultBaseVar(zero[:], NewIdentity(), k.Bytes()) // 48 bytes: no error
	return v
}

// ScalarMultVar sets v = k·p and returns v (DoubleScalarMultBaseVar with no
// generator term). Execution time depends on k and p: public inputs only.
func (v *Point) ScalarMultVar(k *scalar.Scalar, p *Point) *Point {
	var zero [48]byte
	v.DoubleScalarMultBaseVar(k.Bytes(), p, zero[:]) // 48 bytes: no error
	return v
}
