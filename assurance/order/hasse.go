package order

import (
	"fmt"
	"math/big"
)

// HasseInterval returns the integers lo and hi with
// |m − (p + 1)| ≤ 2√p ⇔ lo ≤ m ≤ hi for every integer m: as m − (p + 1)
// is an integer, the bound is ⌊2√p⌋ = ⌊√(4p)⌋, an exact integer square
// root.
func HasseInterval(p *big.Int) (lo, hi *big.Int) {
	r := new(big.Int).Sqrt(new(big.Int).Lsh(p, 2))
	c := new(big.Int).Add(p, big.NewInt(1))
	return new(big.Int).Sub(c, r), new(big.Int).Add(c, r)
}

// HasseCofactor returns the h with h·n the only multiple of n in Hasse's
// interval for p. It requires n > 4√p (checked as n² > 16p), which
// leaves at most one multiple in an interval of width 4√p, and fails
// when there is none.
func HasseCofactor(p, n *big.Int) (*big.Int, error) {
	if n.Sign() <= 0 || new(big.Int).Mul(n, n).Cmp(new(big.Int).Lsh(p, 4)) <= 0 {
		return nil, fmt.Errorf("n = %v is not above 4√p", n)
	}
	lo, hi := HasseInterval(p)
	// Multiples h·n with ⌈lo/n⌉ ≤ h ≤ ⌊hi/n⌋ (lo > 0 for p ≥ 2).
	hmin := new(big.Int).Add(lo, new(big.Int).Sub(n, big.NewInt(1)))
	hmin.Quo(hmin, n)
	hmax := new(big.Int).Quo(hi, n)
	switch hmin.Cmp(hmax) {
	case 0:
		return hmin, nil
	case 1:
		return nil, fmt.Errorf("no multiple of n = %v in the Hasse interval [%v, %v]", n, lo, hi)
	}
	return nil, fmt.Errorf("several multiples of n in the Hasse interval") // impossible for n > 4√p
}
