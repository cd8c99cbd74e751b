//go:build !exhaustive

package scalar

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

// modN is the one helper every comparison goes through: it knows n.
func bigModN(x *big.Int) *big.Int { return new(big.Int).Mod(x, orderBig) }

func toBig(s *Scalar) *big.Int { return new(big.Int).SetBytes(s.Bytes()) }

func edge() []*big.Int {
	one := big.NewInt(1)
	n := orderBig
	return []*big.Int{big.NewInt(0), one, big.NewInt(2), new(big.Int).Sub(n, one), new(big.Int).Sub(n, big.NewInt(2)),
		new(big.Int).Rsh(n, 1), new(big.Int).Add(new(big.Int).Rsh(n, 1), one), new(big.Int).Lsh(one, 128),
		new(big.Int).Sub(new(big.Int).Lsh(one, 128), one), new(big.Int).Lsh(one, 255)}
}

func randScalar(r *rand.Rand) (*Scalar, *big.Int) {
	var x *big.Int
	if r.Intn(4) == 0 {
		e := edge()
		x = e[r.Intn(len(e))]
	} else {
		b := make([]byte, 40)
		r.Read(b)
		x = new(big.Int).SetBytes(b)
	}
	x = bigModN(x)
	s, err := new(Scalar).SetBytes(x.FillBytes(make([]byte, 32)))
	if err != nil {
		panic(err)
	}
	return s, x
}

func check(t *testing.T, name string, got *Scalar, want *big.Int) {
	t.Helper()
	if toBig(got).Cmp(bigModN(want)) != 0 {
		t.Fatalf("%s: got %x, want %x", name, toBig(got), bigModN(want))
	}
}

func TestArithmeticAgainstBig(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		a, A := randScalar(r)
		b, B := randScalar(r)
		check(t, "Add", new(Scalar).Add(a, b), new(big.Int).Add(A, B))
		check(t, "Sub", new(Scalar).Sub(a, b), new(big.Int).Sub(A, B))
		check(t, "Neg", new(Scalar).Neg(a), new(big.Int).Neg(A))
		check(t, "Mul", new(Scalar).Mul(a, b), new(big.Int).Mul(A, B))
		if got := a.IsHigh() == 1; got != (A.Cmp(new(big.Int).Rsh(orderBig, 1)) > 0) {
			t.Fatalf("IsHigh(%x) = %v", A, got)
		}
		if got := a.IsZero() == 1; got != (A.Sign() == 0) {
			t.Fatal("IsZero wrong")
		}
		if i%50 == 0 {
			inv := new(big.Int).ModInverse(A, orderBig)
			if inv == nil {
				inv = new(big.Int)
			}
			check(t, "Inv", new(Scalar).Inv(a), inv)
			check(t, "InvVar", new(Scalar).InvVar(a), inv)
		}
	}
}

func TestEncodings(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 5000; i++ {
		b := make([]byte, 32)
		r.Read(b)
		if i < 16 {
			copy(b, orderBig.Bytes())
			b[31] += byte(i) - 8
		}
		x := new(big.Int).SetBytes(b)
		s, err := new(Scalar).SetBytes(b)
		if (err == nil) != (x.Cmp(orderBig) < 0) {
			t.Fatalf("SetBytes(%x): %v", b, err)
		}
		if err == nil && !bytes.Equal(s.Bytes(), b) {
			t.Fatal("round trip")
		}
		red, err := new(Scalar).SetBytesReduce(b)
		if err != nil {
			t.Fatalf("SetBytesReduce(%x): %v", b, err)
		}
		check(t, "SetBytesReduce", red, x)
		w := make([]byte, 64)
		r.Read(w)
		if i < 8 {
			for j := range w {
				w[j] = 0xff
			}
		}
		ws, _ := new(Scalar).SetWideBytes(w)
		check(t, "SetWideBytes", ws, new(big.Int).SetBytes(w))
	}
}

func TestSplitLambda(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	lam := toBig(&Lambda)
	if new(big.Int).Exp(lam, big.NewInt(3), orderBig).Cmp(big.NewInt(1)) != 0 {
		t.Fatal("λ³ != 1")
	}
	bound := new(big.Int).Lsh(big.NewInt(1), 128)
	for i := 0; i < 20000; i++ {
		k, K := randScalar(r)
		k1, k2 := k.SplitLambda()
		sum := new(big.Int).Add(toBig(&k1), new(big.Int).Mul(toBig(&k2), lam))
		if bigModN(sum).Cmp(K) != 0 {
			t.Fatalf("k1 + k2·λ != k for k = %x", K)
		}
		for _, part := range []*Scalar{&k1, &k2} {
			abs, neg := part.Abs128()
			if toBig(&abs).Cmp(bound) >= 0 {
				t.Fatalf("|part| = %x not below 2^128 (k = %x)", toBig(&abs), K)
			}
			back := toBig(&abs)
			if neg == 1 {
				back.Neg(back)
			}
			if bigModN(back).Cmp(toBig(part)) != 0 {
				t.Fatal("Abs128 sign wrong")
			}
		}
	}
}

func BenchmarkScalar(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	x, _ := randScalar(r)
	y, _ := randScalar(r)
	b.Run("op=mul", func(b *testing.B) {
		for b.Loop() {
			x.Mul(x, y)
		}
	})
	b.Run("op=inv", func(b *testing.B) {
		for b.Loop() {
			x.Inv(y)
		}
	})
	b.Run("op=inv-var", func(b *testing.B) {
		for b.Loop() {
			x.InvVar(y)
		}
	})
	b.Run("op=split", func(b *testing.B) {
		for b.Loop() {
			x.SplitLambda()
		}
	})
}

var orderBig, _ = new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)

func TestDigits(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	inputs := edge()
	for range 300 {
		_, x := randScalar(r)
		inputs = append(inputs, x, new(big.Int).Rsh(x, 128), new(big.Int).Rsh(x, uint(r.Intn(256))))
	}
	for _, x := range inputs {
		var s Scalar
		s.SetBytes(x.FillBytes(make([]byte, 32)))
		for _, w := range []uint{4, 5, 6} {
			n := int((257 + w - 1) / w)
			if x.BitLen() <= 129 {
				n = int((129 + w) / w)
			}
			out := make([]int8, n)
			s.SignedDigits(out, w)
			sum := new(big.Int)
			for i := len(out) - 1; i >= 0; i-- {
				if d := int(out[i]); d < -(1<<(w-1)) || d > 1<<(w-1) {
					t.Fatalf("digit %d out of range", out[i])
				}
				sum.Lsh(sum, w).Add(sum, big.NewInt(int64(out[i])))
			}
			if sum.Cmp(x) != 0 {
				t.Fatalf("SignedDigits(%x, %d) sums to %x", x, w, sum)
			}
		}
		for w := uint(2); w <= 16; w++ {
			naf := s.AppendWNAFVar(nil, w)
			if len(naf) > x.BitLen()+1 {
				t.Fatalf("wNAF of %d bits has %d digits", x.BitLen(), len(naf))
			}
			sum := new(big.Int)
			last := -int(w)
			for i := len(naf) - 1; i >= 0; i-- {
				d := int(naf[i])
				if d != 0 {
					if d%2 == 0 || d >= 1<<(w-1) || d <= -(1<<(w-1)) {
						t.Fatalf("wNAF digit %d (w = %d)", d, w)
					}
					if last-i < int(w) && last >= 0 {
						t.Fatalf("wNAF digits closer than %d", w)
					}
					last = i
				}
				sum.Lsh(sum, 1).Add(sum, big.NewInt(int64(d)))
			}
			if sum.Cmp(x) != 0 {
				t.Fatalf("AppendWNAFVar(%x, %d) sums to %x", x, w, sum)
			}
		}
	}
}
