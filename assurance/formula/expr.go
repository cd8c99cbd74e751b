package formula

import (
	"go/ast"
	"go/constant"
	"go/token"
	"strconv"
)

// expr evaluates an expression.
func (m *machine) expr(fr *frame, e ast.Expr) (value, error) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return m.expr(fr, e.X)
	case *ast.BasicLit:
		switch e.Kind {
		case token.INT:
			n, err := strconv.ParseInt(e.Value, 0, 64)
			if err != nil {
				u, err2 := strconv.ParseUint(e.Value, 0, 64)
				if err2 != nil {
					return nil, errf(fr.p, e, "integer %s not understood", e.Value)
				}
				n = int64(u)
			}
			return n, nil
		case token.STRING:
			s, err := strconv.Unquote(e.Value)
			if err != nil {
				return nil, errf(fr.p, e, "string %s", e.Value)
			}
			return stringV(s), nil
		}
		return nil, errf(fr.p, e, "literal %s not understood", e.Value)
	case *ast.Ident:
		switch e.Name {
		case "true":
			return true, nil
		case "false":
			return false, nil
		}
		if c := fr.lookup(e.Name); c != nil {
			return c.v, nil
		}
		return m.global(fr.p, e)
	case *ast.SelectorExpr:
		c, err := m.addr(fr, e)
		if err != nil {
			return nil, err
		}
		return c.v, nil
	case *ast.StarExpr:
		c, err := m.addr(fr, e)
		if err != nil {
			return nil, err
		}
		return c.v, nil
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			if cl, ok := e.X.(*ast.CompositeLit); ok {
				v, err := m.composite(fr, cl)
				if err != nil {
					return nil, err
				}
				return ptrV{&cell{v: v}}, nil
			}
			c, err := m.addr(fr, e.X)
			if err != nil {
				return nil, err
			}
			return ptrV{c}, nil
		}
		x, err := m.expr(fr, e.X)
		if err != nil {
			return nil, err
		}
		switch x := x.(type) {
		case int64:
			switch e.Op {
			case token.SUB:
				return -x, nil
			case token.XOR:
				return ^x, nil
			case token.ADD:
				return x, nil
			}
		case bool:
			if e.Op == token.NOT {
				return !x, nil
			}
		}
		return nil, errf(fr.p, e, "unary %s on a %s not understood", e.Op, describe(x))
	case *ast.BinaryExpr:
		if e.Op == token.LAND || e.Op == token.LOR {
			a, err := m.cond(fr, e.X)
			if err != nil {
				return nil, err
			}
			if (e.Op == token.LAND && !a) || (e.Op == token.LOR && a) {
				return a, nil
			}
			return m.cond(fr, e.Y)
		}
		a, err := m.expr(fr, e.X)
		if err != nil {
			return nil, err
		}
		b, err := m.expr(fr, e.Y)
		if err != nil {
			return nil, err
		}
		return m.binary(fr, e, e.Op, a, b)
	case *ast.CallExpr:
		return m.callExpr(fr, e)
	case *ast.CompositeLit:
		return m.composite(fr, e)
	}
	return nil, errf(fr.p, e, "expression %T not understood", e)
}

// binary applies op to two concrete integers or booleans.
func (m *machine) binary(fr *frame, n ast.Node, op token.Token, a, b value) (value, error) {
	if x, ok := a.(int64); ok {
		if y, ok := b.(int64); ok {
			switch op {
			case token.ADD:
				return x + y, nil
			case token.SUB:
				return x - y, nil
			case token.MUL:
				return x * y, nil
			case token.AND:
				return x & y, nil
			case token.OR:
				return x | y, nil
			case token.XOR:
				return x ^ y, nil
			case token.AND_NOT:
				return x &^ y, nil
			case token.SHL:
				return x << uint(y), nil
			case token.SHR:
				return x >> uint(y), nil
			case token.EQL:
				return x == y, nil
			case token.NEQ:
				return x != y, nil
			case token.LSS:
				return x < y, nil
			case token.LEQ:
				return x <= y, nil
			case token.GTR:
				return x > y, nil
			case token.GEQ:
				return x >= y, nil
			}
		}
	}
	if x, ok := a.(bool); ok {
		if y, ok := b.(bool); ok {
			switch op {
			case token.EQL:
				return x == y, nil
			case token.NEQ:
				return x != y, nil
			}
		}
	}
	return nil, errf(fr.p, n, "operator %s on %s and %s not understood", op, describe(a), describe(b))
}

// addr returns the cell an addressable expression denotes.
func (m *machine) addr(fr *frame, e ast.Expr) (*cell, error) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return m.addr(fr, e.X)
	case *ast.Ident:
		if c := fr.lookup(e.Name); c != nil {
			return c, nil
		}
		return m.globalCell(fr.p, e)
	case *ast.StarExpr:
		v, err := m.expr(fr, e.X)
		if err != nil {
			return nil, err
		}
		p, ok := v.(ptrV)
		if !ok {
			return nil, errf(fr.p, e, "dereference of a %s", describe(v))
		}
		return p.c, nil
	case *ast.SelectorExpr:
		v, err := m.expr(fr, e.X)
		if err != nil {
			return nil, err
		}
		if p, ok := v.(ptrV); ok {
			v = p.c.v
		}
		r, ok := v.(*recordV)
		if !ok {
			return nil, errf(fr.p, e, "field %s of a %s", e.Sel.Name, describe(v))
		}
		c, ok := r.f[e.Sel.Name]
		if !ok {
			return nil, errf(fr.p, e, "%s has no field %s", r.typ, e.Sel.Name)
		}
		return c, nil
	}
	return nil, errf(fr.p, e, "%T is not addressable here", e)
}

// composite builds a keyed struct literal of a package type.
func (m *machine) composite(fr *frame, e *ast.CompositeLit) (value, error) {
	v, err := m.zero(fr.p, e.Type)
	if err != nil {
		return nil, err
	}
	r, ok := v.(*recordV)
	if !ok {
		return nil, errf(fr.p, e, "composite literal of a %s", describe(v))
	}
	for _, el := range e.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil, errf(fr.p, el, "unkeyed composite literal")
		}
		k, ok := kv.Key.(*ast.Ident)
		if !ok || r.f[k.Name] == nil {
			return nil, errf(fr.p, kv, "unknown field in literal")
		}
		x, err := m.expr(fr, kv.Value)
		if err != nil {
			return nil, err
		}
		r.f[k.Name].v = copyValue(x)
	}
	return r, nil
}

// zero returns the zero value of a type expression in package p.
func (m *machine) zero(p *pkg, t ast.Expr) (value, error) {
	switch t := t.(type) {
	case *ast.Ident:
		switch t.Name {
		case "bool":
			return false, nil
		case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "byte":
			return int64(0), nil
		case "Element":
			if p == m.fam.field {
				return m.constant(zeroInt), nil
			}
		}
		def, ok := p.types[t.Name]
		if !ok {
			return nil, errf(p, t, "type %s not understood", t.Name)
		}
		st, ok := def.(*ast.StructType)
		if !ok {
			return nil, errf(p, t, "type %s is not a struct", t.Name)
		}
		r := &recordV{typ: t.Name, f: map[string]*cell{}}
		for _, fld := range st.Fields.List {
			for _, n := range fld.Names {
				z, err := m.zero(p, fld.Type)
				if err != nil {
					return nil, err
				}
				r.names = append(r.names, n.Name)
				r.f[n.Name] = &cell{v: z}
			}
		}
		return r, nil
	case *ast.SelectorExpr:
		if id, ok := t.X.(*ast.Ident); ok && id.Name == "field" && t.Sel.Name == "Element" {
			return m.constant(zeroInt), nil
		}
	case *ast.StarExpr:
		return ptrV{}, nil
	}
	return nil, errf(p, t, "type %T not understood", t)
}

// globalCell returns the cell of a package variable: a field constant of
// the family (its value from the package's ConstantValues accessor, never
// retyped), a zero-valued variable, or an assembly switch (false: the
// portable path).
func (m *machine) globalCell(p *pkg, id *ast.Ident) (*cell, error) {
	key := p.rel + "." + id.Name
	if c, ok := m.globals[key]; ok {
		return c, nil
	}
	kind, ok := p.kinds[id.Name]
	if !ok || kind != token.VAR {
		return nil, errf(p, id, "identifier %s not understood", id.Name)
	}
	var v value
	if b, ok := m.fam.asmSwitch[id.Name]; ok && p == m.fam.field {
		v = b
	} else if c, ok := m.fam.consts[id.Name]; ok && p == m.fam.group {
		v = m.constant(c)
	} else if init, has := p.vals[id.Name]; !has || init == nil {
		if t := p.varType(id.Name); t != nil && !has {
			z, err := m.zero(p, t)
			if err != nil {
				return nil, err
			}
			v = z
		} else {
			return nil, errf(p, id, "package variable %s has no value the family provides", id.Name)
		}
	} else {
		return nil, errf(p, id, "package variable %s has no value the family provides", id.Name)
	}
	c := &cell{v: v}
	m.globals[key] = c
	return c, nil
}

// global evaluates a package-level identifier: a constant (its Go
// initializer evaluated) or a variable (globalCell).
func (m *machine) global(p *pkg, id *ast.Ident) (value, error) {
	if p.kinds[id.Name] == token.CONST {
		init := p.vals[id.Name]
		if init == nil {
			return nil, errf(p, id, "constant %s without a value", id.Name)
		}
		cv, err := m.constExpr(p, init)
		if err != nil {
			return nil, err
		}
		if cv.Kind() == constant.Bool {
			return constant.BoolVal(cv), nil
		}
		n, ok := constant.Int64Val(cv)
		if !ok {
			return nil, errf(p, id, "constant %s does not fit an int64", id.Name)
		}
		return n, nil
	}
	c, err := m.globalCell(p, id)
	if err != nil {
		return nil, err
	}
	return c.v, nil
}

// constExpr evaluates a constant expression of literals, other constants
// and operators.
func (m *machine) constExpr(p *pkg, e ast.Expr) (constant.Value, error) {
	switch e := e.(type) {
	case *ast.BasicLit:
		return constant.MakeFromLiteral(e.Value, e.Kind, 0), nil
	case *ast.ParenExpr:
		return m.constExpr(p, e.X)
	case *ast.Ident:
		switch e.Name {
		case "true":
			return constant.MakeBool(true), nil
		case "false":
			return constant.MakeBool(false), nil
		}
		if p.kinds[e.Name] != token.CONST || p.vals[e.Name] == nil {
			return nil, errf(p, e, "%s is not a constant", e.Name)
		}
		return m.constExpr(p, p.vals[e.Name])
	case *ast.UnaryExpr:
		x, err := m.constExpr(p, e.X)
		if err != nil {
			return nil, err
		}
		return constant.UnaryOp(e.Op, x, 0), nil
	case *ast.BinaryExpr:
		x, err := m.constExpr(p, e.X)
		if err != nil {
			return nil, err
		}
		y, err := m.constExpr(p, e.Y)
		if err != nil {
			return nil, err
		}
		switch e.Op {
		case token.SHL, token.SHR:
			s, _ := constant.Uint64Val(y)
			return constant.Shift(x, e.Op, uint(s)), nil
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			return constant.MakeBool(constant.Compare(x, e.Op, y)), nil
		}
		return constant.BinaryOp(x, e.Op, y), nil
	}
	return nil, errf(p, e, "constant expression %T not understood", e)
}
