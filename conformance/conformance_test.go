package conformance_test

import (
	"bytes"
	"math/big"
	"os"
	osexec "os/exec"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/conformance"
	"github.com/curvecheck/curvecheck/diff"
	_ "github.com/curvecheck/curvecheck/diff/all"
)

func registered(name string) diff.Impl {
	for _, im := range diff.Impls() {
		if im.Name() == name {
			return im
		}
	}
	return nil
}

// nMinusOne is decred's scalar multiplication made wrong for the scalar
// n-1 only (it returns the generator instead of -P): the kind of slip an
// edge case exists to catch.
type nMinusOne struct{ diff.Impl }

func (w nMinusOne) Name() string            { return "n-minus-one" }
func (w nMinusOne) Policy(op string) string { return diff.PolicyOf(w.Impl, op) }
func (w nMinusOne) Supports(op string) bool {
	return op == "secp256k1/scalar_mult" || op == "secp256k1/scalar_base_mult"
}
func (w nMinusOne) Run(op string, in diff.Values) (diff.Values, error) {
	nm1 := new(big.Int).Sub(diff.Secp256k1.N, big.NewInt(1))
	if bytes.Equal(in["k"], diff.Secp256k1.Scalar(nm1)) {
		return diff.Values{"r": diff.Secp256k1.BasePoint()}, nil
	}
	return w.Impl.Run(op, in)
}

func TestWrongAdapterFails(t *testing.T) {
	rep, err := conformance.Check(nMinusOne{registered("decred")}, conformance.Options{N: 5, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) == 0 {
		t.Fatal("the n-1 slip was not caught")
	}
	if len(rep.Findings) != 2 {
		t.Errorf("want one finding in each of scalar_mult and scalar_base_mult, got %d", len(rep.Findings))
	}
	f := rep.Findings[0]
	if f.Check != "edges" || !strings.Contains(f.Text, "in  k = fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140") {
		t.Fatalf("finding without the reproducer: %+v", f)
	}
}

// TestRunFailsWithReplayLine runs conformance.Run on the wrong adapter in a
// child test process and checks that the test fails and prints the
// reproducer and the go test -run line.
func TestRunFailsWithReplayLine(t *testing.T) {
	if os.Getenv("CURVECHECK_CONFORMANCE_CHILD") == "1" {
		return
	}
	cmd := osexec.Command(os.Args[0], "-test.run=^TestChildRun$", "-test.v")
	cmd.Env = append(os.Environ(), "CURVECHECK_CONFORMANCE_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("conformance.Run passed the wrong adapter:\n%s", out)
	}
	for _, want := range []string{"FINDING mismatch: secp256k1/scalar_mult", "replay: CURVECHECK_SEED=", "go test -run '^TestChildRun$/^secp256k1$/^scalar_mult$/^edges$'"} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestChildRun(t *testing.T) {
	if os.Getenv("CURVECHECK_CONFORMANCE_CHILD") != "1" {
		t.Skip("run by TestRunFailsWithReplayLine")
	}
	conformance.Run(t, nMinusOne{registered("decred")}, conformance.Options{N: 3, NoVectors: true})
}

// TestRegisteredLibrariesConform runs the conformance suite on two
// registered adapters.
func TestRegisteredLibrariesConform(t *testing.T) {
	conformance.Run(t, registered("filippo"), conformance.Options{N: 10, Ops: []string{"edwards25519/*"}})
	conformance.Run(t, registered("stdlib"), conformance.Options{N: 10, Ops: []string{"ed25519/*", "x25519/*"}})
}
