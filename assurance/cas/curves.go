package cas

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/order"
	"github.com/curvecheck/curvecheck/internal/gp"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// curve is a curve y² + a1xy + a3y = x³ + a2x² + a4x + a6 over F_p (PARI's
// ellinit coefficients) with a base point (gx, gy), its declared prime
// order n and cofactor h.
type curve struct {
	p            *big.Int
	c            [5]*big.Int
	gx, gy, n, h *big.Int
}

func (c curve) coeffs() gp.Arg { return gp.Vec(ints(c.c[:]...)...) }

// source names a curve and builds it from the code's values.
type source struct {
	id, name string
	where    []string
	build    func() (curve, error)
}

func fromWeierstrass(c *weierstrass.Curve) curve {
	zero := new(big.Int)
	return curve{p: c.F.P(), c: [5]*big.Int{zero, zero, zero, c.A, c.B}, gx: c.Gx, gy: c.Gy, n: c.N, h: c.H}
}

// sources are the curves of the order and base point claims.
func sources() []source {
	fixed := func(c *weierstrass.Curve) func() (curve, error) {
		return func() (curve, error) { return fromWeierstrass(c), nil }
	}
	return []source{
		{"secp256k1", "secp256k1", []string{"ref/weierstrass/curves.go Secp256k1"}, fixed(weierstrass.Secp256k1)},
		{"p256", "P-256", []string{"ref/weierstrass/curves.go P256"}, fixed(weierstrass.P256)},
		{"p384", "P-384", []string{"ref/weierstrass/curves.go P384"}, fixed(weierstrass.P384)},
		{"curve25519", "Curve25519 (short Weierstrass form)", []string{"assurance/order/curves.go Curve25519"}, func() (curve, error) {
			c, err := order.Curve25519()
			if err != nil {
				return curve{}, err
			}
			return fromWeierstrass(c), nil
		}},
		{"edwards25519", "edwards25519 (its Weierstrass model)", []string{"ref/edwards/edwards25519.go Edwards25519"}, edwardsModel},
	}
}

// edwardsModel is edwards25519 (a, d, B, ℓ, h of ref/edwards) on the
// Weierstrass curve Y² = X³ + AB·X² + B²·X, A = 2(a + d)/(a − d),
// B = 4/(a − d), the Montgomery form B·v² = u³ + A·u² + u scaled by
// (X, Y) = (B·u, B²·v) (Bernstein, Birkner, Joye, Lange, Peters 2008,
// Theorem 3.2), both model and base point image computed by PARI.
func edwardsModel() (curve, error) {
	ed := edwards.Edwards25519
	p := ed.F.P()
	m, err := eval("cas_edmodel", ints(p, ed.A, ed.D)...)
	if err != nil {
		return curve{}, err
	}
	g, err := eval("cas_edmap", ints(p, ed.A, ed.D, ed.Bx, ed.By)...)
	if err != nil {
		return curve{}, err
	}
	if len(m) != 5 || len(g) != 2 {
		return curve{}, fmt.Errorf("gp returned a model of %d coefficients and a point of %d coordinates", len(m), len(g))
	}
	return curve{p: p, c: [5]*big.Int(m), gx: g[0], gy: g[1], n: ed.L, h: ed.H}, nil
}
