package cert

import (
	"fmt"
	"math/big"
)

// pseudoCurve is y² = x³ + a·x + b over Z/nZ for an n not yet known to be
// prime, in affine coordinates. Every chord or tangent needs an inverse
// mod n; one that does not exist is an error (it would expose a factor of
// n), never a silent O. b is not needed by the addition law.
type pseudoCurve struct{ n, a *big.Int }

// point is an affine point, or O when inf is set.
type point struct {
	x, y *big.Int
	inf  bool
}

// add returns P + Q.
func (c pseudoCurve) add(P, Q point) (point, error) {
	switch {
	case P.inf:
		return Q, nil
	case Q.inf:
		return P, nil
	}
	n := c.n
	dx := new(big.Int).Sub(Q.x, P.x)
	dx.Mod(dx, n)
	if dx.Sign() == 0 {
		sy := new(big.Int).Add(P.y, Q.y)
		if sy.Mod(sy, n).Sign() == 0 {
			return point{inf: true}, nil
		}
		dy := new(big.Int).Sub(P.y, Q.y)
		if dy.Mod(dy, n).Sign() == 0 {
			return c.double(P)
		}
		return point{}, fmt.Errorf("x1 = x2 but y1 ≠ ±y2 mod N")
	}
	inv := new(big.Int).ModInverse(dx, n)
	if inv == nil {
		return point{}, fmt.Errorf("denominator x2 − x1 = %v is not invertible mod N", dx)
	}
	lam := new(big.Int).Sub(Q.y, P.y)
	lam.Mul(lam, inv)
	lam.Mod(lam, n)
	return c.finish(lam, P, Q.x), nil
}

// double returns 2P.
func (c pseudoCurve) double(P point) (point, error) {
	if P.inf {
		return P, nil
	}
	n := c.n
	den := new(big.Int).Lsh(P.y, 1)
	den.Mod(den, n)
	if den.Sign() == 0 {
		return point{inf: true}, nil
	}
	inv := new(big.Int).ModInverse(den, n)
	if inv == nil {
		return point{}, fmt.Errorf("denominator 2y = %v is not invertible mod N", den)
	}
	lam := new(big.Int).Mul(P.x, P.x)
	lam.Mul(lam, big.NewInt(3))
	lam.Add(lam, c.a)
	lam.Mul(lam, inv)
	lam.Mod(lam, n)
	return c.finish(lam, P, P.x), nil
}

// finish returns (λ² − x1 − x2, λ(x1 − x3) − y1).
func (c pseudoCurve) finish(lam *big.Int, P point, x2 *big.Int) point {
	n := c.n
	x3 := new(big.Int).Mul(lam, lam)
	x3.Sub(x3, P.x)
	x3.Sub(x3, x2)
	x3.Mod(x3, n)
	y3 := new(big.Int).Sub(P.x, x3)
	y3.Mul(y3, lam)
	y3.Sub(y3, P.y)
	y3.Mod(y3, n)
	return point{x: x3, y: y3}
}

// mul returns k·P for k ≥ 0 by left-to-right double-and-add.
func (c pseudoCurve) mul(k *big.Int, P point) (point, error) {
	if k.Sign() < 0 {
		return point{}, fmt.Errorf("negative multiplier")
	}
	R := point{inf: true}
	var err error
	for i := k.BitLen() - 1; i >= 0; i-- {
		if R, err = c.double(R); err != nil {
			return point{}, err
		}
		if k.Bit(i) == 1 {
			if R, err = c.add(R, P); err != nil {
				return point{}, err
			}
		}
	}
	return R, nil
}
