// Package p384 implements the group of the NIST P-384 curve
// y² = x³ - 3x + b over GF(p) (FIPS 186-5, SP 800-186 §3.2.1.4) on the
// Montgomery field of package field: points in projective coordinates
// with the complete formulas of Renes, Costello and Batina (eprint
// 2015/1060, Algorithms 4 and 6 for a = -3), SEC1 encodings, and
// constant-time scalar multiplication.
//
// Functions run in constant time with respect to the values of their
// arguments unless their names end in Var, in which case the doc comment
// says which argument is public. doc/p384.md has the design and the
// measurements.
package p384
