package interp

import (
	"go/ast"
	"go/token"
	"math/big"
)

// eval evaluates a single-valued expression.
func (f *frame) eval(e ast.Expr) Value {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return f.eval(e.X)
	case *ast.BasicLit:
		if e.Kind != token.INT {
			if e.Kind == token.STRING {
				return e.Value // fn names passed to the contract checks
			}
			f.fail(e, "literal %s not understood", e.Value)
		}
		v, ok := new(big.Int).SetString(e.Value, 0)
		if !ok {
			f.fail(e, "literal %s not understood", e.Value)
		}
		return f.m.Const(v, Untyped)
	case *ast.Ident:
		return f.ident(e)
	case *ast.BinaryExpr:
		if e.Op == token.LAND || e.Op == token.LOR {
			x := f.cond(e.X)
			if e.Op == token.LAND && !x || e.Op == token.LOR && x {
				return x
			}
			return f.cond(e.Y)
		}
		return f.binary(e, e.Op, f.eval(e.X), f.eval(e.Y))
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			if cl, ok := e.X.(*ast.CompositeLit); ok {
				return &Pointer{C: &Cell{V: f.composite(cl, nil)}}
			}
			return &Pointer{C: f.addr(e.X)}
		}
		return f.unary(e, e.Op, f.eval(e.X))
	case *ast.StarExpr:
		p, ok := f.eval(e.X).(*Pointer)
		if !ok || p.C == nil {
			f.fail(e, "dereference of a non-pointer or nil")
		}
		return p.C.V
	case *ast.IndexExpr, *ast.SelectorExpr:
		if s, ok := e.(*ast.SelectorExpr); ok {
			if id, ok := s.X.(*ast.Ident); ok {
				if _, local := f.lookup(id.Name); !local {
					if path, imp := f.pkg.imports[id.Name]; imp {
						return f.foreign(s, path, s.Sel.Name)
					}
				}
			}
		}
		return f.addr(e).V
	case *ast.CallExpr:
		vs := f.call(e)
		if len(vs) != 1 {
			f.fail(e, "call with %d results used as a value", len(vs))
		}
		return vs[0]
	case *ast.CompositeLit:
		return f.composite(e, nil)
	case *ast.SliceExpr:
		return f.slice(e)
	}
	f.fail(e, "expression %T not understood", e)
	return nil
}

// slice evaluates x[lo:hi] of an array, a pointer to one or a slice, with
// constant bounds; the result shares x's cells.
func (f *frame) slice(e *ast.SliceExpr) Value {
	if e.Slice3 {
		f.fail(e, "three-index slice not understood")
	}
	var cells []*Cell
	switch x := f.deref(f.eval(e.X)).(type) {
	case *Array:
		cells = x.E
	case *Slice:
		cells = x.E
	default:
		f.fail(e, "slicing %T not understood", x)
	}
	lo, hi := 0, len(cells)
	if e.Low != nil {
		lo = f.index(e.Low)
	}
	if e.High != nil {
		hi = f.index(e.High)
	}
	if lo < 0 || hi < lo || hi > len(cells) {
		f.fail(e, "slice bounds [%d:%d] out of range (length %d)", lo, hi, len(cells))
	}
	return &Slice{E: cells[lo:hi]}
}

// foreign returns a constant or variable of another package of the module.
func (f *frame) foreign(n ast.Node, path, name string) Value {
	p, ok := f.m.pkgs[path]
	if !ok {
		f.fail(n, "package %s not loaded", path)
	}
	g := &frame{m: f.m, pkg: p, fn: f.fn}
	g.push()
	return g.global(n, name)
}

func (f *frame) ident(e *ast.Ident) Value {
	if c, ok := f.lookup(e.Name); ok {
		return c.V
	}
	return f.global(e, e.Name)
}

// global returns a package-level constant or variable, or true/false/nil.
func (f *frame) global(n ast.Node, name string) Value {
	if x, ok := f.pkg.Consts[name]; ok {
		g := &frame{m: f.m, pkg: f.pkg, fn: f.fn}
		g.push()
		v := g.eval(x)
		if s, ok := v.(*Scalar); ok {
			if _, c := s.IsConst(); !c {
				f.fail(n, "constant %s is not constant", name)
			}
		}
		return v
	}
	if vs, ok := f.pkg.Vars[name]; ok {
		key := f.pkg.Path + "." + name
		if c, ok := f.m.globals()[key]; ok {
			return c.V
		}
		g := &frame{m: f.m, pkg: f.pkg, fn: f.fn}
		g.push()
		var v Value
		if len(vs.Values) == 0 {
			v = g.zero(vs.Type)
		} else {
			if len(vs.Values) != len(vs.Names) {
				f.fail(n, "variable %s: initialiser not understood", name)
			}
			v = g.convertTo(vs.Type, g.eval(vs.Values[f.pkg.VarIdx[name]]), vs)
		}
		f.m.globals()[key] = &Cell{V: v}
		return v
	}
	switch name {
	case "true":
		return true
	case "false":
		return false
	case "nil":
		return &Pointer{}
	}
	f.fail(n, "identifier %s not understood", name)
	return nil
}

func (m *Machine) globals() map[string]*Cell {
	if m.glob == nil {
		m.glob = map[string]*Cell{}
	}
	return m.glob
}

// addr returns the cell an addressable expression denotes.
func (f *frame) addr(e ast.Expr) *Cell {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return f.addr(e.X)
	case *ast.Ident:
		if c, ok := f.lookup(e.Name); ok {
			return c
		}
		if _, ok := f.pkg.Vars[e.Name]; ok {
			f.global(e, e.Name)
			return f.m.globals()[f.pkg.Path+"."+e.Name]
		}
		f.fail(e, "%s is not addressable", e.Name)
	case *ast.StarExpr:
		p, ok := f.eval(e.X).(*Pointer)
		if !ok || p.C == nil {
			f.fail(e, "dereference of a non-pointer or nil")
		}
		return p.C
	case *ast.IndexExpr:
		x := f.eval(e.X)
		if p, ok := x.(*Pointer); ok && p.C != nil {
			x = p.C.V
		}
		i := f.index(e.Index)
		switch a := x.(type) {
		case *Array:
			if i < 0 || i >= len(a.E) {
				f.fail(e, "index %d out of range", i)
			}
			return a.E[i]
		case *Slice:
			if i < 0 || i >= len(a.E) {
				f.fail(e, "index %d out of range", i)
			}
			return a.E[i]
		}
		f.fail(e, "indexing %T not understood", x)
	case *ast.SelectorExpr:
		x := f.eval(e.X)
		if p, ok := x.(*Pointer); ok && p.C != nil {
			x = p.C.V
		}
		s, ok := x.(*Struct)
		if !ok {
			f.fail(e, "field %s of %T not understood", e.Sel.Name, x)
		}
		c, ok := s.field(e.Sel.Name)
		if !ok {
			f.fail(e, "no field %s", e.Sel.Name)
		}
		return c
	}
	f.fail(e, "expression %T is not addressable", e)
	return nil
}

// index evaluates a constant index.
func (f *frame) index(e ast.Expr) int {
	s, ok := f.eval(e).(*Scalar)
	if !ok {
		f.fail(e, "index is not an integer")
	}
	c, ok := s.IsConst()
	if !ok || !c.IsInt64() {
		f.fail(e, "index %s is not a known constant (memory access depending on a value)", f.pkg.Text(e))
	}
	return int(c.Int64())
}

// kindOf returns the scalar kind of a basic type name.
func kindOf(name string) (Kind, bool) {
	switch name {
	case "uint64", "uint", "uintptr":
		return U64, true
	case "uint32":
		return U32, true
	case "uint8", "byte":
		return U8, true
	case "int", "int64":
		return Int, true
	}
	return 0, false
}

// zero returns the zero value of a type expression.
func (f *frame) zero(t ast.Expr) Value {
	switch t := t.(type) {
	case *ast.Ident:
		if k, ok := kindOf(t.Name); ok {
			return f.m.Const(new(big.Int), k)
		}
		if t.Name == "bool" {
			return false
		}
		if u, ok := f.pkg.Types[t.Name]; ok {
			if st, ok := u.(*ast.StructType); ok {
				s := &Struct{Type: t.Name}
				for _, fl := range st.Fields.List {
					for _, n := range fl.Names {
						s.Names = append(s.Names, n.Name)
						s.Fields = append(s.Fields, &Cell{V: f.zero(fl.Type)})
					}
				}
				return s
			}
			return f.zero(u)
		}
	case *ast.ArrayType:
		if t.Len == nil {
			return &Slice{}
		}
		n := f.index(t.Len)
		a := &Array{E: make([]*Cell, n)}
		for i := range a.E {
			a.E[i] = &Cell{V: f.zero(t.Elt)}
		}
		return a
	case *ast.StarExpr:
		return &Pointer{}
	case *ast.StructType:
		if len(t.Fields.List) == 0 {
			return &Struct{Type: "struct{}"}
		}
	}
	f.fail(t, "type %s not understood", f.pkg.Text(t))
	return nil
}

// convertTo gives an untyped constant the declared type t (nil: as is).
func (f *frame) convertTo(t ast.Expr, v Value, at ast.Node) Value {
	if t == nil {
		return v
	}
	s, ok := v.(*Scalar)
	if !ok {
		return v
	}
	id, ok := t.(*ast.Ident)
	if !ok {
		f.fail(at, "typed declaration not understood")
	}
	k, ok := kindOf(id.Name)
	if !ok {
		f.fail(at, "type %s not understood", id.Name)
	}
	return f.conv(at, s, k)
}

// composite evaluates a composite literal of type t (lit.Type when nil).
func (f *frame) composite(lit *ast.CompositeLit, t ast.Expr) Value {
	if lit.Type != nil {
		t = lit.Type
	}
	if t == nil {
		f.fail(lit, "composite literal without a type")
	}
	z := f.zero(t)
	elemType := func() ast.Expr {
		switch u := t.(type) {
		case *ast.ArrayType:
			return u.Elt
		case *ast.Ident:
			if a, ok := f.pkg.Types[u.Name].(*ast.ArrayType); ok {
				return a.Elt
			}
		}
		return nil
	}
	val := func(e ast.Expr, et ast.Expr) Value {
		if cl, ok := e.(*ast.CompositeLit); ok {
			return f.composite(cl, et)
		}
		v := f.eval(e)
		if s, ok := v.(*Scalar); ok && s.Kind == Untyped {
			if id, ok := et.(*ast.Ident); ok {
				if k, ok := kindOf(id.Name); ok {
					return f.conv(e, s, k)
				}
			}
		}
		return v
	}
	switch z := z.(type) {
	case *Array:
		et := elemType()
		for i, e := range lit.Elts {
			if _, ok := e.(*ast.KeyValueExpr); ok {
				f.fail(e, "keyed array literal not understood")
			}
			if i >= len(z.E) {
				f.fail(e, "array literal too long")
			}
			z.E[i].V = val(e, et)
		}
		return z
	case *Struct:
		st := f.structType(t)
		types := map[string]ast.Expr{}
		var order []ast.Expr
		for _, fl := range st.Fields.List {
			for _, n := range fl.Names {
				types[n.Name] = fl.Type
				order = append(order, fl.Type)
			}
		}
		for i, e := range lit.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				name := kv.Key.(*ast.Ident).Name
				c, _ := z.field(name)
				c.V = val(kv.Value, types[name])
				continue
			}
			z.Fields[i].V = val(e, order[i])
		}
		return z
	}
	f.fail(lit, "composite literal not understood")
	return nil
}

func (f *frame) structType(t ast.Expr) *ast.StructType {
	if id, ok := t.(*ast.Ident); ok {
		if st, ok := f.pkg.Types[id.Name].(*ast.StructType); ok {
			return st
		}
	}
	f.fail(t, "struct type not understood")
	return nil
}
