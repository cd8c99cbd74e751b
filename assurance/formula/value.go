package formula

import (
	"fmt"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// The interpreter's values. A field element is a polynomial over F_p
// (elemV); a struct is a record of cells; a pointer is the cell it points
// to. Integers and booleans are concrete: every condition of a formula is
// decided by the path oracle (see oracle) before it is used, so no
// symbolic integer or boolean ever exists.
type value any

// cell is a storage location: a variable, a struct field, a parameter.
type cell struct{ v value }

// elemV is a field element's value, a polynomial reduced mod p.
type elemV struct{ p symbolic.Poly }

// recordV is a struct value: its type name and one cell per field, in
// declaration order.
type recordV struct {
	typ   string
	names []string
	f     map[string]*cell
}

// ptrV points to a cell.
type ptrV struct{ c *cell }

// viewV is the *[3]Element view of three adjacent coordinates (the coords
// methods of fast/secp256k1): the cells themselves.
type viewV struct{ cells []*cell }

// tupleV is the list of results of a call with several results.
type tupleV []value

// stringV is a string constant (check messages).
type stringV string

// sliceV is a variadic argument list.
type sliceV []value

// copyValue returns v with records copied field by field (Go's value
// semantics on assignment).
func copyValue(v value) value {
	r, ok := v.(*recordV)
	if !ok {
		return v
	}
	c := &recordV{typ: r.typ, names: r.names, f: make(map[string]*cell, len(r.f))}
	for _, n := range r.names {
		c.f[n] = &cell{v: copyValue(r.f[n].v)}
	}
	return c
}

// describe names v's kind for error messages.
func describe(v value) string {
	switch v := v.(type) {
	case elemV:
		return "field element"
	case *recordV:
		return v.typ
	case ptrV:
		return "pointer to " + describe(v.c.v)
	case int64:
		return "int"
	case bool:
		return "bool"
	case nil:
		return "nil"
	}
	return fmt.Sprintf("%T", v)
}
