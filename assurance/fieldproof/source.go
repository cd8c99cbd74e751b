package fieldproof

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"math/big"
	"path/filepath"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

// The bounds and constants of the proofs are read from the shipped source:
// a package constant, or the bound a verify-build check compares against.

// parseFile parses one file of the module (rel to the module root).
func parseFile(rel string) (*ast.File, *token.FileSet, error) {
	root, err := interp.Root()
	if err != nil {
		return nil, nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Join(root, rel), nil, 0)
	return f, fset, err
}

// constExpr evaluates a constant integer expression of literals.
func constExpr(fset *token.FileSet, e ast.Expr) (*big.Int, error) {
	var b []byte
	b = fmt.Appendf(b, "%s", exprString(fset, e))
	tv, err := types.Eval(fset, nil, token.NoPos, string(b))
	if err != nil {
		return nil, err
	}
	if tv.Value == nil || tv.Value.Kind() != constant.Int {
		return nil, fmt.Errorf("%s is not an integer constant", b)
	}
	v, ok := new(big.Int).SetString(tv.Value.ExactString(), 10)
	if !ok {
		return nil, fmt.Errorf("%s: not an integer", b)
	}
	return v, nil
}

func exprString(fset *token.FileSet, e ast.Expr) string {
	return types.ExprString(e)
}

// sourceConst returns the value of the package constant name declared in
// file rel (an expression of literals).
func sourceConst(rel, name string) (*big.Int, error) {
	f, fset, err := parseFile(rel)
	if err != nil {
		return nil, err
	}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if n.Name == name && i < len(vs.Values) {
					return constExpr(fset, vs.Values[i])
				}
			}
		}
	}
	return nil, fmt.Errorf("%s: no constant %s", rel, name)
}

// checkBound returns argument arg of the first call to callee inside
// function fn of file rel: the bound a verify-build check compares with.
func checkBound(rel, fn, callee string, arg int) (*big.Int, error) {
	f, fset, err := parseFile(rel)
	if err != nil {
		return nil, err
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != fn {
			continue
		}
		var found ast.Expr
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if ok && found == nil {
				if id, ok := c.Fun.(*ast.Ident); ok && id.Name == callee && len(c.Args) > arg {
					found = c.Args[arg]
				}
			}
			return found == nil
		})
		if found == nil {
			return nil, fmt.Errorf("%s %s: no call to %s", rel, fn, callee)
		}
		return constExpr(fset, found)
	}
	return nil, fmt.Errorf("%s: no function %s", rel, fn)
}

// width returns k for a mask 2^k − 1.
func width(mask *big.Int) (uint, error) {
	k := uint(mask.BitLen())
	if new(big.Int).Add(mask, big.NewInt(1)).Cmp(pow2(k)) != 0 {
		return 0, fmt.Errorf("%#x is not a mask 2^k - 1", mask)
	}
	return k, nil
}
