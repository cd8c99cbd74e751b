package cert

import (
	"fmt"
	"math/big"
)

// trialLimit: below it, primality is proven by trial division.
const trialLimit = 1 << 32

// two64 is 2⁶⁴, the bound below which Baillie–PSW is exact.
var two64 = new(big.Int).Lsh(big.NewInt(1), 64)

// ProveSmall proves 2 ≤ n < 2⁶⁴ prime. Below 2³² it divides by every d
// with d² ≤ n. From 2³² to 2⁶⁴ it runs the Baillie–PSW test
// (big.Int.ProbablyPrime(0), documented 100% accurate below 2⁶⁴; the
// bound rests on Feitsma and Galway's enumeration of the base-2 strong
// pseudoprimes below 2⁶⁴, none of which is a strong Lucas
// pseudoprime). It returns the method used, or an error.
func ProveSmall(n *big.Int) (string, error) {
	if n.Sign() <= 0 || n.Cmp(two64) >= 0 {
		return "", fmt.Errorf("%v is not in [1, 2^64)", n)
	}
	if n.Cmp(big.NewInt(trialLimit)) < 0 {
		if d := smallestDivisor(n.Uint64()); d != 0 {
			return "", fmt.Errorf("%v is not prime (divisible by %d)", n, d)
		}
		return "trial division", nil
	}
	if !n.ProbablyPrime(0) {
		return "", fmt.Errorf("%v is composite (Baillie–PSW)", n)
	}
	return "Baillie–PSW below 2^64", nil
}

// smallestDivisor returns the smallest d in [2, n) dividing n when one
// exists with d² ≤ n, 1 for n < 2, and 0 when n is prime.
func smallestDivisor(n uint64) uint64 {
	if n < 2 {
		return 1
	}
	for d := uint64(2); d*d <= n; d++ {
		if n%d == 0 {
			return d
		}
	}
	return 0
}

// Factor64 factors 1 ≤ n < 2⁴⁰ by trial division into primes with
// multiplicities, in increasing order.
func Factor64(n *big.Int) ([][2]uint64, error) {
	if n.Sign() <= 0 || n.BitLen() > 40 {
		return nil, fmt.Errorf("trial division of %v: not in [1, 2^40)", n)
	}
	v := n.Uint64()
	var out [][2]uint64
	for d := uint64(2); d*d <= v; d++ {
		e := uint64(0)
		for v%d == 0 {
			v /= d
			e++
		}
		if e > 0 {
			out = append(out, [2]uint64{d, e})
		}
	}
	if v > 1 {
		out = append(out, [2]uint64{v, 1})
	}
	return out, nil
}
