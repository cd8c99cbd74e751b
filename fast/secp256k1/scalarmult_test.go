package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

// glvEdgeScalars are scalars whose GLV halves sit at the edges: k = λ·m
// and k = m for small m (one half 0), and values near n and n/2.
func glvEdgeScalars() []*big.Int {
	lambda := new(big.Int).SetBytes(lambdaBytes())
	var out []*big.Int
	for _, m := range []int64{1, 2, 3, -1, -2} {
		k := new(big.Int).Mul(lambda, big.NewInt(m))
		out = append(out, k.Mod(k, curve.N))
		out = append(out, new(big.Int).Mod(big.NewInt(m), curve.N))
	}
	out = append(out, new(big.Int).Lsh(big.NewInt(1), 128), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1)))
	return out
}

func TestScalarMult(t *testing.T) {
	r := rand.New(rand.NewSource(10))
	points := testScalars(r, 3)
	ks := append(testScalars(r, 16), glvEdgeScalars()...)
	ks = append(ks, combEdgeScalars()...)
	for _, pk := range points {
		_, ep := refPoint(pk)
		p := decode(t, ep, r)
		for _, k := range ks {
			_, want := refPoint(new(big.Int).Mul(pk, k))
			s := toScalar(k)
			if got := encode(new(Point).ScalarMult(s, p)); !bytes.Equal(got, want) {
				t.Fatalf("ScalarMult(%x, %x·G) = %x, want %x", k, pk, got, want)
			}
			if got := encode(new(Point).ScalarMultVar(s, p)); !bytes.Equal(got, want) {
				t.Fatalf("ScalarMultVar(%x, %x·G) = %x, want %x", k, pk, got, want)
			}
			b := ks[r.Intn(len(ks))]
			_, want2 := refPoint(new(big.Int).Add(new(big.Int).Mul(pk, k), b))
			if got := encode(new(Point).DoubleScalarMultBaseVar(s, p, toScalar(b))); !bytes.Equal(got, want2) {
				t.Fatalf("DoubleScalarMultBaseVar(%x, %x·G, %x) = %x, want %x", k, pk, b, got, want2)
			}
		}
	}
}

func TestEndomorphism(t *testing.T) {
	g := affineOfVar(NewGenerator())
	var lg affine
	lg.mulLambda(&g)
	_, want := refPoint(new(big.Int).SetBytes(lambdaBytes()))
	var j jacobian
	if got := encode(j.setAffine(&lg).toPoint(new(Point))); !bytes.Equal(got, want) {
		t.Fatalf("(β·x, y) of G = %x, want λ·G = %x", got, want)
	}
}

func lambdaBytes() []byte {
	b, _ := new(big.Int).SetString("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72", 16)
	return b.Bytes()
}
