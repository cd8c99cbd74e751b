package catalog_test

import (
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// TestBIP352Generators holds the generated BIP-352 cases to the shapes a
// differential run needs: scans that find outputs (some under a label,
// some at k >= 1) and scans that find none, sendings that succeed and
// edge cases that fail, inputs of every kind counted or not.
func TestBIP352Generators(t *testing.T) {
	ref := refimpl.New()
	r := rand.New(rand.NewSource(1))
	run := func(name string, n int) (ok, rejected int, outs []catalog.Values) {
		op, _ := catalog.LookupOp(name)
		cases := op.Edges()
		for range n {
			cases = append(cases, op.Gen(r))
		}
		for _, in := range cases {
			out, err := ref.Run(name, in)
			if err != nil {
				rejected++
				continue
			}
			ok++
			outs = append(outs, out)
		}
		return ok, rejected, outs
	}
	_, _, scans := run("bip352/scan", 60)
	var none, some, labeled, several int
	for _, out := range scans {
		found := out["found"]
		switch n := len(found) / 69; {
		case n == 0:
			none++
		default:
			some++
			if n >= 2 {
				several++
			}
			for i := 0; i < len(found); i += 69 {
				if found[i+64] == 1 {
					labeled++
					break
				}
			}
		}
	}
	t.Logf("scan: %d with no output found, %d with some (%d with two or more, %d with a label)", none, some, several, labeled)
	if none == 0 || some < 10 || labeled < 3 || several < 3 {
		t.Error("the scan generator misses a shape")
	}
	sent, failed, _ := run("bip352/create_outputs", 40)
	t.Logf("create_outputs: %d sent, %d failed", sent, failed)
	if sent < 30 || failed < 2 {
		t.Error("the sending generator misses a shape")
	}
	counted, notCounted, _ := run("bip352/input_pubkey", 60)
	t.Logf("input_pubkey: %d counted, %d not", counted, notCounted)
	if counted < 20 || notCounted < 10 {
		t.Error("the input generator misses a shape")
	}
}
