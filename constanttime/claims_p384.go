package constanttime

import (
	p384field "github.com/curvecheck/curvecheck/fast/p384/field"
)

// The claims of fast/p384: the field so far (the group follows). Secrets
// are read with the reducing decoder, so that no rejection branch runs
// on them.

func init() {
	Register(Claim{Name: "fast/p384/field.Mul+Square+Add+Sub+Neg+Invert+Sqrt", Library: "fast", Kind: ConstantTime,
		Secret: "the element", SecretLen: 48, Sibling: "fast/secp256k1/field.InvVar", Run: p384FieldClaim})
}

// p384FieldClaim runs the field operations on an element read from the
// 48 secret bytes, and declassifies the square root and its flag.
func p384FieldClaim(s []byte) {
	a, _ := new(p384field.Element).SetBytesReduce(s[:48])
	b := new(p384field.Element).Square(a)
	b.Mul(b, a).Add(b, new(p384field.Element).Neg(a)).Sub(b, a)
	b.Invert(b)
	r, ok := new(p384field.Element).Sqrt(b)
	Declassify(r.Bytes())
	DeclassifyValue(&ok)
}
