package fieldproof

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
	"github.com/curvecheck/curvecheck/ref/edwards"
)

// edwardsLayout reads fast/edwards25519/field's layout: p from the
// reference (ref/edwards.Edwards25519), the radix from mask51
// (element.go), the tight and loose bounds from the verify build's checks
// (verify_on.go checkTight and checkLoose; the package doc's "tight:
// every limb < 2^51 + 2^18", "loose: every limb < 2^53").
func edwardsLayout() (*layout, map[string][]*big.Int, error) {
	const rel = "fast/edwards25519/field"
	mask, err := sourceConst(rel+"/element.go", "mask51")
	if err != nil {
		return nil, nil, err
	}
	w, err := width(mask)
	if err != nil {
		return nil, nil, err
	}
	tight, err := checkBound(rel+"/verify_on.go", "checkTight", "check", 2)
	if err != nil {
		return nil, nil, err
	}
	loose, err := checkBound(rel+"/verify_on.go", "checkLoose", "check", 2)
	if err != nil {
		return nil, nil, err
	}
	l := &layout{pkg: "edwards25519", rel: rel, limbs: "limb", p: edwards.Edwards25519.F.P()}
	for i := range 5 {
		l.weights = append(l.weights, w*uint(i))
	}
	return l, map[string][]*big.Int{"tight": uniform(5, tight), "loose": uniform(5, loose)}, nil
}

// Value functions shared by the packages.
func vAdd(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly { return in[0].Add(in[1]) }
func vSub(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly { return in[0].Sub(in[1]) }
func vNeg(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly { return in[0].Neg() }
func vMul(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly { return in[0].Mul(in[1]) }
func vSqr(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly { return in[0].Mul(in[0]) }
func vId(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly  { return in[0] }

// vSelect: cond = 1 gives the first input.
func vSelect(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly {
	if ints[0] == 1 {
		return in[0]
	}
	return in[1]
}

// vSwap: output k of a swap (k = ints[1]) is input k, or the other one
// when cond = 1.
func vSwap(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly {
	return in[(ints[0]+ints[1])%2]
}

func vCondNeg(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly {
	if ints[0] == 1 {
		return in[0].Neg()
	}
	return in[0]
}

// edwardsSpecs are the proofs of fast/edwards25519/field, contracts from
// each function's doc comment.
func edwardsSpecs(b map[string][]*big.Int) []*spec {
	t, lo := b["tight"], b["loose"]
	tl := "tight limbs (< 2^51 + 2^18)"
	ll := "loose limbs (< 2^53)"
	e := func(bd []*big.Int) elemIn { return elemIn{bound: bd} }
	return []*spec{
		{fn: "Element.Add", file: "add.go", recv: true, ins: []elemIn{e(lo), e(lo)}, out: t, value: vAdd, bounds: "inputs " + ll + ", output " + tl},
		{fn: "Element.Sub", file: "add.go", recv: true, ins: []elemIn{e(lo), e(t)}, out: t, value: vSub, bounds: "a " + ll + ", b " + tl + ", output " + tl},
		{fn: "Element.Neg", file: "add.go", recv: true, ins: []elemIn{e(t)}, out: t, value: vNeg, bounds: "input " + tl + ", output " + tl},
		{fn: "Element.AddLoose", file: "add.go", recv: true, ins: []elemIn{e(t), e(t)}, out: lo, value: vAdd, bounds: "inputs " + tl + ", output " + ll},
		{fn: "Element.SubLoose", file: "add.go", recv: true, ins: []elemIn{e(t), e(t)}, out: lo, value: vSub, bounds: "inputs " + tl + ", output " + ll},
		{fn: "Element.Mul", file: "mul.go", recv: true, ins: []elemIn{e(lo), e(lo)}, out: t, value: vMul, bounds: "inputs " + ll + ", output " + tl + " (portable mulGeneric)"},
		{fn: "Element.Square", file: "mul.go", recv: true, ins: []elemIn{e(lo)}, out: t, value: vSqr, bounds: "input " + ll + ", output " + tl + " (portable squareGeneric)"},
		{fn: "MulPortable", file: "mul.go", recv: true, ins: []elemIn{e(lo), e(lo)}, out: t, value: vMul, bounds: "inputs " + ll + ", output " + tl},
		{fn: "SquarePortable", file: "mul.go", recv: true, ins: []elemIn{e(lo)}, out: t, value: vSqr, bounds: "input " + ll + ", output " + tl},
		{fn: "Element.MulSmall", file: "mul.go", recv: true, ins: []elemIn{e(lo)}, syms: []uint{32}, out: t,
			value:  func(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly { return in[0].Mul(in[1]) },
			bounds: "input " + ll + " and any 32-bit k, output " + tl},
		{fn: "Element.Select", file: "element.go", recv: true, ins: []elemIn{e(lo), e(lo)}, ints: [][]int64{{0, 1}}, out: lo, value: vSelect, bounds: "inputs " + ll + " kept as they are, cond in {0, 1}"},
		{fn: "Element.Swap", file: "element.go", ins: []elemIn{e(lo), e(lo)}, ints: [][]int64{{0, 1}}, both: true, out: lo, value: vSwap, bounds: "inputs " + ll + " kept as they are, cond in {0, 1}"},
		{fn: "Element.CondNeg", file: "element.go", recv: true, ins: []elemIn{e(t)}, ints: [][]int64{{0, 1}}, out: t, value: vCondNeg, bounds: "input " + tl + ", output " + tl + ", cond in {0, 1}"},
		{fn: "Element.Set", file: "element.go", recv: true, ins: []elemIn{e(lo)}, out: lo, value: vId, bounds: "limbs copied"},
		{fn: "Element.Zero", file: "element.go", recv: true, out: t, value: constValue(0), bounds: "output " + tl},
		{fn: "Element.One", file: "element.go", recv: true, out: t, value: constValue(1), bounds: "output " + tl},
		{fn: "Element.SetBytesReduce", file: "encoding.go", recv: true, decode: true, out: uniform(5, pow2(51)),
			wrap: []string{"field.Element.SetBytesReduce: w1<<13", "field.Element.SetBytesReduce: w2<<26", "field.Element.SetBytesReduce: w3<<39"},
			variants: []variant{
				{ins: []elemIn{{bytes: 32, msbFixed: true, msb: 0}}, out: uniform(5, pow2(51)), value: vId},
				{ins: []elemIn{{bytes: 32, msbFixed: true, msb: 1}}, out: uniform(5, pow2(51)), value: dropBit255},
			},
			bounds: "32 little-endian bytes, bit 255 ignored (RFC 8032 §5.1.3's decoding of a coordinate; RFC 7748 §5 masks it), output limbs below 2^51"},
		{fn: "Element.putBytes", file: "encoding.go", ins: []elemIn{e(t)}, outBytes: 32, outArg: true, value: vId, belowP: true, wrap: putBytesWrap,
			bounds: "input " + tl + ", the 32 little-endian bytes encode the canonical value (below p)"},
		{fn: "Element.Bytes", file: "encoding.go", ins: []elemIn{e(t)}, outBytes: 32, ret: true, value: vId, belowP: true, wrap: putBytesWrap,
			bounds: "input " + tl + ", the 32 little-endian bytes encode the canonical value (below p)"},
		{fn: "Element.canonical", file: "encoding.go", ins: []elemIn{e(t)}, ret: true, out: uniform(5, pow2(51)), value: vId, belowP: true,
			bounds: "input " + tl + ", output limbs below 2^51 and the whole value below p (canonical)"},
	}
}

// putBytesWrap are putBytes's shifts that drop bits (the dropped ones
// belong to the next word).
var putBytesWrap = []string{"field.Element.putBytes: c[1]<<51", "field.Element.putBytes: c[2]<<38", "field.Element.putBytes: c[3]<<25", "field.Element.putBytes: c[4]<<12"}

// dropBit255 is the value of an encoding whose bit 255 (set) is ignored.
func dropBit255(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly {
	return in[0].Sub(r.ConstBig(pow2(255)))
}

func constValue(c int64) func(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly {
	return func(r *symbolic.Ring, _ []symbolic.Poly, _ []int64) symbolic.Poly { return r.Const(c) }
}

var _ = fmt.Sprintf
