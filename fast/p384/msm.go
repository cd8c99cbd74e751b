package p384

import (
	"errors"

	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// Constant-time multi-scalar multiplication sharing the doublings, the
// primitive BoringSSL uses for Trust Tokens issuance (ec_GFp_mont_mul_batch
// in its commit 5f43b12d5, for up to three points): every scalar is
// written in the signed base-32 digits of ScalarMult, and a single chain
// of 380 doublings serves all of them, each digit position adding one
// constant-time table read per point. This variant adds with the
// complete formulas, so it is correct and constant time for any points
// and scalars; the doublings run in Jacobian coordinates as in
// ScalarMult.

var errMSMInputs = errors.New("p384: MultiScalarMult needs as many scalars as points, one to three of them")

// MultiScalarMult sets v = Σ ks[i]·ps[i] for one to three points and
// returns v, or returns an error when the counts differ or are outside 1
// … 3. Runs in constant time with respect to the scalars and the points
// (their number is public).
func (v *Point) MultiScalarMult(ks []*scalar.Scalar, ps []*Point) (*Point, error) {
	if len(ps) < 1 || len(ps) > 3 || len(ks) != len(ps) {
		return nil, errMSMInputs
	}
	return v.multiScalarMult(encodeScalars(ks), ps)
}

// encodeScalars returns the 48-byte big-endian encodings of ks.
func encodeScalars(ks []*scalar.Scalar) [][]byte {
	out := make([][]byte, len(ks))
	for i, k := range ks {
		out[i] = k.Bytes()
	}
	return out
}

// multiScalarMult is MultiScalarMult for 48-byte big-endian scalars (any
// value below 2^384).
func (v *Point) multiScalarMult(ks [][]byte, ps []*Point) (*Point, error) {
	n := len(ps)
	if n < 1 || n > 3 || len(ks) != n {
		return nil, errMSMInputs
	}
	for _, k := range ks {
		if len(k) != 48 {
			return nil, errMSMInputs
		}
	}
	var tables [3]table
	var d [3][digits]int32
	for i := range n {
		tables[i].fill(ps[i])
		recode(&d[i], ks[i])
	}
	acc := *NewIdentity()
	var e Point
	for pos := digits - 1; pos >= 0; pos-- {
		if pos != digits-1 {
			acc.doubleTimes(&acc, window)
		}
		for i := range n {
			tables[i].lookup(&e, d[i][pos])
			acc.Add(&acc, &e)
		}
	}
	*v = acc
	return v, nil
}
