package field

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

var bigP, _ = new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", 16)

// modP is the one helper every comparison goes through: it knows p.
func modP(x *big.Int) *big.Int { return new(big.Int).Mod(x, bigP) }

func toBig(v *Element) *big.Int {
	r := new(big.Int)
	for i := 4; i >= 0; i-- {
		r.Lsh(r, 52)
		r.Add(r, new(big.Int).SetUint64(v.n[i]))
	}
	return r
}

func fromBig(x *big.Int) *Element {
	b := modP(x).FillBytes(make([]byte, 32))
	v, err := new(Element).SetBytes(b)
	if err != nil {
		panic(err)
	}
	return v
}

// edgeValues are values at the edges: 0, 1, p-1, p-2, 2^255, 2^256 - p, runs
// of ones, values just under a limb boundary.
func edgeValues() []*big.Int {
	one := big.NewInt(1)
	vals := []*big.Int{big.NewInt(0), one, big.NewInt(2), new(big.Int).Sub(bigP, one), new(big.Int).Sub(bigP, big.NewInt(2)),
		new(big.Int).Lsh(one, 255), big.NewInt(0x1000003D1), new(big.Int).Sub(new(big.Int).Lsh(one, 208), one),
		new(big.Int).Sub(new(big.Int).Lsh(one, 52), one), new(big.Int).Lsh(one, 52), new(big.Int).Rsh(bigP, 1)}
	return vals
}

// randElement returns an element of magnitude mag (its limbs spread up to
// the bound) and the value it stands for.
func randElement(r *rand.Rand, mag int) (*Element, *big.Int) {
	if mag == 1 && r.Intn(4) == 0 {
		e := edgeValues()
		x := e[r.Intn(len(e))]
		return fromBig(x), modP(x)
	}
	var v Element
	for i := 0; i < 5; i++ {
		bound := uint64(2*mag) << 52
		if i == 4 {
			bound = uint64(2*mag) << 48
		}
		switch r.Intn(3) {
		case 0:
			v.n[i] = bound - 1 - uint64(r.Intn(4)) // the edge of the magnitude
		default:
			v.n[i] = r.Uint64() % bound
		}
	}
	v.setMeta(mag, false)
	return &v, toBig(&v)
}

func check(t *testing.T, name string, got *Element, want *big.Int) {
	t.Helper()
	if modP(toBig(got)).Cmp(modP(want)) != 0 {
		t.Fatalf("%s: got %x, want %x", name, modP(toBig(got)), modP(want))
	}
	checkLimbs(name, got)
}

func TestArithmeticAgainstBig(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		m := 1 + r.Intn(8)
		a, A := randElement(r, m)
		b, B := randElement(r, 1+r.Intn(8))
		check(t, "Mul", new(Element).Mul(a, b), new(big.Int).Mul(A, B))
		check(t, "Square", new(Element).Square(a), new(big.Int).Mul(A, A))
		check(t, "Add", new(Element).Add(a, b), new(big.Int).Add(A, B))
		check(t, "Neg", new(Element).Neg(a, m), new(big.Int).Neg(A))
		check(t, "MulInt", new(Element).MulInt(a, 3), new(big.Int).Mul(A, big.NewInt(3)))
		h := new(Element).Half(a)
		check(t, "Half", new(Element).Add(h, h), A)
		n := new(Element).Normalize(a)
		check(t, "Normalize", n, A)
		if toBig(n).Cmp(bigP) >= 0 {
			t.Fatal("Normalize left a value >= p")
		}
		if nv := new(Element).NormalizeVar(a); toBig(nv).Cmp(toBig(n)) != 0 {
			t.Fatal("NormalizeVar differs from Normalize")
		}
		check(t, "NormalizeWeak", new(Element).NormalizeWeak(a), A)
		if i%20 == 0 {
			inv := new(big.Int).ModInverse(modP(A), bigP)
			if inv == nil {
				inv = new(big.Int)
			}
			check(t, "Inv", new(Element).Inv(a), inv)
			check(t, "InvVar", new(Element).InvVar(a), inv)
			root, ok := new(Element).Sqrt(a)
			isSq := new(big.Int).ModSqrt(modP(A), bigP) != nil
			if (ok == 1) != isSq {
				t.Fatalf("Sqrt of %x: ok = %d", modP(A), ok)
			}
			if ok == 1 {
				check(t, "Sqrt²", new(Element).Square(root), A)
			}
		}
		if got, want := n.IsZero() == 1, modP(A).Sign() == 0; got != want {
			t.Fatal("IsZero wrong")
		}
		if got := a.IsZeroVar(); got != (modP(A).Sign() == 0) {
			t.Fatal("IsZeroVar wrong")
		}
	}
}

func TestBytes(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 5000; i++ {
		b := make([]byte, 32)
		r.Read(b)
		if i < 64 {
			for j := range b {
				b[j] = 0xff
			}
			b[31] -= byte(i)
		}
		x := new(big.Int).SetBytes(b)
		v, err := new(Element).SetBytes(b)
		if (err == nil) != (x.Cmp(bigP) < 0) {
			t.Fatalf("SetBytes(%x): err %v", b, err)
		}
		if err == nil && !bytes.Equal(v.Bytes(), b) {
			t.Fatalf("Bytes(SetBytes(%x)) = %x", b, v.Bytes())
		}
		w, _ := new(Element).SetBytesReduce(b)
		if !bytes.Equal(w.Bytes(), modP(x).FillBytes(make([]byte, 32))) {
			t.Fatalf("SetBytesReduce(%x) wrong", b)
		}
	}
	if _, err := new(Element).SetBytes(make([]byte, 31)); err == nil {
		t.Fatal("31 bytes accepted")
	}
}

func TestSelectSwapEqual(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 1000; i++ {
		a, A := randElement(r, 1)
		b, B := randElement(r, 1)
		check(t, "Select 1", new(Element).Select(a, b, 1), A)
		check(t, "Select 0", new(Element).Select(a, b, 0), B)
		x, y := *a, *b
		x.Swap(&y, 1)
		check(t, "Swap", &x, B)
		x.Swap(&y, 0)
		check(t, "Swap 0", &y, A)
		an := new(Element).Normalize(a)
		if got := an.Equal(b); (got == 1) != (modP(A).Cmp(modP(B)) == 0) {
			t.Fatal("Equal wrong")
		}
		if an.Equal(new(Element).Add(a, new(Element).Zero())) != 1 {
			t.Fatal("Equal(a, a + 0) = 0")
		}
	}
}

// TestAliasing: every method gives the same result when the receiver is
// one of its arguments.
func TestAliasing(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for i := 0; i < 500; i++ {
		a, _ := randElement(r, 4)
		b, _ := randElement(r, 4)
		for name, f := range map[string]func(v, x, y *Element) *Element{
			"Mul": (*Element).Mul, "Add": (*Element).Add,
			"Square":    func(v, x, _ *Element) *Element { return v.Square(x) },
			"Neg":       func(v, x, _ *Element) *Element { return v.Neg(x, 4) },
			"Half":      func(v, x, _ *Element) *Element { return v.Half(x) },
			"Normalize": func(v, x, _ *Element) *Element { return v.Normalize(x) },
		} {
			want := f(new(Element), a, b)
			x, y := *a, *b
			if got := f(&x, &x, &y); got.n != want.n {
				t.Fatalf("%s: receiver = first argument differs", name)
			}
			x, y = *a, *b
			if got := f(&y, &x, &y); got.n != want.n {
				t.Fatalf("%s: receiver = second argument differs", name)
			}
		}
	}
}

func BenchmarkField(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	x, _ := randElement(r, 1)
	y, _ := randElement(r, 1)
	b.Run("op=mul", func(b *testing.B) {
		for b.Loop() {
			x.Mul(x, y)
		}
	})
	b.Run("op=square", func(b *testing.B) {
		for b.Loop() {
			x.Square(x)
		}
	})
	// Throughput: four independent chains per iteration, so that the
	// products overlap (ns per product is the figure divided by 4).
	b.Run("op=mul-throughput-x4", func(b *testing.B) {
		x1, x2, x3 := *x, *y, *x
		x3.Add(&x3, y)
		for b.Loop() {
			x.Mul(x, y)
			x1.Mul(&x1, y)
			x2.Mul(&x2, y)
			x3.Mul(&x3, y)
		}
	})
	b.Run("op=square-throughput-x4", func(b *testing.B) {
		x1, x2, x3 := *x, *y, *x
		x3.Add(&x3, y)
		for b.Loop() {
			x.Square(x)
			x1.Square(&x1)
			x2.Square(&x2)
			x3.Square(&x3)
		}
	})
	b.Run("op=square-n-64", func(b *testing.B) {
		for b.Loop() {
			x.squareN(x, 64)
		}
	})
	b.Run("op=inv", func(b *testing.B) {
		for b.Loop() {
			x.Inv(x)
		}
	})
	b.Run("op=inv-var", func(b *testing.B) {
		for b.Loop() {
			x.InvVar(x)
		}
	})
	b.Run("op=sqrt", func(b *testing.B) {
		for b.Loop() {
			x.Sqrt(y)
		}
	})
	b.Run("op=normalize", func(b *testing.B) {
		for b.Loop() {
			x.Normalize(x)
		}
	})
}
