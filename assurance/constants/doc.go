// Package constants proves every hard-coded constant of ref/ and fast/
// from the property that defines it: curve parameters and base points,
// edwards25519's d, 2d and √−1, the Edwards↔Montgomery map constant,
// secp256k1's β and λ as a matched pair and the GLV basis and rounding
// constants, RFC 9380's Z for each SSWU suite (the four conditions of
// §H.2, the cubic's irreducibility by gcd(x^p − x, g(x) − Z) = 1), the
// Elligator 2 constants, the secp256k1 3-isogeny as a polynomial identity,
// the limb and Montgomery constants of the fast fields and scalars, every
// precomputed table (regenerated with the math/big reference and compared
// entry by entry) and the toy curves of ref/selfcheck.
//
// Each claim reads the values the shipped code uses (exported variables,
// or the ConstantValues functions of the owning packages) and hands them
// to a property function; the tests call the same functions on altered
// values and expect a failure. A scanner test (scan_test.go) parses every
// non-test Go file of ref/ and fast/ and fails on a numeric constant no
// claim names. scripts/mutate-constants alters the source literals one at
// a time and counts the alterations the tests catch.
package constants
