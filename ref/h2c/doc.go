// Package h2c is the reference of RFC 9380, "Hashing to Elliptic
// Curves": expand_message_xmd (§5.3.1), hash_to_field (§5.2), the
// simplified SWU map for Weierstrass curves with A ≠ 0 and B ≠ 0 (§6.6.2,
// written from its definition, not from the optimized straight-line
// form of appendix F.2), and the hash_to_curve / encode_to_curve
// constructions (§3) for the suites built on them (P384_XMD:SHA-384_SSWU_RO_
// and _NU_, §8.3; P256_XMD:SHA-256_SSWU_RO_ and _NU_, §8.2); the
// simplified SWU map on an isogenous curve followed by a 3-isogeny for
// secp256k1 (§6.6.3, §8.7, Appendix E.1); and Elligator 2 with the
// rational map to edwards25519 and cofactor clearing (§6.7.1, §6.8.2,
// §8.5).
//
// Like the rest of ref/, it is written for clarity with math/big and is
// not constant time: never use it on secrets.
package h2c
