// Package secp256k1 is curvecheck's optimized secp256k1 group
// (y² = x³ + 7 over the field of package field, prime order n, scalars of
// package scalar), for comparison with libsecp256k1 and the Go libraries.
//
// Points are projective (X : Y : Z), the point at infinity having Z = 0.
// The constant-time functions use the complete addition and doubling
// formulas of Renes, Costello and Batina, "Complete addition formulas for
// prime order elliptic curves" (ePrint 2015/1060, Algorithms 7-9, a = 0):
// no input, the identity and equal points included, needs a branch. The
// Var functions (public data only: their execution time depends on their
// inputs) use Jacobian coordinates and branch on the special cases.
//
// Functions without the Var suffix run in constant time with respect to
// their secret arguments. The zero value of Point is not a point; start
// from NewIdentity, NewGenerator or SetBytes. Every method has the math/big
// shape: v.Op(a, b) sets v and returns it, and v may alias any argument.
package secp256k1
