package engine_test

import (
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// replay is a reference that answers from a table computed beforehand, so
// that a benchmark of the engine measures the engine and the implementation
// under test, not the slow reference.
type replay struct {
	catalog.Impl
	answers map[string]catalog.Result
	op      catalog.Op
}

func (r *replay) Run(op string, in catalog.Values) (catalog.Values, error) {
	a := r.answers[string(catalog.EncodeInputs(r.op, in))]
	return a.Out, a.Err
}
func (r *replay) WithPolicy(op, pol string) (catalog.Impl, error) { return r, nil }
func (r *replay) Policies(string) []string                        { return nil }
func (r *replay) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Policies: r.Policies, WithPolicy: r.WithPolicy}
}

// BenchmarkEngineOverhead compares, per case, an implementation called
// directly (direct) with the same calls made through the engine (engine);
// the difference is the engine's overhead.
func BenchmarkEngineOverhead(b *testing.B) {
	for _, tc := range []struct{ op, impl string }{
		{"secp256k1/scalar_base_mult", "decred"},
		{"edwards25519/scalar_mult", "filippo"},
		{"ed25519/verify", "stdlib"},
	} {
		op, _ := catalog.LookupOp(tc.op)
		var impl catalog.Impl
		for _, im := range catalog.Impls() {
			if im.Name() == tc.impl {
				impl = im
			}
		}
		r := rand.New(rand.NewSource(1))
		const n = 64
		var cases []catalog.Values
		ref := &replay{Impl: refimpl.New(), answers: map[string]catalog.Result{}, op: op}
		for len(cases) < n {
			in := op.Gen(r)
			cases = append(cases, in)
			// The answers are the implementation's own, so every case agrees.
			out, err := impl.Run(op.Name, in)
			ref.answers[string(catalog.EncodeInputs(op, in))] = catalog.Result{Out: out, Err: err}
		}
		op.Edges = func() []catalog.Values { return cases }
		b.Run(tc.op+"/direct", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				for _, in := range cases {
					impl.Run(op.Name, in)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/case")
		})
		b.Run(tc.op+"/engine", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: ref, Impls: []catalog.Impl{impl}, N: 0})
				if err != nil || rep.Ops[0].Stats[0].Agree != n {
					b.Fatalf("%v %+v", err, rep.Ops[0].Stats[0])
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/case")
		})
	}
}
