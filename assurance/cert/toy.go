package cert

// ToyPrime is a prime of a toy curve in ref/selfcheck: the field prime p
// or the prime order n (q on the Edwards curves) of its base point.
type ToyPrime struct {
	Curve string // "weierstrass/a0-order13", "edwards/order88"
	Name  string // "p", "n"
	Value int64
}

// ToyPrimes lists the primes of ref/selfcheck's tinyWeierstrass and
// tinyEdwards curves. Those tables are unexported, so the values are
// listed here and TestToyPrimesMatchSelfcheck parses
// ref/selfcheck/weierstrass.go and edwards.go to check that the two
// lists agree, entry for entry.
var ToyPrimes = []ToyPrime{
	{"weierstrass/a0-order13", "p", 7}, {"weierstrass/a0-order13", "n", 13},
	{"weierstrass/a0-order199", "p", 211}, {"weierstrass/a0-order199", "n", 199},
	{"weierstrass/a-3-order17", "p", 11}, {"weierstrass/a-3-order17", "n", 17},
	{"weierstrass/a-3-order199", "p", 181}, {"weierstrass/a-3-order199", "n", 199},
	{"weierstrass/a0-cofactor3", "p", 31}, {"weierstrass/a0-cofactor3", "n", 13},
	{"edwards/order88", "p", 73}, {"edwards/order88", "q", 11},
	{"edwards/order248", "p", 229}, {"edwards/order248", "q", 31},
}
