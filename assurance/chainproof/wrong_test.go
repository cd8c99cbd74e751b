package chainproof

import (
	"math/big"
	"strings"
	"testing"
)

// TestWrongIntended: every proof fails when an intended exponent is one
// more than the true one, for each output in turn.
func TestWrongIntended(t *testing.T) {
	for _, f := range families() {
		for _, c := range f.chains {
			w, err := c.want(f.p, 1, []string{"x1", "x2"})
			if err != nil {
				t.Fatal(err)
			}
			for out := range w {
				m := *c
				if len(m.ns) > 3 {
					m.ns = m.ns[:3]
				}
				orig := c.want
				m.want = func(p *big.Int, n int64, fields []string) (map[string][]mono, error) {
					w, err := orig(p, n, fields)
					if err != nil {
						return nil, err
					}
					if alts, ok := w[out]; ok {
						bumped := alts[0].mul(mono{})
						for k, e := range bumped.exp {
							bumped.exp[k] = new(big.Int).Add(e, big.NewInt(1))
							break
						}
						w[out] = append([]mono{bumped}, alts[1:]...)
					}
					return w, nil
				}
				if _, err := prove(f, &m); err == nil {
					t.Errorf("%s %s: passes with output %s's exponent + 1", f.name, c.fn, out)
				}
			}
		}
	}
}

// TestWrongFlags: every proof with comparisons fails when a flag is
// intended to be made of another comparison.
func TestWrongFlags(t *testing.T) {
	n := 0
	for _, f := range families() {
		for _, c := range f.chains {
			for k, v := range c.flags {
				m := *c
				m.flags = map[string]string{}
				for k2, v2 := range c.flags {
					m.flags[k2] = v2
				}
				m.flags[k] = v + "|eq9"
				n++
				if _, err := prove(f, &m); err == nil {
					t.Errorf("%s %s: passes with %s intended %s", f.name, c.fn, k, m.flags[k])
				}
			}
		}
	}
	if n == 0 {
		t.Error("no flags checked")
	}
}

// TestContracts: widening an input's bound class past what the chain's
// callees accept is refused, and the edwards25519 SqrtRatio with u loose,
// as its doc comment states, is refused because Neg and Equal take tight
// inputs.
func TestContracts(t *testing.T) {
	for _, f := range families() {
		for _, c := range f.chains {
			m := *c
			m.args = append([]arg(nil), c.args...)
			if len(m.ns) > 3 {
				m.ns = m.ns[:3]
			}
			widened := false
			for i, a := range m.args {
				if a.kind == "in" {
					m.args[i].tag++
					widened = true
				}
			}
			if !widened {
				continue
			}
			if _, err := prove(f, &m); err == nil || !strings.Contains(err.Error(), "contract") {
				t.Errorf("%s %s: passes with every input one class wider (%v)", f.name, c.fn, err)
			}
		}
	}
	f := edwardsFamily()
	for _, c := range f.chains {
		if c.fn != "Element.SqrtRatio" {
			continue
		}
		m := *c
		m.args = []arg{out, in("u", 2), in("v", 2)}
		_, err := prove(f, &m)
		if err == nil || !strings.Contains(err.Error(), "Element.Neg input 0 is loose") || !strings.Contains(err.Error(), "Element.Equal input 1 is loose") {
			t.Errorf("edwards25519 SqrtRatio with u loose: %v", err)
		}
	}
}
