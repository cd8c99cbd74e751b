package interp

import (
	"fmt"
	"go/ast"
	"go/token"
	"math/big"
	"strings"
)

// frame is one function activation.
type frame struct {
	m       *Machine
	pkg     *Package
	fn      string // "pkg.Func" or "pkg.T.M"
	scopes  []map[string]*Cell
	results []*Cell // named results
	ret     []Value
}

func (f *frame) push() { f.scopes = append(f.scopes, map[string]*Cell{}) }
func (f *frame) pop()  { f.scopes = f.scopes[:len(f.scopes)-1] }

func (f *frame) define(name string, v Value) *Cell {
	c := &Cell{V: v}
	if name != "_" {
		f.scopes[len(f.scopes)-1][name] = c
	}
	return c
}

func (f *frame) lookup(name string) (*Cell, bool) {
	for i := len(f.scopes) - 1; i >= 0; i-- {
		if c, ok := f.scopes[i][name]; ok {
			return c, true
		}
	}
	return nil, false
}

// Call interprets the function or method key ("F" or "T.M") of pkg with
// the given arguments (the receiver first for a method) and returns its
// results. Errors of the interpretation are returned, never skipped.
func (m *Machine) Call(pkg *Package, key string, args ...Value) (res []Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			switch e := r.(type) {
			case *Error:
				err = e
			case *SplitNeeded:
				err = e
			case error:
				if e == ErrInfeasible {
					err = e
					return
				}
				panic(r)
			default:
				panic(r)
			}
		}
	}()
	d, ok := pkg.Funcs[key]
	if !ok {
		return nil, fmt.Errorf("%s: no function %s", pkg.Rel, key)
	}
	return m.invoke(pkg, d, args, nil), nil
}

func (m *Machine) invoke(pkg *Package, d *ast.FuncDecl, args []Value, at *frame) []Value {
	name := pkg.Path[strings.LastIndex(pkg.Path, "/")+1:] + "."
	if d.Recv != nil {
		name += RecvType(d) + "."
	}
	f := &frame{m: m, pkg: pkg, fn: name + d.Name.Name}
	if d.Body == nil {
		if at != nil {
			at.fail(nil, "%s has no Go body (assembly)", f.fn)
		}
		f.fail(d, "%s has no Go body (assembly)", f.fn)
	}
	f.push()
	var params []*ast.Field
	if d.Recv != nil {
		params = append(params, d.Recv.List...)
	}
	params = append(params, d.Type.Params.List...)
	i := 0
	for _, p := range params {
		names := p.Names
		if len(names) == 0 {
			names = []*ast.Ident{{Name: "_"}}
		}
		for _, n := range names {
			if _, variadic := p.Type.(*ast.Ellipsis); variadic {
				rest := &Slice{}
				for ; i < len(args); i++ {
					rest.E = append(rest.E, &Cell{V: copyValue(args[i])})
				}
				f.define(n.Name, rest)
				continue
			}
			if i >= len(args) {
				f.fail(d, "%s: too few arguments", f.fn)
			}
			f.define(n.Name, copyValue(args[i]))
			i++
		}
	}
	if d.Type.Results != nil {
		for _, r := range d.Type.Results.List {
			for _, n := range r.Names {
				f.results = append(f.results, f.define(n.Name, f.zero(r.Type)))
			}
		}
	}
	m.steps++
	if m.steps > 1e6 {
		f.fail(d, "step budget exceeded")
	}
	f.block(d.Body.List)
	return f.ret
}

// block runs statements in a new scope; it reports a return.
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
	switch s := s.(type) {
	case *ast.BlockStmt:
		return f.block(s.List)
	case *ast.ExprStmt:
		call, ok := s.X.(*ast.CallExpr)
		if !ok {
			f.fail(s, "expression statement not understood")
		}
		f.call(call)
	case *ast.DeclStmt:
		g, ok := s.Decl.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			f.fail(s, "declaration not understood")
		}
		for _, sp := range g.Specs {
			vs := sp.(*ast.ValueSpec)
			if len(vs.Values) == 0 {
				for _, n := range vs.Names {
					f.define(n.Name, f.zero(vs.Type))
				}
				continue
			}
			vals := f.values(vs.Values, len(vs.Names))
			for i, n := range vs.Names {
				f.define(n.Name, f.convertTo(vs.Type, vals[i], s))
			}
		}
	case *ast.AssignStmt:
		f.assign(s)
	case *ast.IncDecStmt:
		c := f.addr(s.X)
		op := token.ADD
		if s.Tok == token.DEC {
			op = token.SUB
		}
		c.V = f.binary(s, op, c.V, f.m.Const(big.NewInt(1), Untyped))
	case *ast.IfStmt:
		f.push()
		defer f.pop()
		if s.Init != nil {
			f.stmt(s.Init)
		}
		if f.cond(s.Cond) {
			return f.block(s.Body.List)
		} else if s.Else != nil {
			return f.stmt(s.Else)
		}
	case *ast.ForStmt:
		return f.forStmt(s)
	case *ast.RangeStmt:
		return f.rangeStmt(s)
	case *ast.ReturnStmt:
		if len(s.Results) == 0 {
			f.ret = nil
			for _, c := range f.results {
				f.ret = append(f.ret, copyValue(c.V))
			}
			return true
		}
		vals := f.values(s.Results, -1)
		f.ret = make([]Value, len(vals))
		for i, v := range vals {
			f.ret[i] = copyValue(v)
		}
		return true
	default:
		f.fail(s, "statement %T not understood", s)
	}
	return false
}

// cond evaluates a condition that must be a known constant: a branch on
// an unknown value is not straight-line code.
func (f *frame) cond(e ast.Expr) bool {
	v := f.eval(e)
	b, ok := v.(bool)
	if !ok {
		f.fail(e, "branch on a value that is not a known constant: %s", f.pkg.Text(e))
	}
	return b
}

func (f *frame) forStmt(s *ast.ForStmt) bool {
	f.push()
	defer f.pop()
	if s.Init != nil {
		f.stmt(s.Init)
	}
	for n := 0; ; n++ {
		if n > 10000 {
			f.fail(s, "loop does not end")
		}
		if s.Cond != nil && !f.cond(s.Cond) {
			return false
		}
		if s.Cond == nil {
			f.fail(s, "loop without a condition")
		}
		if f.iter(s.Body) {
			return true
		}
		if s.Post != nil {
			f.stmt(s.Post)
		}
	}
}

// iter runs one loop iteration; per-iteration loop variables (Go 1.22)
// do not matter without closures.
func (f *frame) iter(b *ast.BlockStmt) bool { return f.block(b.List) }

func (f *frame) rangeStmt(s *ast.RangeStmt) bool {
	v := f.eval(s.X)
	n := 0
	var arr *Array
	switch x := v.(type) {
	case *Scalar:
		c, ok := x.IsConst()
		if !ok || !c.IsInt64() {
			f.fail(s, "range over a value not known")
		}
		n = int(c.Int64())
	case *Array:
		arr, n = x, len(x.E)
	case *Pointer:
		a, ok := x.C.V.(*Array)
		if !ok {
			f.fail(s, "range over %T not understood", x.C.V)
		}
		arr, n = a, len(a.E)
	default:
		f.fail(s, "range over %T not understood", v)
	}
	for i := 0; i < n; i++ {
		f.push()
		idx := f.m.Const(big.NewInt(int64(i)), Int)
		set := func(e ast.Expr, val Value) {
			if e == nil {
				return
			}
			if s.Tok == token.DEFINE {
				f.define(e.(*ast.Ident).Name, val)
			} else {
				f.addr(e).V = val
			}
		}
		set(s.Key, idx)
		if s.Value != nil {
			if arr == nil {
				f.fail(s, "range value over an integer")
			}
			set(s.Value, copyValue(arr.E[i].V))
		}
		r := f.block(s.Body.List)
		f.pop()
		if r {
			return true
		}
	}
	return false
}

func (f *frame) assign(s *ast.AssignStmt) {
	if s.Tok != token.ASSIGN && s.Tok != token.DEFINE {
		op, ok := map[token.Token]token.Token{token.ADD_ASSIGN: token.ADD, token.SUB_ASSIGN: token.SUB,
			token.MUL_ASSIGN: token.MUL, token.AND_ASSIGN: token.AND, token.OR_ASSIGN: token.OR,
			token.XOR_ASSIGN: token.XOR, token.SHL_ASSIGN: token.SHL, token.SHR_ASSIGN: token.SHR}[s.Tok]
		if !ok || len(s.Lhs) != 1 {
			f.fail(s, "assignment %s not understood", s.Tok)
		}
		c := f.addr(s.Lhs[0])
		c.V = f.binary(s, op, c.V, f.eval(s.Rhs[0]))
		return
	}
	vals := f.values(s.Rhs, len(s.Lhs))
	// Discards that must be zero.
	for i, l := range s.Lhs {
		if id, ok := l.(*ast.Ident); ok && id.Name == "_" {
			f.discard(s, vals[i])
		}
	}
	if s.Tok == token.DEFINE {
		for i, l := range s.Lhs {
			id := l.(*ast.Ident)
			if c, ok := f.scopes[len(f.scopes)-1][id.Name]; ok {
				c.V = vals[i]
				continue
			}
			f.define(id.Name, vals[i])
		}
		return
	}
	cells := make([]*Cell, len(s.Lhs))
	for i, l := range s.Lhs {
		if id, ok := l.(*ast.Ident); ok && id.Name == "_" {
			continue
		}
		cells[i] = f.addr(l)
	}
	for i, c := range cells {
		if c != nil {
			c.V = copyValue(vals[i])
		}
	}
}

// discard handles a value assigned to _: when the call is listed in
// ZeroDiscard, the value must be proven 0 (a multiple of 2^64 as a
// polynomial, and below 2^64), and the relation it gives is kept.
func (f *frame) discard(s *ast.AssignStmt, v Value) {
	if len(s.Rhs) != 1 {
		return
	}
	key := f.fn + ": " + f.pkg.Text(s.Rhs[0])
	if !f.m.ZeroDiscard[key] {
		return
	}
	x, ok := v.(*Scalar)
	if !ok || len(x.Xor) > 1 {
		f.fail(s, "discarded value is not an integer")
	}
	f.m.Zeroed[key]++
	p := f.m.Reduce(x.P)
	q, ok := f.m.divExact(p, pow2(64))
	if !ok || x.Lo.Sign() < 0 || x.Hi.Cmp(pow2(64)) >= 0 {
		f.fail(s, "discarded word is not proven 0 (not a multiple of 2^64 below 2^64)")
	}
	if q.IsZero() {
		return
	}
	f.m.facts = append(f.m.facts, Fact{P: q, Lo: new(big.Int), Hi: new(big.Int), pin: true})
	// Solve q = 0 for its latest variable of degree 1 with coefficient ±1.
	for i := len(f.m.names) - 1; i >= 0; i-- {
		v := f.m.names[i]
		if q.Degree(v) != 1 {
			continue
		}
		c, ok := q.Coeff(v, 1).IsConst()
		if !ok || c.CmpAbs(big.NewInt(1)) != 0 {
			continue
		}
		rest := q.Sub(f.m.R.Var(v).Scale(c))
		e := rest.Scale(new(big.Int).Neg(c)) // v = -rest/c, c = ±1
		for j := range f.m.subs {
			if f.m.subs[j].e.Degree(v) > 0 {
				f.m.subs[j].e = f.m.subs[j].e.Subst(v, e)
			}
		}
		f.m.subs = append(f.m.subs, subst{v: v, e: e})
		return
	}
	f.fail(s, "the zero discard gives no relation to solve")
}

// values evaluates a right-hand side to n values (a multi-value call or
// one value per expression); n < 0 accepts any count.
func (f *frame) values(es []ast.Expr, n int) []Value {
	var out []Value
	if len(es) == 1 {
		if call, ok := es[0].(*ast.CallExpr); ok {
			out = f.call(call)
		} else {
			out = []Value{f.eval(es[0])}
		}
	} else {
		for _, e := range es {
			out = append(out, f.eval(e))
		}
	}
	if n >= 0 && len(out) != n {
		f.fail(es[0], "%d values for %d names", len(out), n)
	}
	return out
}
