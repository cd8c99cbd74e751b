// Package pari registers PARI/GP as the implementation "pari": an
// independently written computer algebra system held against the
// reference case by case. It serves the field, scalar and point operations
// of edwards25519, secp256k1 and P-384, ECDH and ECDSA verification
// (r ‖ s over a digest or a message) on secp256k1, P-256 and P-384,
// secp256k1's low-S verification and BIP-340 verification, Ed25519 key
// generation, signing and verification, and X25519. It leaves out the
// multi-scalar multiplications (msm) and Ed25519 batch verification:
// compositions of operations it serves (scalar_mult and point_add,
// verify), up to 64 scalar multiplications a case in gp and in the
// reference, out of proportion in the test suites that run every
// implementation.
//
// The Go code here only moves bytes: it checks lengths and the canonical
// ranges the encodings demand (SEC1 §2.3.4 coordinates below p, RFC 8032
// §5.1.3 y below p), reads integers in the family's byte order, clamps an
// X25519 scalar (RFC 7748 §5) and writes the results back in the
// catalog's encodings; it hashes (the ECDSA message hash, BIP-340's
// tagged hash, Ed25519's SHA-512), clamps an Ed25519 secret and takes an ECDSA digest's leftmost bits. Every
// computation, square roots and curve membership included, is PARI's, in
// pari.gp: Mod arithmetic, issquare, ellinit, ellordinate, ellisoncurve,
// elladd, ellneg, ellmul.
// edwards25519's group is computed on a Weierstrass model of it (the
// birational map through the Montgomery form), X25519 on curve25519 or,
// for a u on the twist, on the twist itself, both as ellinit curves.
//
// It follows the reference's default policies (no declared atom):
// integer semantics for field elements and scalars, strict SEC1 and
// RFC 8032 decoding, the SEC1 identity 00 accepted, X25519's all-zero
// output returned, Ed25519 verification cofactorless with the public key
// decoded leniently (y ≥ p reduced, x = −0 read as 0), R strictly, S < ℓ.
//
// gp is found on PATH (Debian package pari-gp) and run as long-lived
// `gp -q -f` children through internal/gp, one per worker at most. Without
// it the implementation supports no operation: its operations are
// reported as computed by no implementation and not run (the run is then
// incomplete), never as passes; Unavailable says why.
package pari
