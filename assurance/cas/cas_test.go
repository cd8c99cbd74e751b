package cas

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/internal/gp/gptest"
)

// slow are the claims whose SEA counts take seconds each (P-384: 15 to
// 20 s for the curve and again for its twist; P-256: 2 to 3 s each):
// make prove runs them; here their checkers are run on perturbed curves
// (SEA's early abort makes those instant) and TestCheckersOnWrongValues
// runs the same checkers to completion on the other curves.
var slow = map[string]bool{"cas/order/p384": true, "cas/twist/p384": true, "cas/order/p256": true, "cas/twist/p256": true}

// TestClaims proves every claim but the slow ones.
func TestClaims(t *testing.T) {
	gptest.Need(t, "the CAS agreement claims are not checked")
	for _, c := range Claims() {
		if err := c.Validate(); err != nil || c.Method != claim.CAS || !c.NeedsGP || !strings.HasPrefix(c.ID, "cas/") {
			t.Errorf("%s: malformed (%v)", c.ID, err)
		}
		if slow[c.ID] {
			continue
		}
		t.Run(c.ID, func(t *testing.T) {
			t.Parallel()
			if r := claim.Run(c); r.Status != claim.Proven {
				t.Errorf("%s: %s: %v", c.ID, r.Status, r.Err)
			}
		})
	}
}

// TestWithoutGP: without gp on PATH every claim is not run, never proven.
func TestWithoutGP(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	for _, c := range Claims() {
		if r := claim.Run(c); r.Status != claim.NotRun || !errors.Is(r.Err, claim.ErrNoGP) {
			t.Errorf("%s without gp: %s, %v", c.ID, r.Status, r.Err)
		}
	}
}

func plus(x *big.Int, d int64) *big.Int { return new(big.Int).Add(x, big.NewInt(d)) }

// TestCheckersOnWrongValues: each claim's checker fails on a perturbed
// value: a prime + 2 (composite for every prime here), a curve's b + 1,
// n + 2, the base point's y + 1 or n + 2, a twist's stated factorisation,
// d + 1, 2d + 1, the other square root of −1.
func TestCheckersOnWrongValues(t *testing.T) {
	gptest.Need(t, "the CAS agreement claims are not checked")
	fail := func(t *testing.T, what string, err error) {
		t.Helper()
		if err == nil {
			t.Errorf("%s: the checker accepted it", what)
		} else if errors.Is(err, claim.ErrNoGP) {
			t.Errorf("%s: %v", what, err)
		}
	}
	t.Run("prime", func(t *testing.T) {
		t.Parallel()
		for _, pr := range primes() {
			fail(t, pr.id+" + 2", checkPrime(plus(pr.x, 2)))
		}
	})
	built := map[string]curve{}
	for _, s := range sources() {
		c, err := s.build()
		if err != nil {
			t.Fatal(err)
		}
		built[s.id] = c
	}
	for _, s := range sources() {
		c := built[s.id]
		t.Run("order/"+s.id, func(t *testing.T) {
			t.Parallel()
			wrongB := c
			wrongB.c[4] = plus(c.c[4], 1)
			if s.id == "edwards25519" || s.id == "curve25519" {
				wrongB.c[3] = plus(c.c[3], 1) // the model's a4 (a6 = 0 or the short form's b)
			}
			fail(t, "b + 1", checkOrder(wrongB))
			fail(t, "base point y + 1", checkBase(with(c, func(c *curve) { c.gy = plus(c.gy, 1) })))
			fail(t, "base point n + 2", checkBase(with(c, func(c *curve) { c.n = plus(c.n, 2) })))
			if slow["cas/order/"+s.id] {
				return
			}
			fail(t, "n + 2", checkOrder(with(c, func(c *curve) { c.n = plus(c.n, 2) })))
		})
	}
	for _, tw := range twists {
		c := built[tw.curve]
		t.Run("twist/"+tw.id, func(t *testing.T) {
			t.Parallel()
			wrongB := with(c, func(c *curve) { c.c[4] = plus(c.c[4], 1); c.c[3] = plus(c.c[3], 1) })
			fail(t, "b + 1", checkTwist(wrongB, tw.stated))
			if slow["cas/twist/"+tw.id] {
				return
			}
			fail(t, "n + 2", checkTwist(with(c, func(c *curve) { c.n = plus(c.n, 2) }), tw.stated))
			// The same smooth part (the same count), another large prime.
			i := strings.LastIndex(tw.stated, "q")
			fail(t, "stated factorisation", checkTwist(c, tw.stated[:i]+"q1"+tw.stated[i+1:]))
		})
	}
	t.Run("const", func(t *testing.T) {
		t.Parallel()
		p := built["edwards25519"].p
		d := fastConst("curveD")
		fail(t, "d + 1", checkD(p, 1, map[string]*big.Int{"d": plus(d, 1)}))
		fail(t, "2d + 1", checkD(p, 2, map[string]*big.Int{"2d": plus(fastConst("curveD2"), 1)}))
		fail(t, "d for 2d", checkD(p, 2, map[string]*big.Int{"2d": d}))
		s := sqrtM1()
		fail(t, "the other root", checkSqrtM1(p, new(big.Int).Sub(p, s)))
		fail(t, "√−1 + 1", checkSqrtM1(p, plus(s, 1)))
	})
}

func with(c curve, f func(*curve)) curve {
	c.c = [5]*big.Int{c.c[0], c.c[1], c.c[2], c.c[3], c.c[4]}
	f(&c)
	return c
}

func TestFactorFormat(t *testing.T) {
	q := new(big.Int).Lsh(big.NewInt(1), 220)
	q.Add(q, big.NewInt(1))
	got, err := formatFactors([]*big.Int{big.NewInt(3), big.NewInt(2), big.NewInt(3319), big.NewInt(1), q, big.NewInt(1)})
	if err != nil || got != "3^2 · 3319 · q221" {
		t.Fatalf("%q, %v", got, err)
	}
	sp, err := smoothPart("3^2 · 13^2 · 3319 · 22639 · q220")
	if err != nil || sp.Cmp(big.NewInt(9*169*3319*22639)) != 0 {
		t.Fatalf("%v, %v", sp, err)
	}
	if _, err := smoothPart("3^x · q2"); err == nil {
		t.Fatal("a malformed factorisation was read")
	}
}
