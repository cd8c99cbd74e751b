package cert

import (
	"fmt"
	"math/big"
)

// ECPPStep is one step of an Atkin–Morain certificate: the curve
// E: y² = x³ + a·x + b over Z/NZ has m = N + 1 − t points if N is prime,
// P = (x, y) is on it, and q = m/s is the next step's N.
//
// PARI/GP's steps [N, t, s, a, (x, y)] leave b to be derived from P; here
// b is stated (the generator computes it from P) and P is checked to lie
// on the stated curve. With b derived, a changed x or y often gives
// another valid certificate (the new curve a twist of the same order,
// PARI's curves having j = 0 or 1728), so a change to a number could not
// be told from a different proof.
type ECPPStep struct {
	N, T, S, A, B, X, Y *big.Int
}

// verifyECPP checks every step of an ECPP certificate and the last q:
// first the arithmetic of every step (sizes, links, the curve), then the
// points' orders, the expensive part.
//
// Each step rests on the Goldwasser–Kilian theorem in the form of
// Atkin–Morain 1993 (Math. Comp. 61, Theorem 5.2; also Crandall–Pomerance,
// Prime Numbers, 2nd ed., Theorem 7.6.1): let N > 1 with gcd(N, 6) = 1,
// E: y² = x³ + ax + b over Z/NZ with gcd(4a³ + 27b², N) = 1, m and q
// integers with q | m and q > (N^¼ + 1)², and P on E with m·P = O and
// (m/q)·P ≠ O, every addition on the way having an invertible
// denominator. If q is prime, N is prime. Here m/q = s, and m·P = O is
// checked as q·(s·P) = O. The last q is below 2⁶⁴ and proven by
// ProveSmall.
func verifyECPP(steps []ECPPStep) error {
	if len(steps) == 0 {
		return fmt.Errorf("ECPP certificate without steps")
	}
	qs := make([]*big.Int, len(steps))
	for i, st := range steps {
		q, err := checkECPPStep(st)
		qs[i] = q
		if err != nil {
			return fmt.Errorf("ECPP step %d (N = %v): %w", i+1, st.N, err)
		}
		if i+1 < len(steps) {
			if next := steps[i+1].N; next == nil || q.Cmp(next) != 0 {
				return fmt.Errorf("ECPP step %d (N = %v): q = %v is not the next step's N = %v", i+1, st.N, q, steps[i+1].N)
			}
			continue
		}
		if _, err := ProveSmall(q); err != nil {
			return fmt.Errorf("ECPP step %d (N = %v): last q: %w", i+1, st.N, err)
		}
	}
	for i, st := range steps {
		if err := checkECPPPoint(st, qs[i]); err != nil {
			return fmt.Errorf("ECPP step %d (N = %v): %w", i+1, st.N, err)
		}
	}
	return nil
}

// checkECPPStep checks one step's numbers and curve and returns its q.
func checkECPPStep(st ECPPStep) (*big.Int, error) {
	for _, v := range []*big.Int{st.N, st.T, st.S, st.A, st.B, st.X, st.Y} {
		if v == nil {
			return nil, fmt.Errorf("missing number")
		}
	}
	N := st.N
	if N.Cmp(big.NewInt(5)) < 0 || new(big.Int).GCD(nil, nil, N, big.NewInt(6)).Cmp(one) != 0 {
		return nil, fmt.Errorf("N must be at least 5 and coprime to 6")
	}
	for _, v := range []*big.Int{st.A, st.B, st.X, st.Y} {
		if v.Sign() < 0 || v.Cmp(N) >= 0 {
			return nil, fmt.Errorf("curve value %v is not reduced mod N", v)
		}
	}
	// Hasse: t² < 4N, so m = N + 1 − t > 0 (PARI's validity rule too).
	if new(big.Int).Mul(st.T, st.T).Cmp(new(big.Int).Lsh(N, 2)) >= 0 {
		return nil, fmt.Errorf("t = %v violates t² < 4N", st.T)
	}
	if st.S.Sign() <= 0 {
		return nil, fmt.Errorf("s = %v is not positive", st.S)
	}
	m := new(big.Int).Add(N, one)
	m.Sub(m, st.T)
	q, r := new(big.Int).QuoRem(m, st.S, new(big.Int))
	if r.Sign() != 0 {
		return nil, fmt.Errorf("s = %v does not divide m = N + 1 − t = %v", st.S, m)
	}
	if !qLargeEnough(q, N) {
		return nil, fmt.Errorf("q = %v is not above (N^¼ + 1)²", q)
	}
	// y² = x³ + a·x + b mod N.
	lhs := new(big.Int).Mul(st.Y, st.Y)
	rhs := new(big.Int).Exp(st.X, big.NewInt(3), nil)
	rhs.Add(rhs, new(big.Int).Mul(st.A, st.X))
	rhs.Add(rhs, st.B)
	if lhs.Sub(lhs, rhs).Mod(lhs, N).Sign() != 0 {
		return nil, fmt.Errorf("the point (x, y) is not on y² = x³ + a·x + b mod N")
	}
	b := st.B
	// gcd(4a³ + 27b², N) = 1: E is an elliptic curve mod every prime of N.
	disc := new(big.Int).Exp(st.A, big.NewInt(3), N)
	disc.Mul(disc, big.NewInt(4))
	disc.Add(disc, new(big.Int).Mul(big.NewInt(27), new(big.Int).Mul(b, b)))
	disc.Mod(disc, N)
	if new(big.Int).GCD(nil, nil, disc, N).Cmp(one) != 0 {
		return nil, fmt.Errorf("curve is singular mod a factor of N (gcd(4a³ + 27b², N) ≠ 1)")
	}
	return q, nil
}

// checkECPPPoint checks s·P ≠ O and q·(s·P) = O on the step's curve.
func checkECPPPoint(st ECPPStep, q *big.Int) error {
	c := pseudoCurve{n: st.N, a: st.A}
	P := point{x: st.X, y: st.Y}
	sP, err := c.mul(st.S, P)
	if err != nil {
		return fmt.Errorf("computing s·P: %w", err)
	}
	if sP.inf {
		return fmt.Errorf("s·P = O")
	}
	qsP, err := c.mul(q, sP)
	if err != nil {
		return fmt.Errorf("computing q·(s·P): %w", err)
	}
	if !qsP.inf {
		return fmt.Errorf("q·(s·P) ≠ O")
	}
	return nil
}

var one = big.NewInt(1)

// qLargeEnough reports q > (N^¼ + 1)² in exact integer arithmetic. For
// q ≥ 1 the inequality is N^¼ < √q − 1 with both sides non-negative, that
// is N < (√q − 1)⁴ = q² + 6q + 1 − 4(q + 1)√q, that is
// R = q² + 6q + 1 − N > 0 and R² > 16·q·(q + 1)².
func qLargeEnough(q, N *big.Int) bool {
	if q.Sign() <= 0 {
		return false
	}
	R := new(big.Int).Mul(q, q)
	R.Add(R, new(big.Int).Mul(big.NewInt(6), q))
	R.Add(R, one)
	R.Sub(R, N)
	if R.Sign() <= 0 {
		return false
	}
	q1 := new(big.Int).Add(q, one)
	rhs := new(big.Int).Mul(q1, q1)
	rhs.Mul(rhs, q)
	rhs.Lsh(rhs, 4)
	return new(big.Int).Mul(R, R).Cmp(rhs) > 0
}
