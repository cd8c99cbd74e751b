package catalog

import (
	"fmt"
	"sort"
	"strings"
)

// InputClass is a named set of an operation's inputs that some real APIs
// cannot take (a message that is not 32 bytes, for a BIP-340 library that
// signs hashes only). An implementation that declares a class up front may
// answer "unsupported" on its inputs; any other unsupported answer counts
// against it (see Stats and Checker).
type InputClass struct {
	Name  string               `json:"name"`
	Doc   string               `json:"doc"`
	Match func(in Values) bool `json:"-"`
}

// Class returns the operation's input class named name.
func (op Op) Class(name string) (InputClass, bool) {
	for _, c := range op.Classes {
		if c.Name == name {
			return c, true
		}
	}
	return InputClass{}, false
}

// DeclaredUnsupported returns the implementation's declared classes for op.
func DeclaredUnsupported(impl Impl, op string) []string {
	if u := impl.Capabilities().Unsupported; u != nil {
		return u(op)
	}
	return nil
}

// CheckDeclarations reports a declared class the catalog does not define
// for op: a declaration must name a class, so that what is excused is
// written down.
func CheckDeclarations(impl Impl, op Op) error {
	var unknown []string
	for _, name := range DeclaredUnsupported(impl, op.Name) {
		if _, ok := op.Class(name); !ok {
			unknown = append(unknown, name)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	var known []string
	for _, c := range op.Classes {
		known = append(known, c.Name)
	}
	sort.Strings(known)
	if len(known) == 0 {
		known = []string{"none"}
	}
	return fmt.Errorf("%s declares unknown input class %s for %s (defined: %s)",
		impl.Name(), strings.Join(unknown, ", "), op.Name, strings.Join(known, ", "))
}

// DeclinedClass returns the first class impl declared for op that in
// belongs to.
func DeclinedClass(impl Impl, op Op, in Values) (string, bool) {
	for _, name := range DeclaredUnsupported(impl, op.Name) {
		if c, ok := op.Class(name); ok && c.Match(in) {
			return name, true
		}
	}
	return "", false
}
