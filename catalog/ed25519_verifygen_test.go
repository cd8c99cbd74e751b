package catalog

import (
	"math/big"
	"slices"
	"sync"
	"testing"

	"github.com/curvecheck/curvecheck/ref/ed25519"
	"github.com/curvecheck/curvecheck/ref/field"
)

// TestEd25519VerifyKindsClaims holds every kind of random ed25519/verify
// case to what its construction claims, checked with ref/ed25519 under the
// default policy (cofactorless), ZIP-215 and the default with S taken as an
// integer, and to its edge classes; and requires the draws to include each
// situation the kinds are there for, each verifying as claimed.
func TestEd25519VerifyKindsClaims(t *testing.T) {
	op, _ := LookupOp("ed25519/verify")
	unreduced := ed25519.Cofactorless
	unreduced.AllowUnreducedS = true
	policies := []struct {
		name string
		pol  ed25519.Policy
		want func(edVerifyCase) bool
	}{
		{"cofactorless", ed25519.Cofactorless, func(c edVerifyCase) bool { return c.cofactorless }},
		{"zip215", ed25519.ZIP215, func(c edVerifyCase) bool { return c.zip215 }},
		{"unreduced-s", unreduced, func(c edVerifyCase) bool { return c.unreduced }},
	}
	L := Edwards25519.N
	two252 := new(big.Int).Lsh(big.NewInt(1), 252)
	sOf := func(c edVerifyCase) *big.Int { return field.IntLE(c.in["sig"][32:]) }
	// The situations the kinds are there for: each must come up, verifying
	// as the reference says (the claims are checked first).
	situations := map[string]func(c edVerifyCase) bool{
		"valid":                 func(c edVerifyCase) bool { return c.cofactorless },
		"invalid everywhere":    func(c edVerifyCase) bool { return !c.cofactorless && !c.zip215 && !c.unreduced },
		"S just below l, valid": func(c edVerifyCase) bool { s := sOf(c); return c.cofactorless && s.Cmp(two252) >= 0 && s.Cmp(L) < 0 },
		"S + l, valid mod l":    func(c edVerifyCase) bool { return c.unreduced && sOf(c).Cmp(L) >= 0 },
		"S + k·l with k >= 2, valid mod l": func(c edVerifyCase) bool {
			return c.unreduced && sOf(c).Cmp(new(big.Int).Lsh(L, 1)) >= 0
		},
		"small S + l, valid mod l (top byte 0x10)": func(c edVerifyCase) bool { return c.unreduced && c.in["sig"][63] == 0x10 },
		"cofactored only":                          func(c edVerifyCase) bool { return c.zip215 && !c.cofactorless },
		"small-order R, valid":                     func(c edVerifyCase) bool { return c.cofactorless && isEdSmallOrder(c.in["sig"][:32]) },
		"small-order A, valid":                     func(c edVerifyCase) bool { return c.cofactorless && isEdSmallOrder(c.in["pub"]) },
		"mixed-order A, valid":                     func(c edVerifyCase) bool { return c.cofactorless && isEdMixedOrder(c.in["pub"]) },
		"mixed-order A, cofactored only":           func(c edVerifyCase) bool { return c.zip215 && !c.cofactorless && isEdMixedOrder(c.in["pub"]) },
		"mixed-order R, cofactored only":           func(c edVerifyCase) bool { return c.zip215 && !c.cofactorless && isEdMixedOrder(c.in["sig"][:32]) },
		"A with y >= p, valid":                     func(c edVerifyCase) bool { return c.cofactorless && isEdYAtLeastP(c.in["pub"]) },
		"A with x = -0, valid":                     func(c edVerifyCase) bool { return c.cofactorless && isEdNegativeZero(c.in["pub"]) },
		"R with y >= p, valid under ZIP-215":       func(c edVerifyCase) bool { return c.zip215 && isEdYAtLeastP(c.in["sig"][:32]) },
		"R with x = -0, valid under ZIP-215":       func(c edVerifyCase) bool { return c.zip215 && isEdNegativeZero(c.in["sig"][:32]) },
	}
	var mu sync.Mutex
	seen := map[string]int{}
	t.Run("kinds", func(t *testing.T) {
		for _, k := range edVerifyKinds {
			t.Run(k.name, func(t *testing.T) {
				t.Parallel()
				n := 12
				if slices.Contains([]string{"small-order-r", "small-order-a", "mixed-order-a", "torsion-r"}, k.name) {
					n = 32
				}
				for i := 0; i < n; i++ {
					c := k.draw(CaseRand(1, "claims/"+k.name, i))
					for _, p := range policies {
						if p.name == "unreduced-s" && sOf(c).Cmp(L) < 0 {
							// For S < l the policy is the default: the claim
							// must be the same.
							if c.unreduced != c.cofactorless {
								t.Errorf("%s #%d: S < l, claims cofactorless %v and unreduced-s %v", k.name, i, c.cofactorless, c.unreduced)
							}
							continue
						}
						err := ed25519.Verify(p.pol, c.in["pub"], c.in["msg"], c.in["sig"])
						if got := err == nil; got != p.want(c) {
							t.Errorf("%s #%d: %s: reference says valid=%v (%v), construction claims %v\n  pub %x\n  msg %x\n  sig %x",
								k.name, i, p.name, got, err, p.want(c), c.in["pub"], c.in["msg"], c.in["sig"])
						}
					}
					classes := op.ClassesOf(c.in)
					for _, cl := range c.classes {
						if !slices.Contains(classes, cl) {
							t.Errorf("%s #%d: claims class %s, in %v", k.name, i, cl, classes)
						}
					}
					mu.Lock()
					for name, is := range situations {
						if is(c) {
							seen[name]++
						}
					}
					mu.Unlock()
				}
			})
		}
	})
	for name := range situations {
		if seen[name] == 0 {
			t.Errorf("no draw is %q", name)
		}
	}
	t.Logf("draws per situation: %v", seen)
}
