package catalog_test

import (
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	_ "github.com/curvecheck/curvecheck/impls/all"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/internal/proptest"
)

// agreeProp is the property "impl agrees with the reference under impl's
// declared policy" on op.
func agreeProp(c *engine.Checker, op catalog.Op) gopter.Prop {
	return prop.ForAll(func(in catalog.Values) string {
		for _, f := range c.Check(op, in) {
			return f.Reproducer()
		}
		return ""
	}, op.Generator())
}

// TestCatalogProperties: for every operation and every implementation of
// it, outputs agree with the reference (and so, policy for policy, with
// each other) on generated inputs.
func TestCatalogProperties(t *testing.T) {
	// One memo: every implementation of an operation draws the same
	// cases (one seed per process), whose expected values the reference
	// then computes once.
	ref := refimpl.NewMemo(new(refimpl.Memo))
	for _, op := range catalog.Ops() {
		for _, im := range catalog.Impls() {
			if im.Name() == refimpl.Name || !im.Supports(op.Name) {
				continue
			}
			// The protocol operations cost the reference up to a second a
			// case: two cases each here (their packages hold the fast code to
			// the reference byte for byte).
			n := 8
			if strings.Contains(op.Name, "/oprf_") || strings.Contains(op.Name, "/pmbtoken_") {
				n = 2
			}
			t.Run(op.Name+"/"+im.Name(), func(t *testing.T) {
				t.Parallel()
				props := gopter.NewProperties(proptest.Parameters(t, n))
				props.Property("agrees with ref", agreeProp(&engine.Checker{Ref: ref, Impls: []catalog.Impl{im}}, op))
				props.TestingRun(t)
			})
		}
	}
}

// broken is decred's scalar_add made wrong whenever the top byte of a is
// non-zero.
type broken struct{ catalog.Impl }

func (b broken) Name() string { return "broken" }
func (b broken) Run(op string, in catalog.Values) (catalog.Values, error) {
	out, err := b.Impl.Run(op, in)
	if err == nil && len(in["a"]) > 0 && in["a"][0] != 0 {
		out["r"] = append([]byte{out["r"][0] ^ 1}, out["r"][1:]...)
	}
	return out, err
}

// TestShrinkingFindsMinimalInput: the property fails on the broken
// implementation and gopter shrinks the input to one whose other bytes are
// cleared.
func TestShrinkingFindsMinimalInput(t *testing.T) {
	var decred catalog.Impl
	for _, im := range catalog.Impls() {
		if im.Name() == "decred" {
			decred = im
		}
	}
	if decred == nil {
		t.Fatal("decred not registered")
	}
	op, _ := catalog.LookupOp("secp256k1/scalar_add")
	params := proptest.Parameters(t, 100)
	res := agreeProp(&engine.Checker{Ref: refimpl.New(), Impls: []catalog.Impl{broken{decred}}}, op).Check(params)
	if res.Passed() || len(res.Args) != 1 {
		t.Fatalf("broken implementation passed: %+v", res)
	}
	min := res.Args[0].Arg.(catalog.Values)
	nz := 0
	for _, v := range [][]byte{min["a"][1:], min["b"]} {
		for _, x := range v {
			if x != 0 {
				nz++
			}
		}
	}
	if res.Args[0].Shrinks == 0 || nz > 2 {
		t.Fatalf("not shrunk to a minimal input: %d shrinks, %x", res.Args[0].Shrinks, min)
	}
}
