package diff_test

import (
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"

	"github.com/curvecheck/curvecheck/diff"
	_ "github.com/curvecheck/curvecheck/diff/all"
	"github.com/curvecheck/curvecheck/diff/refimpl"
	"github.com/curvecheck/curvecheck/internal/proptest"
)

// agreeProp is the property "impl agrees with the reference under impl's
// declared policy" on op.
func agreeProp(c *diff.Checker, op diff.Op) gopter.Prop {
	return prop.ForAll(func(in diff.Values) string {
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
	ref := refimpl.New()
	for _, op := range diff.Ops() {
		for _, im := range diff.Impls() {
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
				props.Property("agrees with ref", agreeProp(&diff.Checker{Ref: ref, Impls: []diff.Impl{im}}, op))
				props.TestingRun(t)
			})
		}
	}
}

// broken is decred's scalar_add made wrong whenever the top byte of a is
// non-zero.
type broken struct{ diff.Impl }

func (b broken) Name() string { return "broken" }
func (b broken) Run(op string, in diff.Values) (diff.Values, error) {
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
	var decred diff.Impl
	for _, im := range diff.Impls() {
		if im.Name() == "decred" {
			decred = im
		}
	}
	if decred == nil {
		t.Fatal("decred not registered")
	}
	op, _ := diff.LookupOp("secp256k1/scalar_add")
	params := proptest.Parameters(t, 100)
	res := agreeProp(&diff.Checker{Ref: refimpl.New(), Impls: []diff.Impl{broken{decred}}}, op).Check(params)
	if res.Passed() || len(res.Args) != 1 {
		t.Fatalf("broken implementation passed: %+v", res)
	}
	min := res.Args[0].Arg.(diff.Values)
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
