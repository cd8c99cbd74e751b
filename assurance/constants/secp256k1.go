package constants

import (
	"crypto/sha256"
	"errors"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/fast/bip352"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	kfield "github.com/curvecheck/curvecheck/fast/secp256k1/field"
	kscalar "github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	"github.com/curvecheck/curvecheck/fast/secp256k1/schnorr"
	rbip352 "github.com/curvecheck/curvecheck/ref/bip352"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// pK1 is 2^256 − 2^32 − 977 (SEC 2 §2.4.1), from its definition.
var pK1 = new(big.Int).Sub(pow2(256), sum(pow2(32), bi(977)))

func fastK1() map[string]*big.Int { return secp256k1.ConstantValues() }

const (
	sec2K1 = "SEC 2 v2 §2.4.1"
	wK1Ref = "ref/weierstrass/curves.go Secp256k1"
)

func secp256k1Facts() []fact {
	p := pK1
	c := weierstrass.Secp256k1
	return []fact{{
		id:        "const/secp256k1/p",
		statement: "p = 2^256 − 2^32 − 977 in the reference, in fast/secp256k1/field's 52-bit limbs (pLimbs, p0 = p mod 2^52), its inversion modulus (with inv62·p ≡ 1 mod 2^62) and the 64-bit words it is built from (pWords, also WideAffine.Neg's), and schnorr's pBytes",
		method:    claim.Exact, source: sec2K1,
		where: []string{wK1Ref, "fast/secp256k1/field/element.go pLimbs", "fast/secp256k1/field/add.go p0", "fast/secp256k1/field/inv.go pWords", "fast/secp256k1/schnorr/schnorr.go pBytes"},
		vals: func() ([]*big.Int, error) {
			f, err := pick(kfield.ConstantValues(), "pLimbs", "p0", "prime", "prime.inv62", "pWords")
			if err != nil {
				return nil, err
			}
			s, err := pick(schnorr.ConstantValues(), "pBytes")
			if err != nil {
				return nil, err
			}
			return append([]*big.Int{c.F.P()}, append(f, s[0])...), nil
		},
		prop: func(v []*big.Int) error {
			return first(want("ref p", v[0], p), want("pLimbs", v[1], p), want("p0", v[2], mod(p, pow2(52))),
				want("safegcd modulus", v[3], p), want("p·inv62 mod 2^62", v[4], bi(1)), want("pWords", v[5], p), want("pBytes", v[6], p))
		},
	}, {
		id:        "const/secp256k1/field/reduction",
		statement: "fast/secp256k1/field: reduce256 = 2^256 mod p, reduce260 = 2^260 mod p, mask52 = 2^52 − 1, mask48 = 2^48 − 1 (4·52 + 48 = 256); safegcd's limb mask62 = 2^62 − 1",
		method:    claim.Exact, source: sec2K1 + "; libsecp256k1 field_5x52 representation (Wuille)",
		where: []string{"fast/secp256k1/field/element.go reduce256", "fast/secp256k1/field/element.go reduce260",
			"fast/secp256k1/field/element.go mask52", "fast/secp256k1/field/element.go mask48", "fast/internal/safegcd/safegcd.go mask62"},
		vals: from(kfield.ConstantValues, "reduce256", "reduce260", "mask52", "mask48", "safegcd.mask62"),
		prop: func(v []*big.Int) error {
			return first(want("reduce256", v[0], mod(pow2(256), p)), want("reduce260", v[1], mod(pow2(260), p)),
				want("mask52", v[2], new(big.Int).Sub(pow2(52), bi(1))), want("mask48", v[3], new(big.Int).Sub(pow2(48), bi(1))),
				want("mask62", v[4], new(big.Int).Sub(pow2(62), bi(1))))
		},
	}, {
		id:        "const/secp256k1/b",
		statement: "the curve is y² = x³ + 7 (a = 0, b = 7) in the reference and in fast/secp256k1 (curveB = 7, b3 = 3b = 21), non-singular (4a³ + 27b² ≠ 0)",
		method:    claim.Exact, source: sec2K1 + "; Renes–Costello–Batina 2016 Algorithm 7 (b3)",
		where: []string{wK1Ref, "fast/secp256k1/point.go curveB", "fast/secp256k1/layout_default.go b3"},
		vals: func() ([]*big.Int, error) {
			f, err := pick(fastK1(), "curveB", "b3")
			if err != nil {
				return nil, err
			}
			return append([]*big.Int{c.A, c.B}, f...), nil
		},
		prop: func(v []*big.Int) error {
			disc := mod(sum(new(big.Int).Mul(bi(4), new(big.Int).Exp(v[0], bi(3), nil)), new(big.Int).Mul(bi(27), new(big.Int).Mul(v[1], v[1]))), p)
			if disc.Sign() == 0 {
				return errors.New("singular curve")
			}
			return first(want("a", v[0], bi(0)), want("b", v[1], bi(7)), want("curveB", v[2], bi(7)), want("b3", v[3], bi(21)))
		},
	}, {
		id:        "const/secp256k1/G",
		statement: "G lies on y² = x³ + 7 and n·G = O (G ≠ O), with the same coordinates in the reference and in fast/secp256k1",
		method:    claim.Exact, source: sec2K1,
		where: []string{wK1Ref, "fast/secp256k1/point.go genX", "fast/secp256k1/point.go genY"},
		vals: func() ([]*big.Int, error) {
			f, err := pick(fastK1(), "genX", "genY")
			if err != nil {
				return nil, err
			}
			return []*big.Int{c.Gx, c.Gy, f[0], f[1]}, nil
		},
		prop: func(v []*big.Int) error {
			return first(want("fast genX", v[2], v[0]), want("fast genY", v[3], v[1]),
				wOnCurve(p, bi(0), bi(7), v[0], v[1]), orderIs(c, c.N, v[0], v[1]))
		},
	}, {
		id:        "const/secp256k1/n",
		statement: "n·G = O for the reference's n (prime: assurance/cert), and fast/secp256k1 holds the same n: scalar orderLimbs, cLimbs = 2^256 − n, halfOrder = ⌊n/2⌋, the inversion modulus (inv62·n ≡ 1 mod 2^62), nAsField = n and pMinusNBytes = p − n",
		method:    claim.Exact, source: sec2K1,
		where: []string{wK1Ref, "fast/secp256k1/scalar/scalar.go orderLimbs", "fast/secp256k1/scalar/scalar.go cLimbs", "fast/secp256k1/scalar/scalar.go halfOrder",
			"fast/secp256k1/scalar/inv.go modN", "fast/secp256k1/affine.go nAsField", "fast/secp256k1/affine.go pMinusNBytes"},
		vals: func() ([]*big.Int, error) {
			s, err := pick(kscalar.ConstantValues(), "orderLimbs", "cLimbs", "halfOrder", "modN", "modN.inv62")
			if err != nil {
				return nil, err
			}
			f, err := pick(fastK1(), "nAsField", "pMinusNBytes")
			if err != nil {
				return nil, err
			}
			return append(append([]*big.Int{c.N}, s...), f...), nil
		},
		prop: func(v []*big.Int) error {
			n := v[0]
			return first(orderIs(c, n, c.Gx, c.Gy),
				want("orderLimbs", v[1], n), want("cLimbs", v[2], new(big.Int).Sub(pow2(256), n)),
				want("halfOrder", v[3], new(big.Int).Rsh(n, 1)), want("modN", v[4], n), want("n·inv62 mod 2^62", v[5], bi(1)),
				want("nAsField", v[6], n), want("pMinusNBytes", v[7], new(big.Int).Sub(p, n)))
		},
	}, {
		id:        "const/secp256k1/beta-lambda",
		statement: "β³ ≡ 1, β ≠ 1 (mod p); λ³ ≡ 1, λ ≠ 1 (mod n); and they are a matched pair: λ·G = (β·Gx, Gy)",
		method:    claim.Exact, source: "Gallant–Lambert–Vanstone, CRYPTO 2001, §4 Example 4; SEC 2 v2 §2.4.1",
		where: []string{"fast/secp256k1/endomorphism.go beta", "fast/secp256k1/scalar/glv.go Lambda"},
		vals: func() ([]*big.Int, error) {
			b, err := pick(fastK1(), "beta")
			if err != nil {
				return nil, err
			}
			l, err := pick(kscalar.ConstantValues(), "Lambda")
			if err != nil {
				return nil, err
			}
			return []*big.Int{b[0], l[0]}, nil
		},
		prop: func(v []*big.Int) error {
			beta, lambda, n := v[0], v[1], c.N
			if err := first(want("β³", expm(beta, bi(3), p), bi(1)), want("λ³", expm(lambda, bi(3), n), bi(1))); err != nil {
				return err
			}
			if mod(beta, p).Cmp(bi(1)) == 0 || mod(lambda, n).Cmp(bi(1)) == 0 {
				return errors.New("β or λ is 1")
			}
			L := c.ScalarMult(lambda, c.Generator())
			if L.Inf || L.X.Cmp(mulm(p, beta, c.Gx)) != 0 || L.Y.Cmp(c.Gy) != 0 {
				return errors.New("λ·G ≠ (β·Gx, Gy)")
			}
			return nil
		},
	}, {
		id:        "const/bip352/nums",
		statement: "BIP-341's H is lift_x of SHA-256(04 ‖ Gx ‖ Gy) (the x coordinate of a curve point), in ref/bip352 and fast/bip352",
		method:    claim.Exact, source: "BIP-341 (script-path-only outputs); BIP-352",
		where: []string{"ref/bip352/inputs.go numsH", "fast/bip352/inputs.go nums"},
		vals: func() ([]*big.Int, error) {
			f, err := pick(bip352.ConstantValues(), "nums")
			if err != nil {
				return nil, err
			}
			return []*big.Int{new(big.Int).SetBytes(rbip352.NUMSH()), f[0]}, nil
		},
		prop: func(v []*big.Int) error {
			g := append([]byte{4}, append(c.F.EncodeBE(c.Gx), c.F.EncodeBE(c.Gy)...)...)
			h := sha256.Sum256(g)
			x := new(big.Int).SetBytes(h[:])
			if x.Cmp(p) >= 0 || !isSquare(sum(mulm(p, x, x, x), bi(7)), p) {
				return errors.New("SHA-256(G) is not an x coordinate")
			}
			return first(want("ref H", v[0], x), want("fast H", v[1], x))
		},
	}}
}
