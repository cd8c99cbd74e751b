// Package conformance is an example of a library's own test suite using
// curvecheck's conformance package. It treats filippo.io/edwards25519 and
// github.com/decred/dcrd/dcrec/secp256k1/v4 as if they were "your" library:
// each gets a small adapter (this file) and a test and a fuzz target
// (conformance_test.go).
package conformance

import (
	"errors"

	"filippo.io/edwards25519"
	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/curvecheck/curvecheck/catalog"
)

// Edwards25519 adapts filippo.io/edwards25519's point API.
var Edwards25519 = &catalog.Funcs{
	ImplName: "edwards25519-lib",
	Table: map[string]catalog.OpFunc{
		"edwards25519/point_add": func(in catalog.Values) (catalog.Values, error) {
			p, err := new(edwards25519.Point).SetBytes(in["p"])
			if err != nil {
				return nil, err
			}
			q, err := new(edwards25519.Point).SetBytes(in["q"])
			if err != nil {
				return nil, err
			}
			return catalog.Values{"r": new(edwards25519.Point).Add(p, q).Bytes()}, nil
		},
		"edwards25519/point_negate": func(in catalog.Values) (catalog.Values, error) {
			p, err := new(edwards25519.Point).SetBytes(in["p"])
			if err != nil {
				return nil, err
			}
			return catalog.Values{"r": new(edwards25519.Point).Negate(p).Bytes()}, nil
		},
		"edwards25519/scalar_base_mult": func(in catalog.Values) (catalog.Values, error) {
			k, err := edwards25519.NewScalar().SetCanonicalBytes(in["k"])
			if err != nil {
				return nil, err
			}
			return catalog.Values{"r": new(edwards25519.Point).ScalarBaseMult(k).Bytes()}, nil
		},
	},
	// Point.SetBytes accepts non-canonical encodings; Scalar.SetCanonicalBytes
	// rejects scalars >= l.
	Policies: map[string]string{
		"edwards25519/point_add":        "point:lenient",
		"edwards25519/point_negate":     "point:lenient",
		"edwards25519/scalar_base_mult": "scalar:canonical",
	},
}

// Secp256k1 adapts decred's secp256k1 field and point API.
var Secp256k1 = &catalog.Funcs{
	ImplName: "secp256k1-lib",
	Table: map[string]catalog.OpFunc{
		"secp256k1/field_mul": func(in catalog.Values) (catalog.Values, error) {
			if len(in["a"]) != 32 || len(in["b"]) != 32 {
				return nil, errors.New("field elements are 32 bytes")
			}
			var a, b secp256k1.FieldVal
			a.SetByteSlice(in["a"])
			b.SetByteSlice(in["b"])
			r := new(secp256k1.FieldVal).Mul2(&a, &b)
			r.Normalize()
			out := r.Bytes()
			return catalog.Values{"r": out[:]}, nil
		},
		"secp256k1/scalar_mult": func(in catalog.Values) (catalog.Values, error) {
			if len(in["k"]) != 32 {
				return nil, errors.New("scalars are 32 bytes")
			}
			var k secp256k1.ModNScalar
			k.SetByteSlice(in["k"])
			pub, err := secp256k1.ParsePubKey(in["p"])
			if err != nil {
				return nil, err
			}
			var p, r secp256k1.JacobianPoint
			pub.AsJacobian(&p)
			secp256k1.ScalarMultNonConst(&k, &p, &r)
			if r.Z.IsZero() {
				return catalog.Values{"r": {0}}, nil
			}
			r.ToAffine()
			return catalog.Values{"r": secp256k1.NewPublicKey(&r.X, &r.Y).SerializeUncompressed()}, nil
		},
	},
	// ParsePubKey rejects the identity encoding and accepts hybrid ones.
	Policies: map[string]string{"secp256k1/scalar_mult": "point:no-identity+point:hybrid"},
}
