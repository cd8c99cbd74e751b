package claims

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestDeclassificationPoints holds the fast code to its declared
// declassification points: every call of package declassify under fast/ is in
// a function the registry (Declassified) names with a reason, and every
// registered point exists.
func TestDeclassificationPoints(t *testing.T) {
	registered := map[string]bool{}
	for _, d := range Declassified {
		if d.Reason == "" || d.Value == "" {
			t.Errorf("%s: no value or reason", d.Func)
		}
		registered[d.Func] = false
	}
	fset := token.NewFileSet()
	err := filepath.WalkDir("../../fast", func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.Contains(path, "/_asm/") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		markName := ""
		for _, imp := range f.Imports {
			if strings.Trim(imp.Path.Value, `"`) == "github.com/curvecheck/curvecheck/fast/declassify" {
				markName = "declassify"
				if imp.Name != nil {
					markName = imp.Name.Name
				}
			}
		}
		if markName == "" {
			return nil
		}
		pkg := "github.com/curvecheck/curvecheck/" + strings.TrimPrefix(filepath.ToSlash(filepath.Dir(path)), "../../")
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			ast.Inspect(fn, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == markName {
					name := pkg + "." + fn.Name.Name
					if _, ok := registered[name]; !ok {
						t.Errorf("%s: %s.%s in %s, which is not a registered declassification point", fset.Position(sel.Pos()), markName, sel.Sel.Name, name)
					} else {
						registered[name] = true
					}
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, seen := range registered {
		if !seen {
			t.Errorf("registered declassification point %s calls no declassify function (moved or removed?)", name)
		}
	}
}
