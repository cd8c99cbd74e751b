package chainproof

import (
	"fmt"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// Claims returns one claim per chain function: its exponent proven on
// the shipped source.
func Claims() []claim.Claim {
	var out []claim.Claim
	for _, f := range families() {
		for _, c := range f.chains {
			f, c := f, c
			out = append(out, claim.Claim{
				ID:        fmt.Sprintf("chain/%s/%s", f.name, c.fn),
				Statement: fmt.Sprintf("%s, over %s: %s", c.statement, f.rel, "each call within its callee's documented bound contract"),
				Method:    claim.Exact,
				Source:    c.source,
				Where:     []string{fmt.Sprintf("%s/%s %s", f.rel, c.file, c.fn)},
				Check: func() error {
					_, err := prove(f, c)
					return err
				},
			})
		}
	}
	return out
}
