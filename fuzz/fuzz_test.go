package fuzz

import (
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/diff"
	_ "github.com/curvecheck/curvecheck/diff/all"
	"github.com/curvecheck/curvecheck/diff/refimpl"
)

var checker = &diff.Checker{Ref: refimpl.New(), Impls: diff.Impls()}

func check(t *testing.T, op diff.Op, in diff.Values) {
	for _, f := range checker.Check(op, in) {
		t.Error(f.Reproducer())
	}
}

func FuzzOps(f *testing.F) {
	for _, op := range diff.Ops() {
		for i, in := range op.Edges() {
			if i >= 8 {
				break
			}
			f.Add(op.Name, diff.EncodeInputs(op, in))
		}
	}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		op, ok := diff.LookupOp(name)
		if !ok {
			return
		}
		check(t, op, diff.DecodeInputs(op, data))
	})
}

// familyTarget fuzzes the operations whose names start with prefix.
func familyTarget(f *testing.F, prefix string) {
	opsTarget(f, prefix, func(name string) bool { return strings.HasPrefix(name, prefix) })
}

// opsTarget fuzzes the operations keep selects (what names them).
func opsTarget(f *testing.F, what string, keep func(name string) bool) {
	var ops []diff.Op
	for _, op := range diff.Ops() {
		if keep(op.Name) {
			ops = append(ops, op)
		}
	}
	if len(ops) == 0 {
		f.Fatalf("no operation is %s", what)
	}
	for i, op := range ops {
		for j, in := range op.Edges() {
			if j%4 == 0 { // a sample of the edge cases
				f.Add(uint8(i), diff.EncodeInputs(op, in))
			}
		}
	}
	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		op := ops[int(sel)%len(ops)]
		check(t, op, diff.DecodeInputs(op, data))
	})
}

func FuzzEdwards25519(f *testing.F) { familyTarget(f, "edwards25519/") }
func FuzzSecp256k1(f *testing.F)    { familyTarget(f, "secp256k1/") }
func FuzzP384(f *testing.F)         { familyTarget(f, "p384/") }
func FuzzEd25519(f *testing.F)      { familyTarget(f, "ed25519/") }
func FuzzX25519(f *testing.F)       { familyTarget(f, "x25519/") }
func FuzzBIP352(f *testing.F)       { familyTarget(f, "bip352/") }

// FuzzH2C: every hash-to-curve and expand_message_xmd operation, all
// families, one target.
func FuzzH2C(f *testing.F) {
	opsTarget(f, "hash-to-curve", func(name string) bool {
		return strings.HasSuffix(name, "/hash_to_curve") || strings.HasSuffix(name, "/encode_to_curve") || strings.HasPrefix(name, "expand_message_xmd/")
	})
}
