package h2c

import (
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
