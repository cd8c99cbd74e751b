package scalar

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

var lBig = new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), func() *big.Int {
	v, _ := new(big.Int).SetString("27742317777372353535851937790883648493", 10)
	return v
}())

func le(x *big.Int, n int) []byte {
	b := x.FillBytes(make([]byte, n))
	for i := 0; i < n/2; i++ {
		b[i], b[n-1-i] = b[n-1-i], b[i]
	}
	return b
}

func fromLE(b []byte) *big.Int {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(r)
}

func modL(x *big.Int) *big.Int { return new(big.Int).Mod(x, lBig) }

func limbsBig(x [4]uint64) *big.Int {
	r := new(big.Int)
	for i := 3; i >= 0; i-- {
		r.Lsh(r, 64).Or(r, new(big.Int).SetUint64(x[i]))
	}
	return r
}

func TestConstants(t *testing.T) {
	R := new(big.Int).Lsh(big.NewInt(1), 256)
	if limbsBig(l).Cmp(lBig) != 0 || limbsBig(rOne).Cmp(modL(R)) != 0 || limbsBig(rSquared).Cmp(modL(new(big.Int).Mul(R, R))) != 0 {
		t.Fatal("Montgomery constants do not match l")
	}
	inv := new(big.Int).ModInverse(lBig, new(big.Int).Lsh(big.NewInt(1), 64))
	if new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 64), inv).Uint64() != lInv {
		t.Fatal("lInv wrong")
	}
}

// edge values for scalars: 0, 1, l-1, and values near 2^252, 2^253.
func randBig(r *rand.Rand) *big.Int {
	switch r.Intn(4) {
	case 0:
		edges := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(lBig, big.NewInt(1)), new(big.Int).Lsh(big.NewInt(1), 252)}
		return modL(edges[r.Intn(len(edges))])
	}
	b := make([]byte, 40)
	r.Read(b)
	return modL(new(big.Int).SetBytes(b))
}

func TestArithmeticAgainstBig(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		A, B := randBig(r), randBig(r)
		a, err := new(Scalar).SetBytes(le(A, 32))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := new(Scalar).SetBytes(le(B, 32))
		check := func(name string, got *Scalar, want *big.Int) {
			t.Helper()
			if !bytes.Equal(got.Bytes(), le(modL(want), 32)) {
				t.Fatalf("%s(%v, %v) = %x, want %v", name, A, B, got.Bytes(), modL(want))
			}
		}
		check("Add", new(Scalar).Add(a, b), new(big.Int).Add(A, B))
		check("Subtract", new(Scalar).Sub(a, b), new(big.Int).Sub(A, B))
		check("Negate", new(Scalar).Neg(a), new(big.Int).Neg(A))
		check("Mul", new(Scalar).Mul(a, b), new(big.Int).Mul(A, B))
		check("MultiplyAdd", new(Scalar).MulAdd(a, b, a), new(big.Int).Add(new(big.Int).Mul(A, B), A))
		if i%100 == 0 {
			inv := new(big.Int).ModInverse(A, lBig)
			if inv == nil {
				inv = new(big.Int)
			}
			check("Invert", new(Scalar).Inv(a), inv)
		}
		wide := make([]byte, 64)
		r.Read(wide)
		if i%7 == 0 {
			for j := range wide {
				wide[j] = 0xff
			}
		}
		u, _ := new(Scalar).SetWideBytes(wide)
		check("SetWideBytes", u, fromLE(wide))
		if (a.Equal(b) == 1) != (A.Cmp(B) == 0) || a.Equal(a) != 1 {
			t.Fatal("Equal")
		}
	}
}

func TestCanonical(t *testing.T) {
	for _, v := range []*big.Int{lBig, new(big.Int).Add(lBig, big.NewInt(1)), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))} {
		if _, err := new(Scalar).SetBytes(le(v, 32)); err == nil {
			t.Errorf("%v accepted", v)
		}
	}
	if _, err := new(Scalar).SetBytes(le(new(big.Int).Sub(lBig, big.NewInt(1)), 32)); err != nil {
		t.Error("l-1 rejected")
	}
	seed := bytes.Repeat([]byte{0xff}, 32)
	s, _ := new(Scalar).SetClampedBytes(seed)
	clamped := fromLE(seed)
	clamped.SetBit(clamped, 255, 0).SetBit(clamped, 0, 0).SetBit(clamped, 1, 0).SetBit(clamped, 2, 0)
	if !bytes.Equal(s.Bytes(), le(modL(clamped), 32)) {
		t.Error("SetBytesWithClamping")
	}
}

func TestDigits(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 2000; i++ {
		A := randBig(r)
		s, _ := new(Scalar).SetBytes(le(A, 32))
		d := s.Radix16()
		sum := new(big.Int)
		for j := 63; j >= 0; j-- {
			if d[j] < -8 || d[j] > 8 || (j < 63 && d[j] == 8) {
				t.Fatalf("digit %d = %d", j, d[j])
			}
			sum.Lsh(sum, 4).Add(sum, big.NewInt(int64(d[j])))
		}
		if sum.Cmp(A) != 0 {
			t.Fatalf("radix-16 digits of %v sum to %v", A, sum)
		}
		for _, w := range []uint{2, 5, 8} {
			naf := s.WNAF(w)
			sum := new(big.Int)
			last := -1000
			for j := 255; j >= 0; j-- {
				sum.Lsh(sum, 1).Add(sum, big.NewInt(int64(naf[j])))
			}
			for j := 0; j < 256; j++ {
				if naf[j] != 0 {
					if naf[j]%2 == 0 || int(naf[j]) >= 1<<(w-1) || int(naf[j]) <= -(1<<(w-1)) || j-last < int(w) {
						t.Fatalf("bad NAF digit %d at %d (w=%d)", naf[j], j, w)
					}
					last = j
				}
			}
			if sum.Cmp(A) != 0 {
				t.Fatalf("w=%d NAF of %v sums to %v", w, A, sum)
			}
		}
	}
}
