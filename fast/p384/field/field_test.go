package field

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

var bigP, _ = new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff", 16)

// fromBig returns the element with value x mod p, through SetBytes.
func fromBig(t testing.TB, x *big.Int) *Element {
	var b [48]byte
	new(big.Int).Mod(x, bigP).FillBytes(b[:])
	e, err := new(Element).SetBytes(b[:])
	if err != nil {
		t.Fatalf("SetBytes(%x): %v", b, err)
	}
	return e
}

// toBig returns v's value.
func toBig(v *Element) *big.Int { return new(big.Int).SetBytes(v.Bytes()) }

// testValues returns edge values (0, 1, 2, p-1, p-2, 2^k ± 1, values
// with long runs of ones or zeros, R and R² mod p, whose Montgomery
// forms are edge limbs) and n uniform values below p.
func testValues(r *rand.Rand, n int) []*big.Int {
	var out []*big.Int
	for _, v := range []int64{0, 1, 2, 3} {
		out = append(out, big.NewInt(v))
	}
	one := big.NewInt(1)
	out = append(out, new(big.Int).Sub(bigP, one), new(big.Int).Sub(bigP, big.NewInt(2)), new(big.Int).Rsh(bigP, 1))
	for _, k := range []uint{32, 64, 96, 128, 191, 192, 256, 320, 383} {
		pk := new(big.Int).Lsh(one, k)
		out = append(out, pk, new(big.Int).Add(pk, one), new(big.Int).Sub(pk, one))
	}
	R := new(big.Int).Lsh(one, 384)
	out = append(out, new(big.Int).Mod(R, bigP), new(big.Int).Mod(new(big.Int).Mul(R, R), bigP))
	for range n {
		out = append(out, new(big.Int).Rand(r, bigP))
	}
	for i := range out {
		out[i].Mod(out[i], bigP)
	}
	return out
}

func TestArithmetic(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	vals := testValues(r, 40)
	for _, x := range vals {
		a := fromBig(t, x)
		if got := toBig(a); got.Cmp(x) != 0 {
			t.Fatalf("round trip of %x gave %x", x, got)
		}
		for _, y := range vals {
			b := fromBig(t, y)
			for _, c := range []struct {
				name string
				f    func(v, a, b *Element) *Element
				want *big.Int
			}{
				{"Add", (*Element).Add, new(big.Int).Add(x, y)},
				{"Sub", (*Element).Sub, new(big.Int).Sub(x, y)},
				{"Mul", (*Element).Mul, new(big.Int).Mul(x, y)},
			} {
				want := c.want.Mod(c.want, bigP)
				if got := toBig(c.f(new(Element), a, b)); got.Cmp(want) != 0 {
					t.Fatalf("%s(%x, %x) = %x, want %x", c.name, x, y, got, want)
				}
				// Aliasing: the receiver as the first and as the second operand.
				v := *a
				if got := toBig(c.f(&v, &v, b)); got.Cmp(want) != 0 {
					t.Fatalf("%s(v=a) wrong", c.name)
				}
				v = *b
				if got := toBig(c.f(&v, a, &v)); got.Cmp(want) != 0 {
					t.Fatalf("%s(v=b) wrong", c.name)
				}
			}
		}
		sq := new(big.Int).Mul(x, x)
		if got := toBig(new(Element).Square(a)); got.Cmp(sq.Mod(sq, bigP)) != 0 {
			t.Fatalf("Square(%x) wrong", x)
		}
		neg := new(big.Int).Neg(x)
		if got := toBig(new(Element).Neg(a)); got.Cmp(neg.Mod(neg, bigP)) != 0 {
			t.Fatalf("Neg(%x) wrong", x)
		}
		inv := new(big.Int).ModInverse(x, bigP)
		if inv == nil {
			inv = new(big.Int)
		}
		if got := toBig(new(Element).Inv(a)); got.Cmp(inv) != 0 {
			t.Fatalf("Inv(%x) = %x, want %x", x, got, inv)
		}
		if got := toBig(new(Element).InvVar(a)); got.Cmp(inv) != 0 {
			t.Fatalf("InvVar(%x) = %x, want %x", x, got, inv)
		}
		if v := *a; toBig(v.InvVar(&v)).Cmp(inv) != 0 {
			t.Fatalf("InvVar(%x) in place wrong", x)
		}
		root, ok := new(Element).Sqrt(a)
		isSquare := big.Jacobi(x, bigP) >= 0
		if (ok == 1) != isSquare {
			t.Fatalf("Sqrt(%x) reported %d, square: %v", x, ok, isSquare)
		}
		if ok == 1 {
			s := toBig(root)
			s.Mul(s, s).Mod(s, bigP)
			if s.Cmp(x) != 0 {
				t.Fatalf("Sqrt(%x)² = %x", x, s)
			}
		}
		if got, want := a.IsZero(), x.Sign() == 0; (got == 1) != want {
			t.Fatalf("IsZero(%x) = %d", x, got)
		}
		if got := a.IsOdd(); got != int(x.Bit(0)) {
			t.Fatalf("IsOdd(%x) = %d", x, got)
		}
	}
}

func TestSelectSwapEqual(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	vals := testValues(r, 4)
	for i := range vals {
		a, b := fromBig(t, vals[i]), fromBig(t, vals[(i+1)%len(vals)])
		if new(Element).Select(a, b, 1).Equal(a) != 1 || new(Element).Select(a, b, 0).Equal(b) != 1 {
			t.Fatal("Select picked the wrong operand")
		}
		x, y := *a, *b
		x.Swap(&y, 0)
		if x.Equal(a) != 1 || y.Equal(b) != 1 {
			t.Fatal("Swap(0) exchanged")
		}
		x.Swap(&y, 1)
		if x.Equal(b) != 1 || y.Equal(a) != 1 {
			t.Fatal("Swap(1) did not exchange")
		}
		if eq := a.Equal(b); (eq == 1) != (vals[i].Cmp(vals[(i+1)%len(vals)]) == 0) {
			t.Fatal("Equal wrong")
		}
	}
}

func TestSetBytesRejects(t *testing.T) {
	if _, err := new(Element).SetBytes(make([]byte, 47)); err == nil {
		t.Fatal("accepted 47 bytes")
	}
	for _, x := range []*big.Int{bigP, new(big.Int).Add(bigP, big.NewInt(1)), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 384), big.NewInt(1))} {
		b := x.FillBytes(make([]byte, 48))
		v := new(Element).One()
		if _, err := v.SetBytes(b); err == nil {
			t.Fatalf("accepted %x >= p", x)
		}
		if v.Equal(new(Element).One()) != 1 {
			t.Fatal("a rejected encoding changed the receiver")
		}
	}
	b := new(big.Int).Sub(bigP, big.NewInt(1)).FillBytes(make([]byte, 48))
	v, err := new(Element).SetBytes(b)
	if err != nil || !bytes.Equal(v.Bytes(), b) {
		t.Fatalf("p-1: %v", err)
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
	if limbs(bigP) != prime {
		t.Fatal("prime limbs wrong")
	}
	if got := limbs(new(big.Int).Mod(R, bigP)); got != one.l {
		t.Fatalf("one = %x, want R mod p = %x", one.l, got)
	}
	if got := limbs(new(big.Int).Mod(new(big.Int).Mul(R, R), bigP)); got != rr.l {
		t.Fatalf("rr = %x, want R² mod p = %x", rr.l, got)
	}
	m := new(big.Int).ModInverse(bigP, new(big.Int).Lsh(big.NewInt(1), 64))
	m.Sub(new(big.Int).Lsh(big.NewInt(1), 64), m)
	if m.Uint64() != pInv {
		t.Fatalf("pInv = %x, want %x", uint64(pInv), m)
	}
}

func TestSetBytesReduce(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	two384 := new(big.Int).Lsh(big.NewInt(1), 384)
	xs := []*big.Int{bigP, new(big.Int).Add(bigP, big.NewInt(1)), new(big.Int).Sub(two384, big.NewInt(1)), new(big.Int).Sub(bigP, big.NewInt(1)), big.NewInt(0)}
	for range 200 {
		xs = append(xs, new(big.Int).Rand(r, two384))
	}
	for _, x := range xs {
		v, err := new(Element).SetBytesReduce(x.FillBytes(make([]byte, 48)))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := toBig(v), new(big.Int).Mod(x, bigP); got.Cmp(want) != 0 {
			t.Fatalf("SetBytesReduce(%x) = %x, want %x", x, got, want)
		}
	}
	if _, err := new(Element).SetBytesReduce(make([]byte, 49)); err == nil {
		t.Fatal("accepted 49 bytes")
	}
}
