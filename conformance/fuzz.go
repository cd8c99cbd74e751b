package conformance

import (
	"testing"

	"github.com/curvecheck/curvecheck/diff"
)

// Fuzz is a native fuzz target over the operations impl supports: the
// fuzzer's first argument picks the operation, the second is decoded into
// its inputs (diff.DecodeInputs), and every case is compared with the
// reference under impl's declared policy. It is seeded with a sample of
// every operation's edge cases (Run checks them all), which go test runs
// even without -fuzz.
func Fuzz(f *testing.F, impl diff.Impl, opts Options) {
	f.Helper()
	impl = opts.impl(impl)
	ops, err := opts.ops(impl)
	if err != nil {
		f.Fatal(err)
	}
	if len(ops) == 0 {
		f.Fatalf("%s supports no operation of the catalog", impl.Name())
	}
	for i, op := range ops {
		edges := op.Edges()
		step := max(1, len(edges)/16) // a sample keeps the fuzzer's start-up short
		for j := 0; j < len(edges); j += step {
			f.Add(uint8(i), diff.EncodeInputs(op, edges[j]))
		}
	}
	c := checker(impl)
	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		op := ops[int(sel)%len(ops)]
		for _, fd := range c.Check(op, diff.DecodeInputs(op, data)) {
			t.Error(fd.Reproducer())
		}
	})
}
