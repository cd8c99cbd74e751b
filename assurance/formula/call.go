package formula

import (
	"go/ast"
	"math/big"
)

var zeroInt = new(big.Int)

// callExpr evaluates a call: new(T), a function of the package or of the
// family's field package, a method of a package struct (inlined), or a
// field method (fieldOps).
func (m *machine) callExpr(fr *frame, e *ast.CallExpr) (value, error) {
	switch f := e.Fun.(type) {
	case *ast.Ident:
		if f.Name == "new" && fr.lookup("new") == nil {
			if len(e.Args) != 1 {
				return nil, errf(fr.p, e, "new with %d arguments", len(e.Args))
			}
			z, err := m.zero(fr.p, e.Args[0])
			if err != nil {
				return nil, err
			}
			return ptrV{&cell{v: z}}, nil
		}
		target, ok := fr.p.funcs[f.Name]
		if !ok {
			return nil, errf(fr.p, e, "call of %s not understood", f.Name)
		}
		args, err := m.args(fr, e.Args)
		if err != nil {
			return nil, err
		}
		return m.call(target, nil, args)
	case *ast.SelectorExpr:
		if id, ok := f.X.(*ast.Ident); ok && fr.lookup(id.Name) == nil && id.Name == "field" && fr.p == m.fam.group {
			target, ok := m.fam.field.funcs[f.Sel.Name]
			if !ok {
				return nil, errf(fr.p, e, "call of field.%s not understood", f.Sel.Name)
			}
			args, err := m.args(fr, e.Args)
			if err != nil {
				return nil, err
			}
			return m.call(target, nil, args)
		}
		recv, err := m.receiver(fr, f.X)
		if err != nil {
			return nil, err
		}
		switch v := recv.v.(type) {
		case elemV:
			op, ok := m.fam.ops[f.Sel.Name]
			if !ok {
				return nil, errf(fr.p, e, "field method %s not in the %s table", f.Sel.Name, m.fam.name)
			}
			args, err := m.args(fr, e.Args)
			if err != nil {
				return nil, err
			}
			return op.do(m, fr, e, recv, args)
		case *recordV:
			key := v.typ + "." + f.Sel.Name
			if fields, ok := m.fam.views[key]; ok && len(e.Args) == 0 {
				var cs []*cell
				for _, n := range fields {
					cs = append(cs, v.f[n])
				}
				return viewV{cs}, nil
			}
			target, ok := m.fam.group.funcs[key]
			if !ok {
				return nil, errf(fr.p, e, "method %s not found", key)
			}
			args, err := m.args(fr, e.Args)
			if err != nil {
				return nil, err
			}
			var rv value = ptrV{recv}
			if _, ptr := target.decl.Recv.List[0].Type.(*ast.StarExpr); !ptr {
				rv = copyValue(v)
			}
			return m.call(target, rv, args)
		}
		return nil, errf(fr.p, e, "method %s of a %s not understood", f.Sel.Name, describe(recv.v))
	}
	return nil, errf(fr.p, e, "call of %T not understood", e.Fun)
}

// receiver returns the cell a method is called on: the variable or field
// itself, or what a pointer-valued expression points to.
func (m *machine) receiver(fr *frame, x ast.Expr) (*cell, error) {
	var c *cell
	switch x.(type) {
	case *ast.Ident, *ast.SelectorExpr, *ast.StarExpr, *ast.ParenExpr:
		var err error
		if c, err = m.addr(fr, x); err != nil {
			return nil, err
		}
	default:
		v, err := m.expr(fr, x)
		if err != nil {
			return nil, err
		}
		c = &cell{v: v}
	}
	for {
		p, ok := c.v.(ptrV)
		if !ok {
			return c, nil
		}
		if p.c == nil {
			return nil, errf(fr.p, x, "nil pointer")
		}
		c = p.c
	}
}

func (m *machine) args(fr *frame, es []ast.Expr) ([]value, error) {
	var out []value
	for _, a := range es {
		v, err := m.expr(fr, a)
		if err != nil {
			return nil, err
		}
		if _, ok := v.(tupleV); ok {
			return nil, errf(fr.p, a, "a multi-value call as an argument")
		}
		out = append(out, v)
	}
	return out, nil
}
