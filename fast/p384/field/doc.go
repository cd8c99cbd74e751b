// Package field implements arithmetic modulo the P-384 prime
// p = 2^384 - 2^128 - 2^96 + 2^32 - 1 (FIPS 186-5, SEC 2 §3.1.4) for
// package p384.
//
// An Element holds a value a as six 64-bit limbs of its Montgomery form
// a·R mod p, R = 2^384 (Montgomery, "Modular multiplication without trial
// division", Math. Comp. 44, 1985), fully reduced: below p, always. Every
// function takes and returns reduced elements; under the verify build tag
// each one checks that its inputs and its result are below p, and the
// tests run with and without it. doc/p384.md has the bounds and the
// measurements.
//
// Every function runs in constant time with respect to the values of
// its arguments unless its name ends in Var.
package field
