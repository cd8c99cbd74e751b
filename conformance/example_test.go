package conformance_test

import (
	"fmt"

	"filippo.io/edwards25519"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/conformance"
)

// An adapter for one operation of a library, checked without go test.
func ExampleCheck() {
	impl := &catalog.Funcs{
		ImplName: "mylib",
		Table: map[string]catalog.OpFunc{
			"edwards25519/point_negate": func(in catalog.Values) (catalog.Values, error) {
				p, err := new(edwards25519.Point).SetBytes(in["p"])
				if err != nil {
					return nil, err
				}
				return catalog.Values{"r": new(edwards25519.Point).Negate(p).Bytes()}, nil
			},
		},
		// SetBytes accepts non-canonical encodings: say so.
		Policies: map[string]string{"edwards25519/point_negate": "point:lenient"},
	}
	rep, err := conformance.Check(impl, conformance.Options{N: 20, Seed: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(rep.Ops, len(rep.Findings), "findings")
	// Output: [edwards25519/point_negate] 0 findings
}

// A wrong adapter: negation forgotten.
func ExampleCheck_finding() {
	impl := &catalog.Funcs{
		ImplName: "buggy",
		Table: map[string]catalog.OpFunc{
			"edwards25519/point_negate": func(in catalog.Values) (catalog.Values, error) {
				p, err := new(edwards25519.Point).SetBytes(in["p"])
				if err != nil {
					return nil, err
				}
				return catalog.Values{"r": p.Bytes()}, nil
			},
		},
		Policies: map[string]string{"edwards25519/point_negate": "point:lenient"},
	}
	rep, _ := conformance.Check(impl, conformance.Options{N: 5, Seed: 1, NoVectors: true})
	fmt.Println(rep.Findings[0].Check, rep.Findings[0].Op)
	// Output: edges edwards25519/point_negate
}
