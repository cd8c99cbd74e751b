package fieldproof

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// pkgProofs is one package's layout and specs.
type pkgProofs struct {
	l      *layout
	specs  []*spec
	source string
}

// packages returns the proofs of every package (nil layout on error).
func packages() ([]pkgProofs, error) {
	el, eb, err := edwardsLayout()
	if err != nil {
		return nil, err
	}
	sl, mag, err := secpLayout()
	if err != nil {
		return nil, err
	}
	f25, err := field25Proofs()
	if err != nil {
		return nil, err
	}
	pl := p384Layout()
	return []pkgProofs{
		f25,
		{l: el, specs: edwardsSpecs(eb), source: "radix 2^51 with 2^255 ≡ 19 (mod p) (Bernstein, \"Curve25519\", PKC 2006, §5); interval analysis of every limb operation"},
		{l: sl, specs: secpSpecs(mag), source: "radix 2^52 with 2^256 ≡ 2^32 + 977 (mod p) (Hankerson–Menezes–Vanstone 2004, §2.2.6, reduction for special primes); interval analysis of every limb operation"},
		{l: pl, specs: p384Specs(pl), source: "radix 2^64 in Montgomery form, R = 2^384 (Montgomery, \"Modular multiplication without trial division\", Math. Comp. 1985); add-then-subtract-p with a masked selection; interval analysis and exact linear programming over the carry and borrow facts"},
	}, nil
}

// Claims returns one claim per proven field function: value and limb
// bounds proven on the shipped Go source.
func Claims() []claim.Claim {
	ps, err := packages()
	if err != nil {
		return []claim.Claim{{ID: "field/setup", Statement: "the field layouts are read from the source",
			Method: claim.Identity, Source: "source", Check: func() error { return err }}}
	}
	var out []claim.Claim
	for _, p := range ps {
		for _, s := range p.specs {
			l, s := p.l, s
			out = append(out, claim.Claim{
				ID: fmt.Sprintf("field/%s/%s", l.pkg, s.fn),
				Statement: fmt.Sprintf("%s computes %s mod p = %s, value and bounds proven for all inputs: %s",
					s.fn, describe(s), pHex(l.p), s.bounds),
				Method: claim.Identity,
				Source: p.source,
				Where:  []string{fmt.Sprintf("%s/%s %s", l.rel, s.file, s.fn)},
				Check: func() error {
					_, err := prove(l, s)
					return err
				},
			})
		}
	}
	return out
}

// results names the intended result of each function (by method name).
var results = map[string]string{
	"Mul": "a·b", "MulPortable": "a·b", "Square": "a²", "SquarePortable": "a²", "Add": "a + b", "AddLoose": "a + b",
	"Sub": "a − b", "SubLoose": "a − b", "Neg": "−a", "MulSmall": "a·k", "MulInt": "k·a", "Half": "a/2",
	"Select": "a if cond = 1 else b", "Swap": "the exchange of v and u if cond = 1", "CondNeg": "−a if cond = 1 else a",
	"Set": "a", "Zero": "0", "One": "1", "SetUint64": "x", "Normalize": "a", "NormalizeWeak": "a",
}

func describe(s *spec) string {
	name := s.fn
	if i := strings.LastIndex(name, "."); i >= 0 {
		name = name[i+1:]
	}
	if r, ok := results[name]; ok {
		return r
	}
	return "its documented result"
}

func pHex(p *big.Int) string { return fmt.Sprintf("%#x", p) }
