package fieldproof

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// secpLayout reads fast/secp256k1/field's layout: p from the reference
// (ref/weierstrass.Secp256k1), the limb widths from mask52 and mask48
// (element.go). The magnitude bound is the package doc's and the verify
// build's checkLimbs (meta_on.go): magnitude m means n[0..3] < 2m·2^52 and
// n[4] < 2m·2^48; the shifts 52 and 48 are the mask widths read here.
func secpLayout() (*layout, func(m int64) []*big.Int, error) {
	const rel = "fast/secp256k1/field"
	m52, err := sourceConst(rel+"/element.go", "mask52")
	if err != nil {
		return nil, nil, err
	}
	m48, err := sourceConst(rel+"/element.go", "mask48")
	if err != nil {
		return nil, nil, err
	}
	w, err := width(m52)
	if err != nil {
		return nil, nil, err
	}
	wt, err := width(m48)
	if err != nil {
		return nil, nil, err
	}
	l := &layout{pkg: "secp256k1", rel: rel, limbs: "n", p: weierstrass.Secp256k1.F.P()}
	for i := range 5 {
		l.weights = append(l.weights, w*uint(i))
	}
	mag := func(m int64) []*big.Int {
		b := make([]*big.Int, 5)
		for i := range 4 {
			b[i] = new(big.Int).Lsh(big.NewInt(2*m), w)
		}
		b[4] = new(big.Int).Lsh(big.NewInt(2*m), wt)
		return b
	}
	return l, mag, nil
}

// normLimbs: the limbs of a normalized element, below 2^52 (2^48 on top).
func normLimbs(mag func(int64) []*big.Int) []*big.Int {
	b := mag(1)
	out := make([]*big.Int, 5)
	for i := range b {
		out[i] = new(big.Int).Rsh(b[i], 1)
	}
	return out
}

// fromWordsWrap are fromWords's left shifts that drop bits (the dropped
// ones go to the next limb through the right shift of the same word).
var fromWordsWrap = []string{"field.Element.fromWords: w1<<12", "field.Element.fromWords: w2<<24", "field.Element.fromWords: w3<<36"}

// putBytesWrap256 are PutBytes's shifts that drop bits (as in words).
var putBytesWrap256 = []string{"field.Element.PutBytes: n[1]<<52", "field.Element.PutBytes: n[2]<<40", "field.Element.PutBytes: n[3]<<28", "field.Element.PutBytes: n[4]<<16"}

// secpSpecs are the proofs of fast/secp256k1/field, contracts from each
// function's doc comment.
func secpSpecs(mag func(int64) []*big.Int) []*spec {
	e := func(m int64) elemIn { return elemIn{bound: mag(m)} }
	specs := []*spec{
		{fn: "Element.Mul", file: "mul.go", recv: true, ins: []elemIn{e(8), e(8)}, out: mag(1), value: vMul, bounds: "inputs magnitude 8, output magnitude 1 (portable mulGeneric)"},
		{fn: "Element.Square", file: "mul.go", recv: true, ins: []elemIn{e(8)}, out: mag(1), value: vSqr, bounds: "input magnitude 8, output magnitude 1 (portable squareGeneric)"},
		{fn: "Element.NormalizeWeak", file: "normalize.go", recv: true, ins: []elemIn{e(32)}, out: mag(1), value: vId, bounds: "input magnitude 32, output magnitude 1"},
		{fn: "Element.Normalize", file: "normalize.go", recv: true, ins: []elemIn{e(32)}, out: normLimbs(mag), value: vId, belowP: true,
			bounds: "input magnitude 32, output normalized: limbs below 2^52 (2^48 on top) and the whole value below p"},
		{fn: "Element.Select", file: "element.go", recv: true, ins: []elemIn{e(32), e(32)}, ints: [][]int64{{0, 1}}, out: mag(32), value: vSelect, bounds: "limbs kept as they are (magnitude 32), cond in {0, 1}"},
		{fn: "Element.Swap", file: "element.go", ins: []elemIn{e(32), e(32)}, ints: [][]int64{{0, 1}}, both: true, out: mag(32), value: vSwap, bounds: "limbs kept as they are (magnitude 32), cond in {0, 1}"},
		{fn: "Element.Set", file: "element.go", recv: true, ins: []elemIn{e(32)}, out: mag(32), value: vId, bounds: "limbs copied"},
		{fn: "Element.Zero", file: "element.go", recv: true, out: normLimbs(mag), value: constValue(0), bounds: "output normalized limbs"},
		{fn: "Element.One", file: "element.go", recv: true, out: normLimbs(mag), value: constValue(1), bounds: "output normalized limbs"},
		{fn: "Element.SetUint64", file: "element.go", recv: true, syms: []uint{52}, out: normLimbs(mag),
			value: func(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly { return in[0] }, bounds: "x < 2^52, output normalized limbs"},
	}
	nl := normLimbs(mag)
	specs = append(specs,
		&spec{fn: "Element.Limbs", file: "element.go", ins: []elemIn{{bound: nl}}, ret: true, out: nl, value: vId, bounds: "input normalized limbs, returned unchanged"},
		&spec{fn: "Element.SetLimbs", file: "element.go", recv: true, ins: []elemIn{{bound: nl, limbs: true, ptr: true}}, out: nl, value: vId, bounds: "limbs as Limbs returns them (below 2^52, 2^48 on top), copied"},
		&spec{fn: "Element.words", file: "inv.go", ins: []elemIn{e(32)}, ret: true, outWords: true, out: uniform(4, pow2(64)), value: vId, belowP: true,
			wrap:   []string{"field.Element.words: n[1]<<52", "field.Element.words: n[2]<<40", "field.Element.words: n[3]<<28", "field.Element.words: n[4]<<16"},
			bounds: "input magnitude 32, output four 64-bit words of the canonical value (below p); the shifts that drop bits are listed, each matched by the right shift of the same limb (n[4] < 2^48 follows from the whole-number facts, so its shift drops nothing)"},
		&spec{fn: "Element.SetBytes", file: "encoding.go", recv: true, ins: []elemIn{{bytes: 32, bigEndian: true}}, out: nl, value: vId, belowP: true,
			decode: true, rejectAtLeastP: true, wrap: fromWordsWrap,
			bounds: "32 big-endian bytes; accepted: the value, below p, in normalized limbs; rejected: the value at least p (SEC1 §2.3.6)"},
		&spec{fn: "Element.PutBytes", file: "encoding.go", ins: []elemIn{e(32)}, outBytes: 32, outBE: true, outArg: true, value: vId, belowP: true, wrap: putBytesWrap256,
			bounds: "input magnitude 32; the 32 big-endian bytes encode the canonical value (below p)"},
		&spec{fn: "Element.Bytes", file: "encoding.go", ins: []elemIn{e(32)}, outBytes: 32, outBE: true, ret: true, value: vId, belowP: true, wrap: putBytesWrap256,
			bounds: "input magnitude 32; the 32 big-endian bytes encode the canonical value (below p)"},
		&spec{fn: "Element.Assign", file: "element.go", ins: []elemIn{e(32), e(32)}, ints: [][]int64{{0, 1}}, maskArg: true, outFirst: true, out: mag(32),
			value:  func(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly { return in[ints[0]] },
			bounds: "v and a of magnitude 32 kept as they are, mask in {0, 2^64 − 1}: v = a for the full mask, v unchanged for 0"},
		&spec{fn: "Element.IsOdd", file: "element.go", ins: []elemIn{{bound: nl, parity: true}}, bit: func(_, par []int64) int64 { return par[0] },
			bounds: "normalized input: returns the low bit of Σ n_i·2^(52·i), the parity of the canonical value"},
	)
	// Add: every pair of magnitudes with sum at most 32.
	add := &spec{fn: "Element.Add", file: "add.go", recv: true, value: vAdd, bounds: "magnitudes ma + mb ≤ 32, output magnitude ma + mb"}
	neg := &spec{fn: "Element.Neg", file: "add.go", recv: true, value: vNeg, bounds: "input magnitude m < 32 (m passed), output magnitude m + 1"}
	mulInt := &spec{fn: "Element.MulInt", file: "add.go", recv: true, bounds: "input magnitude m, k with m·k ≤ 32, output magnitude m·k"}
	half := &spec{fn: "Element.Half", file: "add.go", recv: true, bounds: "input magnitude m ≤ 31, output magnitude ⌊m/2⌋ + 1"}
	specs = append(specs, add, neg, mulInt, half)
	for ma := int64(1); ma < 32; ma++ {
		add.variants = append(add.variants, variant{ins: []elemIn{e(ma), e(32 - ma)}, out: mag(32)})
		neg.variants = append(neg.variants, variant{ins: []elemIn{e(ma)}, ints: [][]int64{{ma}}, out: mag(ma + 1)})
		half.variants = append(half.variants, variant{ins: []elemIn{{bound: mag(ma), parity: true}}, out: mag(ma/2 + 1), value: vId, outScale: 2})
	}
	for k := int64(1); k <= 32; k++ {
		m := 32 / k
		kk := k
		mulInt.variants = append(mulInt.variants, variant{ins: []elemIn{e(m)}, ints: [][]int64{{k}}, out: mag(m * k),
			value: func(r *symbolic.Ring, in []symbolic.Poly, _ []int64) symbolic.Poly {
				return in[0].Scale(big.NewInt(kk))
			}})
	}
	return specs
}

var _ = fmt.Sprint
