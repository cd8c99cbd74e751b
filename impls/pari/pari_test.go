package pari

import (
	"errors"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/internal/gp/gptest"
)

// served returns the catalog operations x serves.
func served(t *testing.T, x *Impl, match func(string) bool) []catalog.Op {
	t.Helper()
	var ops []catalog.Op
	for _, op := range catalog.Ops() {
		if x.Supports(op.Name) && match(op.Name) {
			ops = append(ops, op)
		}
	}
	if len(ops) == 0 {
		t.Fatal("no operation served")
	}
	return ops
}

// TestDiff: one sixteenth of the cases of a differential run (edge cases and
// 20 random cases per operation, every operation pari serves) agree with
// the reference.
func TestDiff(t *testing.T) {
	gptest.Need(t, "the pari implementation is not tested")
	x := New()
	defer x.Close()
	ops := served(t, x, func(string) bool { return true })
	if len(ops) != len(x.Ops()) {
		t.Fatalf("the catalog has %d of the %d operations pari serves", len(ops), len(x.Ops()))
	}
	rep, err := engine.Run(engine.Config{Ops: ops, Ref: refimpl.New(), Impls: []catalog.Impl{x}, N: 20, Seed: 30,
		Shard: engine.Shard{Index: 0, Count: 16}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Findings {
		t.Error(f.Reproducer())
	}
	if rep.Verdict.Status != engine.Clean {
		t.Fatalf("verdict %s", rep.Verdict)
	}
}

// TestWrongAnswerFound: gp made to compute something else (through the
// test hook that rewrites expressions) is found by the comparison.
func TestWrongAnswerFound(t *testing.T) {
	gptest.Need(t, "the pari implementation is not tested")
	for _, c := range []struct {
		op     string
		mutate func(string) string
	}{
		// field multiplication computed as addition
		{"secp256k1/field_mul", func(e string) string { return strings.Replace(e, "cc_mul(", "cc_add(", 1) }},
		// the last argument (the scalar, the u-coordinate) plus one
		{"edwards25519/scalar_base_mult", plusOne},
		{"p384/scalar_mult", func(e string) string { return strings.Replace(e, "cc_pmul(2,", "cc_pmul(2,1+", 1) }},
		{"x25519/ecdh", plusOne},
		{"p256/ecdh", func(e string) string { return strings.Replace(e, "cc_ecdh(3,", "cc_ecdh(3,1+", 1) }},
		// ECDSA verification with the low-S rule switched on: the high-S
		// twins of valid signatures are rejected
		{"p384/ecdsa_verify", func(e string) string { return strings.TrimSuffix(e, ",0)") + ",1)" }},
		// the BIP-340 challenge plus one
		{"secp256k1/bip340_verify", plusOne},
		{"ed25519/verify", plusOne},
	} {
		t.Run(c.op, func(t *testing.T) {
			x := New()
			defer x.Close()
			x.mutate = c.mutate
			ops := served(t, x, func(name string) bool { return name == c.op })
			rep, err := engine.Run(engine.Config{Ops: ops, Ref: refimpl.New(), Impls: []catalog.Impl{x}, N: 4, Seed: 30,
				Shard: engine.Shard{Index: 0, Count: 4}})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Verdict.Status != engine.Findings || len(rep.Findings) == 0 {
				t.Fatalf("a wrong %s was not found: %s", c.op, rep.Verdict)
			}
		})
	}
}

func plusOne(e string) string { return e[:len(e)-1] + "+1)" }

// TestBrokenGP: a GP error other than a rejection is a broken result (a
// finding), never a rejection that could agree with the reference's.
func TestBrokenGP(t *testing.T) {
	gptest.Need(t, "the pari implementation is not tested")
	x := New()
	defer x.Close()
	x.mutate = func(e string) string { return strings.Replace(e, "cc_inv(", "cc_no_such_function(", 1) }
	f := catalog.Secp256k1
	_, err := x.Run("secp256k1/field_invert", catalog.Values{"a": f.FE(f.P)})
	if !errors.Is(err, catalog.ErrBroken) {
		t.Fatalf("an undefined GP function gave %v, want a broken result", err)
	}
}

// TestWithoutGP: without gp on PATH nothing is supported, Unavailable
// says why, and a run over pari's operations passes nothing.
func TestWithoutGP(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	x := New()
	if err := x.Unavailable(); !errors.Is(err, claim.ErrNoGP) {
		t.Fatalf("Unavailable() = %v, want ErrNoGP", err)
	}
	var ops []catalog.Op
	for _, name := range x.Ops() {
		if x.Supports(name) {
			t.Errorf("%s supported without gp", name)
		}
		if op, ok := catalog.LookupOp(name); ok {
			ops = append(ops, op)
		}
	}
	if _, err := x.Run("secp256k1/field_add", catalog.Values{}); !errors.Is(err, catalog.ErrBroken) || !errors.Is(err, claim.ErrNoGP) {
		t.Errorf("Run without gp: %v", err)
	}
	rep, err := engine.Run(engine.Config{Ops: ops, Ref: refimpl.New(), Impls: []catalog.Impl{x}, N: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict.Status == engine.Clean || rep.Verdict.Outcomes.Pass != 0 {
		t.Fatalf("a run without gp: %s", rep.Verdict)
	}
}
