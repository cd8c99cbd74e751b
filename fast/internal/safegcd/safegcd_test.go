package safegcd

import (
	"math/big"
	"math/rand"
	"testing"
)

// The secp256k1 moduli (256-bit) and the P-384 ones.
var moduli = map[string]string{
	"p": "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
	"n": "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
}

var moduli384 = map[string]string{
	"p384": "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
	"n384": "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
}

func wordsOf[W wordSet](x *big.Int) (w W) {
	for i := range len(w) {
		w[i] = new(big.Int).Rsh(x, uint(64*i)).Uint64()
	}
	return w
}

func toWords4(x *big.Int) [4]uint64 { return wordsOf[[4]uint64](x) }

func fromW[W wordSet](w W) *big.Int {
	x := new(big.Int)
	for i := len(w) - 1; i >= 0; i-- {
		x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(w[i]))
	}
	return x
}

// inputs are the edge values of m (0, 1, 2, m - 1, m - 2, m/2, the powers
// of two) and random ones, sparse and dense.
func inputs(r *rand.Rand, m *big.Int, n int) []*big.Int {
	in := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(m, big.NewInt(1)), new(big.Int).Sub(m, big.NewInt(2)), new(big.Int).Rsh(m, 1)}
	for k := range m.BitLen() {
		in = append(in, new(big.Int).Lsh(big.NewInt(1), uint(k)))
	}
	for range n {
		x := new(big.Int).Rand(r, m)
		in = append(in, x, new(big.Int).And(x, new(big.Int).Rsh(x, uint(r.Intn(m.BitLen())))))
	}
	for _, x := range in {
		x.Mod(x, m)
	}
	return in
}

func inverse(x, m *big.Int) *big.Int {
	want := new(big.Int)
	if x.Sign() != 0 {
		want.ModInverse(x, m)
	}
	return want
}

// TestInvertVar384: the 384-bit InvertVar against math/big, and the
// limb conversions round trip; Invert refuses the size.
func TestInvertVar384(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for name, h := range moduli384 {
		m, _ := new(big.Int).SetString(h, 16)
		mod := New384(wordsOf[[6]uint64](m))
		for _, x := range inputs(r, m, 3000) {
			w := wordsOf[[6]uint64](x)
			l := fromWords[[7]int64](&w)
			if back := toWords[[6]uint64](&l); back != w {
				t.Fatalf("%s: limbs of %x round trip to %x", name, w, back)
			}
			if got, want := fromW(mod.InvertVar(w)), inverse(x, m); got.Cmp(want) != 0 {
				t.Fatalf("%s: InvertVar(%x) = %x, want %x", name, x, got, want)
			}
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Invert ran without a step bound", name)
				}
			}()
			mod.Invert(wordsOf[[6]uint64](big.NewInt(3)))
		}()
	}
}

func TestInvert(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for name, h := range moduli {
		m, _ := new(big.Int).SetString(h, 16)
		mod := New256(toWords4(m))
		for _, x := range inputs(r, m, 3000) {
			want := inverse(x, m)
			if got := fromW(mod.Invert(toWords4(x))); got.Cmp(want) != 0 {
				t.Fatalf("%s: Invert(%x) = %x, want %x", name, x, got, want)
			}
			if got := fromW(mod.InvertVar(toWords4(x))); got.Cmp(want) != 0 {
				t.Fatalf("%s: InvertVar(%x) = %x, want %x", name, x, got, want)
			}
		}
	}
}

// TestInvertSteps runs the half-delta divsteps on big integers and checks
// that g reaches 0 within the 590 steps batches relies on, for the inputs
// known to be slow (powers of two, values next to the modulus) and random
// ones.
func TestInvertSteps(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	worst := 0
	for name, h := range moduli {
		m, _ := new(big.Int).SetString(h, 16)
		inputs := []*big.Int{new(big.Int).Sub(m, big.NewInt(1)), new(big.Int).Rsh(m, 1)}
		for k := range 256 {
			inputs = append(inputs, new(big.Int).Lsh(big.NewInt(1), uint(k)))
		}
		for range 2000 {
			inputs = append(inputs, new(big.Int).Rand(r, m))
		}
		for _, x := range inputs {
			x.Mod(x, m)
			n := countSteps(m, x)
			if n > 590 {
				t.Fatalf("%s: %x needs %d divsteps", name, x, n)
			}
			worst = max(worst, n)
		}
	}
	t.Logf("most divsteps needed: %d (Invert runs %d)", worst, 62*batches256)
}

func countSteps(m, x *big.Int) int {
	f, g := new(big.Int).Set(m), new(big.Int).Set(x)
	eta := 0
	n := 0
	for g.Sign() != 0 {
		if eta >= 0 && g.Bit(0) == 1 {
			eta = -eta
			f, g = g, new(big.Int).Sub(g, f)
			g.Rsh(g, 1)
		} else {
			eta++
			if g.Bit(0) == 1 {
				g.Add(g, f)
			}
			g.Rsh(g, 1)
		}
		n++
	}
	return n
}

// TestStepsAgree holds the skipping batch to the branch-free one.
func TestStepsAgree(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	for range 200000 {
		delta := int64(r.Intn(200) - 100)
		f := r.Uint64() | 1
		g := r.Uint64()
		switch r.Intn(4) {
		case 0:
			g &= r.Uint64() & r.Uint64() // long runs of zeros
		case 1:
			g = 0
		}
		d1, m1 := steps62(delta, f, g)
		d2, m2 := steps62Var(delta, f, g)
		if d1 != d2 || m1 != m2 {
			t.Fatalf("delta %d f %x g %x: %d %+v vs %d %+v", delta, f, g, d1, m1, d2, m2)
		}
	}
}

func BenchmarkInvert(b *testing.B) {
	m, _ := new(big.Int).SetString(moduli["p"], 16)
	mod := New256(toWords4(m))
	x := toWords4(new(big.Int).Rand(rand.New(rand.NewSource(1)), m))
	b.Run("impl=ct", func(b *testing.B) {
		for b.Loop() {
			x = mod.Invert(x)
		}
	})
	b.Run("impl=var", func(b *testing.B) {
		for b.Loop() {
			x = mod.InvertVar(x)
		}
	})
}

func BenchmarkInvert384(b *testing.B) {
	m, _ := new(big.Int).SetString(moduli384["p384"], 16)
	mod := New384(wordsOf[[6]uint64](m))
	x := wordsOf[[6]uint64](new(big.Int).Rand(rand.New(rand.NewSource(1)), m))
	b.Run("impl=var", func(b *testing.B) {
		for b.Loop() {
			x = mod.InvertVar(x)
		}
	})
}
