package cert

import "github.com/curvecheck/curvecheck/ref/selfcheck"

// ToyPrime is a prime of a toy curve in ref/selfcheck: the field prime p
// or the prime order n (q on the Edwards curves) of its base point.
type ToyPrime struct {
	Curve string // "weierstrass/a0-order13", "edwards/order88"
	Name  string // "p", "n"
	Value int64
}

// ToyPrimes lists the primes of ref/selfcheck's toy curves, read from
// the tables its exhaustive checks run on.
func ToyPrimes() []ToyPrime {
	w, e := selfcheck.ToyCurves()
	var out []ToyPrime
	for _, c := range w {
		out = append(out, ToyPrime{"weierstrass/" + c.Name, "p", c.P}, ToyPrime{"weierstrass/" + c.Name, "n", c.N})
	}
	for _, c := range e {
		out = append(out, ToyPrime{"edwards/" + c.Name, "p", c.P}, ToyPrime{"edwards/" + c.Name, "q", c.Q})
	}
	return out
}
