package conformance

import (
	"fmt"
	"sync"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
)

// Fuzz is a native fuzz target over the operations impl supports: the
// fuzzer's first argument picks the operation, the second is decoded into
// its inputs (catalog.DecodeInputs), and every case is compared with the
// reference under impl's declared policy. It is seeded with a sample of
// every operation's edge cases (Run checks them all), which go test runs
// even without -fuzz.
//
// A target that must also build as a libFuzzer binary (OSS-Fuzz,
// ClusterFuzzLite, make libfuzzer) cannot hand its *testing.F to another
// package: the build replaces the testing package in the target's own
// file only. Such a target uses FuzzTarget in its own file instead; see
// NewFuzzTarget.
func Fuzz(f *testing.F, impl catalog.Impl, opts Options) {
	f.Helper()
	tg, err := NewFuzzTarget(impl, opts)
	if err != nil {
		f.Fatal(err)
	}
	tg.AddSeeds(f, f.Name())
	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		if msg := tg.Check(sel, data); msg != "" {
			t.Error(msg)
		}
	})
}

// FuzzTarget is Fuzz without the testing package, for a fuzz target
// written out in the user's own file:
//
//	func FuzzMine(f *testing.F) {
//		tg, err := mine()
//		if err != nil {
//			f.Fatal(err)
//		}
//		tg.AddSeeds(f, "FuzzMine")
//		f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
//			if msg := tg.Check(sel, data); msg != "" {
//				t.Error(msg)
//			}
//		})
//	}
//
// A libFuzzer build calls the target function once per input: keep the
// FuzzTarget in a package variable (made once, as below) so that each
// input does not prepare it again.
//
//	var mine = sync.OnceValues(func() (*conformance.FuzzTarget, error) {
//		return conformance.NewFuzzTarget(Mine, conformance.Options{})
//	})
type FuzzTarget struct {
	ops   []catalog.Op
	c     *engine.Checker
	seeds func() [][]any
}

// NewFuzzTarget prepares the target over the operations impl supports
// (restricted by opts.Ops). It fails if there is none.
func NewFuzzTarget(impl catalog.Impl, opts Options) (*FuzzTarget, error) {
	impl = opts.impl(impl)
	ops, err := opts.ops(impl)
	if err != nil {
		return nil, err
	}
	if len(ops) == 0 {
		return nil, errNoOps(impl)
	}
	tg := &FuzzTarget{ops: ops, c: checker(impl)}
	tg.seeds = sync.OnceValue(tg.makeSeeds)
	return tg, nil
}

// Seeds returns the seed arguments (sel, data): a sample of every
// operation's edge cases, at most about 16 per operation so that the
// fuzzer's start-up stays short. They are made once.
func (tg *FuzzTarget) Seeds() [][]any { return tg.seeds() }

func (tg *FuzzTarget) makeSeeds() [][]any {
	var seeds [][]any
	for i, op := range tg.ops {
		edges := op.Edges()
		step := max(1, len(edges)/16)
		for j := 0; j < len(edges); j += step {
			seeds = append(seeds, []any{uint8(i), catalog.EncodeInputs(op, edges[j])})
		}
	}
	return seeds
}

// AddSeeds adds the seeds to f, which is named name (see AddSeed); it
// makes none where they would be dropped (SeedsWanted).
func (tg *FuzzTarget) AddSeeds(f Adder, name string) {
	if !SeedsWanted(f) {
		return
	}
	for _, s := range tg.Seeds() {
		AddSeed(f, name, s...)
	}
}

// Check runs one fuzz input: sel picks the operation (modulo their
// number), data is decoded into its inputs. It returns the reproducers of
// every disagreement with the reference, or "".
func (tg *FuzzTarget) Check(sel uint8, data []byte) string {
	op := tg.ops[int(sel)%len(tg.ops)]
	var msg string
	for _, fd := range tg.c.Check(op, catalog.DecodeInputs(op, data)) {
		msg += fd.Reproducer()
	}
	return msg
}

func errNoOps(impl catalog.Impl) error {
	return fmt.Errorf("%s supports no operation of the catalog (see curvecheck ops)", impl.Name())
}
