package interp

import (
	"go/ast"
	"math/big"
)

// call evaluates a call: a builtin, a conversion, math/bits, or a function
// or method of a loaded package, inlined.
func (f *frame) call(e *ast.CallExpr) []Value {
	switch fn := e.Fun.(type) {
	case *ast.ParenExpr:
		f.fail(e, "call of a parenthesised expression not understood")
	case *ast.Ident:
		if _, local := f.lookup(fn.Name); local {
			f.fail(e, "call of a function value not understood")
		}
		if k, ok := kindOf(fn.Name); ok {
			return []Value{f.conv(e, f.scalarArg(e, 0), k)}
		}
		switch fn.Name {
		case "new":
			return []Value{&Pointer{C: &Cell{V: f.zero(e.Args[0])}}}
		case "panic":
			f.fail(e, "reaches panic(%s)", f.pkg.Text(e.Args[0]))
		case "max", "min":
			return []Value{f.maxMin(e, fn.Name == "max")}
		case "copy":
			dst, ok1 := f.deref(f.eval(e.Args[0])).(*Slice)
			src, ok2 := f.deref(f.eval(e.Args[1])).(*Slice)
			if !ok1 || !ok2 {
				f.fail(e, "copy of values that are not slices")
			}
			n := min(len(dst.E), len(src.E))
			vals := make([]Value, n)
			for i := range n {
				vals[i] = copyValue(src.E[i].V)
			}
			for i, v := range vals {
				dst.E[i].V = v
			}
			return []Value{f.m.Const(big.NewInt(int64(n)), Int)}
		case "len":
			switch a := f.deref(f.eval(e.Args[0])).(type) {
			case *Array:
				return []Value{f.m.Const(big.NewInt(int64(len(a.E))), Int)}
			case *Slice:
				return []Value{f.m.Const(big.NewInt(int64(len(a.E))), Int)}
			}
			f.fail(e, "len of this value not understood")
		}
		d, ok := f.pkg.Funcs[fn.Name]
		if !ok {
			f.fail(e, "function %s not understood", fn.Name)
		}
		return f.m.invoke(f.pkg, d, f.args(e.Args), f)
	case *ast.SelectorExpr:
		// binary.BigEndian.Uint64(b) and the like.
		if inner, ok := fn.X.(*ast.SelectorExpr); ok {
			if id, ok := inner.X.(*ast.Ident); ok {
				if _, local := f.lookup(id.Name); !local && f.pkg.imports[id.Name] == "encoding/binary" {
					return f.byteOrder(e, inner.Sel.Name, fn.Sel.Name)
				}
			}
		}
		if id, ok := fn.X.(*ast.Ident); ok {
			if _, local := f.lookup(id.Name); !local {
				if path, imp := f.pkg.imports[id.Name]; imp {
					if path == "math/bits" {
						return f.bits(e, fn.Sel.Name)
					}
					if path == "errors" && fn.Sel.Name == "New" {
						msg := ""
						if len(e.Args) == 1 {
							if lit, ok := e.Args[0].(*ast.BasicLit); ok {
								msg = lit.Value
							}
						}
						return []Value{&ErrorValue{Msg: msg}}
					}
					p, ok := f.m.pkgs[path]
					if !ok {
						f.fail(e, "call into package %s not understood", path)
					}
					d, ok := p.Funcs[fn.Sel.Name]
					if !ok {
						f.fail(e, "function %s.%s not found", path, fn.Sel.Name)
					}
					return f.m.invoke(p, d, f.args(e.Args), f)
				}
			}
		}
		// A method: the receiver is a pointer, or an addressable value
		// whose address is taken.
		var recv *Cell
		x := f.eval(fn.X)
		if p, ok := x.(*Pointer); ok {
			recv = p.C
		} else {
			recv = f.addr(fn.X)
		}
		s, ok := recv.V.(*Struct)
		if !ok {
			f.fail(e, "method %s on %T not understood", fn.Sel.Name, recv.V)
		}
		d, ok := f.pkg.Funcs[s.Type+"."+fn.Sel.Name]
		if !ok {
			f.fail(e, "method %s.%s not found", s.Type, fn.Sel.Name)
		}
		var r Value = &Pointer{C: recv}
		if _, ptr := d.Recv.List[0].Type.(*ast.StarExpr); !ptr {
			r = copyValue(recv.V)
		}
		return f.m.invoke(f.pkg, d, append([]Value{r}, f.args(e.Args)...), f)
	}
	f.fail(e, "call not understood")
	return nil
}

func (f *frame) deref(v Value) Value {
	if p, ok := v.(*Pointer); ok && p.C != nil {
		return p.C.V
	}
	return v
}

func (f *frame) args(es []ast.Expr) []Value {
	if len(es) == 1 {
		if c, ok := es[0].(*ast.CallExpr); ok {
			return f.call(c)
		}
	}
	out := make([]Value, len(es))
	for i, e := range es {
		out[i] = f.eval(e)
	}
	return out
}

func (f *frame) scalarArg(e *ast.CallExpr, i int) *Scalar {
	if len(e.Args) <= i {
		f.fail(e, "missing argument")
	}
	s, ok := f.eval(e.Args[i]).(*Scalar)
	if !ok {
		f.fail(e, "argument %d is not an integer", i)
	}
	return s
}

// maxMin of constants (the magnitude arithmetic of the verify build).
func (f *frame) maxMin(e *ast.CallExpr, isMax bool) Value {
	var best *big.Int
	var k Kind
	for i := range e.Args {
		s := f.scalarArg(e, i)
		c, ok := s.IsConst()
		if !ok {
			f.fail(e, "max/min of a value not known")
		}
		if best == nil || (c.Cmp(best) > 0) == isMax {
			best, k = c, s.Kind
		}
	}
	return f.m.Const(best, k)
}
