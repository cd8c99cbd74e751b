package conformance_test

import (
	"bytes"
	"fmt"
	"math/big"
	"os"
	osexec "os/exec"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/conformance"
	_ "github.com/curvecheck/curvecheck/impls/all"
	"github.com/curvecheck/curvecheck/impls/exec"
	"github.com/curvecheck/curvecheck/impls/exec/serve"
)

func registered(name string) catalog.Impl {
	for _, im := range catalog.Impls() {
		if im.Name() == name {
			return im
		}
	}
	return nil
}

// nMinusOne is decred's scalar multiplication made wrong for the scalar
// n-1 only (it returns the generator instead of -P): the kind of slip an
// edge case exists to catch.
type nMinusOne struct{ catalog.Impl }

func (w nMinusOne) Name() string { return "n-minus-one" }
func (w nMinusOne) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Policy: func(op string) string { return catalog.PolicyOf(w.Impl, op) }}
}
func (w nMinusOne) Supports(op string) bool {
	return op == "secp256k1/scalar_mult" || op == "secp256k1/scalar_base_mult"
}
func (w nMinusOne) Run(op string, in catalog.Values) (catalog.Values, error) {
	nm1 := new(big.Int).Sub(catalog.Secp256k1.N, big.NewInt(1))
	if bytes.Equal(in["k"], catalog.Secp256k1.Scalar(nm1)) {
		return catalog.Values{"r": catalog.Secp256k1.BasePoint()}, nil
	}
	return w.Impl.Run(op, in)
}

// TestMain lets the test binary serve an adapter over the exec protocol
// when CURVECHECK_CONFORMANCE_EXEC is set.
func TestMain(m *testing.M) {
	if os.Getenv("CURVECHECK_CONFORMANCE_EXEC") == "third" {
		serve.Serve(&everyThird{Impl: registered("decred")}, os.Stdin, os.Stdout)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// everyThird is decred's scalar multiplication answering "unsupported" to
// every third request, without declaring any input class: an adapter that
// declines whatever it is unsure of.
type everyThird struct {
	catalog.Impl
	n int
}

func (e *everyThird) Name() string { return "every-third" }
func (e *everyThird) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Policy: func(op string) string { return catalog.PolicyOf(e.Impl, op) }}
}
func (e *everyThird) Supports(op string) bool { return op == "secp256k1/scalar_mult" }
func (e *everyThird) Run(op string, in catalog.Values) (catalog.Values, error) {
	e.n++
	if e.n%3 == 0 {
		return nil, fmt.Errorf("every third: %w", catalog.ErrUnsupported)
	}
	return e.Impl.Run(op, in)
}

// panicky is decred's scalar multiplication panicking on every call.
type panicky struct{ catalog.Impl }

func (p panicky) Capabilities() catalog.Capabilities                       { return catalog.Capabilities{} }
func (p panicky) Name() string                                             { return "panicky" }
func (p panicky) Supports(op string) bool                                  { return op == "secp256k1/scalar_mult" }
func (p panicky) Run(op string, in catalog.Values) (catalog.Values, error) { panic("boom") }

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

// childRun runs TestChildRun in a child test process with the given mode
// and returns its output; the child must fail.
func childRun(t *testing.T, mode string) []byte {
	t.Helper()
	if os.Getenv("CURVECHECK_CONFORMANCE_CHILD") != "" {
		t.Skip("inside a child")
	}
	cmd := osexec.Command(os.Args[0], "-test.run=^TestChildRun$", "-test.v")
	cmd.Env = append(os.Environ(), "CURVECHECK_CONFORMANCE_CHILD="+mode)
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("conformance.Run passed the %s adapter:\n%s", mode, out)
	}
	return out
}

func wantOutput(t *testing.T, out []byte, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestRunFailsWithReplayLine runs conformance.Run on the wrong adapter in a
// child test process and checks that the test fails and prints the
// reproducer and the go test -run line.
func TestRunFailsWithReplayLine(t *testing.T) {
	out := childRun(t, "n-minus-one")
	wantOutput(t, out, "FINDING mismatch: secp256k1/scalar_mult", "replay: CURVECHECK_SEED=", "go test -run '^TestChildRun$/^secp256k1$/^scalar_mult$/^edges$'")
}

// TestRunFailsOnUndeclaredUnsupported: an exec adapter that answers
// "unsupported" to every third request fails conformance.Run.
func TestRunFailsOnUndeclaredUnsupported(t *testing.T) {
	out := childRun(t, "every-third")
	wantOutput(t, out, "FINDING unsupported: secp256k1/scalar_mult [exec:every-third", "--- FAIL: TestChildRun/secp256k1/scalar_mult/random")
}

// TestRunReportsPanicsInInvariants: the invariants subtest of an operation
// that panics fails (it was once skipped for lack of an evaluated law).
func TestRunReportsPanicsInInvariants(t *testing.T) {
	out := childRun(t, "panicky")
	wantOutput(t, out, "--- FAIL: TestChildRun/secp256k1/scalar_mult/invariants", "scalar_mult panicked")
	if bytes.Contains(out, []byte("--- SKIP: TestChildRun/secp256k1/scalar_mult/invariants")) {
		t.Errorf("invariants skipped:\n%s", out)
	}
}

func TestChildRun(t *testing.T) {
	opts := conformance.Options{N: 3, NoVectors: true}
	switch os.Getenv("CURVECHECK_CONFORMANCE_CHILD") {
	case "n-minus-one":
		conformance.Run(t, nMinusOne{registered("decred")}, opts)
	case "every-third":
		self, err := os.Executable()
		if err != nil {
			t.Fatal(err)
		}
		t.Setenv("CURVECHECK_CONFORMANCE_EXEC", "third")
		x, err := exec.Start(self, exec.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		opts.N = 12
		conformance.Run(t, x, opts)
	case "panicky":
		conformance.Run(t, panicky{registered("decred")}, opts)
	default:
		t.Skip("run by the tests that call childRun")
	}
}

// TestCheckCountsUnsupported: Check says what it covered; an undeclared
// unsupported answer on an input the reference accepts is a finding.
func TestCheckCountsUnsupported(t *testing.T) {
	rep, err := conformance.Check(&everyThird{Impl: registered("decred")}, conformance.Options{N: 12, Seed: 1, NoVectors: true})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range rep.Findings {
		if strings.Contains(f.Text, "FINDING unsupported") {
			n++
		}
	}
	if n == 0 || rep.Outcomes.Fail < n || rep.Cases == 0 {
		t.Fatalf("%d unsupported findings; outcomes %s", n, rep.Outcomes.Summary())
	}
}

// TestRegisteredLibrariesConform runs the conformance suite on two
// registered adapters.
func TestRegisteredLibrariesConform(t *testing.T) {
	conformance.Run(t, registered("filippo"), conformance.Options{N: 10, Ops: []string{"edwards25519/*"}})
	conformance.Run(t, registered("stdlib"), conformance.Options{N: 10, Ops: []string{"ed25519/*", "x25519/*"}})
}
