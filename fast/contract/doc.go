// Package contract holds no code: its test checks that every fast family
// (fast/edwards25519, fast/secp256k1, fast/p384, with their field and
// scalar subpackages and signature packages) has the public API written
// in doc/contract.md: method names, decoder semantics by name, the
// signatures of the scalar multiplications and of verification.
package contract
