package chainproof

import (
	"fmt"
	"go/ast"
)

// prim is a field operation the model takes as proven (package
// fieldproof proves the value and bounds of Mul and Square): its kind,
// the largest bound class each Element input accepts (0: any), and the
// class of its output (0: the largest of its inputs').
type prim struct {
	kind string // mul, sqr, copy, norm, neg, equal, select, abs
	in   []int
	out  int
}

// deref returns the Element a pointer argument points to.
func (m *machine) deref(at ast.Node, key string, v any, i int) *elem {
	p, ok := v.(ptr)
	if !ok {
		m.fail(at, "%s: argument %d is %T, not an Element pointer", key, i, v)
	}
	e, ok := p.c.v.(*elem)
	if !ok {
		m.fail(at, "%s: argument %d is not an Element", key, i)
	}
	return e
}

// input returns Element input i (argument i of the call), checked to be
// written and within the callee's contract.
func (m *machine) input(at ast.Node, key string, p prim, args []any, i, slot int) *elem {
	if i >= len(args) {
		m.fail(at, "%s: too few arguments", key)
	}
	e := m.deref(at, key, args[i], i)
	if !e.set {
		m.fail(at, "%s reads an Element never written", key)
	}
	if slot < len(p.in) && p.in[slot] > 0 && e.tag > p.in[slot] {
		m.contract = append(m.contract, fmt.Sprintf("%s: %s input %d is %s, the contract accepts %s",
			m.pkg.Pos(at), key, slot, m.fam.class(e.tag), m.fam.class(p.in[slot])))
	}
	return e
}

func (m *machine) prim(at ast.Node, key string, p prim, args []any) []any {
	outTag := func(ins ...*elem) int {
		if p.out > 0 {
			return p.out
		}
		t := 0
		for _, e := range ins {
			t = max(t, e.tag)
		}
		return t
	}
	write := func(alts []mono, tag int) []any {
		out := m.deref(at, key, args[0], 0)
		*out = elem{alts: alts, tag: tag, set: true}
		return []any{args[0]}
	}
	want := map[string]int{"mul": 3, "sqr": 2, "copy": 2, "norm": 2, "neg": 2, "abs": 2, "equal": 2, "select": 4}[p.kind]
	if len(args) != want {
		m.fail(at, "%s: %d arguments, the model of %s takes %d", key, len(args), p.kind, want)
	}
	switch p.kind {
	case "mul":
		a, b := m.input(at, key, p, args, 1, 0), m.input(at, key, p, args, 2, 1)
		m.muls++
		return write(combine(a.alts, b.alts, mono.mul), outTag(a, b))
	case "sqr":
		a := m.input(at, key, p, args, 1, 0)
		m.sqrs++
		return write(combine(a.alts, a.alts, func(x, _ mono) mono { return x.mul(x) }), outTag(a))
	case "copy", "norm":
		a := m.input(at, key, p, args, 1, 0)
		return write(append([]mono(nil), a.alts...), outTag(a))
	case "neg":
		a := m.input(at, key, p, args, 1, 0)
		return write(combine(a.alts, []mono{{}}, func(x, _ mono) mono { return x.negate() }), outTag(a))
	case "abs":
		a := m.input(at, key, p, args, 1, 0)
		return write(union(a.alts, combine(a.alts, []mono{{}}, func(x, _ mono) mono { return x.negate() })), outTag(a))
	case "select":
		a, b := m.input(at, key, p, args, 1, 0), m.input(at, key, p, args, 2, 1)
		c, ok := args[3].(flag)
		if !ok {
			m.fail(at, "%s: condition is not a comparison result", key)
		}
		m.sels = append(m.sels, c)
		return write(union(a.alts, b.alts), outTag(a, b))
	case "equal":
		a, b := m.input(at, key, p, args, 0, 0), m.input(at, key, p, args, 1, 1)
		if len(m.eqs) == 64 {
			m.fail(at, "too many comparisons")
		}
		m.eqs = append(m.eqs, [2]*elem{a.copy(), b.copy()})
		return []any{flag{1 << (len(m.eqs) - 1)}}
	}
	m.fail(at, "primitive kind %s not understood", p.kind)
	return nil
}
