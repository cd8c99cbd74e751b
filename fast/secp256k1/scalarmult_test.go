//go:build !exhaustive

package secp256k1

import (
	"bytes"
	"fmt"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
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

func TestMultiScalarMult(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	for _, n := range []int{0, 1, 2, 5} {
		var pks []*big.Int
		want := curve.Identity()
		var fk []*scalar.Scalar
		var fp []*Point
		for i := range n {
			k := testScalars(r, 3)[r.Intn(10)]
			pk := testScalars(r, 3)[r.Intn(10)]
			if i == 1 {
				pk = pks[0] // the same point twice
			}
			pks = append(pks, pk)
			P, ep := refPoint(pk)
			want = curve.Add(want, curve.ScalarMult(k, P))
			fk = append(fk, toScalar(k))
			fp = append(fp, decode(t, ep, r))
		}
		we := []byte{0}
		if !want.Inf {
			we = curve.EncodeUncompressed(want)
		}
		got, err := new(Point).MultiScalarMult(fk, fp)
		if err != nil || !bytes.Equal(encode(got), we) {
			t.Fatalf("MultiScalarMult n=%d = %x, %v; want %x", n, encode(got), err, we)
		}
		got, err = new(Point).MultiScalarMultVar(fk, fp)
		if err != nil || !bytes.Equal(encode(got), we) {
			t.Fatalf("MultiScalarMultVar n=%d = %x, %v; want %x", n, encode(got), err, we)
		}
	}
	if _, err := new(Point).MultiScalarMult(nil, []*Point{NewGenerator()}); err == nil {
		t.Fatal("length mismatch accepted")
	}
}

func TestXIsScalarVar(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	for _, k := range testScalars(r, 30) {
		P, ep := refPoint(k)
		p := decode(t, ep, r)
		if P.Inf {
			if p.XIsScalarVar(toScalar(big.NewInt(0))) {
				t.Fatal("XIsScalarVar true at infinity")
			}
			continue
		}
		x := new(big.Int).Mod(P.X, curve.N)
		if !p.XIsScalarVar(toScalar(x)) {
			t.Fatalf("XIsScalarVar(%x) false", x)
		}
		if p.XIsScalarVar(toScalar(x.Add(x, big.NewInt(1)))) {
			t.Fatal("XIsScalarVar true for x + 1")
		}
	}
	// A point whose x lies in [n, p), so that x mod n = x - n.
	for d := int64(1); d < 1000; d++ {
		x := new(big.Int).Add(curve.N, big.NewInt(d))
		p, err := new(Point).SetX(x.FillBytes(make([]byte, 32)))
		if err != nil {
			continue
		}
		if !p.XIsScalarVar(toScalar(big.NewInt(d))) {
			t.Fatalf("x = n + %d: XIsScalarVar(%d) false", d, d)
		}
		return
	}
	t.Fatal("no point with x in [n, n + 1000)")
}

// TestPippenger holds the bucket method, and Straus's, to the
// reference's (Σ k_i·d_i)·G for points d_i·G, with repeated and opposite
// points, up to 1600 points (3200 terms, the widest window), and checks
// the window widths stay within what SignedDigits writes.
func TestPippenger(t *testing.T) {
	r := rand.New(rand.NewSource(14))
	for _, n := range []int{1, 2, 7, 20, 60, 150, 1600} {
		ks := make([]*scalar.Scalar, n)
		ps := make([]*Point, n)
		ds := make([]*big.Int, n)
		sum := new(big.Int)
		for i := range ks {
			k := new(big.Int).Rand(r, curve.N)
			ks[i] = toScalar(k)
			switch {
			case i >= 150:
				ps[i], ds[i] = ps[i%150], ds[i%150] // the large case: points reused, scalars fresh
			case i > 0 && i%5 == 0:
				ps[i], ds[i] = new(Point).Neg(ps[i-1]), new(big.Int).Sub(curve.N, ds[i-1])
			default:
				ds[i] = big.NewInt(int64(r.Intn(50) + 1))
				_, e := refPoint(ds[i])
				ps[i] = decode(t, e, r)
			}
			sum.Add(sum, new(big.Int).Mul(k, ds[i]))
		}
		_, want := refPoint(sum.Mod(sum, curve.N))
		for _, pip := range []bool{true, false} {
			if got := encode(new(Point).multiScalarMultVarWith(pip, ks, ps)); !bytes.Equal(got, want) {
				t.Fatalf("n = %d (Pippenger %v): %x, reference %x", n, pip, got, want)
			}
		}
		got, _ := new(Point).MultiScalarMultVar(ks, ps)
		if !bytes.Equal(encode(got), want) {
			t.Fatalf("n = %d: MultiScalarMultVar differs from the reference", n)
		}
	}
	// The windows themselves.
	for _, m := range []int{2, 40, 100, 300, 1000, 3000, 10000, 100000} {
		if c := pippengerWindow(m); c < 3 || c > 7 { // SignedDigits' widths
			t.Fatalf("window %d for %d terms", c, m)
		}
	}
}

func BenchmarkMSMVar(b *testing.B) {
	r := rand.New(rand.NewSource(15))
	for _, n := range []int{2, 4, 8, 16, 32, 64, 96, 128, 192, 256, 512} {
		ks := make([]*scalar.Scalar, n)
		ps := make([]*Point, n)
		for i := range ks {
			ks[i] = toScalar(new(big.Int).Rand(r, curve.N))
			ps[i] = new(Point).ScalarBaseMult(toScalar(new(big.Int).Rand(r, curve.N)))
		}
		for _, m := range []string{"straus", "pippenger"} {
			b.Run(fmt.Sprintf("n=%d/method=%s", n, m), func(b *testing.B) {
				for b.Loop() {
					new(Point).multiScalarMultVarWith(m == "pippenger", ks, ps)
				}
			})
		}
	}
}

// TestMultiScalarMultBaseVar covers both methods (below and above the
// Pippenger threshold), with 128-bit scalars (one term each) among full
// ones.
func TestMultiScalarMultBaseVar(t *testing.T) {
	r := rand.New(rand.NewSource(16))
	for _, n := range []int{0, 3, pippengerThreshold + 5} {
		want := new(big.Int)
		var ks []*scalar.Scalar
		var ps []*Point
		for i := range n {
			k := new(big.Int).Rand(r, curve.N)
			if i%2 == 0 {
				k.Rsh(k, 128)
			}
			pk := big.NewInt(int64(r.Intn(1000) + 1))
			_, e := refPoint(pk)
			ks = append(ks, toScalar(k))
			ps = append(ps, decode(t, e, r))
			want.Add(want, new(big.Int).Mul(k, pk))
		}
		b := new(big.Int).Rand(r, curve.N)
		want.Add(want, b)
		_, we := refPoint(want)
		got, err := new(Point).MultiScalarMultBaseVar(toScalar(b), ks, ps)
		if err != nil || !bytes.Equal(encode(got), we) {
			t.Fatalf("n = %d: got %x, want %x", n, encode(got), we)
		}
	}
}

// TestDoubleScalarMultBaseVarMeets drives the additions of the
// generator's terms into their exceptional cases: with p a small
// multiple of G and small scalars, the accumulator meets a generator
// entry or its negation at the last digit (a doubling, or the point at
// infinity), on the scaled curve of the table of p.
func TestDoubleScalarMultBaseVarMeets(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	small := []int64{1, 2, 3, 5, -1, -2, -3, -5}
	for _, m := range []int64{1, 2, 3, -1} {
		pk := new(big.Int).Mod(big.NewInt(m), curve.N)
		_, ep := refPoint(pk)
		p := decode(t, ep, r)
		for _, a := range small {
			for _, b := range small {
				ka := new(big.Int).Mod(big.NewInt(a), curve.N)
				kb := new(big.Int).Mod(big.NewInt(b), curve.N)
				sum := new(big.Int).Add(new(big.Int).Mul(pk, ka), kb)
				_, want := refPoint(sum.Mod(sum, curve.N))
				got := encode(new(Point).DoubleScalarMultBaseVar(toScalar(ka), p, toScalar(kb)))
				if !bytes.Equal(got, want) {
					t.Fatalf("DoubleScalarMultBaseVar(%d, %d·G, %d) = %x, want %x", a, m, b, got, want)
				}
			}
		}
	}
}
