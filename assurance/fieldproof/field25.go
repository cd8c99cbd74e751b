package fieldproof

import (
	"fmt"
	"go/ast"
	"go/token"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/edwards"
)

// field25Layout reads bench/internal/field25's layout: p from the
// reference (ref/edwards.Edwards25519), the limb offsets as running sums
// of the package variable width (fe.go: 26, 25, 26, ...), and the tight
// and loose bounds from the verify build's checks (verify_on.go: checkTight
// and checkLoose pass the bit count k of the bound 2^k to check; the
// package doc's "tight: every limb < 2^26", "loose: every limb < 2^27").
func field25Layout() (*layout, map[string][]*big.Int, error) {
	const rel = "bench/internal/field25"
	widths, err := sourceUintArray(rel+"/fe.go", "width")
	if err != nil {
		return nil, nil, err
	}
	l := &layout{pkg: "field25", rel: rel, limbs: "l", p: edwards.Edwards25519.F.P()}
	off := uint(0)
	for _, w := range widths {
		l.weights = append(l.weights, off)
		off += w
	}
	if off != uint(l.p.BitLen()) {
		return nil, nil, fmt.Errorf("%s: limb widths add to %d, p has %d bits", rel, off, l.p.BitLen())
	}
	bound := func(fn string) ([]*big.Int, error) {
		k, err := checkBound(rel+"/verify_on.go", fn, "check", 2)
		if err != nil {
			return nil, err
		}
		if !k.IsUint64() || k.Uint64() > 64 {
			return nil, fmt.Errorf("%s: bound 2^%v not understood", fn, k)
		}
		return uniform(len(widths), pow2(uint(k.Uint64()))), nil
	}
	tight, err := bound("checkTight")
	if err != nil {
		return nil, nil, err
	}
	loose, err := bound("checkLoose")
	if err != nil {
		return nil, nil, err
	}
	return l, map[string][]*big.Int{"tight": tight, "loose": loose}, nil
}

// sourceUintArray returns the elements of the package variable name of
// file rel, an array literal of constant integer expressions.
func sourceUintArray(rel, name string) ([]uint, error) {
	f, fset, err := parseFile(rel)
	if err != nil {
		return nil, err
	}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if n.Name != name || i >= len(vs.Values) {
					continue
				}
				cl, ok := vs.Values[i].(*ast.CompositeLit)
				if !ok {
					return nil, fmt.Errorf("%s: %s is not an array literal", rel, name)
				}
				var out []uint
				for _, e := range cl.Elts {
					v, err := constExpr(fset, e)
					if err != nil {
						return nil, err
					}
					if !v.IsUint64() || v.Uint64() > 64 {
						return nil, fmt.Errorf("%s: %s element %v not a limb width", rel, name, v)
					}
					out = append(out, uint(v.Uint64()))
				}
				return out, nil
			}
		}
	}
	return nil, fmt.Errorf("%s: no variable %s", rel, name)
}

// field25Specs are the proofs of bench/internal/field25 (the radix
// 2^25.5 benchmark baseline), contracts from each function's doc comment.
func field25Specs(b map[string][]*big.Int) []*spec {
	t, lo := b["tight"], b["loose"]
	tl := "tight limbs (< 2^26)"
	ll := "loose limbs (< 2^27)"
	e := func(bd []*big.Int) elemIn { return elemIn{bound: bd} }
	return []*spec{
		{fn: "Element.Set", file: "fe.go", recv: true, ins: []elemIn{e(lo)}, out: lo, value: vId, bounds: "limbs copied"},
		{fn: "Element.carry", file: "fe.go", ins: []elemIn{e(uniform(len(t), pow2(63)))}, both: true, out: t, value: vId,
			bounds: "input limbs < 2^63, output " + tl},
		{fn: "Element.Mul", file: "fe.go", recv: true, ins: []elemIn{e(lo), e(lo)}, out: t, value: vMul, bounds: "inputs " + ll + ", output " + tl},
		{fn: "Element.Square", file: "fe.go", recv: true, ins: []elemIn{e(lo)}, out: t, value: vSqr, bounds: "input " + ll + ", output " + tl},
	}
}

// field25Proofs returns the proofs of bench/internal/field25.
func field25Proofs() (pkgProofs, error) {
	l, b, err := field25Layout()
	if err != nil {
		return pkgProofs{}, err
	}
	return pkgProofs{l: l, specs: field25Specs(b),
		source: "radix 2^25.5 with 2^255 ≡ 19 (mod p) (Bernstein, \"Curve25519\", PKC 2006, §5); interval analysis of every limb operation"}, nil
}

// field25Excluded lists the functions of field25 not proven, with why.
var field25Excluded = map[string]string{
	"field25/Element.SetBytes": "byte decoding (errors.New, byte slices, a loop over bytes): not interpreted",
	"field25/Element.Bytes":    "byte encoding through a conditional subtraction of p: not interpreted",
	"field25/checkTight":       "verify-build contract check (empty in the default build)",
	"field25/checkLoose":       "verify-build contract check (empty in the default build)",
}
