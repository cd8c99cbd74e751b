package all_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	_ "github.com/curvecheck/curvecheck/impls/all"
)

// TestReadmeListsImplementations: README.md's list of registered
// implementations (under curvecheck diff) names every implementation this
// package registers, and those registered only under a build tag (an
// ImplName in impls that this build leaves out).
func TestReadmeListsImplementations(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, list, ok := strings.Cut(string(b), "Registered implementations:")
	if !ok {
		t.Fatal(`README.md has no "Registered implementations:" list`)
	}
	list, _, ok = strings.Cut(list, "any program in any")
	if !ok {
		t.Fatal(`README.md's list of implementations does not end with "any program in any language"`)
	}
	names := map[string]bool{}
	for _, im := range catalog.Impls() {
		names[im.Name()] = true
	}
	if len(names) == 0 {
		t.Fatal("no implementation registered: the test checks nothing")
	}
	for _, n := range tagged(t) {
		names[n] = true
	}
	for n := range names {
		if !strings.Contains(list, "`"+n+"`") {
			t.Errorf("implementation %q is not in README.md's list of registered implementations", n)
		}
	}
	t.Logf("%d implementations checked against README.md", len(names))
}

// tagged returns the ImplName literals of impls' packages, built with
// their tags or not.
func tagged(t *testing.T) []string {
	files, err := filepath.Glob("../*/*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			kv, ok := n.(*ast.KeyValueExpr)
			if !ok {
				return true
			}
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "ImplName" {
				if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					out = append(out, s)
				}
			}
			return true
		})
	}
	if len(out) == 0 {
		t.Fatal("no ImplName found in impls: the parse sees nothing")
	}
	return out
}
