package chainproof

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// family is one field package: its p (from ref/), the operations the
// model takes as proven with their contracts, the named constants, and
// the chains proven.
type family struct {
	name, rel string
	files     []string // the files whose functions are chains
	p         *big.Int
	prims     map[string]prim
	consts    map[string]int // package variables of type Element: bound class
	classes   []string       // name of bound class 1, 2, ...
	chains    []*chain
	// excluded: functions of files that are not chains, with why.
	excluded map[string]string
	override map[string][]byte // mutation tests: replaced file contents
}

func (f *family) class(t int) string {
	if t >= 1 && t <= len(f.classes) {
		return f.classes[t-1]
	}
	return fmt.Sprintf("class %d", t)
}

// arg is one argument of a chain's call: an input Element (name, bound
// class), the output Element, or a fresh struct receiver.
type arg struct {
	kind string // in, out, struct
	name string // in: the variable; struct: the type
	tag  int
}

// chain is one proof: fn called with args (and n appended from ns when
// not empty), whose outputs must equal want's products of powers.
type chain struct {
	fn, file  string
	args      []arg
	ns        []int64
	statement string
	source    string
	// want gives the intended outputs for p, n and the fields of a struct
	// receiver: "out" (the output Element), "out.x2" (a field of the
	// struct receiver), "ret1" (a returned Element value or a pointer
	// other than out).
	want func(p *big.Int, n int64, fields []string) (map[string][]mono, error)
	// outTag: every checked output's largest bound class allowed.
	outTag int
	// flags: the comparison results (Equal calls, by order) each returned
	// int ("ret1") and each Select's condition ("sel0") is made of; the
	// operands of Equal call i are the outputs "eqi.l" and "eqi.r".
	flags map[string]string
	// ops: documented squarings and products (nil: not stated).
	ops *[2]int
}

func in(name string, tag int) arg { return arg{kind: "in", name: name, tag: tag} }

var out = arg{kind: "out"}

// pow returns the single alternative Π names[i]^exps[i].
func pow(pairs ...any) []mono {
	m := mono{exp: map[string]*big.Int{}}
	for i := 0; i < len(pairs); i += 2 {
		m.exp[pairs[i].(string)] = pairs[i+1].(*big.Int)
	}
	return []mono{m}
}

func bi(x int64) *big.Int { return big.NewInt(x) }

// twoK1 is 2^k − 1.
func twoK1(k uint) *big.Int {
	return new(big.Int).Sub(new(big.Int).Lsh(bi(1), k), bi(1))
}

func two(n int64) *big.Int { return new(big.Int).Lsh(bi(1), uint(n)) }

// divExact returns (p + add)/d, failing unless d divides it.
func divExact(p *big.Int, add, d int64) (*big.Int, error) {
	q, r := new(big.Int).QuoRem(new(big.Int).Add(p, bi(add)), bi(d), new(big.Int))
	if r.Sign() != 0 {
		return nil, fmt.Errorf("%d does not divide p %+d", d, add)
	}
	return q, nil
}

func rng(lo, hi int64) []int64 {
	var out []int64
	for n := lo; n <= hi; n++ {
		out = append(out, n)
	}
	return out
}

func one(key string, alts []mono) map[string][]mono { return map[string][]mono{key: alts} }

// Sources of the exponents.
const (
	srcChain   = "addition chains (Knuth, TAOCP vol. 2, §4.6.3): exponents of products add, a squaring doubles; exact integer arithmetic"
	srcFermat  = "Fermat's little theorem: a^(p−2) = a^(−1) for a ≠ 0"
	srcEuler   = "Euler's criterion with p ≡ 3 (mod 4): a^((p+1)/4) squared is a·a^((p−1)/2) = a when a is a square"
	srcRatio34 = "RFC 9380 appendix F.2.1.2 (sqrt_ratio for q ≡ 3 mod 4): y = t·(t·w²)^((p−3)/4), t = u·w"
)

// edwardsFamily is fast/edwards25519/field: classes tight (limbs < 2^51 +
// 2^18) and loose (< 2^53), the contracts of its doc comments, which
// fieldproof proves for Mul, Square, Set, Neg, Select and CondNeg.
func edwardsFamily() *family {
	const tight, loose = 1, 2
	f := &family{name: "edwards25519", rel: "fast/edwards25519/field", files: []string{"pow.go"},
		p: edwards.Edwards25519.F.P(), classes: []string{"tight", "loose"},
		prims: map[string]prim{
			"Element.Mul":    {kind: "mul", in: []int{loose, loose}, out: tight},
			"Element.Square": {kind: "sqr", in: []int{loose}, out: tight},
			"squareGeneric":  {kind: "sqr", in: []int{loose}, out: tight},
			"Element.Set":    {kind: "copy"},
			"Element.Neg":    {kind: "neg", in: []int{tight}, out: tight},
			"Element.Equal":  {kind: "equal", in: []int{tight, tight}},
			"Element.Select": {kind: "select"},
			"Element.Abs":    {kind: "abs", in: []int{tight}, out: tight},
		},
		consts: map[string]int{"sqrtMinusOne": tight}, // SetBytes output: tight
		excluded: map[string]string{
			"SqrtM1":    "returns a copy of the constant √−1 (its value proven in assurance/constants): no chain",
			"feSquareN": "portable dispatch to squareNGeneric (fe_noasm.go), interpreted inside the squarings claim; the amd64 assembly is held to squareNGeneric by differential tests",
		},
	}
	p58 := func(p *big.Int) (*big.Int, error) {
		if new(big.Int).Mod(p, bi(8)).Int64() != 5 {
			return nil, fmt.Errorf("p ≢ 5 (mod 8)")
		}
		return divExact(p, -5, 8)
	}
	f.chains = []*chain{
		{fn: "squareNGeneric", file: "pow.go", args: []arg{out, in("a", loose)}, ns: rng(1, 255), outTag: tight,
			statement: "squareNGeneric(v, a, n) sets v = a^(2^n) for every n in 1 … 255 (the loop run n − 1 times after one squaring)",
			source:    srcChain,
			want: func(p *big.Int, n int64, _ []string) (map[string][]mono, error) {
				return one("out", pow("a", two(n))), nil
			}},
		{fn: "Element.squarings", file: "pow.go", args: []arg{out, in("a", loose)}, ns: rng(1, 255), outTag: tight,
			statement: "squarings(a, n) returns a^(2^n) for every n in 1 … 255 (through feSquareN: the portable squareNGeneric; the amd64 assembly is held to it by differential tests)",
			source:    srcChain,
			want: func(p *big.Int, n int64, _ []string) (map[string][]mono, error) {
				return one("out", pow("a", two(n))), nil
			}},
		{fn: "powTo250", file: "pow.go", args: []arg{in("a", loose)}, outTag: tight,
			statement: "powTo250(a) returns (a^(2^250 − 1), a^11)",
			source:    srcChain + "; Bernstein, \"Curve25519\", PKC 2006, §5 (the inversion chain)",
			want: func(p *big.Int, _ int64, _ []string) (map[string][]mono, error) {
				return map[string][]mono{"ret0": pow("a", twoK1(250)), "ret1": pow("a", bi(11))}, nil
			}},
		{fn: "Element.Inv", file: "pow.go", args: []arg{out, in("a", loose)}, outTag: tight, ops: &[2]int{254, 11},
			statement: "Inv(a) returns a^(p − 2) by 254 squarings and 11 products as its doc states; input loose, every call within its callee's contract, output tight",
			source:    srcFermat + "; Bernstein, \"Curve25519\", PKC 2006, §5 (the addition chain for 2^255 − 21)",
			want: func(p *big.Int, _ int64, _ []string) (map[string][]mono, error) {
				return one("out", pow("a", new(big.Int).Sub(p, bi(2)))), nil
			}},
		{fn: "Element.PowP58", file: "pow.go", args: []arg{out, in("a", loose)}, outTag: tight,
			statement: "PowP58(a) returns a^((p − 5)/8); input loose, output tight",
			source:    "RFC 8032 §5.1.3 (the exponent (p − 5)/8 of the square root); " + srcChain,
			want: func(p *big.Int, _ int64, _ []string) (map[string][]mono, error) {
				k, err := p58(p)
				if err != nil {
					return nil, err
				}
				return one("out", pow("a", k)), nil
			}},
		{fn: "Element.SqrtRatio", file: "pow.go", args: []arg{out, in("u", tight), in("v", loose)}, outTag: tight,
			flags: map[string]string{"ret1": "eq0|eq1", "sel0": "eq1|eq2"},
			statement: "SqrtRatio(u, v) returns r ∈ {±x, ±x·√−1} with x = u·v³·(u·v⁷)^((p−5)/8) = u^((p+3)/8)·v^(7(p−5)/8 + 3), the candidate of RFC 8032 §5.1.3; " +
				"the returned flag is the or of Equal(v·x², u) and Equal(v·x², −u), and Select takes x·√−1 on the or of Equal(v·x², −u) and Equal(v·x², −u·√−1) (operands and wiring proven; " +
				"Equal, Select and Abs themselves, i.e. which of the four is returned, are not proven here); " +
				"u must be tight (Neg and Equal take tight inputs; the doc comment says loose), v loose",
			source: "RFC 8032 §5.1.3 step 3; RFC 9496 §4.2 (SQRT_RATIO_M1); " + srcChain,
			want: func(p *big.Int, _ int64, _ []string) (map[string][]mono, error) {
				k, err := p58(p)
				if err != nil {
					return nil, err
				}
				x := pow("u", new(big.Int).Add(k, bi(1)), "v", new(big.Int).Add(new(big.Int).Mul(k, bi(7)), bi(3)))[0]
				xi := x.mul(variable("sqrtMinusOne"))
				alts := []mono{x, x.negate(), xi, xi.negate()}
				vx2 := x.mul(x).mul(variable("v"))
				u := variable("u")
				return map[string][]mono{"out": alts,
					"eq0.l": {vx2}, "eq0.r": {u},
					"eq1.l": {vx2}, "eq1.r": {u.negate()},
					"eq2.l": {vx2}, "eq2.r": {u.negate().mul(variable("sqrtMinusOne"))}}, nil
			}},
	}
	return f
}

// secpFamily is fast/secp256k1/field: the class is the magnitude; Mul
// and Square accept magnitude 8 and return 1 (fieldproof), NormalizeWeak
// and Normalize accept 32 and return 1, Equal takes 1 and 31.
func secpFamily() *family {
	f := &family{name: "secp256k1", rel: "fast/secp256k1/field", files: []string{"pow.go"},
		p: weierstrass.Secp256k1.F.P(),
		prims: map[string]prim{
			"Element.Mul":           {kind: "mul", in: []int{8, 8}, out: 1},
			"Element.Square":        {kind: "sqr", in: []int{8}, out: 1},
			"Element.Set":           {kind: "copy"},
			"Element.NormalizeWeak": {kind: "norm", in: []int{32}, out: 1},
			"Element.Normalize":     {kind: "norm", in: []int{32}, out: 1},
			"Element.Equal":         {kind: "equal", in: []int{1, 31}},
		},
		excluded: map[string]string{
			"feSquareN":   "portable dispatch to squareNGeneric (fe_nomulx.go), interpreted inside the squareN claim; the amd64 assembly (feSquareNWideX with ADX, feSquareNX with BMI2 only) is held to squareNGeneric by differential tests (TestSquareNWideAgrees: value mod p and magnitude 1; TestSquareNAgrees: limb for limb)",
			"SqrtManyVar": "calls the proven Sqrt for what the lanes leave; the lanes run rootChain (data, not code this checker interprets) in AVX-512 IFMA assembly: its exponent (p + 1)/4 is held by TestRootChainExponent (with mutated steps that must fail) and the roots to math/big by TestSqrtManyAgrees (not proven here)",
		},
	}
	for m := 1; m <= 32; m++ {
		f.classes = append(f.classes, fmt.Sprintf("magnitude %d", m))
	}
	f.chains = append([]*chain{
		{fn: "squareNGeneric", file: "pow.go", args: []arg{out, in("a", 8)}, ns: rng(1, 256), outTag: 1,
			statement: "squareNGeneric(v, a, n) sets v = a^(2^n) for every n in 1 … 256 (one squaring, then the loop n − 1 times); input magnitude 8, output 1",
			source:    srcChain,
			want: func(p *big.Int, n int64, _ []string) (map[string][]mono, error) {
				return one("out", pow("a", two(n))), nil
			}},
		{fn: "Element.squareN", file: "pow.go", args: []arg{out, in("a", 8)}, ns: rng(1, 256), outTag: 1,
			statement: "squareN(a, n) returns a^(2^n) for every n in 1 … 256 (through feSquareN: the portable squareNGeneric; the amd64 assembly is held to it by differential tests); input magnitude 8, output 1",
			source:    srcChain,
			want: func(p *big.Int, n int64, _ []string) (map[string][]mono, error) {
				return one("out", pow("a", two(n))), nil
			}},
		{fn: "powersTo223", file: "pow.go", args: []arg{in("a", 8)}, outTag: 1,
			statement: "powersTo223(a) returns (a^(2^2 − 1), a^(2^22 − 1), a^(2^223 − 1))",
			source:    srcChain,
			want: func(p *big.Int, _ int64, _ []string) (map[string][]mono, error) {
				return map[string][]mono{"ret0": pow("a", twoK1(2)), "ret1": pow("a", twoK1(22)), "ret2": pow("a", twoK1(223))}, nil
			}},
		{fn: "Element.Sqrt", file: "pow.go", args: []arg{out, in("a", 8)}, outTag: 1,
			statement: "Sqrt(a) returns v = a^((p+1)/4); input magnitude 8, every call within its callee's magnitude contract, output magnitude 1; the flag is Equal(v², a) (its operands proven, Equal itself not proven here)",
			source:    srcEuler + "; " + srcChain,
			flags:     map[string]string{"ret1": "eq0"},
		},
	}, ratio34(8, 1)...)
	for _, c := range f.chains {
		if c.fn == "Element.Sqrt" {
			c.want = sqrt34
		}
	}
	return f
}

// sqrt34 is the intended output of Sqrt for p ≡ 3 (mod 4).
func sqrt34(p *big.Int, _ int64, _ []string) (map[string][]mono, error) {
	if new(big.Int).Mod(p, bi(4)).Int64() != 3 {
		return nil, fmt.Errorf("p ≢ 3 (mod 4)")
	}
	k, err := divExact(p, 1, 4)
	if err != nil {
		return nil, err
	}
	r := pow("a", k)
	return map[string][]mono{"out": r, "eq0.l": {r[0].mul(r[0])}, "eq0.r": {variable("a")}}, nil
}

// ratio34 is the SqrtRatio chain of a p ≡ 3 (mod 4) family.
func ratio34(inTag, outTag int) []*chain {
	return []*chain{{fn: "Element.SqrtRatio", file: "", args: []arg{out, in("u", inTag), in("w", inTag)}, outTag: outTag,
		flags:     map[string]string{"ret1": "eq0"},
		statement: "SqrtRatio(u, w) returns v = t·(t·w²)^((p−3)/4) with t = u·w, i.e. u^((p+1)/4)·w^(3(p−3)/4 + 1); the flag is Equal(w·v², u) (its operands proven, Equal itself not proven here)",
		source:    srcRatio34 + "; " + srcChain,
		want: func(p *big.Int, _ int64, _ []string) (map[string][]mono, error) {
			if new(big.Int).Mod(p, bi(4)).Int64() != 3 {
				return nil, fmt.Errorf("p ≢ 3 (mod 4)")
			}
			k, err := divExact(p, -3, 4)
			if err != nil {
				return nil, err
			}
			v := pow("u", new(big.Int).Add(k, bi(1)), "w", new(big.Int).Add(new(big.Int).Mul(k, bi(3)), bi(1)))
			return map[string][]mono{"out": v, "eq0.l": {v[0].mul(v[0]).mul(variable("w"))}, "eq0.r": {variable("u")}}, nil
		}}}
}

// p384Family is fast/p384/field: every element is reduced (below p, in
// Montgomery form), the one class; Mul and Square take and return it.
func p384Family() *family {
	const red = 1
	f := &family{name: "p384", rel: "fast/p384/field", files: []string{"invert.go"},
		p: weierstrass.P384.F.P(), classes: []string{"reduced"},
		prims: map[string]prim{
			"Element.Mul":    {kind: "mul", in: []int{red, red}, out: red},
			"Element.Square": {kind: "sqr", in: []int{red}, out: red},
			"Element.Set":    {kind: "copy"},
			"Element.Equal":  {kind: "equal", in: []int{red, red}},
		},
		excluded: map[string]string{
			"Element.InvVar": "not a chain: Bernstein–Yang divsteps (package safegcd, variable time, for public inputs) and one Montgomery product by R³",
		},
	}
	fill := &chain{fn: "powers.fill", file: "invert.go", args: []arg{{kind: "struct", name: "powers"}, in("a", red)}, outTag: red, ops: &[2]int{256, 11},
		statement: "powers.fill(a) sets every field x_k of powers to a^(2^k − 1) (k read from the field's name), by 256 squarings and 11 products as its doc states",
		source:    srcChain,
		want:      nil, // set below: needs the field names
	}
	f.chains = append([]*chain{
		{fn: "Element.squareN", file: "invert.go", args: []arg{out, in("a", red)}, ns: rng(1, 384), outTag: red,
			statement: "squareN(a, n) returns a^(2^n) for every n in 1 … 384",
			source:    srcChain,
			want: func(p *big.Int, n int64, _ []string) (map[string][]mono, error) {
				return one("out", pow("a", two(n))), nil
			}},
		fill,
		{fn: "Element.Inv", file: "invert.go", args: []arg{out, in("a", red)}, outTag: red, ops: &[2]int{385, 14},
			statement: "Inv(a) returns a^(p − 2) by 385 squarings and 14 products as its doc states",
			source:    srcFermat + "; " + srcChain,
			want: func(p *big.Int, _ int64, _ []string) (map[string][]mono, error) {
				e := pow("a", new(big.Int).Sub(p, bi(2)))
				return one("out", e), nil
			}},
		{fn: "Element.Sqrt", file: "invert.go", args: []arg{out, in("a", red)}, outTag: red, ops: &[2]int{384, 13},
			statement: "Sqrt(a) returns v = a^((p+1)/4) by 383 squarings and 13 products (and one squaring for the check) as its doc states; the flag is Equal(v², a) (its operands proven, Equal itself not proven here)",
			source:    srcEuler + "; " + srcChain,
			want:      sqrt34, flags: map[string]string{"ret1": "eq0"}},
	}, ratio34(red, red)...)
	fill.want = fillWant
	return f
}

// families returns every family.
func families() []*family {
	fs := []*family{edwardsFamily(), secpFamily(), p384Family()}
	for _, f := range fs {
		for _, c := range f.chains {
			if c.file == "" {
				c.file = f.files[0]
			}
		}
	}
	return fs
}

// fillWant: field x_k of powers is a^(2^k − 1).
func fillWant(_ *big.Int, _ int64, fields []string) (map[string][]mono, error) {
	w := map[string][]mono{}
	for _, name := range fields {
		var k uint
		if _, err := fmt.Sscanf(name, "x%d", &k); err != nil || fmt.Sprintf("x%d", k) != name {
			return nil, fmt.Errorf("field %s of powers does not name its exponent", name)
		}
		w["out."+name] = pow("a", twoK1(k))
	}
	return w, nil
}
