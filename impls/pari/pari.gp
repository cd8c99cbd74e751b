\\ curvecheck's PARI/GP implementation of the catalog's group operations
\\ (package impls/pari). The Go side parses and writes the byte
\\ encodings; every computation with field elements, scalars and points
\\ happens here, in PARI's arithmetic: Mod, issquare, ellinit, ellordinate,
\\ ellisoncurve, elladd, ellneg, ellmul.
\\
\\ A rejection is error("reject: ..."); any other GP error is a failure of
\\ this code, which the Go side reports as such (never as a rejection).
\\
\\ Families k: 1 secp256k1, 2 p384, 3 p256 (short Weierstrass, SEC1), 4
\\ edwards25519 (RFC 8032), its group computed on a Weierstrass model.

cc_P = vector(4);
cc_N = vector(4);
cc_E = vector(4);
cc_G = vector(4);
cc_H = vector(4);

\\ cc_setw(k, p, a, b, gx, gy, n, h): family k is y^2 = x^3 + ax + b over
\\ F_p with generator (gx, gy) of order n and cofactor h (SEC1 §3.1.1).
{
cc_setw(k, p, a, b, gx, gy, n, h) = my(E = ellinit([a, b], p), G = [Mod(gx, p), Mod(gy, p)]);
  if (!ellisoncurve(E, G), error("setup: the generator is not on the curve"));
  cc_P[k] = p; cc_N[k] = n; cc_E[k] = E; cc_G[k] = G; cc_H[k] = h;
}

\\ cc_sete(p, l): edwards25519, -x^2 + y^2 = 1 + d x^2 y^2 over F_p with
\\ d = -121665/121666 (RFC 8032 §5.1, RFC 7748 §4.1), computed here. Its
\\ group is computed on the Weierstrass curve Y^2 = X^3 + A B X^2 + B^2 X,
\\ the Montgomery curve B v^2 = u^3 + A u^2 + u with A = 2(a+d)/(a-d),
\\ B = 4/(a-d) (Bernstein, Birkner, Joye, Lange, Peters 2008, "Twisted
\\ Edwards curves", Theorem 3.2) scaled by (X, Y) = (B u, B^2 v). The base
\\ point is RFC 8032's: y = 4/5 and x even.
{
cc_sete(p, l) = my(a = Mod(-1, p), d = Mod(-121665, p)/121666, A = 2*(a + d)/(a - d), B = 4/(a - d), y, x);
  cc_ED = [p, a, d, B];
  cc_P[4] = p; cc_N[4] = l; cc_H[4] = 8;
  cc_E[4] = ellinit([0, lift(A*B), 0, lift(B^2), 0], p);
  y = Mod(4, p)/5;
  if (!issquare((y^2 - 1)/(d*y^2 - a), &x), error("setup: no base point"));
  x = lift(x); if (x % 2, x = p - x);
  cc_G[4] = cc_e2w([Mod(x, p), y]);
  if (!ellisoncurve(cc_E[4], cc_G[4]), error("setup: the base point's image is not on the Weierstrass model"));
}

\\ cc_e2w(P): the Edwards point P = [x, y] (t_INTMOD) on the Weierstrass
\\ model: u = (1+y)/(1-y), v = u/x; the identity (0, 1) goes to the point at
\\ infinity, (0, -1) to (0, 0) (the exceptional points of the map).
{
cc_e2w(P) = my(x = P[1], y = P[2], B = cc_ED[4], u);
  if (x == 0, return (if (y == 1, [0], [0*B, 0*B])));
  u = (1 + y)/(1 - y);
  [B*u, B^2*u/x];
}

\\ cc_w2e(Q): the inverse map, as integers [x, y]: x = u/v, y = (u-1)/(u+1).
{
cc_w2e(Q) = my(B = cc_ED[4], u, v);
  if (#Q == 1, return ([0, 1]));
  u = Q[1]/B; v = Q[2]/B^2;
  if (v == 0, if (u != 0, error("internal: a point of order 2 other than (0, 0)")); return ([0, lift(-1 + 0*B)]));
  [lift(u/v), lift((u - 1)/(u + 1))];
}

\\ Field (j = 1, modulo p) and scalar (j = 2, modulo n) arithmetic; inputs
\\ are any non-negative integers, reduced.
cc_m(k, j) = if (j == 1, cc_P[k], cc_N[k])
cc_add(k, j, a, b) = lift(Mod(a, cc_m(k, j)) + b)
cc_sub(k, j, a, b) = lift(Mod(a, cc_m(k, j)) - b)
cc_mul(k, j, a, b) = lift(Mod(a, cc_m(k, j)) * b)
cc_sqr(k, j, a) = lift(Mod(a, cc_m(k, j))^2)
{
cc_inv(k, j, a) = my(x = Mod(a, cc_m(k, j)));
  if (x == 0, error("reject: zero has no inverse"));
  lift(1/x);
}
\\ cc_sqrt(k, a): the square root of a whose canonical value is even.
{
cc_sqrt(k, a) = my(p = cc_P[k], r);
  if (!issquare(Mod(a, p), &r), error("reject: not a square"));
  r = lift(r);
  if (r % 2, p - r, r);
}

\\ Point decoding. SEC1 §2.3.4: cc_wlift(k, x, s) is the point with
\\ x-coordinate x and y of parity s (x < p checked by the caller);
\\ cc_wpt(k, x, y) the point (x, y), on the curve. RFC 8032 §5.1.3:
\\ cc_edec(y, s) (y < p checked by the caller).
{
cc_wlift(k, x, s) = my(p = cc_P[k], ys = ellordinate(cc_E[k], Mod(x, p)), y);
  if (#ys == 0, error("reject: x is not the x-coordinate of a point"));
  y = lift(ys[1]);
  if (y % 2 != s, if (y == 0, error("reject: y = 0 with an odd parity bit")); y = p - y);
  [Mod(x, p), Mod(y, p)];
}
{
cc_wpt(k, x, y) = my(p = cc_P[k], P = [Mod(x, p), Mod(y, p)]);
  if (!ellisoncurve(cc_E[k], P), error("reject: the point is not on the curve"));
  P;
}
{
cc_edec(y, s) = my(p = cc_ED[1], a = cc_ED[2], d = cc_ED[3], Y = Mod(y, p), x);
  if (!issquare((Y^2 - 1)/(d*Y^2 - a), &x), error("reject: no x for this y (not on the curve)"));
  x = lift(x);
  if (x == 0 && s == 1, error("reject: x = 0 with the sign bit set"));
  if (x % 2 != s, x = p - x);
  cc_e2w([Mod(x, p), Y]);
}

\\ cc_out(k, P): a result point as integers: [] for the point at infinity
\\ of a Weierstrass family, [x, y] otherwise (Edwards coordinates for k = 4).
{
cc_out(k, P) = if (k == 4, return (cc_w2e(P)));
  if (#P == 1, [], [lift(P[1]), lift(P[2])]);
}

cc_pdec(k, P) = cc_out(k, P)
cc_padd(k, P, Q) = cc_out(k, elladd(cc_E[k], P, Q))
cc_pdbl(k, P) = cc_out(k, elladd(cc_E[k], P, P))
cc_pneg(k, P) = cc_out(k, ellneg(cc_E[k], P))
cc_pmul(k, n, P) = cc_out(k, ellmul(cc_E[k], P, n))
cc_pbase(k, n) = cc_out(k, ellmul(cc_E[k], cc_G[k], n))
cc_pdsm(k, a, b, P) = cc_out(k, elladd(cc_E[k], ellmul(cc_E[k], cc_G[k], a), ellmul(cc_E[k], P, b)))

\\ cc_ecdh(k, d, Q): x(d Q) (SEC1 §3.3.1) after the checks of §3.2.1 (d in
\\ [1, n-1]) and §3.2.2.1 (Q not at infinity, on the curve by decoding, in
\\ the subgroup when h > 1); the product must not be at infinity.
{
cc_ecdh(k, d, Q) = my(E = cc_E[k], R);
  if (d < 1 || d >= cc_N[k], error("reject: private key not in [1, n-1]"));
  if (#Q == 1, error("reject: public key at infinity"));
  if (cc_H[k] != 1 && #ellmul(E, Q, cc_N[k]) != 1, error("reject: public key not in the subgroup of order n"));
  R = ellmul(E, Q, d);
  if (#R == 1, error("reject: shared point at infinity"));
  lift(R[1]);
}

\\ cc_x25519(k, u): X25519 (RFC 7748 §5) of the clamped scalar k and the
\\ decoded u, as the u-coordinate of k·(u, v) on curve25519
\\ v^2 = u^3 + 486662 u^2 + u (RFC 7748 §4.1) when u^3 + A u^2 + u = r is a
\\ square, else on its quadratic twist r v^2 = u^3 + A u^2 + u, taken to
\\ V^2 = U^3 + A r U^2 + r^2 U by (U, V) = (r u, r^2 v), where (u, 1) lies.
\\ The point at infinity gives 0, as the RFC's ladder does.
{
cc_x25519(k, u) = my(p = cc_ED[1], A = Mod(486662, p), U = Mod(u, p), r = U^3 + A*U^2 + U, v, E, R);
  if (issquare(r, &v),
    E = ellinit([0, lift(A), 0, 1, 0], p); R = ellmul(E, [U, v], k); return (if (#R == 1, 0, lift(R[1]))));
  E = ellinit([0, lift(A*r), 0, lift(r^2), 0], p);
  R = ellmul(E, [r*U, r^2], k);
  if (#R == 1, 0, lift(R[1]/r));
}

\\ cc_ecdsa(k, Q, e, r, s, lows): ECDSA verification (SEC1 §4.1.4) of
\\ (r, s) on e (the digest's leftmost bits, steps 2-3, unreduced) under Q:
\\ Q validated (§3.2.2.1), r and s in [1, n-1] (step 1), s <= n/2 when
\\ lows is set (BIP-146), R = (e/s)·G + (r/s)·Q not at infinity and
\\ x(R) mod n = r (steps 4-8). Returns 1; a failed check is a rejection.
{
cc_ecdsa(k, Q, e, r, s, lows) = my(E = cc_E[k], n = cc_N[k], w, R);
  if (#Q == 1, error("reject: public key at infinity"));
  if (cc_H[k] != 1 && #ellmul(E, Q, n) != 1, error("reject: public key not in the subgroup of order n"));
  if (r < 1 || r >= n, error("reject: r not in [1, n-1]"));
  if (s < 1 || s >= n, error("reject: s not in [1, n-1]"));
  if (lows && s > n \ 2, error("reject: s > n/2 (low-S rule)"));
  w = 1/Mod(s, n);
  R = elladd(E, ellmul(E, cc_G[k], lift(e*w)), ellmul(E, Q, lift(r*w)));
  if (#R == 1, error("reject: R is the point at infinity"));
  if (lift(R[1]) % n != r, error("reject: the signature does not verify (v != r)"));
  1;
}

\\ cc_bip340(x, r, s, h): BIP-340 verification on secp256k1 (family 1) of
\\ (r, s) under the x-only key x, with h the challenge hash as an integer
\\ (x < p, r < p, s < n checked by the caller): P = lift_x(x) (even y),
\\ e = h mod n, R = s·G − e·P not at infinity, y(R) even, x(R) = r.
{
cc_bip340(x, r, s, h) = my(E = cc_E[1], P = cc_wlift(1, x, 0), R);
  R = elladd(E, ellmul(E, cc_G[1], s), ellneg(E, ellmul(E, P, lift(Mod(h, cc_N[1])))));
  if (#R == 1, error("reject: R is the point at infinity"));
  if (lift(R[2]) % 2, error("reject: R has odd y"));
  if (lift(R[1]) != r, error("reject: the signature does not verify (x(R) != r)"));
  1;
}

\\ Ed25519 (RFC 8032 §5.1) on family 4. cc_edecl(y, s) decodes a public
\\ key as the reference does by default (the ref10 lineage): y taken mod p,
\\ x = 0 with the sign bit set read as x = 0.
{
cc_edecl(y, s) = my(p = cc_ED[1], a = cc_ED[2], d = cc_ED[3], Y = Mod(y, p), x);
  if (!issquare((Y^2 - 1)/(d*Y^2 - a), &x), error("reject: no x for this y (not on the curve)"));
  x = lift(x);
  if (x != 0 && x % 2 != s, x = p - x);
  cc_e2w([Mod(x, p), Y]);
}
\\ cc_edverify(A, R, S, h): the cofactorless equation [S]B = R + [k]A with
\\ k = h mod L (§5.1.7 steps 2-3). Returns 1; failure is a rejection.
{
cc_edverify(A, R, S, h) = my(E = cc_E[4]);
  if (ellmul(E, cc_G[4], S) != elladd(E, R, ellmul(E, A, lift(Mod(h, cc_N[4])))), error("reject: the verification equation does not hold"));
  1;
}
\\ cc_edsign(r, k, s): S = (r + k·s) mod L (§5.1.6 step 5).
cc_edsign(r, k, s) = lift(Mod(r, cc_N[4]) + Mod(k, cc_N[4])*s)
