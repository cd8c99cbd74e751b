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
