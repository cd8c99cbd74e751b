package cas

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/curvecheck/curvecheck/internal/gp"
)

var one = big.NewInt(1)

// checkPrime: PARI's isprime(x) (a proof: BPSW, then APRCL or ECPP for
// large x) says x is prime.
func checkPrime(x *big.Int) error {
	r, err := evalOne("cas_isprime", gp.Int(x))
	if err != nil {
		return err
	}
	if r.Cmp(one) != 0 {
		return fmt.Errorf("PARI's isprime says %v is not prime", x)
	}
	return nil
}

// checkOrder: ellsea(E, h) (SEA with early abort on a small prime factor
// of #E that does not divide h) counts #E(F_p) = h·n.
func checkOrder(c curve) error {
	cnt, err := evalOne("cas_sea", gp.Int(c.p), c.coeffs(), gp.Int(c.h))
	if err != nil {
		return err
	}
	want := new(big.Int).Mul(c.h, c.n)
	switch {
	case cnt.Sign() == 0:
		return fmt.Errorf("PARI's SEA found a small prime factor of #E that does not divide h = %v: #E ≠ h·n = %v", c.h, want)
	case cnt.Cmp(want) != 0:
		return fmt.Errorf("PARI counts #E = %v; the code declares h·n = %v", cnt, want)
	}
	return nil
}

// checkTwist: ellsea on the quadratic twist (early abort on a small prime
// not in the stated factorisation) counts 2p + 2 − h·n, and PARI's
// factorisation of it (primes proven) reads as stated.
func checkTwist(c curve, stated string) error {
	tors, err := smoothPart(stated)
	if err != nil {
		return err
	}
	cnt, err := evalOne("cas_twistsea", gp.Int(c.p), c.coeffs(), gp.Int(tors))
	if err != nil {
		return err
	}
	want := new(big.Int).Lsh(c.p, 1)
	want.Add(want, big.NewInt(2)).Sub(want, new(big.Int).Mul(c.h, c.n))
	switch {
	case cnt.Sign() == 0:
		return fmt.Errorf("PARI's SEA found a small prime factor of the twist's order outside %s", stated)
	case cnt.Cmp(want) != 0:
		return fmt.Errorf("PARI counts the twist's points as %v; 2p + 2 − h·n = %v", cnt, want)
	}
	f, err := eval("cas_factor", gp.Int(cnt))
	if err != nil {
		return err
	}
	got, err := formatFactors(f)
	if err != nil {
		return err
	}
	if got != stated {
		return fmt.Errorf("PARI factors the twist's order as %s, the claim states %s", got, stated)
	}
	return nil
}

// checkBase: G is on the curve, (h·n)·G = O, and ellorder(E, G, h·n) —
// the exact order, found from the divisors of the multiple — is n.
func checkBase(c curve) error {
	o := new(big.Int).Mul(c.h, c.n)
	r, err := evalOne("cas_order", gp.Int(c.p), c.coeffs(), gp.Int(c.gx), gp.Int(c.gy), gp.Int(o))
	if err != nil {
		return err
	}
	if r.Cmp(c.n) != 0 {
		return fmt.Errorf("PARI finds the base point's order %v, the code declares n = %v", r, c.n)
	}
	return nil
}

// checkD: k·(−121665/121666) mod p (RFC 8032 §5.1) as PARI computes it
// equals each of vals.
func checkD(p *big.Int, k int64, vals map[string]*big.Int) error {
	d, err := evalOne("cas_d", gp.Int(p), gp.Small(k))
	if err != nil {
		return err
	}
	for name, v := range vals {
		if v == nil || d.Cmp(v) != 0 {
			return fmt.Errorf("PARI computes %d·(−121665/121666) = %v; %s is %v", k, d, name, v)
		}
	}
	return nil
}

// checkSqrtM1: s² = −1 in PARI's F_p and s = 2^((p−1)/4) mod p, the root
// RFC 8032 §5.1.3 names.
func checkSqrtM1(p, s *big.Int) error {
	v, err := eval("cas_sqrtm1", gp.Int(p), gp.Int(s))
	if err != nil {
		return err
	}
	if len(v) != 2 {
		return fmt.Errorf("gp answered %d integers, want 2", len(v))
	}
	if v[0].Cmp(one) != 0 {
		return fmt.Errorf("PARI: %v² ≠ −1 mod p", s)
	}
	if v[1].Cmp(s) != 0 {
		return fmt.Errorf("PARI computes 2^((p−1)/4) = %v, the code has %v", v[1], s)
	}
	return nil
}

// largeBits: a prime factor above 2^64 is written q<bits>.
const largeBits = 64

// formatFactors writes [p1, e1, p2, e2, ...] as "p1^e1 · p2 · q220".
func formatFactors(f []*big.Int) (string, error) {
	if len(f) == 0 || len(f)%2 != 0 {
		return "", fmt.Errorf("not a factorisation: %v", f)
	}
	var parts []string
	for i := 0; i < len(f); i += 2 {
		s := f[i].String()
		if f[i].BitLen() > largeBits {
			s = "q" + strconv.Itoa(f[i].BitLen())
		}
		if f[i+1].Cmp(one) != 0 {
			s += "^" + f[i+1].String()
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " · "), nil
}

// smoothPart is the product of the stated factorisation's small primes
// ("3^2 · 13^2 · 3319 · 22639 · q220" → 3²·13²·3319·22639).
func smoothPart(stated string) (*big.Int, error) {
	prod := big.NewInt(1)
	for _, part := range strings.Split(stated, " · ") {
		if strings.HasPrefix(part, "q") {
			continue
		}
		base, exp, _ := strings.Cut(part, "^")
		b, ok := new(big.Int).SetString(base, 10)
		e := int64(1)
		if exp != "" {
			var err error
			if e, err = strconv.ParseInt(exp, 10, 64); err != nil {
				ok = false
			}
		}
		if !ok || b.BitLen() > largeBits || e < 1 {
			return nil, fmt.Errorf("factorisation %q: cannot read %q", stated, part)
		}
		prod.Mul(prod, new(big.Int).Exp(b, big.NewInt(e), nil))
	}
	return prod, nil
}
