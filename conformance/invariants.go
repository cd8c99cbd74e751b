package conformance

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math/big"
	"math/rand"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/outcome"
)

// inv runs the implementation's own operations to check algebraic laws: no
// reference is consulted.
type inv struct {
	impl catalog.Impl
	f    *catalog.Family
	op   catalog.Op
	res  partResult
	n    int
}

// law records one evaluated law: holds (a pass), or a failure described by
// format.
func (v *inv) law(holds bool, format string, a ...any) {
	if holds {
		v.res.tally.Add(outcome.Pass, "")
		return
	}
	v.fail(format, a...)
}

func (v *inv) call(op string, in catalog.Values) ([]byte, bool) {
	res := catalog.Call(v.impl, v.f.Name+"/"+op, in)
	if res.Panic {
		v.fail("%s panicked on %s: %v", op, fmtValues(in), res.Err)
		return nil, false
	}
	if res.Err != nil {
		return nil, false
	}
	return res.Out["r"], true
}

func (v *inv) has(op string) bool { return v.impl.Supports(v.f.Name + "/" + op) }

// fail records a failed law or a panic.
func (v *inv) fail(format string, a ...any) {
	v.res.tally.Add(outcome.Fail, "")
	v.res.findings = append(v.res.findings, Finding{Op: v.op.Name, Check: "invariants", Case: v.n,
		Text: fmt.Sprintf("INVARIANT %s [%s]: ", v.op.Name, v.impl.Name()) + fmt.Sprintf(format, a...)})
}

func fmtValues(in catalog.Values) string {
	var parts []string
	for k, b := range in {
		parts = append(parts, k+"="+hex.EncodeToString(b))
	}
	return strings.Join(parts, " ")
}

func (v *inv) identity() []byte {
	if v.f.E != nil {
		return v.f.E.Encode(v.f.E.Identity())
	}
	return []byte{0}
}

func checkInvariants(impl catalog.Impl, op catalog.Op, opts Options, seed int64) partResult {
	fam, name, _ := strings.Cut(op.Name, "/")
	f := catalog.FamilyByName(fam)
	if f == nil {
		return partResult{}
	}
	v := &inv{impl: impl, f: f, op: op}
	r := rand.New(rand.NewSource(seed ^ 0x5eed))
	cases := opts.n()
	for ; v.n < cases; v.n++ {
		p := f.RandPoint(r)
		a, b := catalog.RandInt(r, f.N), catalog.RandInt(r, f.N)
		switch name {
		case "point_negate":
			neg, ok1 := v.call("point_negate", catalog.Values{"p": p})
			if !ok1 || !v.has("point_add") {
				continue
			}
			if sum, ok := v.call("point_add", catalog.Values{"p": p, "q": neg}); ok {
				v.law(bytes.Equal(sum, v.identity()), "P + (-P) = %x, not the identity, for P = %x", sum, p)
			}
		case "scalar_mult":
			if out, ok := v.call("scalar_mult", catalog.Values{"k": f.Scalar(f.N), "p": p}); ok {
				v.law(bytes.Equal(out, v.identity()), "n·P = %x, not the identity, for P = %x", out, p)
			}
			k := new(big.Int).Add(a, f.N)
			if k.BitLen() > 8*f.ScalarSize {
				continue
			}
			big1, ok1 := v.call("scalar_mult", catalog.Values{"k": f.Scalar(k), "p": p})
			red, ok2 := v.call("scalar_mult", catalog.Values{"k": f.Scalar(a), "p": p})
			if ok1 && ok2 {
				v.law(bytes.Equal(big1, red), "k·P != (k mod n)·P for k = %x, P = %x", f.Scalar(k), p)
			}
			if ok2 && v.has("point_decode") {
				_, ok := v.call("point_decode", catalog.Values{"p": red})
				v.law(ok || bytes.Equal(red, v.identity()), "scalar_mult output %x does not decode", red)
			}
		case "scalar_base_mult":
			sum, ok1 := v.call("scalar_base_mult", catalog.Values{"k": f.Scalar(new(big.Int).Mod(new(big.Int).Add(a, b), f.N))})
			aG, ok2 := v.call("scalar_base_mult", catalog.Values{"k": f.Scalar(a)})
			bG, ok3 := v.call("scalar_base_mult", catalog.Values{"k": f.Scalar(b)})
			if !ok1 || !ok2 || !ok3 || !v.has("point_add") {
				continue
			}
			if s2, ok := v.call("point_add", catalog.Values{"p": aG, "q": bG}); ok {
				v.law(bytes.Equal(s2, sum), "(a+b)·G != a·G + b·G for a = %x, b = %x", f.Scalar(a), f.Scalar(b))
			}
		case "field_invert":
			x := f.RandFE(r)
			xi, ok := v.call("field_invert", catalog.Values{"a": x})
			if !ok || !v.has("field_mul") {
				continue
			}
			if one, ok := v.call("field_mul", catalog.Values{"a": x, "b": xi}); ok {
				v.law(!(f.ParseInt(one).Cmp(big.NewInt(1)) != 0 && f.ParseInt(x).Sign() != 0), "a·a⁻¹ = %x for a = %x", one, x)
			}
		case "scalar_invert":
			x := f.Scalar(a)
			xi, ok := v.call("scalar_invert", catalog.Values{"a": x})
			if !ok || !v.has("scalar_mul") {
				continue
			}
			if one, ok := v.call("scalar_mul", catalog.Values{"a": x, "b": xi}); ok {
				v.law(!(f.ParseInt(one).Cmp(big.NewInt(1)) != 0 && a.Sign() != 0), "a·a⁻¹ = %x for a = %x", one, x)
			}
		case "field_sqrt":
			x := f.RandFE(r)
			sq, ok := v.call("field_square", catalog.Values{"a": x})
			if !ok {
				continue
			}
			root, ok := v.call("field_sqrt", catalog.Values{"a": sq})
			v.law(ok, "no square root of the square %x", sq)
			if !ok {
				continue
			}
			if back, ok := v.call("field_square", catalog.Values{"a": root}); ok {
				v.law(bytes.Equal(back, sq), "sqrt(a)² != a for a = %x", sq)
			}
		default:
			return partResult{}
		}
	}
	return v.res
}
