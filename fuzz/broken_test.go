//go:build curvecheck_broken

package fuzz

import (
	"errors"
	"math/big"
	"sync"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/conformance"
)

// FuzzBrokenAdapter is the fuzzing path's positive control, built only
// with -tags curvecheck_broken (make libfuzzer builds it and requires a
// crash): an adapter whose secp256k1 field addition loses the carry out of
// 256 bits, so a + b ≥ 2^256 comes back 2^256 − p = 0x1000003d1 short. Its
// seeds are small numbers, none near the bug: the fuzzer has to find an
// input with both top bytes large.
func FuzzBrokenAdapter(f *testing.F) {
	tg, err := brokenTarget()
	if err != nil {
		f.Fatal(err)
	}
	op, _ := catalog.LookupOp("secp256k1/field_add")
	for _, n := range []byte{1, 2, 7} {
		a, b := make([]byte, 32), make([]byte, 32)
		a[31], b[31] = n, n+1
		conformance.AddSeed(f, "FuzzBrokenAdapter", uint8(0), catalog.EncodeInputs(op, catalog.Values{"a": a, "b": b}))
	}
	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		if msg := tg.Check(sel, data); msg != "" {
			t.Error(msg)
		}
	})
}

var brokenTarget = sync.OnceValues(func() (*conformance.FuzzTarget, error) {
	return conformance.NewFuzzTarget(lostCarry, conformance.Options{})
})

var secpP, _ = new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", 16)

var lostCarry = &catalog.Funcs{
	ImplName: "lost-carry",
	Table: map[string]catalog.OpFunc{
		"secp256k1/field_add": func(in catalog.Values) (catalog.Values, error) {
			a, b := new(big.Int).SetBytes(in["a"]), new(big.Int).SetBytes(in["b"])
			if len(in["a"]) != 32 || len(in["b"]) != 32 || a.Cmp(secpP) >= 0 || b.Cmp(secpP) >= 0 {
				return nil, errors.New("lost-carry: field element not canonical")
			}
			s := new(big.Int).Add(a, b)
			s.SetBytes(s.FillBytes(make([]byte, 33))[1:]) // the bug: the carry is dropped
			if s.Cmp(secpP) >= 0 {
				s.Sub(s, secpP)
			}
			return catalog.Values{"r": s.FillBytes(make([]byte, 32))}, nil
		},
	},
}
