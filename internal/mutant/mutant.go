// Package mutant holds deliberately wrong implementations for tests that
// must show a check catches a bug: each is the reference with one
// mistake, so its findings are known in advance.
package mutant

import (
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// Answers holds the reference's answers for every mutant of the process
// (refimpl.Memo): a mutant is right on all but its class of inputs and
// asks the reference there, so a test that runs several mutants of one
// operation, and passes refimpl.NewMemo(Answers) as the run's reference,
// computes each case's expected value once.
var Answers = new(refimpl.Memo)

// X25519 is the reference's x25519/ecdh with the lowest bit of the shared
// secret's last byte flipped whenever the scalar's first byte is a
// multiple of 5 (edge cases included: about one case in five is wrong).
func X25519(name string) *catalog.Funcs {
	ref := refimpl.NewMemo(Answers)
	return &catalog.Funcs{ImplName: name, Table: map[string]catalog.OpFunc{
		"x25519/ecdh": func(in catalog.Values) (catalog.Values, error) {
			out, err := ref.Run("x25519/ecdh", in)
			if err == nil && len(in["scalar"]) > 0 && in["scalar"][0]%5 == 0 {
				s := append([]byte(nil), out["shared"]...)
				s[len(s)-1] ^= 1
				out = catalog.Values{"shared": s}
			}
			return out, err
		}}}
}
