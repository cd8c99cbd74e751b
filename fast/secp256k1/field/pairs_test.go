package field

import (
	"math/big"
	"math/rand"
	"testing"
)

// wideBig returns the value of four words.
func wideBig(w []uint64) *big.Int {
	v := new(big.Int)
	for k := 3; k >= 0; k-- {
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(w[k]))
	}
	return v
}

// randWide returns a random value below 2^256 as four words: uniform,
// or (one time in four) one of the values p … 2^256 − 1 that stand for
// 0 … 2^256 − 1 − p, or (one in eight) a small value.
func randWide(r *rand.Rand, w []uint64) {
	for k := range 4 {
		w[k] = r.Uint64()
	}
	switch r.Intn(8) {
	case 0, 1:
		w[1], w[2], w[3] = ^uint64(0), ^uint64(0), ^uint64(0)
		w[0] = 0xFFFFFFFEFFFFFC2F + r.Uint64()%0x1000003D1
	case 2:
		w[1], w[2], w[3] = 0, 0, 0
		w[0] %= 1 << 40
	}
}

// TestAddPairsWideAgrees holds AddPairsWideVar to the affine addition
// evaluated with math/big (λ = (y2 − y1)/(x2 − x1), x3 = λ² − x1 − x2,
// y3 = λ(x1 − x3) − y1) on random words below 2^256, including values
// at or above p and small ones, for batches of 1 … 40 pairs over shared
// arrays; and checks that a batch with one pair of equal x (as residues,
// one of them written as x + p) is declined with nothing written.
func TestAddPairsWideAgrees(t *testing.T) {
	if !WidePairs() {
		t.Skip("no BMI2 and ADX on this CPU, or the verify or toy build: AddPairsWideVar is never called")
	}
	r := rand.New(rand.NewSource(41))
	for i := range 3000 {
		n := 1 + i%40
		arr := make([]WideAffine, 3*n)
		for k := range arr {
			randWide(r, arr[k][:4])
			randWide(r, arr[k][4:])
		}
		// distinct destinations, sources among the rest
		perm := r.Perm(len(arr))
		a, b := make([]int32, n), make([]int32, n)
		for k := range n {
			a[k] = int32(perm[k])
			b[k] = int32(perm[n+r.Intn(2*n)])
		}
		want := make([][2]*big.Int, n)
		for k := range n {
			p, q := arr[a[k]], arr[b[k]]
			x1, y1, x2, y2 := wideBig(p[:4]), wideBig(p[4:]), wideBig(q[:4]), wideBig(q[4:])
			den := modP(new(big.Int).Sub(x2, x1))
			if den.Sign() == 0 {
				t.Fatal("equal x drawn at random")
			}
			l := modP(new(big.Int).Mul(modP(new(big.Int).Sub(y2, y1)), new(big.Int).ModInverse(den, bigP)))
			x3 := modP(new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Mul(l, l), x1), x2))
			y3 := modP(new(big.Int).Sub(new(big.Int).Mul(l, new(big.Int).Sub(x1, x3)), y1))
			want[k] = [2]*big.Int{x3, y3}
		}
		before := append([]WideAffine(nil), arr...)
		if i%5 == 0 {
			// one pair of equal x: declined, nothing written
			k := r.Intn(n)
			saved := arr[b[k]]
			arr[b[k]] = arr[a[k]]
			if i%10 == 0 && arr[b[k]][1]|arr[b[k]][2]|arr[b[k]][3] == 0 && arr[b[k]][0] < 0x1000003D1 {
				arr[b[k]][0] += 0xFFFFFFFEFFFFFC2F
				arr[b[k]][1], arr[b[k]][2], arr[b[k]][3] = ^uint64(0), ^uint64(0), ^uint64(0)
			}
			copyArr := append([]WideAffine(nil), arr...)
			if AddPairsWideVar(arr, a, b, make([]WideAffine, n)) {
				t.Fatalf("batch %d: a pair with equal x accepted", i)
			}
			for j := range arr {
				if arr[j] != copyArr[j] {
					t.Fatalf("batch %d: a declined batch wrote point %d", i, j)
				}
			}
			arr[b[k]] = saved
		}
		if !AddPairsWideVar(arr, a, b, make([]WideAffine, n)) {
			t.Fatalf("batch %d declined", i)
		}
		isA := map[int32]int{}
		for k := range n {
			isA[a[k]] = k
		}
		for j := range arr {
			k, ok := isA[int32(j)]
			if !ok {
				if arr[j] != before[j] {
					t.Fatalf("batch %d: point %d, not a destination, changed", i, j)
				}
				continue
			}
			gx, gy := modP(wideBig(arr[j][:4])), modP(wideBig(arr[j][4:]))
			if gx.Cmp(want[k][0]) != 0 || gy.Cmp(want[k][1]) != 0 {
				t.Fatalf("batch %d pair %d: (%x, %x), want (%x, %x)", i, k, gx, gy, want[k][0], want[k][1])
			}
		}
	}
}

// TestWideAffineRoundTrip checks Set, Neg and Coordinates against each
// other and the residues.
func TestWideAffineRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(43))
	for range 1000 {
		x, xb := randElement(r, 1+r.Intn(8))
		y, yb := randElement(r, 1+r.Intn(8))
		var p WideAffine
		p.Set(x, y)
		if modP(xb).Cmp(wideBig(p[:4])) != 0 || modP(yb).Cmp(wideBig(p[4:])) != 0 {
			t.Fatal("Set does not give the canonical words")
		}
		var q WideAffine
		q.Neg(&p)
		if wideBig(q[:4]).Cmp(wideBig(p[:4])) != 0 || modP(new(big.Int).Add(wideBig(q[4:]), yb)).Sign() != 0 {
			t.Fatal("Neg is not (x, −y)")
		}
		var gx, gy Element
		p.Coordinates(&gx, &gy)
		if modP(toBig(&gx)).Cmp(modP(xb)) != 0 || modP(toBig(&gy)).Cmp(modP(yb)) != 0 {
			t.Fatal("Coordinates does not give the residues back")
		}
	}
	// y at or above p: the words of p + t for small t (the values sums
	// can leave), whose negation is p − t.
	for _, small := range []uint64{0, 1, 12345, 0x1000003D0} {
		w := new(big.Int).Add(bigP, new(big.Int).SetUint64(small))
		var p, q WideAffine
		for k := range 4 {
			p[4+k] = new(big.Int).Rsh(w, uint(64*k)).Uint64()
		}
		q.Neg(&p)
		want := modP(new(big.Int).Neg(new(big.Int).SetUint64(small)))
		if wideBig(q[4:]).Cmp(want) != 0 {
			t.Fatalf("Neg of y = p + %d: %x, want %x", small, wideBig(q[4:]), want)
		}
	}
}

// BenchmarkAddPairsWide times AddPairsWideVar per call of 256 pairs
// (one inversion shared by them).
func BenchmarkAddPairsWide(b *testing.B) {
	if !WidePairs() {
		b.Skip("no full-radix assembly here")
	}
	r := rand.New(rand.NewSource(47))
	const n = 256
	arr := make([]WideAffine, 2*n)
	for k := range arr {
		randWide(r, arr[k][:4])
		randWide(r, arr[k][4:])
	}
	a, bi := make([]int32, n), make([]int32, n)
	for k := range n {
		a[k], bi[k] = int32(k), int32(n+k)
	}
	scr := make([]WideAffine, n)
	b.Run("pairs=256", func(b *testing.B) {
		for b.Loop() {
			if !AddPairsWideVar(arr, a, bi, scr) {
				b.Fatal("declined")
			}
		}
	})
}
