//go:build !exhaustive

package field

// toyCurve is true in the exhaustive build (package secp256k1's toy
// curves, whose 3b is not the 21 of CompleteAddAffine's assembly).
const toyCurve = false
