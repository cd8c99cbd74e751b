//go:build amd64 && !purego

package field

import (
	"math/big"
	"math/rand"
	"testing"
)

func laneValue(b *laneBlock, j int) *big.Int {
	v := new(big.Int)
	for i := 4; i >= 0; i-- {
		v.Lsh(v, 52)
		v.Add(v, new(big.Int).SetUint64(b[j/8][i][j%8]))
	}
	return v
}

// TestLanesAgree holds the IFMA routines to math/big on limbs anywhere
// below 2^52, all-ones limbs (values up to 2^260 − 1) and zeros, and
// checks that every output limb is below 2^52.
func TestLanesAgree(t *testing.T) {
	if !useIFMA {
		t.Skip("the CPU lacks AVX-512 IFMA: the lane routines cannot run here")
	}
	r := rand.New(rand.NewSource(3))
	limb := func() uint64 {
		switch r.Intn(5) {
		case 0:
			return 1<<52 - 1
		case 1:
			return 0
		default:
			return r.Uint64() >> 12
		}
	}
	rounds := 3000
	if testing.Short() {
		rounds = 300
	}
	for it := range rounds {
		var a, b laneBlock
		for g := range 2 {
			for i := range 5 {
				for j := range 8 {
					a[g][i][j], b[g][i][j] = limb(), limb()
				}
			}
		}
		var prod laneBlock
		lanesMul2IFMA(&prod, &a, &b)
		sq := a
		n := 1 + it%7
		lanesSquareN2IFMA(&sq, n)
		for j := range laneWidth {
			for i := range 5 {
				if prod[j/8][i][j%8] >= 1<<52 || sq[j/8][i][j%8] >= 1<<52 {
					t.Fatalf("lane %d: limb %d of a result is 2^52 or more", j, i)
				}
			}
			want := modP(new(big.Int).Mul(laneValue(&a, j), laneValue(&b, j)))
			if got := modP(laneValue(&prod, j)); got.Cmp(want) != 0 {
				t.Fatalf("lanesMul2IFMA lane %d: %x, want %x", j, got, want)
			}
			w := laneValue(&a, j)
			for range n {
				w = modP(w.Mul(w, w))
			}
			if got := modP(laneValue(&sq, j)); got.Cmp(w) != 0 {
				t.Fatalf("lanesSquareN2IFMA n=%d lane %d: %x, want %x", n, j, got, w)
			}
		}
	}
}

// BenchmarkLanes times sixteen elements' 100 squarings and one
// multiplication (divide by 1600 and 16 for one element).
func BenchmarkLanes(b *testing.B) {
	if !useIFMA {
		b.Skip("no AVX-512 IFMA")
	}
	var v laneBlock
	b.Run("op=square100", func(b *testing.B) {
		for b.Loop() {
			lanesSquareN2IFMA(&v, 100)
		}
	})
	b.Run("op=mul", func(b *testing.B) {
		for b.Loop() {
			lanesMul2IFMA(&v, &v, &v)
		}
	})
}
