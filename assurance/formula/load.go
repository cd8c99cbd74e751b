package formula

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

// repoRoot is the module root, two directories above this file.
func repoRoot() (string, error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "", errors.New("formula: cannot locate the source tree")
	}
	root := filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return "", fmt.Errorf("formula: no go.mod at %s: %w", root, err)
	}
	return root, nil
}

// pkg is one parsed package: the files of its default build on
// linux/amd64 (no build tags, so no purego, verify or exhaustive), test
// files left out.
type pkg struct {
	rel   string // path below the module root, "fast/secp256k1"
	fset  *token.FileSet
	files map[string]*ast.File // by base name
	funcs map[string]*fn       // by key: "Type.method" or "func"
	types map[string]ast.Expr  // type declarations by name
	vals  map[string]ast.Expr  // const and var declarations with a value
	kinds map[string]token.Token
	vtyps map[string]ast.Expr // declared types of package variables
}

// varType is the declared type of package variable name, or nil.
func (p *pkg) varType(name string) ast.Expr { return p.vtyps[name] }

// fn is one function declaration of a pkg.
type fn struct {
	key  string
	file string
	decl *ast.FuncDecl
	pkg  *pkg
}

// buildContext selects the default build: linux/amd64, no tags.
func buildContext() build.Context {
	c := build.Default
	c.GOOS, c.GOARCH = "linux", "amd64"
	c.BuildTags = nil
	c.CgoEnabled = true
	return c
}

// loadPkg parses the package at dir (absolute), named rel in messages.
func loadPkg(dir, rel string) (*pkg, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	ctx := buildContext()
	p := &pkg{rel: rel, fset: token.NewFileSet(), files: map[string]*ast.File{},
		funcs: map[string]*fn{}, types: map[string]ast.Expr{}, vals: map[string]ast.Expr{},
		kinds: map[string]token.Token{}, vtyps: map[string]ast.Expr{}}
	var names []string
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		ok, err := ctx.MatchFile(dir, n)
		if err != nil {
			return nil, err
		}
		if ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		f, err := parser.ParseFile(p.fset, filepath.Join(dir, n), nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		p.files[n] = f
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				k := funcKey(d)
				if _, dup := p.funcs[k]; dup {
					return nil, fmt.Errorf("%s: %s declared twice in the default build", rel, k)
				}
				p.funcs[k] = &fn{key: k, file: n, decl: d, pkg: p}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						p.types[s.Name.Name] = s.Type
					case *ast.ValueSpec:
						for i, name := range s.Names {
							p.kinds[name.Name] = d.Tok
							if s.Type != nil {
								p.vtyps[name.Name] = s.Type
							}
							if i < len(s.Values) {
								p.vals[name.Name] = s.Values[i]
							} else if len(s.Values) == 1 && len(s.Names) > 1 {
								p.vals[name.Name] = nil // a multi-value initializer
							}
						}
					}
				}
			}
		}
	}
	return p, nil
}

// funcKey is "Type.name" for a method (pointer or value receiver) and
// "name" for a function.
func funcKey(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + d.Name.Name
	}
	return "?." + d.Name.Name
}

// pos renders a position as "file.go:line:col".
func (p *pkg) pos(n ast.Node) string {
	ps := p.fset.Position(n.Pos())
	return fmt.Sprintf("%s/%s:%d:%d", p.rel, filepath.Base(ps.Filename), ps.Line, ps.Column)
}
