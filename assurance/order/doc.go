// Package order proves the group orders curvecheck relies on and the
// orders of the curves' quadratic twists, from certified primes, the
// reference's own point arithmetic and Hasse's theorem.
//
// For a curve over F_p with a base point G ≠ O, n prime and n·G = O, G
// has order n, so n divides #E (Lagrange). Hasse's theorem (1936;
// Silverman, The Arithmetic of Elliptic Curves, Theorem V.1.1) puts #E in
// [p + 1 − 2√p, p + 1 + 2√p], an interval of width 4√p; with n > 4√p it
// holds at most one multiple of n, so #E is the one it holds, h·n, and h
// is compared with the cofactor the code declares (hasse.go). The twist's
// order 2p + 2 − #E is proven the same way on the twist itself, from a
// point of the twist and its largest prime factor (twist.go).
package order
