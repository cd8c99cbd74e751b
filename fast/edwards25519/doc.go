// Package edwards25519 is curvecheck's optimized edwards25519 group: points
// in extended coordinates (X:Y:Z:T) on -x² + y² = 1 + d·x²y², with the
// projective, completed and cached forms of Hisil, Wong, Carter and Dawson,
// "Twisted Edwards Curves Revisited" (2008), over the radix-2^51 field of
// package field and the scalars of package scalar.
//
// Functions without the Var suffix run in constant time with respect to
// their secret arguments (scalars and points): table lookups scan every
// entry and select with masks. Functions with the Var suffix branch and
// index on their inputs and must only see public data.
//
// The zero value of Point is not a valid point; use NewIdentityPoint or
// NewGeneratorPoint. Every method has the math/big shape
// v.Op(a, b) sets v and returns it, and v may alias any argument.
package edwards25519

//go:generate go run gen_group25.go
//go:generate sh -c "cd _asm && go generate"
