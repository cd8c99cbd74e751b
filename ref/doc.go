// Package ref is the math/big reference of curvecheck: elliptic-curve
// arithmetic and protocols transcribed line by line from their
// specifications, so that a reviewer can read each function against the
// section it cites.
//
// Never constant-time, never for production. Every function here branches on
// and indexes by secret values, allocates freely and runs orders of
// magnitude slower than real code. It exists to be obviously correct: it is
// the ground truth that the optimized code in fast/ and third-party libraries
// are held against.
//
// Subpackages:
//   - field: a prime field GF(p) generic over p (also used for scalars mod n).
//   - weierstrass: short Weierstrass groups y² = x³ + ax + b in affine
//     coordinates, with SEC1 encodings; instantiated as secp256k1, P-256 and P-384.
//   - fixedbase: kB for a fixed point B from its doublings 2^i·B, kept
//     once (the groups' ScalarBaseMult).
//   - edwards: twisted Edwards groups ax² + y² = 1 + dx²y², with RFC 8032
//     encodings; instantiated as edwards25519.
//   - x25519: RFC 7748 section 5.
//   - ed25519: RFC 8032 section 5.1 with explicit verification policies.
//   - ecdsa: SEC1 section 4.1 with RFC 6979 nonces.
//   - bip340: BIP-340 Schnorr signatures over secp256k1.
//   - ecdh: SEC1 section 3.3.1 Diffie-Hellman (x-coordinate shared secret).
//   - bip352: BIP-352 Silent Payments over secp256k1: eligible inputs,
//     sending, scanning with labels, sp1 addresses.
//   - h2c: RFC 9380 hashing to curves: expand_message_xmd, the SSWU suites
//     of P-384, P-256 and secp256k1 (through its 3-isogeny) and the
//     Elligator 2 suites of edwards25519.
//   - oprf: RFC 9497 OPRF, VOPRF and POPRF on P384-SHA384 and P256-SHA256.
//   - pmbtoken: PMBTokens (private-metadata-bit tokens) on P-384, as
//     BoringSSL's Trust Tokens issue them.
//   - selfcheck: exhaustive checks of the generic group code on toy curves
//     of the real curves' shapes, and checks of the real curves' constants.
package ref
