// Package bip352 is BIP-352 Silent Payments on fast/secp256k1: sending
// (CreateOutputs) and scanning (Scanner), with the address encoding.
//
// Secrets and constant time. The input secret keys, their sum a, the scan
// key b_scan, the shared secret and the label tweaks are secret: every
// operation on them is constant time (ScalarBaseMult, ScalarMult, the
// scalar arithmetic, the affine conversion of the shared secret). Two
// kinds of values are declared public, each at one named function of
// declassify.go that marks it for Valgrind (fast/declassify) and whose
// reason the constant-time registry records:
//
//   - an output key P_k once computed: it is compared with, or becomes,
//     a transaction output, which is public;
//   - a label's point hash(b_scan ‖ m)·G: it is B_m - B_spend, the
//     difference of two keys published in the labeled address;
//
// and, with Options.VarTimeTweak, the output tweak t_k itself, before the
// generator multiplication: t_k = hash(shared secret ‖ k) is a one-time
// value that reveals nothing of b_scan or of a, which is the argument of
// libsecp256k1 PR #1914 for computing t_k·G with the variable-time
// ScalarBaseMultVar (ecmult_gen_var). Without the option t_k stays secret
// and t_k·G is constant time.
//
// Everything that only reads public data (the inputs' keys, the input
// hash, the comparisons with the outputs) is variable time.
package bip352
