package chainproof

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

// mono is ±Π name^e over the inputs and named constants of a chain, with
// exact exponents.
type mono struct {
	exp map[string]*big.Int
	neg bool
}

func variable(name string) mono { return mono{exp: map[string]*big.Int{name: big.NewInt(1)}} }

func (m mono) mul(n mono) mono {
	out := mono{exp: map[string]*big.Int{}, neg: m.neg != n.neg}
	for k, e := range m.exp {
		out.exp[k] = new(big.Int).Set(e)
	}
	for k, e := range n.exp {
		if x, ok := out.exp[k]; ok {
			out.exp[k] = new(big.Int).Add(x, e)
		} else {
			out.exp[k] = new(big.Int).Set(e)
		}
	}
	return out
}

func (m mono) negate() mono {
	out := m.mul(mono{})
	out.neg = !m.neg
	return out
}

// key is a canonical text of m.
func (m mono) key() string {
	names := make([]string, 0, len(m.exp))
	for k, e := range m.exp {
		if e.Sign() != 0 {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	var b strings.Builder
	if m.neg {
		b.WriteString("−")
	}
	for i, k := range names {
		if i > 0 {
			b.WriteString("·")
		}
		fmt.Fprintf(&b, "%s^%#x", k, m.exp[k])
	}
	if len(names) == 0 {
		b.WriteString("1")
	}
	return b.String()
}

// elem is the model of an Element: one of the alternatives alts (one
// unless a selection made several), with the bound class tag; set is
// false for a declared Element no operation has written.
type elem struct {
	alts []mono
	tag  int
	set  bool
}

func (e *elem) copy() *elem {
	return &elem{alts: append([]mono(nil), e.alts...), tag: e.tag, set: e.set}
}

// combine applies f to every pair of alternatives, without duplicates.
func combine(a, b []mono, f func(x, y mono) mono) []mono {
	seen := map[string]bool{}
	var out []mono
	for _, x := range a {
		for _, y := range b {
			z := f(x, y)
			if k := z.key(); !seen[k] {
				seen[k] = true
				out = append(out, z)
			}
		}
	}
	return out
}

func union(a, b []mono) []mono {
	return combine(append(append([]mono(nil), a...), b...), []mono{{}}, func(x, _ mono) mono { return x.mul(mono{}) })
}

// keys returns the sorted keys of alternatives.
func keys(alts []mono) []string {
	out := make([]string, len(alts))
	for i, m := range alts {
		out[i] = m.key()
	}
	sort.Strings(out)
	return out
}
