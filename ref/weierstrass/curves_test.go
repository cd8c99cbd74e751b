package weierstrass_test

import (
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/internal/proptest"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

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
