package gp

import (
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strings"
)

// An Arg is a piece of a GP expression that the caller formatted itself:
// an integer, a vector of Args, or a call.
type Arg interface{ gp() string }

type intArg struct{ v *big.Int }

func (a intArg) gp() string { return a.v.String() }

// Int is the decimal literal of x (negative values included).
func Int(x *big.Int) Arg { return intArg{new(big.Int).Set(x)} }

// Small is the decimal literal of x.
func Small(x int64) Arg { return intArg{big.NewInt(x)} }

type vecArg []Arg

func (v vecArg) gp() string {
	parts := make([]string, len(v))
	for i, a := range v {
		parts[i] = a.gp()
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// Vec is the GP vector of args.
func Vec(args ...Arg) Arg { return vecArg(args) }

type callArg struct {
	fn   string
	args []Arg
}

func (c callArg) gp() string {
	v := vecArg(c.args).gp()
	return c.fn + "(" + v[1:len(v)-1] + ")"
}

var ident = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// Call is fn(args...). It panics when fn is not a GP identifier: function
// names are constants of the caller's code.
func Call(fn string, args ...Arg) Arg {
	if !ident.MatchString(fn) {
		panic(fmt.Sprintf("gp: %q is not a GP identifier", fn))
	}
	return callArg{fn, args}
}

// Expr renders a as GP source.
func Expr(a Arg) string { return a.gp() }

// ParseInts reads what gp prints for an integer or a vector of integers:
// "123", "[]", "[1, -2]".
func ParseInts(s string) ([]*big.Int, error) {
	s = strings.TrimSpace(s)
	inner, vec := strings.CutPrefix(s, "[")
	if vec {
		var ok bool
		if inner, ok = strings.CutSuffix(inner, "]"); !ok {
			return nil, errors.New("unterminated vector")
		}
		if strings.TrimSpace(inner) == "" {
			return nil, nil
		}
	}
	var out []*big.Int
	for _, f := range strings.Split(inner, ",") {
		v, ok := new(big.Int).SetString(strings.TrimSpace(f), 10)
		if !ok {
			return nil, fmt.Errorf("%q is not an integer", f)
		}
		out = append(out, v)
	}
	if !vec && len(out) != 1 {
		return nil, errors.New("not one integer")
	}
	return out, nil
}
