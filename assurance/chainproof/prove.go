package chainproof

import (
	"fmt"
	"go/ast"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

// stats of a proof: the runs (one per n) and the primitive operations of
// the last run.
type stats struct {
	runs       int
	sqrs, muls int
}

func (f *family) load() (*interp.Package, error) {
	root, err := interp.Root()
	if err != nil {
		return nil, err
	}
	return interp.LoadFrom(root, f.rel, f.override)
}

// prove interprets chain c of family f for every n and compares each
// output with the intended one.
func prove(f *family, c *chain) (stats, error) {
	pkg, err := f.load()
	if err != nil {
		return stats{}, err
	}
	ns := c.ns
	if len(ns) == 0 {
		ns = []int64{-1}
	}
	var st stats
	for _, n := range ns {
		m := &machine{pkg: pkg, fam: f, glob: map[string]*cell{}}
		var args []any
		var outPtr ptr
		var recv *strct
		for _, a := range c.args {
			switch a.kind {
			case "in":
				args = append(args, ptr{&cell{v: &elem{alts: []mono{variable(a.name)}, tag: a.tag, set: true}}})
			case "out":
				outPtr = ptr{&cell{v: &elem{}}}
				args = append(args, outPtr)
			case "struct":
				recv, err = m.zeroStruct(a.name)
				if err != nil {
					return st, err
				}
				args = append(args, ptr{&cell{v: recv}})
			default:
				return st, fmt.Errorf("argument kind %s", a.kind)
			}
		}
		if n >= 0 {
			args = append(args, n)
		}
		where := c.fn
		if n >= 0 {
			where = fmt.Sprintf("%s (n = %d)", c.fn, n)
		}
		res, err := m.run(c.fn, args...)
		if err != nil {
			return st, fmt.Errorf("%s: %w", where, err)
		}
		if len(m.contract) > 0 {
			return st, fmt.Errorf("%s: input contracts not met: %s", where, strings.Join(m.contract, "; "))
		}
		outs := map[string]*elem{}
		flags := map[string]string{}
		for i, e := range m.eqs {
			outs[fmt.Sprintf("eq%d.l", i)], outs[fmt.Sprintf("eq%d.r", i)] = e[0], e[1]
		}
		for i, s := range m.sels {
			flags[fmt.Sprintf("sel%d", i)] = s.String()
		}
		if outPtr.c != nil {
			outs["out"] = outPtr.c.v.(*elem)
		}
		var fields []string
		if recv != nil {
			fields = recv.names
			for _, name := range recv.names {
				e, ok := recv.fields[name].v.(*elem)
				if !ok {
					return st, fmt.Errorf("%s: field %s is not an Element", where, name)
				}
				outs["out."+name] = e
			}
		}
		for i, r := range res {
			switch r := r.(type) {
			case ptr:
				if r.c == outPtr.c {
					continue
				}
				e, ok := r.c.v.(*elem)
				if !ok {
					return st, fmt.Errorf("%s: result %d not understood", where, i)
				}
				outs[fmt.Sprintf("ret%d", i)] = e
			case *elem:
				outs[fmt.Sprintf("ret%d", i)] = r
			case flag:
				flags[fmt.Sprintf("ret%d", i)] = r.String()
			default:
				return st, fmt.Errorf("%s: result %d (%T) not understood", where, i, r)
			}
		}
		want, err := c.want(f.p, n, fields)
		if err != nil {
			return st, fmt.Errorf("%s: %w", where, err)
		}
		if err := compare(f, c, outs, want); err != nil {
			return st, fmt.Errorf("%s: %w", where, err)
		}
		if got, exp := fmt.Sprint(flags), fmt.Sprint(c.flags); got != exp {
			return st, fmt.Errorf("%s: comparison results used as %s, intended %s", where, got, exp)
		}
		st.runs++
		st.sqrs, st.muls = m.sqrs, m.muls
		if c.ops != nil && (m.sqrs != c.ops[0] || m.muls != c.ops[1]) {
			return st, fmt.Errorf("%s: %d squarings and %d products, the doc states %d and %d", where, m.sqrs, m.muls, c.ops[0], c.ops[1])
		}
	}
	return st, nil
}

// compare checks that the outputs are exactly the intended ones, each
// within the output bound class.
func compare(f *family, c *chain, outs map[string]*elem, want map[string][]mono) error {
	names := make([]string, 0, len(outs))
	for k := range outs {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if _, ok := want[k]; !ok {
			return fmt.Errorf("output %s has no intended value", k)
		}
	}
	for k, w := range want {
		e, ok := outs[k]
		if !ok {
			return fmt.Errorf("no output %s", k)
		}
		if !e.set {
			return fmt.Errorf("output %s never written", k)
		}
		got, exp := keys(e.alts), keys(w)
		if strings.Join(got, ", ") != strings.Join(exp, ", ") {
			return fmt.Errorf("output %s is {%s}, intended {%s}", k, strings.Join(got, ", "), strings.Join(exp, ", "))
		}
		if !strings.HasPrefix(k, "eq") && e.tag > c.outTag {
			return fmt.Errorf("output %s is %s, the contract states %s", k, f.class(e.tag), f.class(c.outTag))
		}
	}
	return nil
}

// zeroStruct returns the zero value of the struct type name.
func (m *machine) zeroStruct(name string) (s *strct, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(*failure)
			if !ok {
				panic(r)
			}
			err = f
		}
	}()
	fr := &frame{m: m}
	s, ok := fr.zero(&ast.Ident{Name: name}).(*strct)
	if !ok {
		return nil, fmt.Errorf("%s is not a struct type", name)
	}
	return s, nil
}
