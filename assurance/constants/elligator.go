package constants

import (
	"errors"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/ref/h2c"
)

// montToEdIdentity checks that (v, w) = (c·s/t, (s − 1)/(s + 1)) maps the
// Montgomery curve K·t² = s³ + J·s² + s to edwards25519 (a = −1, d from
// its definition): with t² = s·Q/K, Q = s² + J·s + 1, the Edwards equation
// −v² + w² = 1 + d·v²·w² multiplied by Q·(s + 1)² is the identity
// −K·c²·s·(s + 1)² + (s − 1)²·Q = Q·(s + 1)² + d·K·c²·s·(s − 1)², checked
// coefficient by coefficient over GF(p).
func montToEdIdentity(J, K, c *big.Int) error {
	p := p25519
	s := newPoly(p, bi(0), bi(1))
	sp1, sm1 := newPoly(p, bi(1), bi(1)), newPoly(p, bi(-1), bi(1))
	Q := newPoly(p, bi(1), J, bi(1))
	kc2 := mulm(p, K, c, c)
	sp12, sm12 := polyMul(p, sp1, sp1), polyMul(p, sm1, sm1)
	lhs := polyAdd(p, polyScale(p, polyMul(p, s, sp12), neg(kc2)), polyMul(p, sm12, Q))
	rhs := polyAdd(p, polyMul(p, Q, sp12), polyScale(p, polyMul(p, s, sm12), mulm(p, d25519, kc2)))
	if !polyEqual(lhs, rhs) {
		return errors.New("the rational map does not take the Montgomery curve to edwards25519")
	}
	return nil
}

func elligatorFacts() []fact {
	p := p25519
	s := h2c.Edwards25519RO
	return []fact{{
		id:        "const/h2c/edwards25519/montgomery",
		statement: "J = 486662 = 2(a + d)/(a − d) and K = 1 (A·B ≠ 0, A² − 4 ≠ 0), and c = √−486664 (c² = −(J + 2), sgn0(c) = 0) makes (c·s/t, (s − 1)/(s + 1)) a map from curve25519 to edwards25519, as a polynomial identity over GF(p); the same J and c in the reference suites and in fast/edwards25519",
		method:    claim.Identity, source: "RFC 9380 §6.7.1, §6.8.2, Appendix D.1; RFC 7748 §4.1; Bernstein et al. 2008 Theorem 3.2",
		where: []string{"ref/h2c/elligator2.go edwards25519Suite", "fast/edwards25519/hash.go ell2J", "fast/edwards25519/hash.go montToEd"},
		vals: func() ([]*big.Int, error) {
			f, err := pick(fastEd(), "ell2J", "montToEd")
			if err != nil {
				return nil, err
			}
			n := h2c.Edwards25519NU
			return []*big.Int{s.J, s.K, s.MontToEd, n.J, n.K, n.MontToEd, f[0], bi(1), f[1]}, nil
		},
		prop: func(v []*big.Int) error {
			a := bi(-1)
			for i := 0; i < len(v); i += 3 {
				J, K, c := v[i], v[i+1], v[i+2]
				if err := first(
					wantMod("J·(a − d)", mulm(p, J, new(big.Int).Sub(a, d25519)), new(big.Int).Mul(bi(2), sum(a, d25519)), p),
					want("K", K, bi(1)),
					wantMod("c²", mulm(p, c, c), neg(sum(J, bi(2))), p),
					montToEdIdentity(J, K, c)); err != nil {
					return err
				}
				if c.Bit(0) != 0 || c.Cmp(p) >= 0 {
					return errors.New("sgn0(c) ≠ 0")
				}
				if mod(new(big.Int).Sub(mulm(p, J, J), bi(4)), p).Sign() == 0 || J.Sign() == 0 {
					return errors.New("A·(A² − 4) = 0: singular")
				}
			}
			return nil
		},
	}, {
		id:        "const/h2c/edwards25519/Z",
		statement: "Elligator 2's Z = 2 is a non-square in GF(2^255 − 19) and the first non-square of 1, −1, 2, −2, …, in both suites",
		method:    claim.Exact, source: "RFC 9380 §6.7.1, Appendix H.3",
		where: []string{"ref/h2c/elligator2.go edwards25519Suite"},
		vals:  list(func() []*big.Int { return []*big.Int{s.Z, h2c.Edwards25519NU.Z} }),
		prop: func(v []*big.Int) error {
			var firstNS *big.Int
			for c := int64(1); c < 64 && firstNS == nil; c++ {
				for _, z := range []int64{c, -c} {
					if !isSquare(bi(z), p) {
						firstNS = mod(bi(z), p)
						break
					}
				}
			}
			for _, z := range v {
				if isSquare(z, p) || mod(z, p).Sign() == 0 {
					return errors.New("the Elligator 2 Z is not a non-square")
				}
				if err := want("Z", mod(z, p), firstNS); err != nil {
					return err
				}
			}
			return nil
		},
	}}
}
