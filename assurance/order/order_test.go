package order

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

func TestClaims(t *testing.T) {
	for _, c := range Claims() {
		start := time.Now()
		r := claim.Run(c)
		if r.Status != claim.Proven {
			t.Errorf("%s: %s: %v", c.ID, r.Status, r.Err)
		}
		t.Logf("%-20s %v", c.ID, time.Since(start).Round(time.Millisecond))
	}
}

// groups returns every group the order claims prove.
func groups(t *testing.T) []Group {
	c25519, err := Curve25519()
	if err != nil {
		t.Fatal(err)
	}
	return []Group{
		WeierstrassGroup(weierstrass.Secp256k1), WeierstrassGroup(weierstrass.P256), WeierstrassGroup(weierstrass.P384),
		EdwardsGroup(edwards.Edwards25519), WeierstrassGroup(c25519),
	}
}

// TestWrongOrdersFail: a wrong cofactor, n + 2, p + 2, or a base point
// that n does not kill each make ProveOrder fail.
func TestWrongOrdersFail(t *testing.T) {
	two := big.NewInt(2)
	for _, g := range groups(t) {
		for name, mutate := range map[string]func(*Group){
			"h+1": func(g *Group) { g.H = new(big.Int).Add(g.H, big.NewInt(1)) },
			"h*2": func(g *Group) { g.H = new(big.Int).Mul(g.H, two) },
			"n+2": func(g *Group) { g.N = new(big.Int).Add(g.N, two) },
			"p+2": func(g *Group) { g.P = new(big.Int).Add(g.P, two) },
			"G≠O": func(g *Group) {
				g.Valid = func() error { return nil }
				g.KillsBase = func(*big.Int) bool { return false }
			},
			"h=0":   func(g *Group) { g.H = big.NewInt(0) },
			"n=h·n": func(g *Group) { g.N = new(big.Int).Mul(g.N, g.H) },
			"n=p":   func(g *Group) { g.N = new(big.Int).Set(g.P) }, // certified prime, n·G ≠ O
		} {
			bad := g
			mutate(&bad)
			if bad.N.Cmp(g.N) == 0 && bad.H.Cmp(g.H) == 0 && bad.P.Cmp(g.P) == 0 && name != "G≠O" {
				continue // n = h·n with h = 1 changes nothing
			}
			if _, err := ProveOrder(bad); err == nil {
				t.Errorf("%s with %s: proven", g.Name, name)
			}
		}
	}
}

// TestWrongTwistsFail: a wrong order (#E ± 2, or h·n with the wrong h)
// makes ProveTwist fail, and a wrong announced factorisation fails the
// claim.
func TestWrongTwistsFail(t *testing.T) {
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P256, weierstrass.P384} {
		order := new(big.Int).Mul(c.N, c.H)
		for _, bad := range []*big.Int{
			new(big.Int).Add(order, big.NewInt(2)),
			new(big.Int).Sub(order, big.NewInt(2)),
			new(big.Int).Mul(order, big.NewInt(2)),
		} {
			if _, err := ProveTwist(c.Name, c.F.P(), c.A, c.B, bad); err == nil {
				t.Errorf("%s: twist with #E = %v proven", c.Name, bad)
			}
		}
	}
	for _, tc := range twistCases() {
		tc.want = strings.Replace(tc.want, "q", "q1", 1)
		if err := checkTwist(tc); err == nil {
			t.Errorf("%s: wrong factorisation accepted", tc.id)
		}
	}
}

func TestHasseCofactor(t *testing.T) {
	// p = 101: ⌊√404⌋ = 20, interval [82, 122]. n = 41 > 4√101 ≈ 40.2
	// leaves 82 = 2·41; n = 43 leaves 86; n = 127 leaves none; n = 40 is
	// not above 4√p.
	for _, tc := range []struct{ n, h int64 }{{41, 2}, {43, 2}, {127, 0}, {40, 0}} {
		h, err := HasseCofactor(big.NewInt(101), big.NewInt(tc.n))
		switch {
		case tc.h == 0 && err == nil:
			t.Errorf("n = %d: h = %v, want an error", tc.n, h)
		case tc.h != 0 && (err != nil || h.Int64() != tc.h):
			t.Errorf("n = %d: %v, %v, want %d", tc.n, h, err, tc.h)
		}
	}
	if lo, hi := HasseInterval(big.NewInt(101)); lo.Int64() != 82 || hi.Int64() != 122 {
		t.Errorf("interval [%v, %v]", lo, hi)
	}
}

func TestMontgomeryFormFailsOnWrongA(t *testing.T) {
	saved := MontgomeryA
	defer func() { MontgomeryA = saved }()
	MontgomeryA = big.NewInt(486664)
	if err := MontgomeryForm(); err == nil {
		t.Error("A = 486664 accepted")
	}
	// Either u = 9 is not on the curve, or the order proof fails.
	if c, err := Curve25519(); err == nil {
		if _, err := ProveOrder(WeierstrassGroup(c)); err == nil {
			t.Error("Curve25519 with A = 486664 has order 8ℓ")
		}
	}
}
