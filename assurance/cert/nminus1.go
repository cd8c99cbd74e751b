package cert

import (
	"fmt"
	"math/big"
)

// NM1Block is one level of an N−1 certificate: N and prime factors of
// N − 1, in strictly increasing order. Factors of 2⁶⁴ or more have a block
// of their own in the same certificate; smaller ones are proven by
// ProveSmall.
type NM1Block struct {
	N       *big.Int
	Factors []*big.Int
}

// maxWitness bounds the search for a Pocklington witness a.
const maxWitness = 1000

// verifyNM1 checks the first block and, recursively, the block of every
// large factor; every block must be used exactly once.
func verifyNM1(blocks []NM1Block) error {
	if len(blocks) == 0 {
		return fmt.Errorf("N−1 certificate without blocks")
	}
	index := map[string]int{}
	for i, b := range blocks {
		if b.N == nil {
			return fmt.Errorf("N−1 block %d: missing N", i+1)
		}
		k := b.N.String()
		if _, dup := index[k]; dup {
			return fmt.Errorf("N−1 block %d (N = %v): duplicate block", i+1, b.N)
		}
		index[k] = i
	}
	used := make([]bool, len(blocks))
	if err := verifyNM1Block(blocks, 0, index, used); err != nil {
		return err
	}
	for i, u := range used {
		if !u {
			return fmt.Errorf("N−1 block %d (N = %v): not the certificate of any factor", i+1, blocks[i].N)
		}
	}
	return nil
}

// verifyNM1Block proves blocks[i].N prime.
//
// Pocklington 1914, in the form of Brillhart–Lehmer–Selfridge 1975
// (Math. Comp. 29, Theorem 4; Crandall–Pomerance, Prime Numbers, 2nd ed.,
// Theorem 4.1.3): let F | N − 1 with every prime q of F known, and for
// each q an a with a^(N−1) ≡ 1 (mod N) and gcd(a^((N−1)/q) − 1, N) = 1.
// Then every prime factor of N is ≡ 1 (mod F). With F > √N, N is prime.
// With N^⅓ < F < √N, BLS 1975 Theorem 5 (Crandall–Pomerance Theorem
// 4.1.6): write N = c₂F² + c₁F + 1 with 0 ≤ c₁ < F; N is prime iff
// c₁² − 4c₂ is not a square. F is the product of the full powers
// q^v_q(N−1); a witness a is searched in [2, maxWitness] (the theorem
// needs only that one exists).
func verifyNM1Block(blocks []NM1Block, i int, index map[string]int, used []bool) error {
	b := blocks[i]
	if used[i] {
		return fmt.Errorf("N−1 block %d (N = %v): used twice", i+1, b.N)
	}
	used[i] = true
	fail := func(format string, args ...any) error {
		return fmt.Errorf("N−1 block %d (N = %v): %s", i+1, b.N, fmt.Sprintf(format, args...))
	}
	N := b.N
	if N.Cmp(big.NewInt(3)) < 0 || N.Bit(0) == 0 {
		return fail("N must be odd and at least 3")
	}
	if len(b.Factors) == 0 {
		return fail("no factors of N − 1")
	}
	nm1 := new(big.Int).Sub(N, one)
	F := big.NewInt(1)
	for j, q := range b.Factors {
		if q == nil || q.Cmp(big.NewInt(2)) < 0 {
			return fail("factor %d is not at least 2", j+1)
		}
		if j > 0 && q.Cmp(b.Factors[j-1]) <= 0 {
			return fail("factor %v is not above the previous one", q)
		}
		rest, r := new(big.Int).QuoRem(nm1, q, new(big.Int))
		if r.Sign() != 0 {
			return fail("factor %v does not divide N − 1", q)
		}
		// The full power of q in N − 1.
		for r.Sign() == 0 {
			F.Mul(F, q)
			rest.QuoRem(rest, q, r)
		}
		if q.Cmp(two64) < 0 {
			if _, err := ProveSmall(q); err != nil {
				return fail("factor: %v", err)
			}
		} else {
			k, ok := index[q.String()]
			if !ok {
				return fail("factor %v has no certificate block", q)
			}
			if err := verifyNM1Block(blocks, k, index, used); err != nil {
				return err
			}
		}
		if err := findWitness(N, nm1, q); err != nil {
			return fail("factor %v: %v", q, err)
		}
	}
	F2 := new(big.Int).Mul(F, F)
	if F2.Cmp(N) > 0 {
		return nil // Pocklington: every prime factor of N exceeds √N.
	}
	if new(big.Int).Mul(F2, F).Cmp(N) <= 0 {
		return fail("F = %v is not above N^⅓", F)
	}
	if disc, ok := blsPrime(N, F); !ok {
		return fail("c₁² − 4c₂ = %v is a square (Brillhart–Lehmer–Selfridge)", disc)
	}
	return nil
}

// blsPrime applies BLS 1975 Theorem 5 for N^⅓ < F < √N, F | N − 1, every
// prime factor of N ≡ 1 (mod F): with N = c₂F² + c₁F + 1, 0 ≤ c₁ < F, it
// reports whether c₁² − 4c₂ is not a square (then N is prime), with that
// number.
func blsPrime(N, F *big.Int) (*big.Int, bool) {
	c2, c1 := new(big.Int).QuoRem(new(big.Int).Quo(new(big.Int).Sub(N, one), F), F, new(big.Int))
	disc := new(big.Int).Mul(c1, c1)
	disc.Sub(disc, new(big.Int).Lsh(c2, 2))
	if disc.Sign() < 0 {
		return disc, true
	}
	r := new(big.Int).Sqrt(disc)
	return disc, r.Mul(r, r).Cmp(disc) != 0
}

// findWitness finds a in [2, maxWitness] with a^(N−1) ≡ 1 (mod N) and
// gcd(a^((N−1)/q) − 1, N) = 1.
func findWitness(N, nm1, q *big.Int) error {
	e := new(big.Int).Quo(nm1, q)
	g := new(big.Int)
	for a := int64(2); a <= maxWitness; a++ {
		A := big.NewInt(a)
		if new(big.Int).Exp(A, nm1, N).Cmp(one) != 0 {
			return fmt.Errorf("%d^(N−1) ≢ 1 (mod N): N is composite", a)
		}
		t := new(big.Int).Exp(A, e, N)
		t.Sub(t, one)
		if g.GCD(nil, nil, t, N).Cmp(one) == 0 {
			return nil
		}
	}
	return fmt.Errorf("no Pocklington witness a ≤ %d", maxWitness)
}
