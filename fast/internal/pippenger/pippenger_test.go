package pippenger

import (
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/internal/recode"
)

// zq is the additive group of integers modulo a prime: Sum over it must
// give Σ k_i·P_i mod q exactly, whatever the digits and groups.
const q = 1_000_003

type zq int64

func (a *zq) SetIdentity()           { *a = 0 }
func (a *zq) Double(p *zq)           { *a = 2 * *p % q }
func (a *zq) Add(p, r *zq)           { *a = (*p + *r) % q }
func (a *zq) AddBucket(p *zq, b *zq) { *a = (*p + *b) % q }

// fillZq fills the buckets of positions lo … hi−1 from the digits of the
// terms (positions digits each), as a family's fill does.
func fillZq(digits [][]int16, pts []zq, c uint) func(lo, hi int) []zq {
	return func(lo, hi int) []zq {
		nb := 1 << (c - 1)
		b := make([]zq, (hi-lo)*nb)
		for i, ds := range digits {
			for pos := lo; pos < hi; pos++ {
				switch d := int(ds[pos]); {
				case d > 0:
					b[(pos-lo)*nb+d-1] = (b[(pos-lo)*nb+d-1] + pts[i]) % q
				case d < 0:
					b[(pos-lo)*nb-d-1] = (b[(pos-lo)*nb-d-1] + q - pts[i]) % q
				}
			}
		}
		return b
	}
}

func TestSumIsTheMultiScalarProduct(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := range 200 {
		m := 1 + r.Intn(12)
		c := uint(2 + r.Intn(7))
		positions := 64/int(c) + 1 // 64-bit scalars, the top digit takes the carry
		group := 1 + r.Intn(positions)
		ks := make([]uint64, m)
		pts := make([]zq, m)
		digits := make([][]int16, m)
		want := int64(0)
		for i := range ks {
			ks[i] = r.Uint64() >> uint(r.Intn(64))
			pts[i] = zq(r.Int63n(q))
			digits[i] = make([]int16, positions)
			recode.Signed(digits[i], []uint64{ks[i]}, c)
			want = (want + int64(ks[i]%q)*int64(pts[i])) % q
		}
		got := Sum[zq, zq](positions, c, group, fillZq(digits, pts, c))
		if int64(got) != want {
			t.Fatalf("trial %d (m %d, c %d, group %d): Sum = %d, want %d", trial, m, c, group, got, want)
		}
	}
}

// TestSumNoticesAWrongBucket: a bucket off by one point changes the sum
// (the test above could not pass with a Sum that ignored its buckets).
func TestSumNoticesAWrongBucket(t *testing.T) {
	c := uint(4)
	digits := [][]int16{make([]int16, 17)}
	recode.Signed(digits[0], []uint64{0x0123456789abcdef}, c)
	pts := []zq{5}
	right := Sum[zq, zq](17, c, 3, fillZq(digits, pts, c))
	wrong := Sum[zq, zq](17, c, 3, func(lo, hi int) []zq {
		b := fillZq(digits, pts, c)(lo, hi)
		if lo == 0 {
			b[2] = (b[2] + 1) % q
		}
		return b
	})
	if right == wrong {
		t.Fatal("a changed bucket left the sum unchanged")
	}
}

func TestWindow(t *testing.T) {
	// One term: the smallest width wins (fewest buckets); many terms:
	// wider windows; the choice never leaves [lo, hi].
	if c := Window(1, 256, 10, 27, 2, 12); c != 2 {
		t.Errorf("Window(1) = %d, want 2", c)
	}
	prev := uint(0)
	for _, m := range []int{1, 10, 100, 1000, 10000, 100000} {
		c := Window(m, 256, 10, 27, 2, 12)
		if c < prev || c < 2 || c > 12 {
			t.Errorf("Window(%d) = %d after %d", m, c, prev)
		}
		prev = c
	}
	if prev != 12 {
		t.Errorf("Window(100000) = %d, want the widest, 12", prev)
	}
}
