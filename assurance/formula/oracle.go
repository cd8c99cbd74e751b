package formula

import (
	"fmt"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// A decision is one branch point of a path: an input flag or choice (an
// infinity flag, a sign, a "use" mask) or whether a polynomial is zero
// (IsZero, IsZeroVar). Its value is the branch the path takes; the path's
// decisions are its assumptions.
type decision struct {
	what string // "a.inf", "neg", "IsZero(h) at file.go:12:5"
	poly *symbolic.Poly
	val  bool
}

func (d decision) String() string {
	if d.poly != nil {
		if d.val {
			return d.what + " = 0"
		}
		return d.what + " ≠ 0"
	}
	return fmt.Sprintf("%s = %v", d.what, d.val)
}

// oracle enumerates paths depth first: a run follows the script of
// earlier decisions and takes false at every new one; next flips the last
// false decision to true and drops what follows.
type oracle struct {
	script []bool
	log    []decision
}

// choose records d and returns the branch this path takes.
func (o *oracle) choose(d decision) bool {
	i := len(o.log)
	v := i < len(o.script) && o.script[i]
	d.val = v
	o.log = append(o.log, d)
	return v
}

// next prepares the following path and reports whether there is one.
func (o *oracle) next() bool {
	for i := len(o.log) - 1; i >= 0; i-- {
		if !o.log[i].val {
			o.script = make([]bool, i+1)
			for j := 0; j < i; j++ {
				o.script[j] = o.log[j].val
			}
			o.script[i] = true
			o.log = nil
			return true
		}
	}
	return false
}
