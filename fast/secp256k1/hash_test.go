//go:build !exhaustive

package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/internal/h2ctest"
	"github.com/curvecheck/curvecheck/ref/h2c"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/curvecheck/curvecheck/vectors"
)

// TestHashToCurveVectors runs the RFC 9380 secp256k1 files.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.Each(t, []string{"secp256k1_XMD-SHA-256_SSWU_RO_.json", "secp256k1_XMD-SHA-256_SSWU_NU_.json"}, func(t *testing.T, f *vectors.H2CFile, v vectors.H2CVector) {
		var P Point
		var err error
		if f.RO {
			_, err = P.HashToCurve(v.Msg, f.DST)
		} else {
			_, err = P.EncodeToCurve(v.Msg, f.DST)
		}
		if err != nil {
			t.Fatal(err)
		}
		want := append(append([]byte{4}, v.X.FillBytes(make([]byte, 32))...), v.Y.FillBytes(make([]byte, 32))...)
		if got := P.Bytes(); !bytes.Equal(got, want) {
			t.Errorf("%q: got %x, want %x", v.Msg, got, want)
		}
	})
}

func k1Encode(P weierstrass.Point) []byte { return weierstrass.Secp256k1.EncodeUncompressed(P) }

// TestHashToCurveMatchesReference: random messages and tags (some over
// 255 bytes), both suites, against ref/h2c.
func TestHashToCurveMatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := 300
	if testing.Short() {
		n = 60
	}
	for i := range n {
		msg := make([]byte, r.Intn(200))
		dst := make([]byte, 1+r.Intn(300))
		r.Read(msg)
		r.Read(dst)
		want, err := h2c.Secp256k1RO.Hash(msg, dst)
		if err != nil {
			t.Fatal(err)
		}
		got, err := new(Point).HashToCurve(msg, dst)
		if err != nil || !bytes.Equal(got.Bytes(), k1Encode(want)) {
			t.Fatalf("case %d: RO: got %x %v, want %x", i, got.Bytes(), err, k1Encode(want))
		}
		want, _ = h2c.Secp256k1NU.Hash(msg, dst)
		got, _ = new(Point).EncodeToCurve(msg, dst)
		if !bytes.Equal(got.Bytes(), k1Encode(want)) {
			t.Fatalf("case %d: NU: got %x, want %x", i, got.Bytes(), k1Encode(want))
		}
	}
	if _, err := new(Point).HashToCurve([]byte("m"), nil); err == nil {
		t.Error("empty tag accepted")
	}
}

// TestMapToCurveEdges: u = 0 (the exceptional SWU branch), small and
// extreme u, and random u against the reference map; both outcomes of the
// square test must occur.
func TestMapToCurveEdges(t *testing.T) {
	F := weierstrass.Secp256k1.F
	us := []*big.Int{big.NewInt(0), big.NewInt(1), F.Int(-1), big.NewInt(2), F.Int(-11)}
	r := rand.New(rand.NewSource(2))
	for range 100 {
		us = append(us, new(big.Int).Rand(r, F.P()))
	}
	branches := map[bool]int{}
	A := h2c.Secp256k1RO.SWUA
	B := h2c.Secp256k1RO.SWUB
	for _, u := range us {
		want, err := h2c.Secp256k1RO.MapToCurve(u)
		if err != nil {
			t.Fatal(err)
		}
		var e field.Element
		e.SetBytes(u.FillBytes(make([]byte, 32)))
		got := new(Point).mapToCurve(&e)
		if !bytes.Equal(got.Bytes(), k1Encode(want)) {
			t.Fatalf("map(%x): got %x, want %x", u, got.Bytes(), k1Encode(want))
		}
		// Which SWU branch: is g(x1) a square on E'?
		u2 := F.Square(u)
		tv := F.Add(F.Mul(F.Int(121), F.Square(u2)), F.Mul(F.Int(-11), u2))
		var x1 *big.Int
		if F.IsZero(tv) {
			x1 = F.Mul(B, F.MustInv(F.Mul(F.Int(-11), A)))
		} else {
			x1 = F.Mul(F.Mul(F.Neg(B), F.MustInv(A)), F.Add(F.Int(1), F.MustInv(tv)))
		}
		g := F.Add(F.Add(F.Mul(F.Square(x1), x1), F.Mul(A, x1)), B)
		branches[F.IsSquare(g)]++
	}
	if branches[true] == 0 || branches[false] == 0 {
		t.Fatalf("square branch counts %v: one branch never ran", branches)
	}
}

func TestSqrtRatio(t *testing.T) {
	F := weierstrass.Secp256k1.F
	r := rand.New(rand.NewSource(3))
	for i := range 200 {
		u, w := new(big.Int).Rand(r, F.P()), new(big.Int).Rand(r, F.P())
		if i == 0 {
			u.SetInt64(0)
		}
		if w.Sign() == 0 {
			continue
		}
		var eu, ew, y field.Element
		eu.SetBytes(u.FillBytes(make([]byte, 32)))
		ew.SetBytes(w.FillBytes(make([]byte, 32)))
		_, ok := y.SqrtRatio(&eu, &ew)
		q := F.Mul(u, F.MustInv(w))
		square := F.IsSquare(q)
		if (ok == 1) != square {
			t.Fatalf("u/w = %x: square %v, SqrtRatio says %d", q, square, ok)
		}
		y.Normalize(&y)
		yy := new(big.Int).SetBytes(y.Bytes())
		want := q
		if !square {
			want = F.Neg(q)
		}
		if !F.Equal(F.Square(yy), want) {
			t.Fatalf("u/w = %x: y² = %x, want %x", q, F.Square(yy), want)
		}
	}
}

// TestIsogenyExceptional: at a root of the isogeny's x denominator (x'
// with x'² + k_(2,1)·x' + k_(2,0) = 0, which exists mod p) the image is
// the point at infinity (RFC 9380 §6.6.3), whatever y'; the reference's
// isogeny agrees. And at a random x' on E' both agree.
func TestIsogenyExceptional(t *testing.T) {
	F := weierstrass.Secp256k1.F
	k := h2c.Secp256k1RO.Iso.XDen
	disc := F.Sub(F.Square(k[1]), F.Mul(F.Int(4), k[0]))
	root, err := F.Sqrt(disc)
	if err != nil {
		t.Skip("x denominator has no root mod p") // then the case cannot occur
	}
	x := F.Mul(F.Sub(root, k[1]), F.MustInv(F.Int(2)))
	if !F.IsZero(F.Add(F.Add(F.Square(x), F.Mul(k[1], x)), k[0])) {
		t.Fatal("not a root")
	}
	var n, d, y field.Element
	n.SetBytes(x.FillBytes(make([]byte, 32)))
	d.One()
	y.SetUint64(5)
	dp := powersOf(&d)
	if got := new(Point).isogeny(&n, &dp, &y); got.IsIdentity() != 1 {
		t.Fatalf("isogeny at a root of its denominator: %x, want the point at infinity", got.Bytes())
	}
	// The same x' as N/D with D = 3.
	n.SetBytes(F.Mul(x, F.Int(3)).FillBytes(make([]byte, 32)))
	d.SetUint64(3)
	dp = powersOf(&d)
	if got := new(Point).isogeny(&n, &dp, &y); got.IsIdentity() != 1 {
		t.Fatal("isogeny at N/D = root with D = 3: not the point at infinity")
	}
}
