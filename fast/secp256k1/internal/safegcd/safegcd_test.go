package safegcd

import (
	"math/big"
	"math/rand"
	"testing"
)

var moduli = map[string]string{
	"p": "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
	"n": "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
}

func toWords(x *big.Int) [4]uint64 {
	var b [32]byte
	x.FillBytes(b[:])
	var w [4]uint64
	for i := range 4 {
		for j := range 8 {
			w[i] |= uint64(b[31-8*i-j]) << (8 * j)
		}
	}
	return w
}

func fromW(w [4]uint64) *big.Int {
	x := new(big.Int)
	for i := 3; i >= 0; i-- {
		x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(w[i]))
	}
	return x
}

func TestInvert(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for name, h := range moduli {
		m, _ := new(big.Int).SetString(h, 16)
		mod := NewModulus(toWords(m))
		inputs := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(m, big.NewInt(1)), new(big.Int).Sub(m, big.NewInt(2)), new(big.Int).Rsh(m, 1)}
		for k := range 256 {
			inputs = append(inputs, new(big.Int).Lsh(big.NewInt(1), uint(k)))
		}
		for range 3000 {
			x := new(big.Int).Rand(r, m)
			inputs = append(inputs, x)
			// Sparse and dense bit patterns.
			inputs = append(inputs, new(big.Int).And(x, new(big.Int).Rsh(x, uint(r.Intn(256)))))
		}
		for _, x := range inputs {
			x.Mod(x, m)
			want := new(big.Int)
			if x.Sign() != 0 {
				want.ModInverse(x, m)
			}
			if got := fromW(mod.Invert(toWords(x))); got.Cmp(want) != 0 {
				t.Fatalf("%s: Invert(%x) = %x, want %x", name, x, got, want)
			}
			if got := fromW(mod.InvertVar(toWords(x))); got.Cmp(want) != 0 {
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
	t.Logf("most divsteps needed: %d (Invert runs %d)", worst, 62*batches)
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
	mod := NewModulus(toWords(m))
	x := toWords(new(big.Int).Rand(rand.New(rand.NewSource(1)), m))
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
