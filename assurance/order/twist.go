package order

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/curvecheck/curvecheck/assurance/cert"
	"github.com/curvecheck/curvecheck/ref/field"
)

// TwistFacts is what ProveTwist establishes about a quadratic twist.
type TwistFacts struct {
	Order         *big.Int // 2p + 2 − #E
	Factorization string   // "3^2 · 13^2 · 3319 · 22639 · q220"
	Largest       *big.Int // its largest prime factor
}

// ProveTwist proves the order of the quadratic twist of
// y² = x³ + a·x + b over F_p, a curve with order points (proven by
// ProveOrder):
//
//  1. T = 2p + 2 − order (#E = p + 1 − t, the twist has p + 1 + t;
//     Silverman, Exercise 10.16);
//  2. T = (primes below 2¹⁶, by trial division) · q with q certified
//     prime (cert.Prove), the product recomputed;
//  3. independently of 1: on the twist y² = x³ + a·d²·x + b·d³, d = f(x₀)
//     a non-square, the point P = (d·x₀, d²) (on it: (d·x₀)³ + a·d²·d·x₀
//     + b·d³ = d³·f(x₀) = (d²)²), the reference's arithmetic
//     gives (T/q)·P ≠ O and q·(T/q)·P = O, so q divides the twist's
//     order, and with q > 4√p Hasse's interval leaves T as the only
//     candidate.
func ProveTwist(name string, p, a, b, order *big.Int) (TwistFacts, error) {
	var tf TwistFacts
	if _, err := cert.Prove(p); err != nil {
		return tf, fmt.Errorf("%s twist: p: %w", name, err)
	}
	T := cert.TwistOrder(p, order)
	small, q, err := cert.SplitSmooth(T)
	if err != nil {
		return tf, fmt.Errorf("%s twist: %w", name, err)
	}
	if _, err := cert.Prove(q); err != nil {
		return tf, fmt.Errorf("%s twist: largest factor: %w", name, err)
	}
	prod := new(big.Int).Set(q)
	var parts []string
	for _, f := range small {
		pf := new(big.Int).SetUint64(f[0])
		if _, err := cert.ProveSmall(pf); err != nil {
			return tf, fmt.Errorf("%s twist: factor: %w", name, err)
		}
		prod.Mul(prod, new(big.Int).Exp(pf, new(big.Int).SetUint64(f[1]), nil))
		if f[1] == 1 {
			parts = append(parts, fmt.Sprint(f[0]))
		} else {
			parts = append(parts, fmt.Sprintf("%d^%d", f[0], f[1]))
		}
	}
	if prod.Cmp(T) != 0 {
		return tf, fmt.Errorf("%s twist: the factors multiply to %v, not %v", name, prod, T)
	}
	parts = append(parts, fmt.Sprintf("q%d", q.BitLen()))
	// A point P of the twist with (T/q)·P ≠ O: x₀ = 0, 1, … with f(x₀) a
	// non-square d (points of small order, such as x₀ = 0 on a curve with
	// a = 0, are passed over).
	F := field.New(name+"/twist", p)
	cof := new(big.Int).Quo(T, q)
	found := false
	for x := int64(0); x < 1000 && !found; x++ {
		X := big.NewInt(x)
		d := F.Add(F.Add(F.Exp(X, big.NewInt(3)), F.Mul(a, X)), b)
		if F.IsZero(d) || F.IsSquare(d) {
			continue
		}
		tw, err := newWeierstrass(name+"-twist", p, F.Mul(a, F.Square(d)), F.Mul(b, F.Exp(d, big.NewInt(3))),
			F.Mul(d, X), F.Square(d), q, cof)
		if err != nil {
			return tf, fmt.Errorf("%s twist: %w", name, err)
		}
		R := tw.ScalarBaseMult(cof)
		if R.Inf {
			continue
		}
		if !tw.ScalarMult(q, R).Inf {
			return tf, fmt.Errorf("%s twist: q·(T/q)·P ≠ O: the twist's order is not T", name)
		}
		found = true
	}
	if !found {
		return tf, fmt.Errorf("%s twist: no point P with (T/q)·P ≠ O for x₀ < 1000", name)
	}
	h, err := HasseCofactor(p, q)
	if err != nil {
		return tf, fmt.Errorf("%s twist: %w", name, err)
	}
	if new(big.Int).Mul(h, q).Cmp(T) != 0 {
		return tf, fmt.Errorf("%s twist: Hasse's interval gives %v·q, not T = 2p + 2 − #E", name, h)
	}
	return TwistFacts{Order: T, Factorization: strings.Join(parts, " · "), Largest: q}, nil
}
