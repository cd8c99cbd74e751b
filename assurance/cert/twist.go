package cert

import (
	"fmt"
	"math/big"
)

// TwistSmoothBound: the prime factors of a twist order below it are found
// by trial division; what is left is the twist's large prime, proven by a
// certificate.
const TwistSmoothBound = 1 << 16

// TwistOrder returns 2p + 2 − order, the number of points of the
// quadratic twist of a curve over F_p with the given number of points
// (with #E = p + 1 − t, the twist has p + 1 + t points; Washington,
// Elliptic Curves, 2nd ed., Exercise 4.10 / Silverman X.3).
func TwistOrder(p, order *big.Int) *big.Int {
	t := new(big.Int).Lsh(p, 1)
	t.Add(t, big.NewInt(2))
	return t.Sub(t, order)
}

// SplitSmooth divides from m every prime below TwistSmoothBound, returning
// those primes with their multiplicities (increasing) and the cofactor.
func SplitSmooth(m *big.Int) (small [][2]uint64, cofactor *big.Int, err error) {
	if m.Sign() <= 0 {
		return nil, nil, fmt.Errorf("%v is not positive", m)
	}
	c := new(big.Int).Set(m)
	q, r, D := new(big.Int), new(big.Int), new(big.Int)
	for d := uint64(2); d < TwistSmoothBound; d++ {
		D.SetUint64(d)
		e := uint64(0)
		for {
			q.QuoRem(c, D, r)
			if r.Sign() != 0 {
				break
			}
			c.Set(q)
			e++
		}
		if e > 0 {
			small = append(small, [2]uint64{d, e})
		}
	}
	return small, c, nil
}
