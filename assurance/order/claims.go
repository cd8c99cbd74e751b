package order

import (
	"fmt"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

const (
	srcOrder = "Hasse's theorem |#E − (p + 1)| ≤ 2√p (Silverman, AEC, Theorem V.1.1) with n > 4√p; Lagrange; certified primes (assurance/cert)"
	srcEd    = srcOrder + "; Bernstein–Birkner–Joye–Lange–Peters 2008, Theorem 3.2 and §6"
	srcMont  = srcOrder + "; Bernstein–Birkner–Joye–Lange–Peters 2008, Theorem 3.2; RFC 7748 §4.1"
	srcTwist = "#E + #E' = 2p + 2 for the quadratic twist E' (Silverman, AEC, Exercise 10.16); Hasse's theorem on E' with its certified largest prime q > 4√p"
)

// twistCase is one twist claim: the curve in short Weierstrass form, its
// order proof, and the factorisation the statement announces.
type twistCase struct {
	id, name, want string
	curve          func() (*weierstrass.Curve, error)
	group          func(*weierstrass.Curve) Group
	where          []string
}

func twistCases() []twistCase {
	fixed := func(c *weierstrass.Curve) func() (*weierstrass.Curve, error) {
		return func() (*weierstrass.Curve, error) { return c, nil }
	}
	wg := WeierstrassGroup
	return []twistCase{
		{"twist/x25519", "Curve25519", "2^2 · q253", Curve25519, wg, []string{"ref/x25519/x25519.go F, Basepoint", "ref/edwards/edwards25519.go Edwards25519"}},
		{"twist/secp256k1", "secp256k1", "3^2 · 13^2 · 3319 · 22639 · q220", fixed(weierstrass.Secp256k1), wg, []string{"ref/weierstrass/curves.go Secp256k1"}},
		{"twist/p256", "P-256", "3 · 5 · 13 · 179 · q241", fixed(weierstrass.P256), wg, []string{"ref/weierstrass/curves.go P256"}},
		{"twist/p384", "P-384", "q385", fixed(weierstrass.P384), wg, []string{"ref/weierstrass/curves.go P384"}},
	}
}

// checkTwist proves the curve's order, then its twist's, and compares the
// factorisation with the announced one.
func checkTwist(tc twistCase) error {
	c, err := tc.curve()
	if err != nil {
		return err
	}
	order, err := ProveOrder(tc.group(c))
	if err != nil {
		return err
	}
	tf, err := ProveTwist(tc.name, c.F.P(), c.A, c.B, order)
	if err != nil {
		return err
	}
	if tf.Factorization != tc.want {
		return fmt.Errorf("%s twist order factors as %s, the claim states %s", tc.name, tf.Factorization, tc.want)
	}
	return nil
}

// Claims returns "order/<curve>" for secp256k1, P-256, P-384,
// edwards25519 and Curve25519 (edwards25519's Montgomery form) and
// "twist/<curve>" for X25519 and the three ECDH curves.
func Claims() []claim.Claim {
	var out []claim.Claim
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P256, weierstrass.P384} {
		c := c
		out = append(out, claim.Claim{
			ID:        "order/" + c.Name,
			Statement: fmt.Sprintf("#%s(F_p) = h·n with the declared h = %v: n certified prime, G ≠ O, n·G = O in the reference's arithmetic, one multiple of n in Hasse's interval", c.Name, c.H),
			Method:    claim.Exact, Source: srcOrder,
			Where: []string{"ref/weierstrass/curves.go " + goName(c.Name) + ".N, .H"},
			Check: func() error { _, err := ProveOrder(WeierstrassGroup(c)); return err },
		})
	}
	ed := edwards.Edwards25519
	out = append(out, claim.Claim{
		ID:        "order/edwards25519",
		Statement: fmt.Sprintf("#edwards25519(F_p) = h·ℓ with the declared h = %v: ℓ certified prime, a square and d non-square (complete law), B ≠ (0, 1), ℓ·B = O in the reference's Edwards arithmetic, one multiple of ℓ in Hasse's interval", ed.H),
		Method:    claim.Exact, Source: srcEd,
		Where: []string{"ref/edwards/edwards25519.go Edwards25519.L, .H"},
		Check: func() error { _, err := ProveOrder(EdwardsGroup(ed)); return err },
	}, claim.Claim{
		ID:        "order/curve25519",
		Statement: "#Curve25519(F_p) = 8·ℓ through the Montgomery form v² = u³ + 486662u² + u in short Weierstrass form: 486662 = 2(a + d)/(a − d) and 4/(a − d) a square for edwards25519's a, d; edwards25519's base point maps to u = 9 = x25519.Basepoint; ℓ·(9, v) = O in the reference's Weierstrass arithmetic; one multiple of ℓ in Hasse's interval",
		Method:    claim.Exact, Source: srcMont,
		Where: []string{"ref/x25519/x25519.go F, Basepoint", "ref/edwards/edwards25519.go Edwards25519"},
		Check: func() error {
			if err := MontgomeryForm(); err != nil {
				return err
			}
			c, err := Curve25519()
			if err != nil {
				return err
			}
			_, err = ProveOrder(WeierstrassGroup(c))
			return err
		},
	})
	for _, tc := range twistCases() {
		tc := tc
		out = append(out, claim.Claim{
			ID:        tc.id,
			Statement: fmt.Sprintf("the quadratic twist of %s has order 2p + 2 − #E = %s, q prime (certified), so its largest prime factor has %s bits; checked on a point of the twist", tc.name, tc.want, tc.want[len(tc.want)-3:]),
			Method:    claim.Exact, Source: srcTwist,
			Where: tc.where,
			Check: func() error { return checkTwist(tc) },
		})
	}
	return out
}

// goName maps a curve's Name to its variable in ref/weierstrass.
func goName(name string) string {
	switch name {
	case "secp256k1":
		return "Secp256k1"
	case "p256":
		return "P256"
	case "p384":
		return "P384"
	}
	return name
}
