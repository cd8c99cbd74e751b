package formula

import (
	"fmt"
	"go/ast"
	"go/token"
	"sort"
	"strings"
)

// arithMethods are the field methods that compute a new value from
// others: a function that calls one of them on a field element does
// arithmetic in the field.
var arithMethods = map[string]bool{
	"Mul": true, "Square": true, "Add": true, "Sub": true, "AddLoose": true, "SubLoose": true,
	"Neg": true, "MulInt": true, "MulSmall": true, "Half": true, "CondNeg": true,
	"Inv": true, "InvVar": true, "Invert": true, "InvertVar": true,
}

// discover lists the functions of a family's packages that do point
// arithmetic, by this rule: a function or method of the group package, or
// of its field package other than a method of Element itself, that calls
// an arithmetic method (arithMethods) on a value of the family's
// field.Element type. Types are read from the syntax: parameters,
// results, receivers and var declarations with their declared types,
// struct fields of the package's types, new(field.Element), indexing of
// arrays and slices of elements, and the methods' own *Element results.
// Keys are "Type.method" or "func" in the group package and "field." +
// key in the field package.
func discover(fam *family) []string {
	var out []string
	pkgs := []*pkg{fam.group}
	if fam.ownsField {
		pkgs = append(pkgs, fam.field)
	}
	for _, p := range pkgs {
		for key, f := range p.funcs {
			if p == fam.field {
				if isElemType(p, recvType(f.decl)) {
					continue
				}
				key = "field." + key
			}
			if callsArith(p, f.decl) {
				out = append(out, key)
			}
		}
	}
	sort.Strings(out)
	return out
}

func recvType(d *ast.FuncDecl) ast.Expr {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return nil
	}
	return d.Recv.List[0].Type
}

// isElemType reports whether t is the field element type or a pointer to
// it (field.Element outside the field package, Element inside).
func isElemType(p *pkg, t ast.Expr) bool {
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch t := t.(type) {
	case *ast.SelectorExpr:
		id, ok := t.X.(*ast.Ident)
		return ok && id.Name == "field" && t.Sel.Name == "Element"
	case *ast.Ident:
		_, isStruct := p.types["Element"].(*ast.StructType)
		return t.Name == "Element" && isStruct && p.rel != "" && isFieldPkg(p)
	}
	return false
}

// isFieldPkg reports whether p is a field package (it declares Element).
func isFieldPkg(p *pkg) bool {
	_, ok := p.types["Element"]
	return ok
}

// typer infers, from the syntax, which expressions of a function are
// field elements (or pointers to them); see discover for the rule.
type typer struct {
	p   *pkg
	env map[string]ast.Expr
}

func newTyper(p *pkg, d *ast.FuncDecl) *typer {
	t := &typer{p: p, env: map[string]ast.Expr{}}
	bind := func(fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, f := range fl.List {
			for _, n := range f.Names {
				t.env[n.Name] = f.Type
			}
		}
	}
	bind(d.Recv)
	bind(d.Type.Params)
	bind(d.Type.Results)
	return t
}

// learn records the declarations of n (called in source order).
func (t *typer) learn(n ast.Node) {
	switch n := n.(type) {
	case *ast.ValueSpec:
		for i, name := range n.Names {
			if n.Type != nil {
				t.env[name.Name] = n.Type
			} else if i < len(n.Values) {
				t.env[name.Name] = t.typeOf(n.Values[i])
			}
		}
	case *ast.AssignStmt:
		if n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
			for i, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok {
					if ty := t.typeOf(n.Rhs[i]); ty != nil {
						t.env[id.Name] = ty
					}
				}
			}
		}
	}
}

// isElem reports whether e is an element or a pointer to one.
func (t *typer) isElem(e ast.Expr) bool { return isElemType(t.p, t.typeOf(e)) }

func (t *typer) typeOf(e ast.Expr) ast.Expr {
	switch e := e.(type) {
	case *ast.Ident:
		return t.env[e.Name]
	case *ast.ParenExpr:
		return t.typeOf(e.X)
	case *ast.StarExpr:
		if ty, ok := t.typeOf(e.X).(*ast.StarExpr); ok {
			return ty.X
		}
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			if ty := t.typeOf(e.X); ty != nil {
				return &ast.StarExpr{X: ty}
			}
		}
	case *ast.IndexExpr:
		ty := t.typeOf(e.X)
		if s, ok := ty.(*ast.StarExpr); ok {
			ty = s.X
		}
		if a, ok := ty.(*ast.ArrayType); ok {
			return a.Elt
		}
	case *ast.CompositeLit:
		return e.Type
	case *ast.SelectorExpr:
		ty := t.typeOf(e.X)
		if s, ok := ty.(*ast.StarExpr); ok {
			ty = s.X
		}
		if id, ok := ty.(*ast.Ident); ok {
			if st, ok := t.p.types[id.Name].(*ast.StructType); ok {
				for _, f := range st.Fields.List {
					for _, n := range f.Names {
						if n.Name == e.Sel.Name {
							return f.Type
						}
					}
				}
			}
		}
	case *ast.CallExpr:
		if id, ok := e.Fun.(*ast.Ident); ok && id.Name == "new" && len(e.Args) == 1 {
			return &ast.StarExpr{X: e.Args[0]}
		}
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok && t.isElem(sel.X) {
			return t.typeOf(sel.X) // the field methods return their receiver
		}
	}
	return nil
}

// callsArith reports whether d calls an arithmetic method on an element.
func callsArith(p *pkg, d *ast.FuncDecl) bool {
	if d.Body == nil {
		return false
	}
	t := newTyper(p, d)
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		t.learn(n)
		if c, ok := n.(*ast.CallExpr); ok {
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok && arithMethods[sel.Sel.Name] && t.isElem(sel.X) {
				found = true
			}
		}
		return true
	})
	return found
}

// gaps reports, for one family, every discovered function with neither a
// proof, nor a coverage by proven callers, nor a reasoned exclusion; and
// every proof, coverage or exclusion of a function that does not exist
// (or a coverage whose callers are not proven or do not call it).
func gaps(fam *family) []string {
	var out []string
	proven := map[string]bool{}
	for _, pf := range proofs() {
		if pf.fam != fam.name {
			continue
		}
		proven[pf.fn] = true
		if _, err := fam.lookupFn(pf.fn); err != nil {
			out = append(out, "proof of a missing function: "+pf.fn)
		}
	}
	for _, k := range discover(fam) {
		if !proven[k] && covered[fam.name][k] == nil && excluded[fam.name][k] == "" {
			out = append(out, "point arithmetic with no proof and no exclusion: "+k)
		}
	}
	for k := range excluded[fam.name] {
		if _, err := fam.lookupFn(k); err != nil {
			out = append(out, "exclusion of a missing function: "+k)
		}
	}
	for k, callers := range covered[fam.name] {
		if _, err := fam.lookupFn(k); err != nil {
			out = append(out, "coverage of a missing function: "+k)
			continue
		}
		name := k[strings.LastIndex(k, ".")+1:]
		for _, c := range callers {
			f, err := fam.lookupFn(c)
			if err != nil || !(proven[c] || covered[fam.name][c] != nil) {
				out = append(out, fmt.Sprintf("%s is covered by %s, which is not proven", k, c))
				continue
			}
			if !calls(f.decl, name) {
				out = append(out, fmt.Sprintf("%s is covered by %s, which does not call it", k, c))
			}
		}
	}
	sort.Strings(out)
	return out
}

// calls reports whether d's body calls a function or method named name.
func calls(d *ast.FuncDecl, name string) bool {
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			switch f := c.Fun.(type) {
			case *ast.Ident:
				found = found || f.Name == name
			case *ast.SelectorExpr:
				found = found || f.Sel.Name == name
			}
		}
		return true
	})
	return found
}
