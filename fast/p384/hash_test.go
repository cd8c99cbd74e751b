//go:build !exhaustive

package p384

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/internal/h2ctest"
	"github.com/curvecheck/curvecheck/ref/h2c"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/curvecheck/curvecheck/vectors"
)

// TestHashToCurveVectors runs the RFC 9380 P-384 files.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.Each(t, []string{"P384_XMD-SHA-384_SSWU_RO_.json", "P384_XMD-SHA-384_SSWU_NU_.json"}, func(t *testing.T, f *vectors.H2CFile, v vectors.H2CVector) {
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
		x, y, inf := P.Coordinates()
		if inf == 1 || !bytes.Equal(x[:], v.X.FillBytes(make([]byte, 48))) || !bytes.Equal(y[:], v.Y.FillBytes(make([]byte, 48))) {
			t.Errorf("%q: got (%x, %x), want (%x, %x)", v.Msg, x, y, v.X, v.Y)
		}
	})
}

func refEncode(P weierstrass.Point) []byte { return weierstrass.P384.EncodeUncompressed(P) }

// TestHashToCurveMatchesReference: random messages and tags, both suites,
// against ref/h2c.
func TestHashToCurveMatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := 300
	if testing.Short() {
		n = 60
	}
	for i := range n {
		msg := make([]byte, r.Intn(200))
		dst := make([]byte, 1+r.Intn(300)) // over 255 bytes sometimes: pre-hashed
		r.Read(msg)
		r.Read(dst)
		want, err := h2c.P384RO.Hash(msg, dst)
		if err != nil {
			t.Fatal(err)
		}
		got, err := new(Point).HashToCurve(msg, dst)
		if err != nil || !bytes.Equal(got.Bytes(), refEncode(want)) {
			t.Fatalf("case %d: RO: got %x %v, want %x", i, got.Bytes(), err, refEncode(want))
		}
		want, _ = h2c.P384NU.Hash(msg, dst)
		got, _ = new(Point).EncodeToCurve(msg, dst)
		if !bytes.Equal(got.Bytes(), refEncode(want)) {
			t.Fatalf("case %d: NU: got %x, want %x", i, got.Bytes(), refEncode(want))
		}
	}
}

// TestMapToCurveEdges: u = 0 (the exceptional branch), u = ±1, p - 1 and
// random u, against the reference map, with both outcomes of the square
// test seen.
func TestMapToCurveEdges(t *testing.T) {
	F := weierstrass.P384.F
	us := []*big.Int{big.NewInt(0), big.NewInt(1), F.Int(-1), big.NewInt(2), F.Int(-12)}
	r := rand.New(rand.NewSource(2))
	for range 100 {
		us = append(us, new(big.Int).Rand(r, F.P()))
	}
	squares := map[bool]int{}
	for _, u := range us {
		want, err := h2c.P384RO.MapToCurve(u)
		if err != nil {
			t.Fatal(err)
		}
		var e field.Element
		e.SetBytes(u.FillBytes(make([]byte, 48)))
		got := new(Point).mapToCurve(&e)
		if !bytes.Equal(got.Bytes(), refEncode(want)) {
			t.Fatalf("map(%x): got %x, want %x", u, got.Bytes(), refEncode(want))
		}
		u2 := F.Square(u)
		tv := F.Add(F.Mul(F.Int(144), F.Square(u2)), F.Mul(F.Int(-12), u2))
		if F.IsZero(tv) {
			squares[true]++ // x1 = B/(Z·A) is the image here
			continue
		}
		x1 := F.Mul(F.Mul(weierstrass.P384.B, F.MustInv(F.Int(3))), F.Add(F.Int(1), F.MustInv(tv)))
		squares[F.Equal(want.X, x1)]++
	}
	if squares[true] == 0 || squares[false] == 0 {
		t.Fatalf("square branch counts %v: one branch never ran", squares)
	}
}

func TestHashToCurveErrors(t *testing.T) {
	if _, err := new(Point).HashToCurve([]byte("m"), nil); err == nil {
		t.Error("empty tag accepted")
	}
	if _, err := new(Point).EncodeToCurve([]byte("m"), []byte{}); err == nil {
		t.Error("empty tag accepted")
	}
}

func TestSqrtRatio(t *testing.T) {
	F := weierstrass.P384.F
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
		eu.SetBytes(u.FillBytes(make([]byte, 48)))
		ew.SetBytes(w.FillBytes(make([]byte, 48)))
		_, ok := y.SqrtRatio(&eu, &ew)
		q := F.Mul(u, F.MustInv(w))
		square := F.IsSquare(q)
		if (ok == 1) != square {
			t.Fatalf("u/w = %x: square %v, SqrtRatio says %d", q, square, ok)
		}
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

func TestSetWideBytes(t *testing.T) {
	F := weierstrass.P384.F
	r := rand.New(rand.NewSource(4))
	for _, n := range []int{49, 72, 96} {
		for range 50 {
			b := make([]byte, n)
			r.Read(b)
			if r.Intn(4) == 0 {
				for j := range b {
					b[j] = 0xff
				}
			}
			var e field.Element
			if _, err := e.SetWideBytes(b); err != nil {
				t.Fatal(err)
			}
			want := F.Reduce(new(big.Int).SetBytes(b))
			if new(big.Int).SetBytes(e.Bytes()).Cmp(want) != 0 {
				t.Fatalf("%x: got %x, want %x", b, e.Bytes(), want)
			}
		}
	}
	for _, n := range []int{0, 48, 97} {
		if _, err := new(field.Element).SetWideBytes(make([]byte, n)); err == nil {
			t.Errorf("%d bytes accepted", n)
		}
	}
}
