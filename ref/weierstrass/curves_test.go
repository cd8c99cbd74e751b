package weierstrass_test

import (
	"crypto/elliptic"
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/internal/proptest"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

// TestNISTParameters compares the transcribed P-256 and P-384 constants with
// the standard library's.
func TestNISTParameters(t *testing.T) {
	for _, tc := range []struct {
		c   *weierstrass.Curve
		std elliptic.Curve
	}{{weierstrass.P256, elliptic.P256()}, {weierstrass.P384, elliptic.P384()}} {
		p := tc.std.Params()
		if tc.c.F.P().Cmp(p.P) != 0 || tc.c.B.Cmp(p.B) != 0 || tc.c.N.Cmp(p.N) != 0 ||
			tc.c.Gx.Cmp(p.Gx) != 0 || tc.c.Gy.Cmp(p.Gy) != 0 {
			t.Errorf("%s parameters differ from crypto/elliptic", tc.c.Name)
		}
		if tc.c.F.Sub(tc.c.A, tc.c.F.Int(-3)).Sign() != 0 {
			t.Errorf("%s: a != -3", tc.c.Name)
		}
	}
}

// TestOrders checks n·G = O, and that (n-1)·G = -G, on every real curve.
func TestOrders(t *testing.T) {
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P256, weierstrass.P384} {
		G := c.Generator()
		if !c.ScalarMult(c.N, G).Inf {
			t.Errorf("%s: n·G != O", c.Name)
		}
		if !c.Equal(c.ScalarMult(new(big.Int).Sub(c.N, big.NewInt(1)), G), c.Neg(G)) {
			t.Errorf("%s: (n-1)·G != -G", c.Name)
		}
	}
}

// TestSecp256k1Generator checks the secp256k1 generator against its SEC2
// compressed encoding, which is written there separately from (x, y).
func TestSecp256k1Generator(t *testing.T) {
	c := weierstrass.Secp256k1
	want := "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
	if got := new(big.Int).SetBytes(c.EncodeCompressed(c.Generator())).Text(16); "0"+got != want {
		t.Fatalf("compressed G = 0%s, want %s", got, want)
	}
}

func TestGroupProperties(t *testing.T) {
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P384} {
		t.Run(c.Name, func(t *testing.T) {
			props := gopter.NewProperties(proptest.Parameters(t, 40))
			n := c.N
			sc := proptest.Int(n)
			props.Property("(a+b)G = aG + bG", prop.ForAll(func(a, b *big.Int) bool {
				return c.Equal(c.ScalarBaseMult(new(big.Int).Add(a, b)), c.Add(c.ScalarBaseMult(a), c.ScalarBaseMult(b)))
			}, sc, sc))
			props.Property("a(bG) = (ab)G", prop.ForAll(func(a, b *big.Int) bool {
				return c.Equal(c.ScalarMult(a, c.ScalarBaseMult(b)), c.ScalarBaseMult(c.Scalar.Mul(a, b)))
			}, sc, sc))
			props.Property("k(P+Q) = kP + kQ", prop.ForAll(func(k, p, q *big.Int) bool {
				P, Q := c.ScalarBaseMult(p), c.ScalarBaseMult(q)
				return c.Equal(c.ScalarMult(k, c.Add(P, Q)), c.Add(c.ScalarMult(k, P), c.ScalarMult(k, Q)))
			}, sc, sc, sc))
			props.Property("nP = O and (k+n)P = kP", prop.ForAll(func(k, p *big.Int) bool {
				P := c.ScalarBaseMult(p)
				return c.ScalarMult(n, P).Inf && c.Equal(c.ScalarMult(new(big.Int).Add(k, n), P), c.ScalarMult(k, P))
			}, sc, sc))
			props.Property("decode(encode(P)) = P", prop.ForAll(func(p *big.Int) bool {
				P := c.ScalarBaseMult(p)
				for _, enc := range [][]byte{c.EncodeCompressed(P), c.EncodeUncompressed(P)} {
					Q, err := c.Decode(enc)
					if err != nil || !c.Equal(P, Q) {
						return false
					}
				}
				return true
			}, sc))
			props.TestingRun(t)
		})
	}
}
