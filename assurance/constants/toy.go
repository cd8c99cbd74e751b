package constants

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/selfcheck"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// small converts the values to int64 below 2^20 (the toy range).
func small(v []*big.Int) ([]int64, error) {
	out := make([]int64, len(v))
	for i, x := range v {
		if x.BitLen() > 20 {
			return nil, fmt.Errorf("value %d is not a toy parameter", i)
		}
		out[i] = x.Int64()
	}
	return out, nil
}

func m(a, p int64) int64 { return ((a % p) + p) % p }

// toyWeierstrass checks p prime, 4a³ + 27b² ≠ 0, #E = n·h by counting
// every (x, y) plus O, n prime, G on the curve, G ≠ O and n·G = O.
func toyWeierstrass(v []*big.Int) (err error) {
	s, err := small(v)
	if err != nil {
		return err
	}
	p, a, b, n, h, gx, gy := s[0], s[1], s[2], s[3], s[4], s[5], s[6]
	if !isPrimeSmall(p) || !isPrimeSmall(n) || h < 1 {
		return errors.New("p or n is not prime")
	}
	if m(4*a*a%p*a+27*b*b, p) == 0 {
		return errSingular
	}
	count := int64(1)
	for x := int64(0); x < p; x++ {
		f := m(x*x%p*x+a*x+b, p)
		for y := int64(0); y < p; y++ {
			if y*y%p == f {
				count++
			}
		}
	}
	if count != n*h {
		return fmt.Errorf("#E = %d, stated n·h = %d", count, n*h)
	}
	if m(gy*gy-(gx*gx%p*gx+a*gx+b), p) != 0 || gx < 0 || gy < 0 || gx >= p || gy >= p {
		return errors.New("the base point G is not on the curve")
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reference refuses the curve: %v", r)
		}
	}()
	c := weierstrass.New("toy", bi(p), bi(a), bi(b), bi(gx), bi(gy), bi(n), bi(h))
	if !c.ScalarMult(bi(n), c.Generator()).Inf {
		return errors.New("n·G ≠ O")
	}
	return nil
}

// toyEdwards checks p prime, a = −1 a square (p ≡ 1 mod 4), d a
// non-square, #E = 8q by counting every (x, y), q prime, B on the curve,
// B ≠ (0, 1) and q·B = (0, 1).
func toyEdwards(v []*big.Int) (err error) {
	s, err := small(v)
	if err != nil {
		return err
	}
	p, d, q, bx, by := s[0], s[1], s[2], s[3], s[4]
	if !isPrimeSmall(p) || !isPrimeSmall(q) || p%4 != 1 {
		return errors.New("p or q is not prime, or −1 is not a square")
	}
	if isSquare(bi(d), bi(p)) || m(d, p) == 0 {
		return errors.New("d is a square")
	}
	on := func(x, y int64) bool { return m(-x*x+y*y-1-d*(x*x%p)%p*(y*y%p), p) == 0 }
	count := int64(0)
	for x := int64(0); x < p; x++ {
		for y := int64(0); y < p; y++ {
			if on(x, y) {
				count++
			}
		}
	}
	if count != 8*q {
		return fmt.Errorf("#E = %d, stated 8·q = %d", count, 8*q)
	}
	if !on(bx, by) || bx < 0 || by < 0 || bx >= p || by >= p {
		return errors.New("the base point B is not on the curve")
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reference refuses the curve: %v", r)
		}
	}()
	c := edwards.New("toy", bi(p), bi(-1), bi(d), bi(bx), bi(by), bi(q), bi(8))
	if c.IsIdentity(c.Base()) || !c.IsIdentity(c.ScalarMult(bi(q), c.Base())) {
		return errors.New("the base point B does not have order q")
	}
	return nil
}

func toyFacts() []fact {
	ws, es := selfcheck.ToyCurves()
	var out []fact
	for _, w := range ws {
		out = append(out, fact{
			id:        "const/toy/weierstrass/" + w.Name,
			statement: fmt.Sprintf("y² = x³ + %dx + %d over GF(%d) is non-singular with exactly n·h = %d·%d points (counted), n prime, G of order n", w.A, w.B, w.P, w.N, w.H),
			method:    claim.Exhaustive, source: "exhaustive point count; libsecp256k1 tests_exhaustive (method)",
			where: []string{"ref/selfcheck/weierstrass.go tinyWeierstrass"},
			vals: list(func() []*big.Int {
				return []*big.Int{bi(w.P), bi(w.A), bi(w.B), bi(w.N), bi(w.H), bi(w.Gx), bi(w.Gy)}
			}),
			prop:    toyWeierstrass,
			perturb: toyPerturb(5),
		})
	}
	for _, e := range es {
		out = append(out, fact{
			id:        "const/toy/edwards/" + e.Name,
			statement: fmt.Sprintf("−x² + y² = 1 + %d·x²y² over GF(%d) has a square a = −1, a non-square d, exactly 8·%d points (counted), %d prime, B of order %d", e.D, e.P, e.Q, e.Q, e.Q),
			method:    claim.Exhaustive, source: "exhaustive point count; Bernstein et al. 2008 §6 (completeness)",
			where:   []string{"ref/selfcheck/edwards.go tinyEdwards"},
			vals:    list(func() []*big.Int { return []*big.Int{bi(e.P), bi(e.D), bi(e.Q), bi(e.Bx), bi(e.By)} }),
			prop:    toyEdwards,
			perturb: toyPerturb(3),
		})
	}
	return out
}

// toyPerturb adds 1 to a parameter and p to a base point coordinate
// (values from index gx on).
func toyPerturb(gx int) func(v []*big.Int, i int) *big.Int {
	return func(v []*big.Int, i int) *big.Int {
		if i >= gx {
			return new(big.Int).Add(v[i], v[0])
		}
		return new(big.Int).Add(v[i], bi(1))
	}
}
