package constants

import "math/big"

func bi(v int64) *big.Int { return big.NewInt(v) }

// pow2 returns 2^k.
func pow2(k uint) *big.Int { return new(big.Int).Lsh(bi(1), k) }

// sum returns the sum of terms.
func sum(terms ...*big.Int) *big.Int {
	s := new(big.Int)
	for _, t := range terms {
		s.Add(s, t)
	}
	return s
}

func neg(a *big.Int) *big.Int { return new(big.Int).Neg(a) }

// mod returns a mod m in [0, m).
func mod(a, m *big.Int) *big.Int { return new(big.Int).Mod(a, m) }

func mulm(m *big.Int, fs ...*big.Int) *big.Int {
	r := bi(1)
	for _, f := range fs {
		r.Mul(r, f)
		r.Mod(r, m)
	}
	return r
}

func expm(a, e, m *big.Int) *big.Int { return new(big.Int).Exp(mod(a, m), e, m) }

// inv returns a⁻¹ mod m (0 when a is not invertible).
func inv(a, m *big.Int) *big.Int {
	r := new(big.Int).ModInverse(mod(a, m), m)
	if r == nil {
		return new(big.Int)
	}
	return r
}

// isSquare reports whether a is a non-zero square mod the odd prime p
// (Euler's criterion).
func isSquare(a, p *big.Int) bool {
	e := new(big.Int).Rsh(new(big.Int).Sub(p, bi(1)), 1)
	return expm(a, e, p).Cmp(bi(1)) == 0
}

// centered returns the representative of a mod m in (−m/2, m/2].
func centered(a, m *big.Int) *big.Int {
	r := mod(a, m)
	if new(big.Int).Lsh(r, 1).Cmp(m) > 0 {
		r.Sub(r, m)
	}
	return r
}

// isPrimeSmall reports whether 0 < n < 2^31 is prime, by trial division.
func isPrimeSmall(n int64) bool {
	if n < 2 {
		return false
	}
	for d := int64(2); d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}
