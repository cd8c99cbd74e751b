package constants

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/ref/h2c"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// sswuZConditions checks RFC 9380 §H.2's four conditions on Z for the
// curve y² = g(x) = x³ + A·x + B over GF(p): (1) Z is a non-square, (2) Z ≠
// −1, (3) g(x) − Z is irreducible (a cubic without a root: gcd(x^p − x,
// g(x) − Z) = 1), (4) g(B/(Z·A)) is a square.
func sswuZConditions(p, A, B, Z *big.Int) error {
	Z = mod(Z, p)
	switch {
	case !p.ProbablyPrime(20):
		return errors.New("the modulus is not prime")
	case Z.Sign() == 0 || isSquare(Z, p):
		return fmt.Errorf("the SWU constant Z = %v is not a non-square", Z)
	case Z.Cmp(mod(bi(-1), p)) == 0:
		return errors.New("the SWU constant Z is −1")
	case mod(A, p).Sign() == 0 || mod(B, p).Sign() == 0:
		return errors.New("A·B = 0: the simplified SWU map does not apply")
	}
	g := newPoly(p, new(big.Int).Sub(B, Z), A, bi(0), bi(1))
	if !noRoot(p, g) {
		return errors.New("g(x) − Z has a root in GF(p)")
	}
	x := mulm(p, B, inv(mulm(p, Z, A), p))
	gx := mod(sum(mulm(p, x, x, x), mulm(p, A, x), B), p)
	if !isSquare(gx, p) {
		return errors.New("g(B/(Z·A)) is not a square")
	}
	return nil
}

// findZ is RFC 9380 §H.2's search: the first of 1, −1, 2, −2, … that
// meets the four conditions (candidates up to |Z| = 64).
func findZ(p, A, B *big.Int) (*big.Int, error) {
	for c := int64(1); c <= 64; c++ {
		for _, z := range []int64{c, -c} {
			if sswuZConditions(p, A, B, bi(z)) == nil {
				return mod(bi(z), p), nil
			}
		}
	}
	return nil, errors.New("no Z with |Z| ≤ 64")
}

// zFact is the claim on a suite's Z: the four conditions and that it is
// the one §H.2's search returns.
func zFact(id, name string, where []string, vals func() ([]*big.Int, error)) fact {
	return fact{
		id: id, method: claim.Exact, where: where, vals: vals,
		statement: "Z of " + name + " meets RFC 9380 §H.2's four conditions (non-square, ≠ −1, g(x) − Z irreducible by gcd(x^p − x, g(x) − Z) = 1, g(B/(Z·A)) square) and is the first such of 1, −1, 2, −2, …",
		source:    "RFC 9380 §6.6.2, §H.2",
		// vals: p, A, B, Z.
		prop: func(v []*big.Int) error {
			if err := sswuZConditions(v[0], v[1], v[2], v[3]); err != nil {
				return err
			}
			z, err := findZ(v[0], v[1], v[2])
			if err != nil {
				return err
			}
			return want("Z", mod(v[3], v[0]), z)
		},
	}
}

func suiteVals(s *h2c.Suite) func() ([]*big.Int, error) {
	return list(func() []*big.Int {
		A, B := s.Curve.A, s.Curve.B
		if s.SWUA != nil {
			A, B = s.SWUA, s.SWUB
		}
		return []*big.Int{s.Curve.F.P(), A, B, s.Z}
	})
}

// isogenyIdentity checks that x = xn(x')/xd(x'), y = y'·yn(x')/yd(x') maps
// E': y'² = x'³ + A'x' + B' onto E: y² = x³ + a·x + b, as the identity
// (x'³ + A'x' + B')·yn²·xd³ = (xn³ + a·xn·xd² + b·xd³)·yd² of univariate
// polynomials over GF(p), coefficient by coefficient; and that the map has
// the degrees of a 3-isogeny (xn 3, xd 2, yn 3, yd 3), so it is not
// constant.
func isogenyIdentity(p, A1, B1, a, b *big.Int, xn, xd, yn, yd poly) error {
	for _, c := range []struct {
		name string
		f    poly
		deg  int
	}{{"xNum", xn, 3}, {"xDen", xd, 2}, {"yNum", yn, 3}, {"yDen", yd, 3}} {
		if len(c.f)-1 != c.deg {
			return fmt.Errorf("%s has degree %d, want %d", c.name, len(c.f)-1, c.deg)
		}
	}
	fE1 := newPoly(p, B1, A1, bi(0), bi(1))
	xd3 := polyMul(p, polyMul(p, xd, xd), xd)
	lhs := polyMul(p, polyMul(p, fE1, polyMul(p, yn, yn)), xd3)
	rhsX := polyAdd(p, polyAdd(p, polyMul(p, polyMul(p, xn, xn), xn),
		polyScale(p, polyMul(p, xn, polyMul(p, xd, xd)), a)), polyScale(p, xd3, b))
	rhs := polyMul(p, rhsX, polyMul(p, yd, yd))
	if !polyEqual(lhs, rhs) {
		return errors.New("the isogeny does not map E' onto the curve: the polynomial identity fails")
	}
	return nil
}

// isoFromLow builds the four polynomials from coefficient lists, constant
// term first, lengths 4, 3, 4, 4 (as ref/h2c holds them).
func isoFromLow(p *big.Int, v []*big.Int) (xn, xd, yn, yd poly) {
	return newPoly(p, v[0:4]...), newPoly(p, v[4:7]...), newPoly(p, v[7:11]...), newPoly(p, v[11:15]...)
}

// isoFromHigh builds them from fast/secp256k1's layout: highest degree
// first, the monic denominators without their leading 1 (4, 2, 4, 3).
func isoFromHigh(p *big.Int, v []*big.Int) (xn, xd, yn, yd poly) {
	rev := func(cs []*big.Int, monic bool) poly {
		var out []*big.Int
		for i := len(cs) - 1; i >= 0; i-- {
			out = append(out, cs[i])
		}
		if monic {
			out = append(out, bi(1))
		}
		return newPoly(p, out...)
	}
	return rev(v[0:4], false), rev(v[4:6], true), rev(v[6:10], false), rev(v[10:13], true)
}

func h2cFacts() []fact {
	k1 := weierstrass.Secp256k1
	wSuite := "ref/h2c/suites.go secp256k1Suite"
	return []fact{
		zFact("const/h2c/p256/Z", "P256_XMD:SHA-256_SSWU_", []string{"ref/h2c/suites.go P256RO", "ref/h2c/suites.go P256NU"}, suiteVals(h2c.P256RO)),
		zFact("const/h2c/p384/Z", "P384_XMD:SHA-384_SSWU_", []string{"ref/h2c/suites.go P384RO", "ref/h2c/suites.go P384NU", "ref/h2c/suites.go p384Z"}, suiteVals(h2c.P384RO)),
		zFact("const/h2c/secp256k1/Z", "secp256k1_XMD:SHA-256_SSWU_ (on E')", []string{wSuite}, suiteVals(h2c.Secp256k1RO)),
		zFact("const/h2c/secp256k1/fast-Z", "fast/secp256k1's hash to curve (on E')", []string{"fast/secp256k1/hash.go swuZ", "fast/secp256k1/hash.go swuB"},
			func() ([]*big.Int, error) {
				v, err := pick(fastK1(), "swuA", "swuB", "swuZ")
				if err != nil {
					return nil, err
				}
				return append([]*big.Int{pK1}, v...), nil
			}),
		{
			id:        "const/h2c/suites-agree",
			statement: "the RO and NU suites of each curve share Z (and E' for secp256k1)",
			method:    claim.Exact, source: "RFC 9380 §8.2, §8.3, §8.7",
			where: []string{"ref/h2c/suites.go Secp256k1NU", "ref/h2c/suites.go Secp256k1RO"},
			vals: list(func() []*big.Int {
				return []*big.Int{h2c.P256RO.Z, h2c.P256NU.Z, h2c.P384RO.Z, h2c.P384NU.Z, h2c.Secp256k1RO.Z, h2c.Secp256k1NU.Z,
					h2c.Secp256k1RO.SWUA, h2c.Secp256k1NU.SWUA, h2c.Secp256k1RO.SWUB, h2c.Secp256k1NU.SWUB}
			}),
			prop: func(v []*big.Int) error {
				for i := 0; i < len(v); i += 2 {
					if v[i].Cmp(v[i+1]) != 0 {
						return fmt.Errorf("RO and NU values %d differ", i/2)
					}
				}
				return nil
			},
		}, {
			id:        "const/h2c/secp256k1/isogeny",
			statement: "ref/h2c's 3-isogeny maps E': y² = x³ + A'x + B' (A', B' of the suite) onto secp256k1: (x³ + A'x + B')·yNum²·xDen³ = (xNum³ + 7·xDen³)·yDen² as polynomials over GF(p), with the degrees (3, 2, 3, 3) of a 3-isogeny",
			method:    claim.Identity, source: "RFC 9380 §6.6.3, Appendix E.1; Vélu 1971",
			where: []string{wSuite, "ref/h2c/isogeny.go Isogeny"},
			vals: list(func() []*big.Int {
				s := h2c.Secp256k1RO
				v := []*big.Int{k1.F.P(), k1.A, k1.B, s.SWUA, s.SWUB}
				v = append(v, s.Iso.XNum...)
				v = append(v, s.Iso.XDen...)
				v = append(v, s.Iso.YNum...)
				return append(v, s.Iso.YDen...)
			}),
			prop: func(v []*big.Int) error {
				if len(v) != 20 {
					return fmt.Errorf("isogeny has %d coefficients, want 15", len(v)-5)
				}
				xn, xd, yn, yd := isoFromLow(v[0], v[5:])
				return isogenyIdentity(v[0], v[3], v[4], v[1], v[2], xn, xd, yn, yd)
			},
		}, {
			id:        "const/h2c/secp256k1/fast-isogeny",
			statement: "fast/secp256k1's isogeny coefficients and E' (swuA, swuB) satisfy the same identity onto y² = x³ + 7",
			method:    claim.Identity, source: "RFC 9380 §6.6.3, Appendix E.1",
			where: []string{"fast/secp256k1/hash.go iso", "fast/secp256k1/hash.go swuA"},
			vals: func() ([]*big.Int, error) {
				names := []string{"swuA", "swuB"}
				for _, g := range []struct {
					n string
					k int
				}{{"xNum", 4}, {"xDen", 2}, {"yNum", 4}, {"yDen", 3}} {
					for i := 0; i < g.k; i++ {
						names = append(names, fmt.Sprintf("iso.%s[%d]", g.n, i))
					}
				}
				return pick(fastK1(), names...)
			},
			prop: func(v []*big.Int) error {
				xn, xd, yn, yd := isoFromHigh(pK1, v[2:])
				return isogenyIdentity(pK1, v[0], v[1], bi(0), bi(7), xn, xd, yn, yd)
			},
		}, {
			id:        "const/h2c/secp256k1/fast-sswu-helpers",
			statement: "fast/secp256k1: swuAZ = A'·Z, sqrtNegZ² = −Z (RFC 9380 F.2.1.2's c2), twoTo256 = 2^256 mod p",
			method:    claim.Exact, source: "RFC 9380 §6.6.2, Appendix F.2.1.2, §5.2",
			where: []string{"fast/secp256k1/hash.go swuAZ", "fast/secp256k1/hash.go sqrtNegZ", "fast/secp256k1/hash.go twoTo256"},
			vals:  from(fastK1, "swuA", "swuZ", "swuAZ", "sqrtNegZ", "twoTo256"),
			prop: func(v []*big.Int) error {
				p := pK1
				return first(
					want("swuAZ", v[2], mulm(p, v[0], v[1])),
					wantMod("sqrtNegZ²", mulm(p, v[3], v[3]), neg(v[1]), p),
					want("twoTo256", v[4], mod(pow2(256), p)))
			},
		},
	}
}
