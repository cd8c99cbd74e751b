package constants

import (
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/ecdh"
	"github.com/curvecheck/curvecheck/fast/p384/ecdsa"
	pfield "github.com/curvecheck/curvecheck/fast/p384/field"
	pscalar "github.com/curvecheck/curvecheck/fast/p384/scalar"
	"github.com/curvecheck/curvecheck/ref/h2c"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// pP384 and pP256 are the NIST primes from their definitions (FIPS 186-5,
// SP 800-186 §3.2.1.3–4).
var (
	pP384 = sum(pow2(384), neg(pow2(128)), neg(pow2(96)), pow2(32), bi(-1))
	pP256 = sum(pow2(256), neg(pow2(224)), pow2(192), pow2(96), bi(-1))
)

const sp800186 = "SEC 2 v2 §2.4.2, §2.5.1; SP 800-186 §3.2.1.3–4"

// nistFact is the claim on a NIST curve's reference parameters: p of its
// special form, a = −3, G on the curve, n·G = O.
func nistFact(id string, c *weierstrass.Curve, p *big.Int, seed string, where string) fact {
	return fact{
		id:        id,
		statement: "p has its special form, a = −3, b is verifiably random from the published SEED (b²·c ≡ a³ = −27 mod p, c from SHA-1 of the SEED), 4a³ + 27b² ≠ 0, G lies on the curve and n·G = O (n prime: assurance/cert)",
		method:    claim.Exact, source: sp800186 + "; ANSI X9.62 Annex A.3.3.1; FIPS 186-4 Appendix D.1.2 (SEED)",
		where: []string{where},
		vals:  list(func() []*big.Int { return []*big.Int{c.F.P(), c.A, c.B, c.Gx, c.Gy, c.N} }),
		prop: func(v []*big.Int) error {
			disc := mod(sum(new(big.Int).Mul(bi(4), new(big.Int).Exp(v[1], bi(3), nil)), new(big.Int).Mul(bi(27), new(big.Int).Mul(v[2], v[2]))), p)
			if disc.Sign() == 0 {
				return errSingular
			}
			return first(want("p", v[0], p), wantMod("a", v[1], bi(-3), p),
				wantMod("b²·c", mulm(p, v[2], v[2], seedC(seed, p.BitLen())), bi(-27), p),
				wOnCurve(p, v[1], v[2], v[3], v[4]), orderIs(c, v[5], v[3], v[4]))
		},
	}
}

func p384Facts() []fact {
	c := weierstrass.P384
	p := pP384
	R := pow2(384)
	return []fact{
		nistFact("const/p256/parameters", weierstrass.P256, pP256, seedP256, "ref/weierstrass/curves.go P256"),
		nistFact("const/p384/parameters", c, p, seedP384, "ref/weierstrass/curves.go P384"),
		{
			id:        "const/h2c/p384/fast-sswu",
			statement: "fast/p384's hash to curve uses A = −3, Z = −12 (meeting RFC 9380 §H.2's four conditions, the reference suite's Z) and sqrtNegZ² = −Z",
			method:    claim.Exact, source: "RFC 9380 §6.6.2, §8.3, §H.2, Appendix F.2.1.2",
			where: []string{"fast/p384/hash.go swuA", "fast/p384/hash.go swuZ", "fast/p384/hash.go sqrtNegZ"},
			vals:  from(p384.ConstantValues, "swuA", "swuZ", "sqrtNegZ", "curveB"),
			prop: func(v []*big.Int) error {
				return first(wantMod("swuA", v[0], bi(-3), p), sswuZConditions(p, v[0], v[3], v[1]),
					want("swuZ", v[1], mod(h2c.P384RO.Z, p)), wantMod("sqrtNegZ²", mulm(p, v[2], v[2]), neg(v[1]), p))
			},
		}, {
			id:        "const/p384/field/montgomery",
			statement: "fast/p384/field: prime = p, pInv·p ≡ −1 (mod 2^64), rr = R² mod p, one = R mod p (R = 2^384), the inversion modulus = p (inv62·p ≡ 1 mod 2^62)",
			method:    claim.Exact, source: sp800186 + "; Montgomery 1985",
			where: []string{"fast/p384/field/element.go prime", "fast/p384/field/element.go pInv", "fast/p384/field/element.go rr", "fast/p384/field/element.go one", "fast/p384/field/invert.go modP"},
			vals:  from(pfield.ConstantValues, "prime", "pInv", "rr", "one", "modP", "modP.inv62"),
			prop: func(v []*big.Int) error {
				return first(want("prime", v[0], p), wantMod("pInv·p", new(big.Int).Mul(v[1], p), bi(-1), pow2(64)),
					want("rr", v[2], mod(new(big.Int).Mul(R, R), p)), want("one", v[3], mod(R, p)),
					want("modP", v[4], p), want("p·inv62", v[5], bi(1)))
			},
		}, {
			id:        "const/p384/scalar/montgomery",
			statement: "fast/p384/scalar: order = n, nInv·n ≡ −1 (mod 2^64), rr = R² mod n, one = R mod n (R = 2^384), the inversion modulus = n (inv62·n ≡ 1 mod 2^62); ecdh's and ecdsa's orderBytes = n",
			method:    claim.Exact, source: sp800186 + "; Montgomery 1985",
			where: []string{"fast/p384/scalar/scalar.go order", "fast/p384/scalar/scalar.go nInv", "fast/p384/scalar/scalar.go rr", "fast/p384/scalar/scalar.go one",
				"fast/p384/scalar/scalar.go modN", "fast/p384/ecdh/ecdh.go orderBytes", "fast/p384/ecdsa/ecdsa.go orderBytes"},
			vals: func() ([]*big.Int, error) {
				s, err := pick(pscalar.ConstantValues(), "order", "nInv", "rr", "one", "modN", "modN.inv62")
				if err != nil {
					return nil, err
				}
				a, err := pick(ecdh.ConstantValues(), "orderBytes")
				if err != nil {
					return nil, err
				}
				b, err := pick(ecdsa.ConstantValues(), "orderBytes")
				if err != nil {
					return nil, err
				}
				return append(s, a[0], b[0]), nil
			},
			prop: func(v []*big.Int) error {
				n := c.N
				return first(want("order", v[0], n), wantMod("nInv·n", new(big.Int).Mul(v[1], n), bi(-1), pow2(64)),
					want("rr", v[2], mod(new(big.Int).Mul(R, R), n)), want("one", v[3], mod(R, n)),
					want("modN", v[4], n), want("n·inv62", v[5], bi(1)), want("ecdh orderBytes", v[6], n), want("ecdsa orderBytes", v[7], n))
			},
		}, {
			id:        "const/p384/curve",
			statement: "fast/p384's curveB, genX, genY (read out of Montgomery form) give a point on y² = x³ − 3x + b of order n, equal to the reference's",
			method:    claim.Exact, source: sp800186,
			where: []string{"fast/p384/point.go curveB", "fast/p384/point.go genX", "fast/p384/point.go genY"},
			vals:  from(p384.ConstantValues, "curveB", "genX", "genY"),
			prop: func(v []*big.Int) error {
				return first(want("curveB", v[0], c.B), want("genX", v[1], c.Gx), want("genY", v[2], c.Gy),
					wOnCurve(p, bi(-3), v[0], v[1], v[2]), orderIs(c, c.N, v[1], v[2]))
			},
		},
	}
}
