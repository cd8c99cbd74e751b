package bip352

import (
	"github.com/curvecheck/curvecheck/fast/declassify"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// The declassification points (see the package doc); only these may call
// package declassify. Each marks its value public for Valgrind's memcheck
// and does nothing outside it; the constant-time registry names these
// functions with their reasons.

// declassifyOutput declares the affine coordinates of a computed output
// key public: it is, or is compared with, an output of the transaction.
func declassifyOutput(x, y *[32]byte) {
	declassify.DeclassifyValue(x)
	declassify.DeclassifyValue(y)
}

// declassifyLabelPoint declares a label's point public: it is B_m -
// B_spend, both keys of the published labeled address.
func declassifyLabelPoint(b []byte) { declassify.Declassify(b) }

// declassifyTweak declares the output tweak t_k public before the
// variable-time generator multiplication (Options.VarTimeTweak): a
// one-time hash of the shared secret and k, from which neither b_scan nor
// the input keys can be recovered.
func declassifyTweak(t *scalar.Scalar) { declassify.DeclassifyValue(t) }
