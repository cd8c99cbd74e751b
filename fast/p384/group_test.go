//go:build !exhaustive

package p384

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/p384/scalar"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

var curve = weierstrass.P384

// refPoint returns k·G from the reference and its uncompressed encoding.
func refPoint(k *big.Int) (weierstrass.Point, []byte) {
	P := curve.ScalarBaseMult(k)
	return P, curve.EncodeUncompressed(P)
}

// decode parses an encoding and scales the projective coordinates by a
// random non-zero factor, so that tests see Z ≠ 1.
func decode(t testing.TB, b []byte, r *rand.Rand) *Point {
	p, err := new(Point).SetBytes(b)
	if err != nil {
		t.Fatalf("SetBytes(%x): %v", b, err)
	}
	var fb [48]byte
	r.Read(fb[:])
	fb[0] &= 0x7f
	fb[47] |= 1
	f := mustBytes(fb[:])
	p.x.Mul(&p.x, f)
	p.y.Mul(&p.y, f)
	p.z.Mul(&p.z, f)
	return p
}

func mustBytes(b []byte) *fieldElement {
	e, err := new(fieldElement).SetBytes(b)
	if err != nil {
		panic(err)
	}
	return e
}

// testScalars returns edge scalars (0, 1, 2, 3, n-1, n-2, n, n+1, n/2,
// 2^384-1, powers of two and the values whose base-32 digits sit at the
// recoding's edges: every window 16, every window 17, every window 15)
// and k uniform values below n.
func testScalars(r *rand.Rand, k int) []*big.Int {
	N := curve.N
	one := big.NewInt(1)
	out := []*big.Int{big.NewInt(0), one, big.NewInt(2), big.NewInt(3),
		new(big.Int).Sub(N, one), new(big.Int).Sub(N, big.NewInt(2)), new(big.Int).Set(N), new(big.Int).Add(N, one),
		new(big.Int).Rsh(N, 1), new(big.Int).Sub(new(big.Int).Lsh(one, 384), one),
		new(big.Int).Lsh(one, 383), new(big.Int).Lsh(one, 192)}
	for _, w := range []int64{15, 16, 17, 31} {
		x := new(big.Int)
		for i := 0; i < 76; i++ {
			x.Lsh(x, 5).Add(x, big.NewInt(w))
		}
		out = append(out, x)
	}
	for range k {
		out = append(out, new(big.Int).Rand(r, N))
	}
	return out
}

// scalarBytes returns k as 48 big-endian bytes (k < 2^384).
func scalarBytes(k *big.Int) []byte { return k.FillBytes(make([]byte, 48)) }

func TestGroupLaw(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	ks := testScalars(r, 6)
	for _, a := range ks {
		A, ea := refPoint(a)
		// b ranges over the other scalars, a itself (doubling) and -a.
		for _, b := range append(ks, a, new(big.Int).Neg(a)) {
			B, eb := refPoint(new(big.Int).Mod(b, curve.N))
			p, q := decode(t, ea, r), decode(t, eb, r)
			want := curve.EncodeUncompressed(curve.Add(A, B))
			if got := new(Point).Add(p, q).Bytes(); !bytes.Equal(got, want) {
				t.Fatalf("Add(%x·G, %x·G) = %x, want %x", a, b, got, want)
			}
			s := *p
			if got := s.Add(&s, q).Bytes(); !bytes.Equal(got, want) {
				t.Fatalf("Add in place wrong for %x, %x", a, b)
			}
		}
		p := decode(t, ea, r)
		want := curve.EncodeUncompressed(curve.Double(A))
		if got := new(Point).Double(p).Bytes(); !bytes.Equal(got, want) {
			t.Fatalf("Double(%x·G) = %x, want %x", a, got, want)
		}
		if got := p.Double(p).Bytes(); !bytes.Equal(got, want) {
			t.Fatalf("Double in place wrong for %x", a)
		}
	}
}

func TestEncoding(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, k := range testScalars(r, 10) {
		P, e := refPoint(k)
		p := decode(t, e, r)
		if got := p.Bytes(); !bytes.Equal(got, e) {
			t.Fatalf("Bytes = %x, want %x", got, e)
		}
		c := curve.EncodeCompressed(P)
		if got := p.BytesCompressed(); !bytes.Equal(got, c) {
			t.Fatalf("BytesCompressed = %x, want %x", got, c)
		}
		q := decode(t, c, r)
		if q.Equal(p) != 1 || !bytes.Equal(q.Bytes(), e) {
			t.Fatalf("compressed %x decoded to %x", c, q.Bytes())
		}
		if P.Inf != (p.IsIdentity() == 1) {
			t.Fatalf("IsIdentity wrong for %x", k)
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	_, g := refPoint(big.NewInt(1))
	pBytes := curve.F.P().FillBytes(make([]byte, 48))
	notOn := append([]byte(nil), g...)
	notOn[96] ^= 1
	var noX []byte
	for x := int64(1); ; x++ {
		xb := big.NewInt(x).FillBytes(make([]byte, 48))
		if _, err := curve.Decode(append([]byte{2}, xb...)); err != nil {
			noX = append([]byte{2}, xb...)
			break
		}
	}
	bad := map[string][]byte{
		"empty":                  {},
		"prefix 05":              append([]byte{5}, g[1:]...),
		"hybrid 06":              append([]byte{6}, g[1:]...),
		"uncompressed too short": g[:96],
		"compressed too long":    append([]byte{2}, g[1:50]...),
		"infinity with a tail":   {0, 0},
		"x = p":                  append([]byte{2}, pBytes...),
		"y = p":                  append(append([]byte{4}, g[1:49]...), pBytes...),
		"not on the curve":       notOn,
		"no point with this x":   noX,
	}
	for name, b := range bad {
		v := NewGenerator()
		if _, err := v.SetBytes(b); err == nil {
			t.Errorf("%s: accepted %x", name, b)
		} else if v.Equal(NewGenerator()) != 1 {
			t.Errorf("%s: the receiver changed", name)
		}
		if _, err := curve.Decode(b); err == nil {
			t.Errorf("%s: the reference accepts %x, the test is wrong", name, b)
		}
	}
}

func TestScalarMult(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	ks := testScalars(r, 12)
	for _, pk := range []*big.Int{big.NewInt(1), new(big.Int).Rand(r, curve.N), new(big.Int).Sub(curve.N, big.NewInt(1))} {
		_, ep := refPoint(pk)
		p := decode(t, ep, r)
		for _, k := range ks {
			_, want := refPoint(new(big.Int).Mul(pk, k))
			got, err := new(Point).scalarMultBytes(scalarBytes(k), p)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Fatalf("ScalarMult(%x, %x·G) = %x, want %x", k, pk, got.Bytes(), want)
			}
		}
	}
	for _, k := range ks {
		_, want := refPoint(k)
		got, _ := new(Point).scalarBaseMultBytes(scalarBytes(k))
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("ScalarBaseMult(%x) = %x, want %x", k, got.Bytes(), want)
		}
	}
	// The point at infinity as input.
	got, _ := new(Point).scalarMultBytes(scalarBytes(big.NewInt(5)), NewIdentity())
	if got.IsIdentity() != 1 {
		t.Fatal("k·O is not O")
	}
	if _, err := new(Point).scalarMultBytes(make([]byte, 47), NewGenerator()); err == nil {
		t.Fatal("accepted a 47-byte scalar")
	}
}

// TestDoubleTimes holds the Jacobian doublings to the complete Double,
// the point at infinity included.
func TestDoubleTimes(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	for _, k := range testScalars(r, 8) {
		_, e := refPoint(new(big.Int).Mod(k, curve.N))
		p := decode(t, e, r)
		for _, n := range []int{1, 2, 5} {
			want := *p
			for range n {
				want.Double(&want)
			}
			got := new(Point).doubleTimes(p, n)
			if got.Equal(&want) != 1 || !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Fatalf("doubleTimes(%x·G, %d) = %x, want %x", k, n, got.Bytes(), want.Bytes())
			}
			if got.IsIdentity() == 1 && got.y.IsZero() == 1 {
				t.Fatal("the point at infinity left as (0 : 0 : 0)")
			}
		}
	}
}

// TestSub: p - q against the reference's p + (-q), on random points and
// with p = q (the identity).
func TestSub(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 20; i++ {
		a := new(big.Int).Rand(r, curve.N)
		b := new(big.Int).Rand(r, curve.N)
		if i == 0 {
			b.Set(a)
		}
		A, ab := refPoint(a)
		B, bb := refPoint(b)
		want := curve.EncodeUncompressed(curve.Add(A, curve.Neg(B)))
		got := new(Point).Sub(decode(t, ab, r), decode(t, bb, r)).Bytes()
		if !bytes.Equal(got, want) {
			t.Fatalf("%x·G - %x·G = %x, want %x", a, b, got, want)
		}
	}
}

// TestVarMults: ScalarBaseMultVar and ScalarMultVar against the reference,
// on random scalars, 0, 1 and n - 1.
func TestVarMults(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	ks := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(curve.N, big.NewInt(1))}
	for range 10 {
		ks = append(ks, new(big.Int).Rand(r, curve.N))
	}
	m := new(big.Int).Rand(r, curve.N)
	M, mb := refPoint(m)
	P := decode(t, mb, r)
	for _, k := range ks {
		var kb [48]byte
		k.FillBytes(kb[:])
		s, err := new(scalar.Scalar).SetBytes(kb[:])
		if err != nil {
			t.Fatal(err)
		}
		_, want := refPoint(k)
		if got := new(Point).ScalarBaseMultVar(s).Bytes(); !bytes.Equal(got, want) {
			t.Fatalf("ScalarBaseMultVar(%x) = %x, want %x", k, got, want)
		}
		want = curve.EncodeUncompressed(curve.ScalarMult(k, M))
		if got := new(Point).ScalarMultVar(s, P).Bytes(); !bytes.Equal(got, want) {
			t.Fatalf("ScalarMultVar(%x, P) = %x, want %x", k, got, want)
		}
	}
}
