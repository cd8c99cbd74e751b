package order

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/cert"
)

// Group is what the order proof needs of a curve: the field prime, the
// base point's stated prime order and the declared cofactor (read from
// the code), and the reference's arithmetic.
type Group struct {
	Name    string
	P, N, H *big.Int
	// Valid reports an error unless the curve is an elliptic curve over
	// F_p (nonsingular) and the base point lies on it and is not O.
	Valid func() error
	// KillsBase reports whether k·G = O, computed by the reference.
	KillsBase func(k *big.Int) bool
}

// ProveOrder proves #E(F_p) = H·N: p and N prime (certified), G a point
// ≠ O with N·G = O (so of order N, and N | #E), and H·N the only multiple
// of N in Hasse's interval (HasseCofactor). It returns #E.
func ProveOrder(g Group) (*big.Int, error) {
	if _, err := cert.Prove(g.P); err != nil {
		return nil, fmt.Errorf("%s: p: %w", g.Name, err)
	}
	if _, err := cert.Prove(g.N); err != nil {
		return nil, fmt.Errorf("%s: n: %w", g.Name, err)
	}
	if err := g.Valid(); err != nil {
		return nil, fmt.Errorf("%s: %w", g.Name, err)
	}
	if !g.KillsBase(g.N) {
		return nil, fmt.Errorf("%s: n·G ≠ O", g.Name)
	}
	h, err := HasseCofactor(g.P, g.N)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", g.Name, err)
	}
	if h.Cmp(g.H) != 0 {
		return nil, fmt.Errorf("%s: Hasse's interval gives cofactor %v, the code declares %v", g.Name, h, g.H)
	}
	return new(big.Int).Mul(h, g.N), nil
}
