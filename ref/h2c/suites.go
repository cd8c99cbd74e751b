package h2c

import (
	"crypto/sha256"
	"crypto/sha512"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The P-384 suites of RFC 9380 §8.3: Z = -12, L = 72 (⌈(384 + 192)/8⌉,
// k = 192).
var (
	P384RO = &Suite{Name: "P384_XMD:SHA-384_SSWU_RO_", Curve: weierstrass.P384, H: sha512.New384, Z: p384Z(), L: 72, RO: true}
	P384NU = &Suite{Name: "P384_XMD:SHA-384_SSWU_NU_", Curve: weierstrass.P384, H: sha512.New384, Z: p384Z(), L: 72}
)

func p384Z() *big.Int { return weierstrass.P384.F.Int(-12) }

// The P-256 suites of RFC 9380 §8.2 (the group of RFC 9497's
// P256-SHA256): Z = -10, L = 48 (k = 128).
var (
	P256RO = &Suite{Name: "P256_XMD:SHA-256_SSWU_RO_", Curve: weierstrass.P256, H: sha256.New, Z: weierstrass.P256.F.Int(-10), L: 48, RO: true}
	P256NU = &Suite{Name: "P256_XMD:SHA-256_SSWU_NU_", Curve: weierstrass.P256, H: sha256.New, Z: weierstrass.P256.F.Int(-10), L: 48}
)

// The secp256k1 suites of RFC 9380 §8.7: A = 0, so the map runs on the
// 3-isogenous curve E': y² = x³ + A'x + B' with Z = -11, L = 48 (k = 128),
// and the 3-isogeny of Appendix E.1 takes its points to secp256k1.
var (
	Secp256k1RO = secp256k1Suite("secp256k1_XMD:SHA-256_SSWU_RO_", true)
	Secp256k1NU = secp256k1Suite("secp256k1_XMD:SHA-256_SSWU_NU_", false)
)

func secp256k1Suite(name string, ro bool) *Suite {
	c := weierstrass.Secp256k1
	h := func(s string) *big.Int {
		v, ok := new(big.Int).SetString(s, 16)
		if !ok {
			panic("h2c: bad constant " + s)
		}
		return v
	}
	one := big.NewInt(1)
	return &Suite{
		Name: name, Curve: c, H: sha256.New, Z: c.F.Int(-11), L: 48, RO: ro,
		SWUA: h("3f8731abdd661adca08a5558f0f5d272e953d363cb6f0e5d405447c01a444533"),
		SWUB: big.NewInt(1771),
		// Appendix E.1: k_(1,i), k_(2,i), k_(3,i), k_(4,i).
		Iso: &Isogeny{
			XNum: []*big.Int{
				h("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa8c7"),
				h("07d3d4c80bc321d5b9f315cea7fd44c5d595d2fc0bf63b92dfff1044f17c6581"),
				h("534c328d23f234e6e2a413deca25caece4506144037c40314ecbd0b53d9dd262"),
				h("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa88c"),
			},
			XDen: []*big.Int{
				h("d35771193d94918a9ca34ccbb7b640dd86cd409542f8487d9fe6b745781eb49b"),
				h("edadc6f64383dc1df7c4b2d51b54225406d36b641f5e41bbc52a56612a8c6d14"),
				one,
			},
			YNum: []*big.Int{
				h("4bda12f684bda12f684bda12f684bda12f684bda12f684bda12f684b8e38e23c"),
				h("c75e0c32d5cb7c0fa9d0a54b12a0a6d5647ab046d686da6fdffc90fc201d71a3"),
				h("29a6194691f91a73715209ef6512e576722830a201be2018a765e85a9ecee931"),
				h("2f684bda12f684bda12f684bda12f684bda12f684bda12f684bda12f38e38d84"),
			},
			YDen: []*big.Int{
				h("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffff93b"),
				h("7a06534bb8bdb49fd5e9e6632722c2989467c1bfc8e8d978dfb425d2685c2573"),
				h("6484aa716545ca2cf3a70c3fa8fe337e0a3d21162f0d6299a7bf8192bfd2a76f"),
				one,
			},
		},
	}
}
