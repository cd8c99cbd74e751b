// Package cas states the claims PARI/GP checks as an independent computer
// algebra system: it recomputes, with its own algorithms, values the
// reference and the fast code rely on, and they must agree.
//
//   - cas/prime/...: isprime of every field prime and group order (PARI's
//     own primality proof, BPSW then APRCL; a second opinion beside the
//     certificates of assurance/cert).
//   - cas/order/...: #E(F_p) counted by ellsea (Schoof–Elkies–Atkin) equals
//     h·n as the code declares, for secp256k1, P-256, P-384, Curve25519 in
//     the short Weierstrass form assurance/order uses, and edwards25519
//     through its Weierstrass model.
//   - cas/twist/...: the quadratic twist's count by ellsea equals
//     2p + 2 − h·n and factors (PARI's factor, proven) as stated.
//   - cas/basepoint/...: ellorder of each base point, given the multiple
//     h·n (checked to annihilate it), is n.
//   - cas/const/edwards25519/...: d = −121665/121666, 2d and √−1 as PARI
//     computes them equal the values of ref/ and fast/.
//
// Every check reads the values from the exported variables of ref/, fast/
// and assurance/order, and needs gp on PATH: without it the check returns
// an error wrapping claim.ErrNoGP (reported "not run").
//
// Costs (2 cores, PARI/GP 2.15 with pari-seadata): an SEA count takes
// about 1.5 s at 255 bits, 2.5 s for P-256 and 10 to 20 s for P-384 (each,
// curve and twist); secp256k1's (j = 0, CM) is instant. Counts are kept
// for the life of the process, so a claim run twice (the perturbation
// tests) counts once.
package cas
