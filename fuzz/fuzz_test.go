package fuzz

import (
	"strings"
	"sync"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/conformance"
	"github.com/curvecheck/curvecheck/engine"
	_ "github.com/curvecheck/curvecheck/impls/all"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

var checker = &engine.Checker{Ref: refimpl.New(), Impls: catalog.Impls()}

func check(t *testing.T, op catalog.Op, in catalog.Values) {
	for _, f := range checker.Check(op, in) {
		t.Error(f.Reproducer())
	}
}

// opsSeeds is FuzzOps's seeds, the first 8 edge cases of every
// operation, made once.
var opsSeeds = sync.OnceValue(func() [][]any {
	var seeds [][]any
	for _, op := range catalog.Ops() {
		for i, in := range op.Edges() {
			if i >= 8 {
				break
			}
			seeds = append(seeds, []any{op.Name, catalog.EncodeInputs(op, in)})
		}
	}
	return seeds
})

func FuzzOps(f *testing.F) {
	if conformance.SeedsWanted(f) {
		for _, s := range opsSeeds() {
			conformance.AddSeed(f, "FuzzOps", s...)
		}
	}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		op, ok := catalog.LookupOp(name)
		if !ok {
			return
		}
		check(t, op, catalog.DecodeInputs(op, data))
	})
}

// familyTarget fuzzes the operations whose names start with prefix.
func familyTarget(f *testing.F, target, prefix string) {
	opsTarget(f, target, prefix, func(name string) bool { return strings.HasPrefix(name, prefix) })
}

// opsFixture is an operation-selecting target's operations and seeds.
type opsFixture struct {
	ops   []catalog.Op
	seeds func() [][]any
}

// opsFixtures holds them by target name, made once (a libFuzzer build runs
// the target function per input).
var opsFixtures sync.Map

// opsTarget fuzzes the operations keep selects (what names them).
func opsTarget(f *testing.F, target, what string, keep func(name string) bool) {
	v, ok := opsFixtures.Load(target)
	if !ok {
		fx := &opsFixture{}
		for _, op := range catalog.Ops() {
			if keep(op.Name) {
				fx.ops = append(fx.ops, op)
			}
		}
		fx.seeds = sync.OnceValue(func() [][]any {
			var seeds [][]any
			for i, op := range fx.ops {
				for j, in := range op.Edges() {
					if j%4 == 0 { // a sample of the edge cases
						seeds = append(seeds, []any{uint8(i), catalog.EncodeInputs(op, in)})
					}
				}
			}
			return seeds
		})
		v, _ = opsFixtures.LoadOrStore(target, fx)
	}
	fx := v.(*opsFixture)
	if len(fx.ops) == 0 {
		f.Fatalf("no operation is %s", what)
	}
	// The edge cases take seconds to make for some families: not where the
	// seeds would be dropped (a libFuzzer build).
	if conformance.SeedsWanted(f) {
		for _, s := range fx.seeds() {
			conformance.AddSeed(f, target, s...)
		}
	}
	ops := fx.ops
	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		op := ops[int(sel)%len(ops)]
		check(t, op, catalog.DecodeInputs(op, data))
	})
}

func FuzzEdwards25519(f *testing.F) { familyTarget(f, "FuzzEdwards25519", "edwards25519/") }
func FuzzSecp256k1(f *testing.F)    { familyTarget(f, "FuzzSecp256k1", "secp256k1/") }
func FuzzP384(f *testing.F)         { familyTarget(f, "FuzzP384", "p384/") }
func FuzzEd25519(f *testing.F)      { familyTarget(f, "FuzzEd25519", "ed25519/") }
func FuzzX25519(f *testing.F)       { familyTarget(f, "FuzzX25519", "x25519/") }
func FuzzBIP352(f *testing.F)       { familyTarget(f, "FuzzBIP352", "bip352/") }

// FuzzH2C: every hash-to-curve and expand_message_xmd operation, all
// families, one target.
func FuzzH2C(f *testing.F) {
	opsTarget(f, "FuzzH2C", "hash-to-curve", func(name string) bool {
		return strings.HasSuffix(name, "/hash_to_curve") || strings.HasSuffix(name, "/encode_to_curve") || strings.HasPrefix(name, "expand_message_xmd/")
	})
}
