package constants

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// wOnCurve checks y² = x³ + a·x + b over GF(p) for canonical x, y.
func wOnCurve(p, a, b, x, y *big.Int) error {
	if x.Sign() < 0 || y.Sign() < 0 || x.Cmp(p) >= 0 || y.Cmp(p) >= 0 {
		return errors.New("coordinate not in [0, p)")
	}
	l := mulm(p, y, y)
	r := mod(sum(mulm(p, x, x, x), mulm(p, a, x), b), p)
	if l.Cmp(r) != 0 {
		return fmt.Errorf("(%#x, %#x) is not on the curve", x, y)
	}
	return nil
}

// orderIs checks n·(x, y) = O and (x, y) ≠ O on c's group law (the
// reference's math/big arithmetic); with n prime that makes n the order.
func orderIs(c *weierstrass.Curve, n, x, y *big.Int) error {
	P := weierstrass.Point{X: x, Y: y}
	if !c.ScalarMult(n, P).Inf {
		return errors.New("n·G ≠ O")
	}
	return nil
}

var errSingular = errors.New("singular curve: 4a³ + 27b² = 0")
