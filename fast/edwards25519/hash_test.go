package edwards25519

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/internal/h2ctest"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/h2c"
	"github.com/curvecheck/curvecheck/vectors"
)

// TestHashToCurveVectors runs the RFC 9380 edwards25519 files.
func TestHashToCurveVectors(t *testing.T) {
	h2ctest.Each(t, []string{"edwards25519_XMD-SHA-512_ELL2_RO_.json", "edwards25519_XMD-SHA-512_ELL2_NU_.json"}, func(t *testing.T, f *vectors.H2CFile, v vectors.H2CVector) {
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
		want := edwards.Edwards25519.Encode(edwards.Point{X: v.X, Y: v.Y})
		if got := P.Bytes(); !bytes.Equal(got, want) {
			t.Errorf("%q: got %x, want %x", v.Msg, got, want)
		}
	})
}

// TestHashToCurveMatchesReference: random messages and tags, both suites,
// against ref/h2c.
func TestHashToCurveMatchesReference(t *testing.T) {
	c := edwards.Edwards25519
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
		want, err := h2c.Edwards25519RO.Hash(msg, dst)
		if err != nil {
			t.Fatal(err)
		}
		got, err := new(Point).HashToCurve(msg, dst)
		if err != nil || !bytes.Equal(got.Bytes(), c.Encode(want)) {
			t.Fatalf("case %d: RO: got %x %v, want %x", i, got.Bytes(), err, c.Encode(want))
		}
		want, _ = h2c.Edwards25519NU.Hash(msg, dst)
		got, _ = new(Point).EncodeToCurve(msg, dst)
		if !bytes.Equal(got.Bytes(), c.Encode(want)) {
			t.Fatalf("case %d: NU: got %x, want %x", i, got.Bytes(), c.Encode(want))
		}
	}
	if _, err := new(Point).HashToCurve([]byte("m"), nil); err == nil {
		t.Error("empty tag accepted")
	}
}

// TestMapToCurveEdges: u = 0, ±1 and random u against the reference
// map (no cofactor clearing), with both Elligator branches seen and the
// extended coordinates consistent (T·Z = X·Y).
func TestMapToCurveEdges(t *testing.T) {
	c := edwards.Edwards25519
	F := c.F
	us := []*big.Int{big.NewInt(0), big.NewInt(1), F.Int(-1), big.NewInt(2)}
	r := rand.New(rand.NewSource(2))
	for range 100 {
		us = append(us, new(big.Int).Rand(r, F.P()))
	}
	branches := map[bool]int{}
	J := big.NewInt(486662)
	for _, u := range us {
		want, err := h2c.Edwards25519RO.MapToCurve(u)
		if err != nil {
			t.Fatal(err)
		}
		le := u.FillBytes(make([]byte, 32))
		for i, j := 0, 31; i < j; i, j = i+1, j-1 {
			le[i], le[j] = le[j], le[i]
		}
		var e field.Element
		e.SetBytesReduce(le)
		got := new(Point).mapToCurve(&e)
		if !bytes.Equal(got.Bytes(), c.Encode(want)) {
			t.Fatalf("map(%x): got %x, want %x", u, got.Bytes(), c.Encode(want))
		}
		var tz, xy field.Element
		if tz.Mul(&got.t, &got.z).Equal(xy.Mul(&got.x, &got.y)) != 1 {
			t.Fatalf("map(%x): T·Z ≠ X·Y", u)
		}
		x1 := F.Mul(F.Neg(J), F.MustInv(F.Add(F.Int(1), F.Mul(F.Int(2), F.Square(u)))))
		g := F.Add(F.Add(F.Mul(F.Square(x1), x1), F.Mul(J, F.Square(x1))), x1)
		branches[F.IsSquare(g)]++
	}
	if branches[true] == 0 || branches[false] == 0 {
		t.Fatalf("branch counts %v: one branch never ran", branches)
	}
}
