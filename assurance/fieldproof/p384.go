package fieldproof

import (
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// p384Layout is fast/p384/field's layout: six 64-bit limbs (weights
// 2^(64·i)), Montgomery form with R = 2^384, p from the reference
// (ref/weierstrass.P384). A limb is only bounded by 2^64; the contract
// "below p" is a bound on the whole value, given to the prover as a fact
// for each input and proven for the output.
func p384Layout() *layout {
	l := &layout{pkg: "p384", rel: "fast/p384/field", limbs: "l", p: weierstrass.P384.F.P(), mont: true,
		deps:    []string{"fast/p384/internal/mont"},
		inlined: map[string][]string{"fast/p384/internal/mont": {"MulGeneric", "madd"}}}
	for i := range 6 {
		l.weights = append(l.weights, 64*uint(i))
	}
	return l
}

// p384Specs are the proven functions of fast/p384/field: inputs and
// output below p, limbs below 2^64. Values are compared in the
// representation: Add, Sub, Neg, Set, Select and Swap are linear in it,
// so a + b mod p of the representations is a + b of the elements; One's
// representation is R mod p. Mul and Square are Montgomery products
// (mont.MulGeneric in the portable build), proven as out·R ≡ a·b (mod p)
// with out below p: the quotient digit q = t_0·pInv is allowed to wrap
// mod 2^64, the low word the q·p_0 + t_0 step discards is proven 0 (this
// needs pInv·p ≡ −1 mod 2^64), and the final t < 2p, which the single
// masked subtraction needs, follows from a·b ≤ (p − 1)² given as a fact
// over the product's monomials (CIOS, Koç, Acar and Kaliski, IEEE Micro
// 1996: t = (a·b + Q·p)/R < (p² + R·p)/R < 2p).
var (
	montWrap = []string{"mont.MulGeneric: t[0] * mInv"}
	montZero = []string{"mont.MulGeneric: madd(q, m[0], t[0], 0)"}
)

func p384Specs(l *layout) []*spec {
	limb := uniform(6, pow2(64))
	e := elemIn{bound: limb, whole: l.p}
	below := "inputs below p (whole value), output below p, limbs below 2^64"
	return []*spec{
		{fn: "Element.Add", file: "arith.go", recv: true, ins: []elemIn{e, e}, out: limb, belowP: true, value: vAdd, bounds: below},
		{fn: "Element.Sub", file: "arith.go", recv: true, ins: []elemIn{e, e}, out: limb, belowP: true, value: vSub, bounds: below},
		{fn: "Element.Neg", file: "arith.go", recv: true, ins: []elemIn{e}, out: limb, belowP: true, value: vNeg, bounds: below},
		{fn: "Element.Set", file: "element.go", recv: true, ins: []elemIn{e}, out: limb, belowP: true, value: vId, bounds: below},
		{fn: "Element.Select", file: "element.go", recv: true, ins: []elemIn{e, e}, ints: [][]int64{{0, 1}}, out: limb, belowP: true, value: vSelect, bounds: below + ", cond in {0, 1}"},
		{fn: "Element.Swap", file: "element.go", ins: []elemIn{e, e}, ints: [][]int64{{0, 1}}, both: true, out: limb, belowP: true, value: vSwap, bounds: below + ", cond in {0, 1}"},
		{fn: "Element.Mul", file: "arith.go", recv: true, ins: []elemIn{e, e}, out: limb, belowP: true, value: vMul,
			montProduct: true, product: true, wrap: montWrap, zero: montZero, bounds: below + "; a·b ≤ (p − 1)²"},
		{fn: "Element.Square", file: "arith.go", recv: true, ins: []elemIn{e}, out: limb, belowP: true, value: vSqr,
			montProduct: true, product: true, wrap: montWrap, zero: montZero, bounds: below + "; a² ≤ (p − 1)²"},
		{fn: "Element.Zero", file: "element.go", recv: true, out: limb, belowP: true, value: constValue(0), bounds: "output below p"},
		{fn: "Element.One", file: "element.go", recv: true, out: limb, belowP: true, bounds: "output below p: R mod p, the Montgomery form of 1",
			value: func(r *symbolic.Ring, _ []symbolic.Poly, _ []int64) symbolic.Poly {
				return r.ConstBig(new(big.Int).Mod(pow2(384), l.p))
			}},
	}
}
