// Package scalar implements arithmetic modulo the edwards25519 group order
// l = 2^252 + 27742317777372353535851937790883648493, in four 64-bit limbs
// in Montgomery form (R = 2^256), with word-by-word (CIOS) Montgomery
// multiplication.
//
// Every operation runs in constant time with respect to the values of its
// arguments; only the fixed exponent of Invert shapes its control flow.
// The zero value is the scalar 0.
//
// Under the build tag exhaustive, scalar_exhaustive.go replaces scalar.go:
// the same API over math/big, variable time, modulo N = q·⌊l/q⌋ for a
// small prime q chosen by SelectToyOrder (N = l until then), for the
// exhaustive tests of the group code on toy curves.
package scalar
