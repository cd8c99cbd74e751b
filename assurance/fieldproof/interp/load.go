package interp

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
	"strconv"
	"strings"
)

// Package is one parsed Go package of the module: the files of its
// portable build (GOARCH=amd64 with the purego tag, so the Go code that
// the assembly replaces is what is read), indexed by declaration.
type Package struct {
	Rel    string // directory relative to the module root
	Path   string // import path
	Fset   *token.FileSet
	Files  []*ast.File
	Funcs  map[string]*ast.FuncDecl // "F" or "T.M"
	Consts map[string]ast.Expr
	Vars   map[string]*ast.ValueSpec
	VarIdx map[string]int // index of the name in its ValueSpec
	Types  map[string]ast.Expr
	// imports maps a file's local import name to the import path.
	imports map[string]string
	src     map[string][]byte
}

// Module is the module path the packages are loaded from.
const Module = "github.com/curvecheck/curvecheck"

// Root returns the module root, three directories above this file.
func Root() (string, error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "", errors.New("cannot locate the source tree")
	}
	root := filepath.Join(filepath.Dir(file), "..", "..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return "", fmt.Errorf("source tree not found: %w", err)
	}
	return root, nil
}

// buildContext is the portable build: amd64 with purego, without verify.
func buildContext() build.Context {
	c := build.Default
	c.GOARCH, c.GOOS = "amd64", "linux"
	c.BuildTags = []string{"purego"}
	c.CgoEnabled = false
	return c
}

// Load parses the non-test files of the package in directory rel (relative
// to the module root) that the portable build compiles.
func Load(rel string) (*Package, error) {
	root, err := Root()
	if err != nil {
		return nil, err
	}
	return LoadFrom(root, rel, nil)
}

// LoadFrom is Load from a given root; override, when not nil, replaces the
// contents of the named files (paths from the root, slash-separated) —
// the mutation tests use it.
func LoadFrom(root, rel string, override map[string][]byte) (*Package, error) {
	dir := filepath.Join(root, rel)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	ctx := buildContext()
	p := &Package{Rel: rel, Path: Module + "/" + filepath.ToSlash(rel), Fset: token.NewFileSet(),
		Funcs: map[string]*ast.FuncDecl{}, Consts: map[string]ast.Expr{}, Vars: map[string]*ast.ValueSpec{},
		VarIdx: map[string]int{}, Types: map[string]ast.Expr{}, imports: map[string]string{}, src: map[string][]byte{}}
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		ok, err := ctx.MatchFile(dir, name)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		if o, ok := override[filepath.ToSlash(filepath.Join(rel, name))]; ok {
			data = o
		}
		f, err := parser.ParseFile(p.Fset, filepath.Join(rel, name), data, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		p.src[filepath.Join(rel, name)] = data
		p.Files = append(p.Files, f)
		if err := p.index(f); err != nil {
			return nil, err
		}
	}
	if len(p.Files) == 0 {
		return nil, fmt.Errorf("%s: no Go files", rel)
	}
	return p, nil
}

func (p *Package) index(f *ast.File) error {
	for _, im := range f.Imports {
		path, _ := strconv.Unquote(im.Path.Value)
		local := path[strings.LastIndex(path, "/")+1:]
		if im.Name != nil {
			local = im.Name.Name
		}
		p.imports[local] = path
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			key := d.Name.Name
			if d.Recv != nil {
				key = RecvType(d) + "." + key
			}
			if _, dup := p.Funcs[key]; dup {
				return fmt.Errorf("%s: %s declared twice in the portable build", p.Rel, key)
			}
			p.Funcs[key] = d
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					p.Types[s.Name.Name] = s.Type
				case *ast.ValueSpec:
					for i, n := range s.Names {
						switch d.Tok {
						case token.CONST:
							if i >= len(s.Values) {
								return fmt.Errorf("%s: constant %s without a value (iota) not understood", p.Rel, n.Name)
							}
							p.Consts[n.Name] = s.Values[i]
						case token.VAR:
							p.Vars[n.Name] = s
							p.VarIdx[n.Name] = i
						}
					}
				}
			}
		}
	}
	return nil
}

// RecvType returns the receiver's type name of a method.
func RecvType(d *ast.FuncDecl) string {
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return "?"
}

// Text returns the source text of a node.
func (p *Package) Text(n ast.Node) string {
	pos, end := p.Fset.Position(n.Pos()), p.Fset.Position(n.End())
	data := p.src[pos.Filename]
	if data == nil || end.Offset > len(data) {
		return "?"
	}
	return string(data[pos.Offset:end.Offset])
}

// Pos returns "file:line" of a node.
func (p *Package) Pos(n ast.Node) string {
	pos := p.Fset.Position(n.Pos())
	return fmt.Sprintf("%s:%d", pos.Filename, pos.Line)
}

// File returns the file name (relative to the module root) of a declaration.
func (p *Package) File(n ast.Node) string { return p.Fset.Position(n.Pos()).Filename }
