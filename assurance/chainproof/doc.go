// Package chainproof proves the exponents of the fixed exponentiation
// chains of fast/'s field packages (inversion a^(p−2) by Fermat's little
// theorem, the square-root exponents (p+1)/4 and (p−5)/8, and the
// candidate roots of SqrtRatio) on the shipped Go source.
//
// The chain functions are interpreted from their go/ast (package
// interp's loader: the portable build) over a model in which every
// Element is a product of powers of the function's inputs and of named
// package constants, with exact integer exponents: Mul adds exponents,
// Square doubles them, Set copies, Neg flips a sign, Select and Abs give a
// set of alternatives; loops run with their constant bounds and helper
// functions are interpreted in place. Any other statement, expression or
// call is an error. The final exponents are compared with the intended
// ones computed from p (read from ref/). Along the way each Element
// carries a bound class (tight/loose for edwards25519, the magnitude for
// secp256k1, reduced for P-384) and every call is checked against the
// callee's documented input contract, the one package fieldproof proves
// for Mul and Square; with those proofs of value and bounds, the exponent
// proven here gives the chain's value.
package chainproof
