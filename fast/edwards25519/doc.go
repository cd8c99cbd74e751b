// Package edwards25519 is curvecheck's optimized edwards25519 group: points
// of -x² + y² = 1 + d·x²·y² in the extended coordinates (X : Y : Z : T) of
// Hisil, Wong, Carter and Dawson, "Twisted Edwards Curves Revisited"
// (ePrint 2008/522), over the radix-2^51 field of package field and the
// scalars of package scalar. formulas.go has the group law and cites the
// paper line by line; tables.go and select.go the precomputed multiples and
// their constant-time lookups.
//
// Functions without the Var suffix run in constant time with respect to
// their secret arguments (scalars and points): table lookups read every
// entry and select with masks. Functions with the Var suffix branch and
// index on their inputs and must only see public data.
//
// The zero value of Point is not a point; start from NewIdentity,
// NewGenerator, SetBytes (RFC 8032's strict decoding) or
// SetBytesLenient. Every method has the math/big shape: v.Op(a, b) sets v
// and returns it, and v may alias any argument.
package edwards25519

//go:generate sh -c "cd _asm && go generate"
