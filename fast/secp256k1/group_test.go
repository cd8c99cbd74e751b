//go:build !exhaustive

package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
	"unsafe"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

var curve = weierstrass.Secp256k1

// refPoint returns k·G from the reference, with its SEC1 encoding.
func refPoint(k *big.Int) (weierstrass.Point, []byte) {
	P := curve.ScalarBaseMult(k)
	if P.Inf {
		return P, []byte{0}
	}
	return P, curve.EncodeUncompressed(P)
}

// encode returns the uncompressed encoding of a fast point.
func encode(p *Point) []byte { return p.Bytes() }

// decode parses an encoding with the fast code and scales the projective
// coordinates by a random factor, so that tests see Z ≠ 1.
func decode(t testing.TB, b []byte, r *rand.Rand) *Point {
	p, err := new(Point).SetBytes(b)
	if err != nil {
		t.Fatalf("SetBytes(%x): %v", b, err)
	}
	var f field.Element
	var fb [32]byte
	r.Read(fb[:])
	fb[0] &= 0x7f
	f.SetBytes(fb[:])
	p.x.Mul(&p.x, &f)
	p.y.Mul(&p.y, &f)
	p.z.Mul(&p.z, &f)
	return p
}

// testScalars are the multipliers of G the group tests start from: small
// values, values next to n, and random ones.
func testScalars(r *rand.Rand, n int) []*big.Int {
	N := curve.N
	out := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3),
		new(big.Int).Sub(N, big.NewInt(1)), new(big.Int).Sub(N, big.NewInt(2)), new(big.Int).Rsh(N, 1)}
	for range n {
		out = append(out, new(big.Int).Rand(r, N))
	}
	return out
}

func TestGroupLaw(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	ks := testScalars(r, 12)
	for _, a := range ks {
		A, ea := refPoint(a)
		// Pair a with itself, its negation, and the other scalars: the
		// complete formulas' special cases.
		others := append([]*big.Int{a, new(big.Int).Sub(curve.N, a)}, ks...)
		for _, b := range others {
			B, eb := refPoint(b)
			p, q := decode(t, ea, r), decode(t, eb, r)
			_, want := refPoint(new(big.Int).Add(a, b))
			if got := encode(new(Point).Add(p, q)); !bytes.Equal(got, want) {
				t.Fatalf("Add(%x, %x) = %x, want %x", a, b, got, want)
			}
			_, wantSub := refPoint(new(big.Int).Sub(a, b))
			if got := encode(new(Point).Sub(p, q)); !bytes.Equal(got, wantSub) {
				t.Fatalf("Sub(%x, %x) = %x, want %x", a, b, got, wantSub)
			}
			if got, want := p.Equal(q) == 1, curve.Equal(A, B); got != want {
				t.Fatalf("Equal(%x, %x) = %v", a, b, got)
			}
			// Jacobian, variable time.
			ja, jb := jacobianFromPoint(p), jacobianFromPoint(q)
			var js jacobian
			js.addVar(&ja, &jb)
			if got := encode(js.toPoint(new(Point))); !bytes.Equal(got, want) {
				t.Fatalf("addVar(%x, %x) = %x, want %x", a, b, got, want)
			}
			if !B.Inf {
				aff := jb.toAffineVar()
				if got := encode(new(Point).addAffine(p, &aff.x, &aff.y)); !bytes.Equal(got, want) {
					t.Fatalf("addAffine(%x, %x) = %x, want %x", a, b, got, want)
				}
			}
			aff := jb.toAffineVar()
			js.addAffineVar(&ja, &aff)
			if got := encode(js.toPoint(new(Point))); !bytes.Equal(got, want) {
				t.Fatalf("addAffineVar(%x, %x) = %x, want %x", a, b, got, want)
			}
			if got := js.equalVar(&ja); got != curve.Equal(curve.Add(A, B), A) {
				t.Fatalf("equalVar")
			}
		}
		p := decode(t, ea, r)
		_, want := refPoint(new(big.Int).Lsh(a, 1))
		if got := encode(new(Point).Double(p)); !bytes.Equal(got, want) {
			t.Fatalf("Double(%x) = %x, want %x", a, got, want)
		}
		ja := jacobianFromPoint(p)
		if got := encode(new(jacobian).doubleVar(&ja).toPoint(new(Point))); !bytes.Equal(got, want) {
			t.Fatalf("doubleVar(%x) = %x, want %x", a, got, want)
		}
		_, wantNeg := refPoint(new(big.Int).Neg(a))
		if got := encode(new(Point).Neg(p)); !bytes.Equal(got, wantNeg) {
			t.Fatalf("Neg(%x) = %x, want %x", a, got, wantNeg)
		}
		if got := encode(new(jacobian).neg(&ja).toPoint(new(Point))); !bytes.Equal(got, wantNeg) {
			t.Fatalf("neg(%x) = %x, want %x", a, got, wantNeg)
		}
		if got, want := p.IsIdentity() == 1, A.Inf; got != want {
			t.Fatalf("IsIdentity(%x) = %v", a, got)
		}
	}
}

func TestEncoding(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for _, k := range testScalars(r, 20) {
		A, eu := refPoint(k)
		p := decode(t, eu, r)
		if A.Inf {
			if got := p.BytesCompressed(); !bytes.Equal(got, []byte{0}) {
				t.Fatalf("BytesCompressed(O) = %x", got)
			}
			if _, err := p.BytesX(); err == nil {
				t.Fatal("BytesX(O) succeeded")
			}
			continue
		}
		ec := curve.EncodeCompressed(A)
		if got := p.BytesCompressed(); !bytes.Equal(got, ec) {
			t.Fatalf("BytesCompressed = %x, want %x", got, ec)
		}
		q := decode(t, ec, r)
		if got := encode(q); !bytes.Equal(got, eu) {
			t.Fatalf("compressed round trip = %x, want %x", got, eu)
		}
		if got, _ := p.BytesX(); !bytes.Equal(got, ec[1:]) {
			t.Fatalf("BytesX = %x", got)
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	p := curve.F.P()
	pb := p.FillBytes(make([]byte, 32))
	_, g := refPoint(big.NewInt(1))
	notOnCurve := bytes.Clone(g)
	notOnCurve[64] ^= 1
	// x = 5 is not the x-coordinate of any point: 5³ + 7 = 132 is a
	// non-square mod p (the reference agrees below).
	x5 := make([]byte, 33)
	x5[0], x5[32] = 2, 5
	if _, err := curve.Decode(x5); err == nil {
		t.Fatal("reference accepts x = 5; pick another non-residue")
	}
	cases := map[string][]byte{
		"empty":            {},
		"bad prefix":       append([]byte{5}, g[1:]...),
		"short":            g[:64],
		"x = p":            append([]byte{2}, pb...),
		"uncompressed x=p": append(append([]byte{4}, pb...), g[33:]...),
		"not on curve":     notOnCurve,
		"no square root":   x5,
		"hybrid 06":        append([]byte{6}, g[1:]...),
		"00 with tail":     {0, 0},
	}
	for name, b := range cases {
		if _, err := new(Point).SetBytes(b); err == nil {
			t.Errorf("%s: SetBytes(%x) accepted", name, b)
		}
	}
}

func TestXsVar(t *testing.T) {
	r := rand.New(rand.NewSource(352))
	var ps []*Point
	for i := range 7 {
		var p Point
		if i == 3 {
			p.Set(NewIdentity())
		} else {
			p.ScalarBaseMult(toScalar(new(big.Int).Rand(r, curve.N)))
			p.Add(&p, &p) // a Z other than 1
		}
		ps = append(ps, &p)
	}
	xs := make([][32]byte, len(ps))
	inf := make([]bool, len(ps))
	XsVar(xs, inf, ps)
	for i, p := range ps {
		x, _, isInf := p.CoordinatesVar()
		if inf[i] != isInf || xs[i] != x {
			t.Fatalf("point %d: x %x inf %v, want %x %v", i, xs[i], inf[i], x, isInf)
		}
	}
}

func TestHasXVar(t *testing.T) {
	r := rand.New(rand.NewSource(353))
	var p Point
	p.ScalarBaseMult(toScalar(new(big.Int).Rand(r, curve.N)))
	p.Add(&p, &p)
	x, _, _ := p.CoordinatesVar()
	if !p.HasXVar(&x) {
		t.Fatal("the point's own x not recognised")
	}
	x[31] ^= 1
	if p.HasXVar(&x) {
		t.Fatal("another x recognised")
	}
	var ones [32]byte
	for i := range ones {
		ones[i] = 0xff
	}
	if p.HasXVar(&ones) || NewIdentity().HasXVar(&x) {
		t.Fatal("x >= p or the identity recognised")
	}
}

// TestDoubleCoordsForms holds doubleCoords (the assembly where the CPU
// has BMI2) to doubleCoordsMethods on points of every input magnitude the
// contract allows, including Z = 0 (package field's
// TestDoubleJacobianAgrees compares the limbs themselves), and checks
// that the coordinates of a jacobian are adjacent, as coords assumes.
func TestDoubleCoordsForms(t *testing.T) {
	var j jacobian
	size := unsafe.Sizeof(j.x)
	if unsafe.Offsetof(j.y) != size || unsafe.Offsetof(j.z) != 2*size {
		t.Fatalf("jacobian coordinates not adjacent: y at %d, z at %d, size %d", unsafe.Offsetof(j.y), unsafe.Offsetof(j.z), size)
	}
	r := rand.New(rand.NewSource(19))
	for i := range 2000 {
		a := jacobianFromPoint(decode(t, inputPoint(r), r))
		for range i % 3 { // x and y reach magnitude 3 after a doubling
			a.doubleCoordsMethods(&a)
		}
		if i%50 == 0 {
			a.z.Zero()
		}
		var got, want jacobian
		got.doubleCoords(&a)
		want.doubleCoordsMethods(&a)
		for k, pair := range [][2]*field.Element{{&got.x, &want.x}, {&got.y, &want.y}, {&got.z, &want.z}} {
			var g, w field.Element
			g.Normalize(pair[0])
			w.Normalize(pair[1])
			if g.Limbs() != w.Limbs() {
				t.Fatalf("point %d: coordinate %d of doubleCoords and doubleCoordsMethods differ", i, k)
			}
		}
	}
}
