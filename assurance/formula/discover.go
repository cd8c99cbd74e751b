package formula

import (
	"go/ast"
	"go/token"
	"sort"
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

// callsArith reports whether d calls an arithmetic method on an element.
func callsArith(p *pkg, d *ast.FuncDecl) bool {
	if d.Body == nil {
		return false
	}
	env := map[string]ast.Expr{}
	bind := func(fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, f := range fl.List {
			for _, n := range f.Names {
				env[n.Name] = f.Type
			}
		}
	}
	bind(d.Recv)
	bind(d.Type.Params)
	bind(d.Type.Results)
	var typeOf func(e ast.Expr) ast.Expr
	typeOf = func(e ast.Expr) ast.Expr {
		switch e := e.(type) {
		case *ast.Ident:
			return env[e.Name]
		case *ast.ParenExpr:
			return typeOf(e.X)
		case *ast.StarExpr:
			if t, ok := typeOf(e.X).(*ast.StarExpr); ok {
				return t.X
			}
		case *ast.UnaryExpr:
			if e.Op == token.AND {
				if t := typeOf(e.X); t != nil {
					return &ast.StarExpr{X: t}
				}
			}
		case *ast.IndexExpr:
			t := typeOf(e.X)
			if s, ok := t.(*ast.StarExpr); ok {
				t = s.X
			}
			switch t := t.(type) {
			case *ast.ArrayType:
				return t.Elt
			}
		case *ast.CompositeLit:
			return e.Type
		case *ast.SelectorExpr:
			t := typeOf(e.X)
			if s, ok := t.(*ast.StarExpr); ok {
				t = s.X
			}
			if id, ok := t.(*ast.Ident); ok {
				if st, ok := p.types[id.Name].(*ast.StructType); ok {
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
			if sel, ok := e.Fun.(*ast.SelectorExpr); ok && isElemType(p, typeOf(sel.X)) {
				return typeOf(sel.X) // the field methods return their receiver
			}
		}
		return nil
	}
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if n.Type != nil {
					env[name.Name] = n.Type
				} else if i < len(n.Values) {
					env[name.Name] = typeOf(n.Values[i])
				}
			}
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
				for i, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						if t := typeOf(n.Rhs[i]); t != nil {
							env[id.Name] = t
						}
					}
				}
			}
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && arithMethods[sel.Sel.Name] && isElemType(p, typeOf(sel.X)) {
				found = true
			}
		}
		return true
	})
	return found
}
