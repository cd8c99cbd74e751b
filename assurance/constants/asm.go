package constants

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"math/big"
	"os"
	"path/filepath"
	"runtime"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// The assembly generators under fast/*/field/_asm are separate modules
// (package main) that cannot be imported; their constants are read from
// their source, the file that writes the shipped .s, and evaluated as Go
// constant expressions (go/types). The claim needs the source tree.

// repoRoot is the module root, two directories above this file.
func repoRoot() (string, error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "", errors.New("cannot locate the source tree")
	}
	root := filepath.Join(filepath.Dir(file), "..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return "", fmt.Errorf("source tree not found: %w", err)
	}
	return root, nil
}

// sourceValue returns the value of the top-level var or const name in
// the Go file rel (relative to the module root): an integer constant
// expression, or a composite literal of them joined as little-endian
// limbs of the given width.
func sourceValue(rel, name string, width uint) (*big.Int, error) {
	root, err := repoRoot()
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Join(root, rel), nil, 0)
	if err != nil {
		return nil, err
	}
	src, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		return nil, err
	}
	eval := func(e ast.Expr) (*big.Int, error) {
		text := string(src[fset.Position(e.Pos()).Offset:fset.Position(e.End()).Offset])
		tv, err := types.Eval(fset, nil, token.NoPos, text)
		if err != nil || tv.Value == nil {
			return nil, fmt.Errorf("%s %s: %q is not a constant expression", rel, name, text)
		}
		v, ok := new(big.Int).SetString(tv.Value.ExactString(), 0)
		if !ok {
			return nil, fmt.Errorf("%s %s: %q is not an integer", rel, name, text)
		}
		return v, nil
	}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, s := range g.Specs {
			vs, ok := s.(*ast.ValueSpec)
			if !ok {
				continue
			}
			for i, id := range vs.Names {
				if id.Name != name || i >= len(vs.Values) {
					continue
				}
				cl, ok := vs.Values[i].(*ast.CompositeLit)
				if !ok {
					return eval(vs.Values[i])
				}
				v := new(big.Int)
				for j := len(cl.Elts) - 1; j >= 0; j-- {
					if _, kv := cl.Elts[j].(*ast.KeyValueExpr); kv {
						return nil, fmt.Errorf("%s %s: keyed elements are not understood", rel, name)
					}
					x, err := eval(cl.Elts[j])
					if err != nil {
						return nil, err
					}
					v.Lsh(v, width).Add(v, x)
				}
				return v, nil
			}
		}
	}
	return nil, fmt.Errorf("%s: no top-level %s", rel, name)
}

func asmFacts() []fact {
	const k1, p3 = "fast/secp256k1/field/_asm/fe_amd64_asm.go", "fast/p384/field/_asm/mont_amd64_asm.go"
	const k1w = "fast/secp256k1/field/_asm/wide.go"
	return []fact{{
		id:        "const/secp256k1/asm-generator",
		statement: "the amd64 generator of fast/secp256k1/field writes reduce256 = 2^256 mod p, reduce260 = 2^260 mod p and p in 52-bit limbs (pLimb)",
		method:    claim.Exact, source: sec2K1,
		where: []string{k1 + " reduce256", k1 + " reduce260", k1 + " pLimb"},
		vals: func() ([]*big.Int, error) {
			var out []*big.Int
			for _, n := range []string{"reduce256", "reduce260", "pLimb"} {
				v, err := sourceValue(k1, n, 52)
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
			return out, nil
		},
		prop: func(v []*big.Int) error {
			return first(want("reduce256", v[0], mod(pow2(256), pK1)), want("reduce260", v[1], mod(pow2(260), pK1)), want("pLimb", v[2], pK1))
		},
	}, {
		id:        "const/secp256k1/asm-generator-wide",
		statement: "the amd64 generator's full-radix routines of fast/secp256k1/field write p in 64-bit words (pWords)",
		method:    claim.Exact, source: sec2K1,
		where: []string{k1w + " pWords"},
		vals: func() ([]*big.Int, error) {
			v, err := sourceValue(k1w, "pWords", 64)
			return []*big.Int{v}, err
		},
		prop: func(v []*big.Int) error { return want("pWords", v[0], pK1) },
	}, {
		id:        "const/p384/asm-generator",
		statement: "the amd64 generator of fast/p384/field writes p in 64-bit limbs (pLimbs)",
		method:    claim.Exact, source: sp800186,
		where: []string{p3 + " pLimbs"},
		vals: func() ([]*big.Int, error) {
			v, err := sourceValue(p3, "pLimbs", 64)
			return []*big.Int{v}, err
		},
		prop: func(v []*big.Int) error { return want("pLimbs", v[0], pP384) },
	}}
}
