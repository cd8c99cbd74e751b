//go:build !exhaustive

package scalar

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

var bigN, _ = new(big.Int).SetString("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973", 16)

func fromBig(t *testing.T, x *big.Int) *Scalar {
	s, err := new(Scalar).SetBytes(new(big.Int).Mod(x, bigN).FillBytes(make([]byte, 48)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func toBig(s *Scalar) *big.Int { return new(big.Int).SetBytes(s.Bytes()) }

func TestArithmetic(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	one := big.NewInt(1)
	vals := []*big.Int{big.NewInt(0), one, big.NewInt(2), new(big.Int).Sub(bigN, one), new(big.Int).Sub(bigN, big.NewInt(2)), new(big.Int).Rsh(bigN, 1), new(big.Int).Lsh(one, 383), new(big.Int).Lsh(one, 192)}
	for range 20 {
		vals = append(vals, new(big.Int).Rand(r, bigN))
	}
	for i := range vals {
		vals[i].Mod(vals[i], bigN)
	}
	for _, x := range vals {
		a := fromBig(t, x)
		for _, y := range vals {
			b := fromBig(t, y)
			check := func(name string, got *Scalar, want *big.Int) {
				t.Helper()
				if g := toBig(got); g.Cmp(want.Mod(want, bigN)) != 0 {
					t.Fatalf("%s(%x, %x) = %x, want %x", name, x, y, g, want)
				}
			}
			check("Add", new(Scalar).Add(a, b), new(big.Int).Add(x, y))
			check("Sub", new(Scalar).Sub(a, b), new(big.Int).Sub(x, y))
			check("Mul", new(Scalar).Mul(a, b), new(big.Int).Mul(x, y))
			v := *a
			check("Mul in place", v.Mul(&v, b), new(big.Int).Mul(x, y))
		}
		inv := new(big.Int).ModInverse(x, bigN)
		if inv == nil {
			inv = new(big.Int)
		}
		if got := toBig(new(Scalar).Inv(a)); got.Cmp(inv) != 0 {
			t.Fatalf("Inv(%x) = %x, want %x", x, got, inv)
		}
		if got := toBig(new(Scalar).InvVar(a)); got.Cmp(inv) != 0 {
			t.Fatalf("InvVar(%x) = %x, want %x", x, got, inv)
		}
		if v := *a; toBig(v.InvVar(&v)).Cmp(inv) != 0 {
			t.Fatalf("InvVar(%x) in place wrong", x)
		}
		neg := new(big.Int).Neg(x)
		if got := toBig(new(Scalar).Neg(a)); got.Cmp(neg.Mod(neg, bigN)) != 0 {
			t.Fatalf("Neg(%x) wrong", x)
		}
	}
}

func TestSetBytes(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	two384 := new(big.Int).Lsh(big.NewInt(1), 384)
	for _, x := range []*big.Int{bigN, new(big.Int).Add(bigN, big.NewInt(1)), new(big.Int).Sub(two384, big.NewInt(1))} {
		b := x.FillBytes(make([]byte, 48))
		if _, err := new(Scalar).SetBytes(b); err == nil {
			t.Fatalf("SetBytes accepted %x >= n", x)
		}
	}
	xs := []*big.Int{bigN, new(big.Int).Sub(two384, big.NewInt(1)), big.NewInt(0), new(big.Int).Sub(bigN, big.NewInt(1))}
	for range 100 {
		xs = append(xs, new(big.Int).Rand(r, two384))
	}
	for _, x := range xs {
		s, err := new(Scalar).SetBytesReduce(x.FillBytes(make([]byte, 48)))
		if err != nil {
			t.Fatal(err)
		}
		want := new(big.Int).Mod(x, bigN).FillBytes(make([]byte, 48))
		if !bytes.Equal(s.Bytes(), want) {
			t.Fatalf("SetBytesReduce(%x) = %x, want %x", x, s.Bytes(), want)
		}
	}
	for _, n := range []int{0, 47, 49} {
		if _, err := new(Scalar).SetBytes(make([]byte, n)); err == nil {
			t.Fatalf("SetBytes accepted %d bytes", n)
		}
		if _, err := new(Scalar).SetBytesReduce(make([]byte, n)); err == nil {
			t.Fatalf("SetBytesReduce accepted %d bytes", n)
		}
	}
}

func TestConstants(t *testing.T) {
	R := new(big.Int).Lsh(big.NewInt(1), 384)
	limbs := func(x *big.Int) (l [6]uint64) {
		for i := range 6 {
			l[i] = new(big.Int).Rsh(x, uint(64*i)).Uint64()
		}
		return l
	}
	if limbs(bigN) != order || limbs(new(big.Int).Mod(new(big.Int).Mul(R, R), bigN)) != rr || limbs(new(big.Int).Mod(R, bigN)) != one {
		t.Fatal("a constant differs from its definition")
	}
	m := new(big.Int).ModInverse(bigN, new(big.Int).Lsh(big.NewInt(1), 64))
	if new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 64), m).Uint64() != nInv {
		t.Fatal("nInv wrong")
	}
}

// TestSetWideBytes: x mod n for edge and random 96-byte x, against
// math/big; other lengths are refused.
func TestSetWideBytes(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	one := big.NewInt(1)
	nn := new(big.Int).Mul(bigN, bigN)
	xs := []*big.Int{big.NewInt(0), one, new(big.Int).Sub(bigN, one), bigN, new(big.Int).Sub(nn, one), nn,
		new(big.Int).Sub(new(big.Int).Lsh(one, 768), one), new(big.Int).Lsh(one, 384), new(big.Int).Sub(new(big.Int).Lsh(one, 384), one)}
	for range 2000 {
		xs = append(xs, new(big.Int).Rand(r, new(big.Int).Lsh(one, 768)))
	}
	for _, x := range xs {
		s, err := new(Scalar).SetWideBytes(x.FillBytes(make([]byte, 96)))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := toBig(s), new(big.Int).Mod(x, bigN); got.Cmp(want) != 0 {
			t.Fatalf("SetWideBytes(%x) = %x, want %x", x, got, want)
		}
	}
	if _, err := new(Scalar).SetWideBytes(make([]byte, 95)); err == nil {
		t.Fatal("95 bytes accepted")
	}
}

// TestSet: Set copies the value and leaves the source unchanged.
func TestSet(t *testing.T) {
	a := fromBig(t, big.NewInt(12345))
	var s Scalar
	if toBig(s.Set(a)).Int64() != 12345 || toBig(a).Int64() != 12345 {
		t.Fatalf("Set: got %v from %v", toBig(&s), toBig(a))
	}
}
