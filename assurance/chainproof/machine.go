package chainproof

import (
	"fmt"
	"go/ast"
	"go/token"
	"strconv"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

// The interpreter of chain functions. Values are *elem (an Element),
// *strct (a struct of Elements), int64 (a Go int), flag (an int result of
// a comparison, never branched on), string (a check's name) and ptr.

type cell struct{ v any }

type ptr struct{ c *cell }

type strct struct {
	typ    string
	names  []string
	fields map[string]*cell
}

// flag is the int result of comparisons: the set of Equal calls (by
// order) whose results were or-ed into it.
type flag struct{ eqs uint64 }

func (f flag) String() string {
	s := ""
	for i := 0; i < 64; i++ {
		if f.eqs&(1<<i) != 0 {
			if s != "" {
				s += "|"
			}
			s += fmt.Sprintf("eq%d", i)
		}
	}
	return s
}

// failure is an interpretation error, raised as a panic and returned by run.
type failure struct{ msg string }

func (f *failure) Error() string { return f.msg }

// machine runs one chain function of pkg under family fam.
type machine struct {
	pkg  *interp.Package
	fam  *family
	glob map[string]*cell
	muls int // primitive products run
	sqrs int // primitive squarings run
	// contract lists the input contract violations met (bound classes).
	contract []string
	steps    int
	// eqs are the operands of each Equal call, sels the condition of each
	// Select, in order.
	eqs  [][2]*elem
	sels []flag
}

type frame struct {
	m      *machine
	scopes []map[string]*cell
	ret    []any
}

func (m *machine) fail(n ast.Node, format string, args ...any) {
	pos := ""
	if n != nil {
		pos = m.pkg.Pos(n) + ": "
	}
	panic(&failure{pos + fmt.Sprintf(format, args...)})
}

// run calls function key ("F" or "T.M") with args and returns its results.
func (m *machine) run(key string, args ...any) (res []any, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(*failure)
			if !ok {
				panic(r)
			}
			err = f
		}
	}()
	return m.call(nil, key, args), nil
}

func copyValue(v any) any {
	switch x := v.(type) {
	case *elem:
		return x.copy()
	case *strct:
		s := &strct{typ: x.typ, names: x.names, fields: map[string]*cell{}}
		for k, c := range x.fields {
			s.fields[k] = &cell{v: copyValue(c.v)}
		}
		return s
	}
	return v
}

// call runs a primitive or interprets the body of key.
func (m *machine) call(at ast.Node, key string, args []any) []any {
	if p, ok := m.fam.prims[key]; ok {
		return m.prim(at, key, p, args)
	}
	d, ok := m.pkg.Funcs[key]
	if !ok {
		m.fail(at, "call of %s: not a function of %s the chain model knows", key, m.pkg.Rel)
	}
	if d.Body == nil {
		m.fail(at, "%s has no Go body", key)
	}
	if len(d.Body.List) == 0 {
		return nil // a verify-build check, empty in the default build
	}
	m.steps++
	if m.steps > 100000 {
		m.fail(at, "step budget exceeded")
	}
	f := &frame{m: m}
	f.push()
	var params []*ast.Field
	if d.Recv != nil {
		params = append(params, d.Recv.List...)
	}
	params = append(params, d.Type.Params.List...)
	i := 0
	for _, p := range params {
		if _, ok := p.Type.(*ast.Ellipsis); ok {
			m.fail(d, "%s: variadic parameters not understood", key)
		}
		names := p.Names
		if len(names) == 0 {
			names = []*ast.Ident{{Name: "_"}}
		}
		for _, n := range names {
			if i >= len(args) {
				m.fail(at, "%s: too few arguments", key)
			}
			f.define(n.Name, copyValue(args[i]))
			i++
		}
	}
	if i != len(args) {
		m.fail(at, "%s: too many arguments", key)
	}
	var named []*cell
	if d.Type.Results != nil {
		for _, r := range d.Type.Results.List {
			for _, n := range r.Names {
				named = append(named, f.define(n.Name, f.zero(r.Type)))
			}
		}
	}
	if !f.block(d.Body.List) && d.Type.Results != nil && len(d.Type.Results.List) > 0 {
		m.fail(d, "%s ends without a return", key)
	}
	if f.ret == nil {
		for _, c := range named {
			f.ret = append(f.ret, copyValue(c.v))
		}
	}
	return f.ret
}

func (f *frame) push() { f.scopes = append(f.scopes, map[string]*cell{}) }
func (f *frame) pop()  { f.scopes = f.scopes[:len(f.scopes)-1] }

func (f *frame) define(name string, v any) *cell {
	c := &cell{v: v}
	if name != "_" {
		f.scopes[len(f.scopes)-1][name] = c
	}
	return c
}

func (f *frame) lookup(name string) (*cell, bool) {
	for i := len(f.scopes) - 1; i >= 0; i-- {
		if c, ok := f.scopes[i][name]; ok {
			return c, true
		}
	}
	return nil, false
}

// zero is the zero value of a type: an unset Element, a struct of them,
// or an int.
func (f *frame) zero(t ast.Expr) any {
	id, ok := t.(*ast.Ident)
	if !ok {
		f.m.fail(t, "type %s not understood", f.m.pkg.Text(t))
	}
	switch {
	case id.Name == "Element":
		return &elem{}
	case id.Name == "int":
		return int64(0)
	}
	st, ok := f.m.pkg.Types[id.Name].(*ast.StructType)
	if !ok {
		f.m.fail(t, "type %s not understood", id.Name)
	}
	s := &strct{typ: id.Name, fields: map[string]*cell{}}
	for _, fl := range st.Fields.List {
		for _, n := range fl.Names {
			s.names = append(s.names, n.Name)
			s.fields[n.Name] = &cell{v: f.zero(fl.Type)}
		}
	}
	return s
}

func (f *frame) block(list []ast.Stmt) bool {
	f.push()
	defer f.pop()
	for _, s := range list {
		if f.stmt(s) {
			return true
		}
	}
	return false
}

func (f *frame) stmt(s ast.Stmt) bool {
	m := f.m
	switch s := s.(type) {
	case *ast.ExprStmt:
		c, ok := s.X.(*ast.CallExpr)
		if !ok {
			m.fail(s, "expression statement not understood")
		}
		f.call(c)
	case *ast.DeclStmt:
		g, ok := s.Decl.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			m.fail(s, "declaration not understood")
		}
		for _, sp := range g.Specs {
			vs := sp.(*ast.ValueSpec)
			if len(vs.Values) != 0 || vs.Type == nil {
				m.fail(s, "declaration with values not understood")
			}
			for _, n := range vs.Names {
				f.define(n.Name, f.zero(vs.Type))
			}
		}
	case *ast.AssignStmt:
		f.assign(s)
	case *ast.IncDecStmt:
		c := f.addr(s.X)
		n := f.intOf(s.X, c.v)
		if s.Tok == token.INC {
			c.v = n + 1
		} else {
			c.v = n - 1
		}
	case *ast.ForStmt:
		f.push()
		defer f.pop()
		if s.Init != nil {
			f.stmt(s.Init)
		}
		if s.Cond == nil {
			m.fail(s, "loop without a condition")
		}
		for k := 0; ; k++ {
			if k > 100000 {
				m.fail(s, "loop does not end")
			}
			if !f.cond(s.Cond) {
				return false
			}
			if f.block(s.Body.List) {
				return true
			}
			if s.Post != nil {
				f.stmt(s.Post)
			}
		}
	case *ast.RangeStmt:
		if s.Key != nil || s.Value != nil {
			m.fail(s, "range with variables not understood")
		}
		n := f.intOf(s.X, f.eval(s.X))
		for k := int64(0); k < n; k++ {
			if f.block(s.Body.List) {
				return true
			}
		}
	case *ast.ReturnStmt:
		if len(s.Results) == 0 {
			m.fail(s, "bare return not understood")
		}
		vals := f.values(s.Results)
		f.ret = make([]any, len(vals))
		for i, v := range vals {
			f.ret[i] = copyValue(v)
		}
		return true
	default:
		m.fail(s, "statement %T not understood", s)
	}
	return false
}

func (f *frame) cond(e ast.Expr) bool {
	b, ok := f.eval(e).(bool)
	if !ok {
		f.m.fail(e, "condition %s is not a known constant", f.m.pkg.Text(e))
	}
	return b
}

func (f *frame) intOf(n ast.Node, v any) int64 {
	x, ok := v.(int64)
	if !ok {
		f.m.fail(n, "%T where an int is needed", v)
	}
	return x
}

func (f *frame) assign(s *ast.AssignStmt) {
	if s.Tok != token.ASSIGN && s.Tok != token.DEFINE {
		f.m.fail(s, "assignment %s not understood", s.Tok)
	}
	vals := f.values(s.Rhs)
	if len(vals) != len(s.Lhs) {
		f.m.fail(s, "%d values for %d names", len(vals), len(s.Lhs))
	}
	for i, l := range s.Lhs {
		if id, ok := l.(*ast.Ident); ok && id.Name == "_" {
			continue
		}
		v := copyValue(vals[i])
		if s.Tok == token.DEFINE {
			id := l.(*ast.Ident)
			if c, ok := f.scopes[len(f.scopes)-1][id.Name]; ok {
				c.v = v
			} else {
				f.define(id.Name, v)
			}
			continue
		}
		f.addr(l).v = v
	}
}

// values evaluates a right-hand side: one multi-value call or one value
// per expression.
func (f *frame) values(es []ast.Expr) []any {
	if len(es) == 1 {
		if c, ok := es[0].(*ast.CallExpr); ok {
			return f.call(c)
		}
	}
	var out []any
	for _, e := range es {
		out = append(out, f.eval(e))
	}
	return out
}

func (f *frame) eval(e ast.Expr) any {
	m := f.m
	switch e := e.(type) {
	case *ast.ParenExpr:
		return f.eval(e.X)
	case *ast.BasicLit:
		switch e.Kind {
		case token.INT:
			n, err := strconv.ParseInt(e.Value, 0, 64)
			if err != nil {
				m.fail(e, "literal %s not understood", e.Value)
			}
			return n
		case token.STRING:
			return e.Value
		}
		m.fail(e, "literal %s not understood", e.Value)
	case *ast.Ident:
		if c, ok := f.lookup(e.Name); ok {
			return c.v
		}
		return m.global(e).v
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return ptr{f.addr(e.X)}
		}
		m.fail(e, "operator %s not understood", e.Op)
	case *ast.StarExpr, *ast.SelectorExpr:
		return f.addr(e).v
	case *ast.BinaryExpr:
		x, y := f.eval(e.X), f.eval(e.Y)
		if fx, ok := x.(flag); ok {
			if fy, ok := y.(flag); ok && e.Op == token.OR {
				return flag{fx.eqs | fy.eqs}
			}
			m.fail(e, "operation %s on comparison results not understood", e.Op)
		}
		a, b := f.intOf(e.X, x), f.intOf(e.Y, y)
		switch e.Op {
		case token.ADD:
			return a + b
		case token.SUB:
			return a - b
		case token.MUL:
			return a * b
		case token.GTR:
			return a > b
		case token.GEQ:
			return a >= b
		case token.LSS:
			return a < b
		case token.LEQ:
			return a <= b
		case token.EQL:
			return a == b
		case token.NEQ:
			return a != b
		}
		m.fail(e, "operator %s not understood", e.Op)
	case *ast.CallExpr:
		vs := f.call(e)
		if len(vs) != 1 {
			m.fail(e, "call with %d results used as a value", len(vs))
		}
		return vs[0]
	}
	m.fail(e, "expression %T not understood", e)
	return nil
}

// global is a package variable of type Element: a named constant of the
// model (its value is not interpreted; the constants' values are proven in
// assurance/constants).
func (m *machine) global(id *ast.Ident) *cell {
	if c, ok := m.glob[id.Name]; ok {
		return c
	}
	vs, ok := m.pkg.Vars[id.Name]
	if !ok {
		m.fail(id, "identifier %s not understood", id.Name)
	}
	if t, ok := m.fam.consts[id.Name]; ok {
		var v any = &elem{alts: []mono{variable(id.Name)}, tag: t, set: true}
		switch m.varType(vs, id.Name) {
		case "*Element":
			v = ptr{&cell{v: v}}
		case "Element":
		default:
			m.fail(vs, "package variable %s: type not understood", id.Name)
		}
		c := &cell{v: v}
		m.glob[id.Name] = c
		return c
	}
	m.fail(vs, "package variable %s is not a constant of the model", id.Name)
	return nil
}

// addr returns the cell an addressable expression denotes.
func (f *frame) addr(e ast.Expr) *cell {
	m := f.m
	switch e := e.(type) {
	case *ast.ParenExpr:
		return f.addr(e.X)
	case *ast.Ident:
		if c, ok := f.lookup(e.Name); ok {
			return c
		}
		return m.global(e)
	case *ast.StarExpr:
		p, ok := f.eval(e.X).(ptr)
		if !ok || p.c == nil {
			m.fail(e, "dereference of a non-pointer")
		}
		return p.c
	case *ast.SelectorExpr:
		x := f.eval(e.X)
		if p, ok := x.(ptr); ok {
			x = p.c.v
		}
		s, ok := x.(*strct)
		if !ok {
			m.fail(e, "field %s of %T not understood", e.Sel.Name, x)
		}
		c, ok := s.fields[e.Sel.Name]
		if !ok {
			m.fail(e, "no field %s", e.Sel.Name)
		}
		return c
	}
	m.fail(e, "expression %T is not addressable", e)
	return nil
}

// call evaluates a call: a package function or a method (the receiver an
// addressable operand, taken by address, or a pointer result).
func (f *frame) call(c *ast.CallExpr) []any {
	m := f.m
	var key string
	var args []any
	switch fn := c.Fun.(type) {
	case *ast.Ident:
		key = fn.Name
	case *ast.SelectorExpr:
		var recv any
		switch fn.X.(type) {
		case *ast.CallExpr:
			recv = f.eval(fn.X)
		default:
			if x := f.eval(fn.X); isPtr(x) {
				recv = x
			} else {
				recv = ptr{f.addr(fn.X)}
			}
		}
		p, ok := recv.(ptr)
		if !ok {
			m.fail(c, "method receiver not understood")
		}
		var typ string
		switch p.c.v.(type) {
		case *elem:
			typ = "Element"
		case *strct:
			typ = p.c.v.(*strct).typ
		default:
			m.fail(c, "method of %T not understood", p.c.v)
		}
		key = typ + "." + fn.Sel.Name
		args = append(args, p)
	default:
		m.fail(c, "call not understood")
	}
	for _, a := range c.Args {
		args = append(args, f.eval(a))
	}
	return m.call(c, key, args)
}

func isPtr(v any) bool { _, ok := v.(ptr); return ok }

// varType is the type of a package variable: its declared type, or the
// result type of the function literal called to initialise it.
func (m *machine) varType(vs *ast.ValueSpec, name string) string {
	if vs.Type != nil {
		return m.pkg.Text(vs.Type)
	}
	i := m.pkg.VarIdx[name]
	if i >= len(vs.Values) {
		return ""
	}
	call, ok := vs.Values[i].(*ast.CallExpr)
	if !ok {
		return ""
	}
	lit, ok := call.Fun.(*ast.FuncLit)
	if !ok || lit.Type.Results == nil || len(lit.Type.Results.List) != 1 {
		return ""
	}
	return m.pkg.Text(lit.Type.Results.List[0].Type)
}
