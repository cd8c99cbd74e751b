package catalog

import "sort"

// EdgeClass returns the operation's edge class named name (Op.EdgeClasses).
func (op Op) EdgeClass(name string) (InputClass, bool) {
	for _, c := range op.EdgeClasses {
		if c.Name == name {
			return c, true
		}
	}
	return InputClass{}, false
}

// AnyClass returns the class named name among the operation's declarable
// input classes and its edge classes.
func (op Op) AnyClass(name string) (InputClass, bool) {
	if c, ok := op.Class(name); ok {
		return c, true
	}
	return op.EdgeClass(name)
}

// ClassesOf names the edge classes and input classes in belongs to, sorted.
func (op Op) ClassesOf(in Values) []string {
	var out []string
	for _, cs := range [][]InputClass{op.EdgeClasses, op.Classes} {
		for _, c := range cs {
			if c.Match(in) {
				out = append(out, c.Name)
			}
		}
	}
	sort.Strings(out)
	return out
}

// classOn builds an edge class whose members are the cases where test
// holds for one of the named inputs.
func classOn(name, doc string, test func(b []byte) bool, params ...string) InputClass {
	return InputClass{Name: name, Doc: doc, Match: func(in Values) bool {
		for _, p := range params {
			if v, ok := in[p]; ok && test(v) {
				return true
			}
		}
		return false
	}}
}
