// Package cert verifies primality certificates for every prime curvecheck
// relies on: the field primes and group orders of edwards25519, secp256k1,
// P-256 and P-384, the large prime factors of their quadratic twists'
// orders, and the primes of the reference's toy curves.
//
// The certificates are produced by PARI/GP's primecert (scripts/certs,
// make certs) and committed under data/; they are checked here with
// math/big alone, step by step, so no computer algebra system is needed
// at test time. Two kinds are understood:
//
//   - ECPP (Goldwasser–Kilian 1986, Atkin–Morain 1993): a chain of
//     elliptic-curve steps, each proving N prime from the primality of a
//     smaller q, down to a q below 2⁶⁴ (ecpp.go).
//   - N−1 (Pocklington 1914, Brillhart–Lehmer–Selfridge 1975): the prime
//     factors of N−1 with their own certificates (nminus1.go).
//
// Numbers below 2⁶⁴ are proven by trial division (below 2³²) or by the
// Baillie–PSW test, which has no counterexample below 2⁶⁴ (small.go).
package cert
