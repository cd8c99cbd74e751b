//go:build exhaustive

package edwards25519

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/internal/gp"
	"github.com/curvecheck/curvecheck/internal/gp/gptest"
)

// TestExhaustiveToyOrdersGP recomputes each toy curve's #E with PARI/GP
// (SEA point counting, ellcard) on the Weierstrass model
// Y² = X³ + A·B·X² + B²·X of its Montgomery form B·v² = u³ + A·u² + u,
// A = 2(a + d)/(a - d), B = 4/(a - d) (Bernstein, Birkner, Joye, Lange,
// Peters 2008, Theorem 3.2), and compares it with ToyCurve.Order. Not run
// with -short (a few seconds a curve).
func TestExhaustiveToyOrdersGP(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the toy orders are checked by TestExhaustiveToyCurves's #E·R = O only")
	}
	gptest.Need(t, "the toy curves' orders against PARI/GP's ellcard")
	proc, err := gp.Start(gp.Options{Prelude: "cc_ready() = 1", Timeout: 5 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer proc.Close()
	done := map[string]bool{}
	for _, c := range ToyCurves {
		if done[c.D] {
			continue
		}
		done[c.D] = true
		rc := refToy(c)
		F := rc.F
		A := F.Mul(F.Int(2), F.Mul(F.Add(rc.A, rc.D), F.MustInv(F.Sub(rc.A, rc.D))))
		B := F.Mul(F.Int(4), F.MustInv(F.Sub(rc.A, rc.D)))
		curve := gp.Call("ellinit", gp.Vec(gp.Small(0), gp.Int(F.Mul(A, B)), gp.Small(0), gp.Int(F.Square(B)), gp.Small(0)), gp.Int(F.P()))
		out, err := proc.Eval(gp.Expr(gp.Call("ellcard", curve)))
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		n, ok := new(big.Int).SetString(strings.TrimSpace(out), 10)
		if !ok || n.Cmp(decimal(c.Order)) != 0 {
			t.Fatalf("%s: PARI/GP gives #E = %s, the table %s", c.Name, out, c.Order)
		}
	}
}
