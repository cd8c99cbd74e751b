package field

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
	"testing/quick"
)

var p = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

// toBig returns the integer the limbs represent (not reduced).
func toBig(v *Element) *big.Int {
	r := new(big.Int)
	for i, l := range [5]uint64{v.limb[0], v.limb[1], v.limb[2], v.limb[3], v.limb[4]} {
		r.Add(r, new(big.Int).Lsh(new(big.Int).SetUint64(l), uint(51*i)))
	}
	return r
}

// modP is the one helper every comparison goes through: it knows p.
func modP(x *big.Int) *big.Int { return new(big.Int).Mod(x, p) }

// weirdLimbs are limb values at the edges of the bounds.
var weirdLimbs = []uint64{0, 1, 19, mask51, mask51 - 18, 1 << 51, (1 << 52) - 1, 1 << 50, mask51 - 1}

// randElement returns an Element whose limbs are below 2^bound: uniform,
// or weird limb values, or small.
func randElement(r *rand.Rand, bound uint) *Element {
	var v Element
	ls := []*uint64{&v.limb[0], &v.limb[1], &v.limb[2], &v.limb[3], &v.limb[4]}
	mode := r.Intn(4)
	for _, l := range ls {
		switch mode {
		case 0:
			*l = weirdLimbs[r.Intn(len(weirdLimbs))]
		case 1:
			*l = r.Uint64() & ((1 << bound) - 1)
		default:
			*l = r.Uint64() & ((1 << (bound - 1)) - 1)
		}
		*l &= (1 << bound) - 1
	}
	return &v
}

const tightBound = 1<<51 + 1<<18

func isTight(v *Element) bool {
	for _, l := range [5]uint64{v.limb[0], v.limb[1], v.limb[2], v.limb[3], v.limb[4]} {
		if l >= tightBound {
			return false
		}
	}
	return true
}

// randTight returns an Element with tight limbs, edge values included.
func randTight(r *rand.Rand) *Element {
	v := randElement(r, 52)
	for _, l := range []*uint64{&v.limb[0], &v.limb[1], &v.limb[2], &v.limb[3], &v.limb[4]} {
		if *l >= tightBound {
			*l = tightBound - 1 - (*l & 0xff)
		}
	}
	return v
}

func TestArithmeticAgainstBig(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		a, b := randElement(r, 53), randElement(r, 53) // loose
		at, bt := randTight(r), randTight(r)
		A, B, At, Bt := toBig(a), toBig(b), toBig(at), toBig(bt)
		check := func(name string, got *Element, want *big.Int) {
			t.Helper()
			if !isTight(got) {
				t.Fatalf("%s: result not tight: %+v", name, got)
			}
			if modP(toBig(got)).Cmp(modP(want)) != 0 {
				t.Fatalf("%s(%+v, %+v) = %v, want %v", name, a, b, modP(toBig(got)), modP(want))
			}
		}
		check("Add", new(Element).Add(a, b), new(big.Int).Add(A, B))
		check("Subtract", new(Element).Sub(a, bt), new(big.Int).Sub(A, Bt))
		check("Negate", new(Element).Neg(at), new(big.Int).Neg(At))
		for name, got := range map[string]*Element{"AddLoose": new(Element).AddLoose(at, bt), "SubLoose": new(Element).SubLoose(at, bt)} {
			for _, l := range [5]uint64{got.limb[0], got.limb[1], got.limb[2], got.limb[3], got.limb[4]} {
				if l>>53 != 0 {
					t.Fatalf("%s: result not loose", name)
				}
			}
			want := new(big.Int).Add(At, Bt)
			if name == "SubLoose" {
				want.Sub(At, Bt)
			}
			if modP(toBig(got)).Cmp(modP(want)) != 0 {
				t.Fatalf("%s wrong", name)
			}
		}
		check("Mul", new(Element).Mul(a, b), new(big.Int).Mul(A, B))
		check("Square", new(Element).Square(a), new(big.Int).Mul(A, A))
		y := r.Uint32()
		check("MulSmall", new(Element).MulSmall(a, y), new(big.Int).Mul(A, big.NewInt(int64(y))))
		_ = B
		if i%20 == 0 {
			inv := new(big.Int).ModInverse(modP(At), p)
			if inv == nil {
				inv = new(big.Int)
			}
			check("Invert", new(Element).Inv(at), inv)
			e := new(big.Int).Rsh(new(big.Int).Sub(p, big.NewInt(5)), 3)
			check("PowP58", new(Element).PowP58(at), new(big.Int).Exp(modP(At), e, p))
		}
	}
}

func TestBytes(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 5000; i++ {
		v := randTight(r)
		got := v.Bytes()
		want := modP(toBig(v)).FillBytes(make([]byte, 32))
		for j := 0; j < 16; j++ {
			want[j], want[31-j] = want[31-j], want[j]
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("Bytes(%+v) = %x, want %x", v, got, want)
		}
		back, err := new(Element).SetBytesReduce(got)
		if err != nil || back.Equal(v) != 1 {
			t.Fatalf("SetBytesReduce(Bytes(v)) != v")
		}
		strict, err := new(Element).SetBytes(got)
		if err != nil || strict.Equal(v) != 1 {
			t.Fatalf("SetBytes(Bytes(v)) = %v, %v: a canonical encoding refused or misread", strict, err)
		}
	}
	// Non-canonical encodings p … 2^255-1 and the top bit are reduced and
	// ignored by SetBytesReduce, refused by SetBytes.
	for _, x := range []*big.Int{p, new(big.Int).Add(p, big.NewInt(1)), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(1)),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))} {
		b := x.FillBytes(make([]byte, 32))
		for j := 0; j < 16; j++ {
			b[j], b[31-j] = b[31-j], b[j]
		}
		v, err := new(Element).SetBytesReduce(b)
		want := new(big.Int).SetBit(x, 255, 0)
		if err != nil || modP(toBig(v)).Cmp(modP(want)) != 0 {
			t.Errorf("SetBytesReduce(%x) wrong", b)
		}
		if _, err := new(Element).SetBytes(b); err == nil {
			t.Errorf("SetBytes(%x): a non-canonical encoding accepted", b)
		}
	}
	// The top bit set on a canonical value (p − 1, and 5) is refused too.
	for _, x := range []*big.Int{new(big.Int).Sub(p, big.NewInt(1)), big.NewInt(5)} {
		b := new(big.Int).SetBit(x, 255, 1).FillBytes(make([]byte, 32))
		for j := 0; j < 16; j++ {
			b[j], b[31-j] = b[31-j], b[j]
		}
		if _, err := new(Element).SetBytes(b); err == nil {
			t.Errorf("SetBytes(%x): bit 255 set, accepted", b)
		}
	}
	for _, n := range []int{0, 31, 33} {
		if _, err := new(Element).SetBytesReduce(make([]byte, n)); err == nil {
			t.Errorf("SetBytesReduce: %d bytes accepted", n)
		}
		if _, err := new(Element).SetBytes(make([]byte, n)); err == nil {
			t.Errorf("SetBytes: %d bytes accepted", n)
		}
	}
}

func TestSqrtRatio(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	minus1 := new(Element).Neg(&elementOne)
	if new(Element).Square(sqrtMinusOne).Equal(minus1) != 1 || sqrtMinusOne.IsNegative() != 0 {
		t.Fatal("sqrtMinusOne is not the non-negative square root of -1")
	}
	for i := 0; i < 2000; i++ {
		u, v := randTight(r), randTight(r)
		if i%10 == 0 {
			v = new(Element).One()
		}
		if i%37 == 0 {
			u = new(Element).Zero()
		}
		got, ok := new(Element).SqrtRatio(u, v)
		U, V := modP(toBig(u)), modP(toBig(v))
		x := new(big.Int).Mul(U, new(big.Int).ModInverse(V, p))
		x.Mod(x, p)
		root := new(big.Int).ModSqrt(x, p)
		if (root != nil) != (ok == 1) {
			t.Fatalf("SqrtRatio wasSquare = %d, big says %v", ok, root != nil)
		}
		if ok == 1 {
			if root.Bit(0) == 1 {
				root.Sub(p, root)
			}
			if modP(toBig(got)).Cmp(root) != 0 {
				t.Fatalf("SqrtRatio = %v, want %v", modP(toBig(got)), root)
			}
		}
	}
}

func TestSelectSwapCondNegate(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	a, b := randTight(r), randTight(r)
	if *new(Element).Select(a, b, 1) != *a || *new(Element).Select(a, b, 0) != *b {
		t.Fatal("Select")
	}
	x, y := *a, *b
	x.Swap(&y, 0)
	if x != *a || y != *b {
		t.Fatal("Swap(0)")
	}
	x.Swap(&y, 1)
	if x != *b || y != *a {
		t.Fatal("Swap(1)")
	}
	if new(Element).CondNeg(a, 1).Equal(new(Element).Neg(a)) != 1 || new(Element).CondNeg(a, 0).Equal(a) != 1 {
		t.Fatal("CondNegate")
	}
	if new(Element).Abs(a).IsNegative() != 0 {
		t.Fatal("Abs")
	}
}

// TestAliasing checks that every method gives the same result when the
// receiver aliases an argument.
func TestAliasing(t *testing.T) {
	type binary = func(v, a, b *Element) *Element
	type unary = func(v, a *Element) *Element
	for name, f := range map[string]binary{"Add": (*Element).Add, "Sub": (*Element).Sub, "Mul": (*Element).Mul} {
		f := f
		if err := quick.Check(func(a0, b0 [5]uint32) bool {
			a := &Element{limb: [5]uint64{uint64(a0[0]), uint64(a0[1]) << 19, uint64(a0[2]), uint64(a0[3]) << 10, uint64(a0[4])}}
			b := &Element{limb: [5]uint64{uint64(b0[0]) << 5, uint64(b0[1]), uint64(b0[2]) << 19, uint64(b0[3]), uint64(b0[4])}}
			want := f(new(Element), a, b)
			x, y := *a, *b
			if *f(&x, &x, &y) != *want {
				return false
			}
			x, y = *a, *b
			if *f(&y, &x, &y) != *want {
				return false
			}
			x = *a
			return *f(&x, &x, &x) == *f(new(Element), a, a)
		}, nil); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for name, f := range map[string]unary{"Negate": (*Element).Neg, "Square": (*Element).Square, "Invert": (*Element).Inv,
		"PowP58": (*Element).PowP58, "Abs": (*Element).Abs} {
		f := f
		if err := quick.Check(func(a0 [5]uint32) bool {
			a := &Element{limb: [5]uint64{uint64(a0[0]), uint64(a0[1]) << 19, uint64(a0[2]), uint64(a0[3]) << 10, uint64(a0[4])}}
			want := f(new(Element), a)
			x := *a
			return *f(&x, &x) == *want
		}, nil); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestNoAllocations(t *testing.T) {
	a, b := new(Element).One(), new(Element).One()
	var v Element
	if n := testing.AllocsPerRun(100, func() {
		v.Mul(a, b)
		v.Square(&v)
		v.Add(&v, a)
		v.Inv(&v)
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
