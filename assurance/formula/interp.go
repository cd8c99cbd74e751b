package formula

import (
	"fmt"
	"go/ast"
	"go/token"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// machine evaluates the Go source of one family's functions over
// polynomials (one path per run; see oracle). It understands the subset
// of Go the point formulas are written in: local variables and struct
// fields, pointers, assignments and multiple results, if/switch/for over
// concrete integers and decided conditions, calls to the functions and
// methods of the parsed packages (inlined), and the field methods of the
// family's table (fieldOps). Anything else is an error naming the
// construct and its position.
type machine struct {
	fam     *family
	ring    *symbolic.Ring
	or      *oracle
	globals map[string]*cell // package variables, by "rel.name"
	invs    []inverse        // fresh variables standing for 1/a
	steps   int
	// maxTerms, when positive, bounds the size of every value (a proof
	// that knows its result's size: a larger value cannot be equal).
	maxTerms int
}

// inverse is a variable w introduced for the inverse of a (w·a = 1).
type inverse struct {
	w string
	a symbolic.Poly
}

// maxSteps bounds one run (statements executed), against runaway loops.
const maxSteps = 200000

// frame is one inlined call: its package and scopes.
type frame struct {
	p      *pkg
	scopes []map[string]*cell
	named  []*cell // named results
}

func (f *frame) lookup(name string) *cell {
	for i := len(f.scopes) - 1; i >= 0; i-- {
		if c, ok := f.scopes[i][name]; ok {
			return c
		}
	}
	return nil
}

func (f *frame) define(name string, v value) *cell {
	c := &cell{v: v}
	if name != "_" {
		f.scopes[len(f.scopes)-1][name] = c
	}
	return c
}

func (f *frame) push() { f.scopes = append(f.scopes, map[string]*cell{}) }
func (f *frame) pop()  { f.scopes = f.scopes[:len(f.scopes)-1] }

// errf is an interpreter error at node n.
func errf(p *pkg, n ast.Node, format string, args ...any) error {
	return fmt.Errorf("%s: %s", p.pos(n), fmt.Sprintf(format, args...))
}

// poly makes the constant c of F_p.
func (m *machine) constant(c *big.Int) elemV {
	return elemV{m.ring.ConstBig(new(big.Int).Mod(c, m.fam.p))}
}

// reduce reduces a polynomial's coefficients mod p.
func (m *machine) reduce(p symbolic.Poly) elemV { return elemV{p.Mod(m.fam.p)} }

// call inlines f with the given receiver (nil for a function) and
// arguments, and returns its results (one value, a tupleV, or nil).
func (m *machine) call(f *fn, recv value, args []value) (value, error) {
	fr := &frame{p: f.pkg}
	fr.push()
	d := f.decl
	if d.Body == nil {
		return nil, errf(f.pkg, d, "%s has no Go body (assembly)", f.key)
	}
	if d.Recv != nil && len(d.Recv.List) > 0 {
		fld := d.Recv.List[0]
		if len(fld.Names) > 0 {
			fr.define(fld.Names[0].Name, recv)
		}
	}
	i := 0
	for _, fld := range d.Type.Params.List {
		names := fld.Names
		if len(names) == 0 {
			names = []*ast.Ident{{Name: "_"}}
		}
		for _, n := range names {
			if _, variadic := fld.Type.(*ast.Ellipsis); variadic {
				fr.define(n.Name, sliceV(args[i:]))
				i = len(args)
				continue
			}
			if i >= len(args) {
				return nil, errf(f.pkg, fld, "%s: too few arguments", f.key)
			}
			fr.define(n.Name, copyValue(args[i]))
			i++
		}
	}
	if i != len(args) {
		return nil, errf(f.pkg, d, "%s: %d arguments for %d parameters", f.key, len(args), i)
	}
	nres := 0
	if d.Type.Results != nil {
		for _, fld := range d.Type.Results.List {
			for _, n := range fld.Names {
				z, err := m.zero(f.pkg, fld.Type)
				if err != nil {
					return nil, err
				}
				fr.named = append(fr.named, fr.define(n.Name, z))
			}
			if len(fld.Names) == 0 {
				nres++
			} else {
				nres += len(fld.Names)
			}
		}
	}
	ret, vals, err := m.block(fr, d.Body.List)
	if err != nil {
		return nil, err
	}
	if !ret || (len(vals) == 0 && len(fr.named) > 0) {
		vals = nil
		for _, c := range fr.named {
			vals = append(vals, c.v)
		}
	}
	if len(vals) != nres {
		return nil, errf(f.pkg, d, "%s returns %d values, declares %d", f.key, len(vals), nres)
	}
	switch len(vals) {
	case 0:
		return nil, nil
	case 1:
		return vals[0], nil
	}
	return tupleV(vals), nil
}

// block runs statements in a new scope.
func (m *machine) block(fr *frame, list []ast.Stmt) (bool, []value, error) {
	fr.push()
	defer fr.pop()
	for _, s := range list {
		ret, vals, err := m.stmt(fr, s)
		if err != nil || ret {
			return ret, vals, err
		}
	}
	return false, nil, nil
}

// stmt runs one statement; ret reports a return with its values.
func (m *machine) stmt(fr *frame, s ast.Stmt) (ret bool, vals []value, err error) {
	if m.steps++; m.steps > maxSteps {
		return false, nil, errf(fr.p, s, "more than %d steps", maxSteps)
	}
	switch s := s.(type) {
	case *ast.ExprStmt:
		_, err := m.expr(fr, s.X)
		return false, nil, err
	case *ast.AssignStmt:
		return false, nil, m.assign(fr, s)
	case *ast.DeclStmt:
		return false, nil, m.decl(fr, s)
	case *ast.IncDecStmt:
		c, err := m.addr(fr, s.X)
		if err != nil {
			return false, nil, err
		}
		n, ok := c.v.(int64)
		if !ok {
			return false, nil, errf(fr.p, s, "++/-- on a %s", describe(c.v))
		}
		if s.Tok == token.INC {
			c.v = n + 1
		} else {
			c.v = n - 1
		}
		return false, nil, nil
	case *ast.ReturnStmt:
		for _, e := range s.Results {
			v, err := m.expr(fr, e)
			if err != nil {
				return false, nil, err
			}
			if t, ok := v.(tupleV); ok && len(s.Results) == 1 {
				return true, append([]value(nil), t...), nil
			}
			vals = append(vals, copyValue(v))
		}
		return true, vals, nil
	case *ast.BlockStmt:
		return m.block(fr, s.List)
	case *ast.IfStmt:
		fr.push()
		defer fr.pop()
		if s.Init != nil {
			if _, _, err := m.stmt(fr, s.Init); err != nil {
				return false, nil, err
			}
		}
		c, err := m.cond(fr, s.Cond)
		if err != nil {
			return false, nil, err
		}
		if c {
			return m.block(fr, s.Body.List)
		}
		if s.Else != nil {
			return m.stmt(fr, s.Else)
		}
		return false, nil, nil
	case *ast.SwitchStmt:
		return m.switchStmt(fr, s)
	case *ast.ForStmt:
		return m.forStmt(fr, s)
	case *ast.RangeStmt:
		return m.rangeStmt(fr, s)
	case *ast.EmptyStmt:
		return false, nil, nil
	}
	return false, nil, errf(fr.p, s, "statement %T not understood", s)
}

func (m *machine) cond(fr *frame, e ast.Expr) (bool, error) {
	v, err := m.expr(fr, e)
	if err != nil {
		return false, err
	}
	b, ok := v.(bool)
	if !ok {
		return false, errf(fr.p, e, "condition is a %s", describe(v))
	}
	return b, nil
}

func (m *machine) switchStmt(fr *frame, s *ast.SwitchStmt) (bool, []value, error) {
	fr.push()
	defer fr.pop()
	if s.Init != nil {
		if _, _, err := m.stmt(fr, s.Init); err != nil {
			return false, nil, err
		}
	}
	var tag value
	if s.Tag != nil {
		var err error
		if tag, err = m.expr(fr, s.Tag); err != nil {
			return false, nil, err
		}
	}
	var def *ast.CaseClause
	for _, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			def = cc
			continue
		}
		for _, e := range cc.List {
			v, err := m.expr(fr, e)
			if err != nil {
				return false, nil, err
			}
			hit := false
			if s.Tag == nil {
				b, ok := v.(bool)
				if !ok {
					return false, nil, errf(fr.p, e, "case is a %s", describe(v))
				}
				hit = b
			} else {
				a, ok1 := tag.(int64)
				b, ok2 := v.(int64)
				if !ok1 || !ok2 {
					return false, nil, errf(fr.p, e, "switch on a %s", describe(tag))
				}
				hit = a == b
			}
			if hit {
				return m.block(fr, cc.Body)
			}
		}
	}
	if def != nil {
		return m.block(fr, def.Body)
	}
	return false, nil, nil
}

func (m *machine) forStmt(fr *frame, s *ast.ForStmt) (bool, []value, error) {
	fr.push()
	defer fr.pop()
	if s.Init != nil {
		if _, _, err := m.stmt(fr, s.Init); err != nil {
			return false, nil, err
		}
	}
	for {
		if s.Cond != nil {
			c, err := m.cond(fr, s.Cond)
			if err != nil {
				return false, nil, err
			}
			if !c {
				return false, nil, nil
			}
		} else {
			return false, nil, errf(fr.p, s, "loop without condition")
		}
		ret, vals, err := m.block(fr, s.Body.List)
		if err != nil || ret {
			return ret, vals, err
		}
		if s.Post != nil {
			if _, _, err := m.stmt(fr, s.Post); err != nil {
				return false, nil, err
			}
		}
	}
}

// rangeStmt runs "for range n" and "for i := range n" over a concrete n.
func (m *machine) rangeStmt(fr *frame, s *ast.RangeStmt) (bool, []value, error) {
	v, err := m.expr(fr, s.X)
	if err != nil {
		return false, nil, err
	}
	n, ok := v.(int64)
	if !ok || s.Value != nil {
		return false, nil, errf(fr.p, s, "range over a %s not understood", describe(v))
	}
	for i := int64(0); i < n; i++ {
		fr.push()
		if s.Key != nil {
			id, ok := s.Key.(*ast.Ident)
			if !ok {
				fr.pop()
				return false, nil, errf(fr.p, s.Key, "range key not an identifier")
			}
			fr.define(id.Name, i)
		}
		ret, vals, err := m.block(fr, s.Body.List)
		fr.pop()
		if err != nil || ret {
			return ret, vals, err
		}
	}
	return false, nil, nil
}

func (m *machine) decl(fr *frame, s *ast.DeclStmt) error {
	g, ok := s.Decl.(*ast.GenDecl)
	if !ok || g.Tok != token.VAR {
		return errf(fr.p, s, "declaration not understood")
	}
	for _, sp := range g.Specs {
		vs := sp.(*ast.ValueSpec)
		if len(vs.Values) == 0 {
			for _, n := range vs.Names {
				z, err := m.zero(fr.p, vs.Type)
				if err != nil {
					return err
				}
				fr.define(n.Name, z)
			}
			continue
		}
		if len(vs.Values) != len(vs.Names) {
			return errf(fr.p, s, "var with %d names and %d values", len(vs.Names), len(vs.Values))
		}
		for i, n := range vs.Names {
			v, err := m.expr(fr, vs.Values[i])
			if err != nil {
				return err
			}
			fr.define(n.Name, copyValue(v))
		}
	}
	return nil
}

func (m *machine) assign(fr *frame, s *ast.AssignStmt) error {
	switch s.Tok {
	case token.ASSIGN, token.DEFINE:
	default:
		// x op= y on integers.
		op, ok := map[token.Token]token.Token{token.ADD_ASSIGN: token.ADD, token.SUB_ASSIGN: token.SUB,
			token.AND_ASSIGN: token.AND, token.OR_ASSIGN: token.OR, token.XOR_ASSIGN: token.XOR,
			token.SHL_ASSIGN: token.SHL, token.SHR_ASSIGN: token.SHR}[s.Tok]
		if !ok || len(s.Lhs) != 1 {
			return errf(fr.p, s, "assignment %s not understood", s.Tok)
		}
		c, err := m.addr(fr, s.Lhs[0])
		if err != nil {
			return err
		}
		r, err := m.expr(fr, s.Rhs[0])
		if err != nil {
			return err
		}
		v, err := m.binary(fr, s, op, c.v, r)
		if err != nil {
			return err
		}
		c.v = v
		return nil
	}
	var rhs []value
	for _, e := range s.Rhs {
		v, err := m.expr(fr, e)
		if err != nil {
			return err
		}
		rhs = append(rhs, v)
	}
	if len(rhs) == 1 && len(s.Lhs) > 1 {
		t, ok := rhs[0].(tupleV)
		if !ok || len(t) != len(s.Lhs) {
			return errf(fr.p, s, "%d targets for a %s", len(s.Lhs), describe(rhs[0]))
		}
		rhs = t
	}
	if len(rhs) != len(s.Lhs) {
		return errf(fr.p, s, "%d targets for %d values", len(s.Lhs), len(rhs))
	}
	// Evaluate every target before storing (a, b = b, a).
	targets := make([]*cell, len(s.Lhs))
	for i, l := range s.Lhs {
		if id, ok := l.(*ast.Ident); ok && id.Name == "_" {
			continue
		}
		if id, ok := l.(*ast.Ident); ok && s.Tok == token.DEFINE {
			if c := fr.scopes[len(fr.scopes)-1][id.Name]; c != nil {
				targets[i] = c
			} else {
				targets[i] = fr.define(id.Name, nil)
			}
			continue
		}
		c, err := m.addr(fr, l)
		if err != nil {
			return err
		}
		targets[i] = c
	}
	for i, c := range targets {
		if c != nil {
			if _, isTuple := rhs[i].(tupleV); isTuple {
				return errf(fr.p, s, "a multi-value call in a single-value context")
			}
			c.v = copyValue(rhs[i])
		}
	}
	return nil
}
