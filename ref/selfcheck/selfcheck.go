// Package selfcheck holds the reference's self-checks: exhaustive checks of
// the generic Weierstrass and Edwards code instantiated on toy curves of the
// same shapes as the real ones (libsecp256k1's exhaustive-test method), and
// checks of the real curves' constants. They run in `go test` and in
// `curvecheck audit`.
//
// Like the rest of ref/, never constant-time, never for production.
package selfcheck

import (
	"crypto/elliptic"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Check is one named self-check.
type Check struct {
	Name string
	Run  func() error
}

// Checks returns every self-check, cheapest first.
func Checks() []Check {
	var out []Check
	out = append(out,
		Check{"weierstrass/nist-parameters-match-crypto-elliptic", nistParameters},
		Check{"weierstrass/orders-of-generators", generatorOrders},
		Check{"edwards25519/base-point-encoding-and-order", edwards25519Base},
		Check{"weierstrass/exhaustive-decode", exhaustiveWeierstrassDecode},
		Check{"edwards/exhaustive-decode", exhaustiveEdwardsDecode},
	)
	for _, tc := range tinyWeierstrass {
		tc := tc
		out = append(out, Check{"weierstrass/exhaustive/" + tc.name, func() error { return exhaustiveWeierstrass(tc) }})
	}
	for _, tc := range tinyEdwards {
		tc := tc
		out = append(out, Check{"edwards/exhaustive/" + tc.name, func() error { return exhaustiveEdwards(tc) }})
	}
	return out
}

// nistParameters compares the transcribed P-256 and P-384 constants with
// the standard library's.
func nistParameters() error {
	for _, tc := range []struct {
		c   *weierstrass.Curve
		std elliptic.Curve
	}{{weierstrass.P256, elliptic.P256()}, {weierstrass.P384, elliptic.P384()}} {
		p := tc.std.Params()
		if tc.c.F.P().Cmp(p.P) != 0 || tc.c.B.Cmp(p.B) != 0 || tc.c.N.Cmp(p.N) != 0 ||
			tc.c.Gx.Cmp(p.Gx) != 0 || tc.c.Gy.Cmp(p.Gy) != 0 {
			return fmt.Errorf("%s parameters differ from crypto/elliptic", tc.c.Name)
		}
		if !tc.c.F.Equal(tc.c.A, big.NewInt(-3)) {
			return fmt.Errorf("%s: a != -3", tc.c.Name)
		}
	}
	return nil
}

// generatorOrders checks n·G = O and (n-1)·G = -G on every real curve.
func generatorOrders() error {
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P256, weierstrass.P384} {
		G := c.Generator()
		if !c.ScalarMult(c.N, G).Inf {
			return fmt.Errorf("%s: n·G != O", c.Name)
		}
		if !c.Equal(c.ScalarMult(new(big.Int).Sub(c.N, big.NewInt(1)), G), c.Neg(G)) {
			return fmt.Errorf("%s: (n-1)·G != -G", c.Name)
		}
	}
	return nil
}

// edwards25519Base compares B with its RFC 8032 §5.1 encoding
// (0x58 followed by 0x66 bytes) and checks L·B = O and that 8·B != O.
func edwards25519Base() error {
	c := edwards.Edwards25519
	enc := c.Encode(c.Base())
	if enc[0] != 0x58 {
		return fmt.Errorf("encode(B) = %x", enc)
	}
	for _, b := range enc[1:] {
		if b != 0x66 {
			return fmt.Errorf("encode(B) = %x", enc)
		}
	}
	if !c.IsIdentity(c.ScalarMult(c.L, c.Base())) || c.HasSmallOrder(c.Base()) {
		return fmt.Errorf("the base point does not have order L")
	}
	return nil
}
