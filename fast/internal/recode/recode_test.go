package recode

import (
	"math/big"
	"math/rand"
	"testing"
)

func toBig(k []uint64) *big.Int {
	v := new(big.Int)
	for i := len(k) - 1; i >= 0; i-- {
		v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(k[i]))
	}
	return v
}

// scalars returns random and edge-case integers of limbs limbs below
// 2^maxBits: 0, 1, all ones, single bits, 2^k ± 1, alternating bits and
// uniform values.
func scalars(r *rand.Rand, limbs int, maxBits uint) [][]uint64 {
	mask := func(k []uint64) []uint64 {
		for i := range k {
			lo := uint(64 * i)
			switch {
			case lo >= maxBits:
				k[i] = 0
			case lo+64 > maxBits:
				k[i] &= 1<<(maxBits-lo) - 1
			}
		}
		return k
	}
	var out [][]uint64
	add := func(k []uint64) { out = append(out, mask(k)) }
	add(make([]uint64, limbs))
	one := make([]uint64, limbs)
	one[0] = 1
	add(one)
	ones := make([]uint64, limbs)
	for i := range ones {
		ones[i] = ^uint64(0)
	}
	add(ones)
	alt := make([]uint64, limbs)
	for i := range alt {
		alt[i] = 0xaaaaaaaaaaaaaaaa
	}
	add(alt)
	for b := uint(0); b < maxBits; b += 7 {
		k := make([]uint64, limbs)
		k[b/64] = 1 << (b % 64)
		add(k)
		p := new(big.Int).Lsh(big.NewInt(1), b)
		for _, v := range []*big.Int{new(big.Int).Sub(p, big.NewInt(1)), new(big.Int).Add(p, big.NewInt(1))} {
			k := make([]uint64, limbs)
			for i := range k {
				k[i] = new(big.Int).Rsh(v, uint(64*i)).Uint64()
			}
			add(k)
		}
	}
	for range 300 {
		k := make([]uint64, limbs)
		for i := range k {
			k[i] = r.Uint64()
		}
		add(k)
	}
	return out
}

// TestSigned: the digits reconstruct k, and each is in [-2^(w-1), 2^(w-1))
// but the last, which is in [-2^(w-1), 2^(w-1)] for k below
// 2^(w·len - 1).
func TestSigned(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, c := range []struct {
		w, n, bits uint
	}{{4, 64, 253}, {5, 77, 384}, {5, 26, 128}, {3, 44, 128}, {7, 19, 128}, {6, 43, 253}, {14, 28, 384}, {10, 39, 384}} {
		for _, k := range scalars(r, 6, c.bits) {
			out8 := make([]int8, c.n)
			out32 := make([]int32, c.n)
			if c.w <= 7 {
				Signed(out8, k, c.w)
			}
			Signed(out32, k, c.w)
			sum := new(big.Int)
			half := int64(1) << (c.w - 1)
			for i := int(c.n) - 1; i >= 0; i-- {
				d := int64(out32[i])
				if c.w <= 7 && int64(out8[i]) != d {
					t.Fatalf("w=%d: int8 digit %d = %d, int32 %d", c.w, i, out8[i], d)
				}
				hi := half - 1
				if i == int(c.n)-1 {
					hi = half
				}
				if d < -half || d > hi {
					t.Fatalf("w=%d k=%x: digit %d = %d out of [%d, %d]", c.w, toBig(k), i, d, -half, hi)
				}
				sum.Lsh(sum, c.w).Add(sum, big.NewInt(d))
			}
			if sum.Cmp(toBig(k)) != 0 {
				t.Fatalf("w=%d: digits of %x sum to %x", c.w, toBig(k), sum)
			}
		}
	}
}

// TestNAF: the width-w NAF reconstructs k; its non-zero digits are odd,
// below 2^(w-1) in absolute value and at least w positions apart; there
// is at most one digit more than k has bits; the walk and AppendNAF agree.
func TestNAF(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for w := uint(2); w <= 16; w++ {
		for _, k := range scalars(r, 6, 384) {
			kb := toBig(k)
			a := NewNAF(k, w)
			sum := new(big.Int)
			last := -1
			var dense []int32
			for {
				pos, d, ok := a.Next()
				if !ok {
					break
				}
				if d%2 == 0 || d >= 1<<(w-1) || d <= -(1<<(w-1)) {
					t.Fatalf("w=%d k=%x: digit %d at %d", w, kb, d, pos)
				}
				if last >= 0 && int(pos)-last < int(w) {
					t.Fatalf("w=%d k=%x: digits at %d and %d", w, kb, last, pos)
				}
				if int(pos) > kb.BitLen() {
					t.Fatalf("w=%d k=%x: digit at %d, k has %d bits", w, kb, pos, kb.BitLen())
				}
				last = int(pos)
				sum.Add(sum, new(big.Int).Lsh(big.NewInt(int64(d)), pos))
				for len(dense) < int(pos) {
					dense = append(dense, 0)
				}
				dense = append(dense, d)
			}
			if sum.Cmp(kb) != 0 {
				t.Fatalf("w=%d: NAF of %x sums to %x", w, kb, sum)
			}
			got := AppendNAF([]int32{7}, k, w)
			if len(got) != len(dense)+1 || got[0] != 7 {
				t.Fatalf("w=%d: AppendNAF has %d digits after the prefix, the walk %d", w, len(got)-1, len(dense))
			}
			for i := range dense {
				if got[i+1] != dense[i] {
					t.Fatalf("w=%d: AppendNAF digit %d = %d, walk %d", w, i, got[i+1], dense[i])
				}
			}
		}
	}
}
