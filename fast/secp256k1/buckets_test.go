//go:build !exhaustive

package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

// TestBucketSums fills buckets with small multiples m·G drawn from a short
// list, so that equal points (the doubling case) and opposite points (an
// empty sum) meet in the same bucket, and compares every bucket with the
// reference's (Σ m)·G.
func TestBucketSums(t *testing.T) {
	r := rand.New(rand.NewSource(41))
	const pool = 6
	// pts[m-1] = m·G and pts[pool+m-1] = -m·G.
	var pts [2 * pool]affine
	for m := 1; m <= pool; m++ {
		_, e := refPoint(big.NewInt(int64(m)))
		p := decode(t, e, r)
		j := jacobianFromPoint(p)
		pts[m-1] = j.toAffineVar()
		j.neg(&j)
		pts[pool+m-1] = j.toAffineVar()
	}
	for _, n := range []int{1, 3, 16, 64} {
		for _, adds := range []int{0, 1, 5, 40, 700} {
			var slot, src []int32
			sums := make([]int64, n)
			for range adds {
				b := r.Intn(n)
				m := r.Intn(pool)
				slot = append(slot, int32(b))
				if r.Intn(2) == 0 {
					src = append(src, int32(m))
					sums[b] += int64(m + 1)
				} else {
					src = append(src, int32(pool+m))
					sums[b] -= int64(m + 1)
				}
			}
			got := bucketSums(new(pairScratch), n, slot, src, pts[:])
			for b := range n {
				k := new(big.Int).Mod(big.NewInt(sums[b]), curve.N)
				_, want := refPoint(k)
				var enc []byte
				if got[b].inf {
					enc = []byte{0}
				} else {
					enc = encodeAffine(&got[b])
				}
				if !bytes.Equal(enc, want) {
					t.Fatalf("n=%d adds=%d bucket %d: got %x, want (%d)·G = %x", n, adds, b, enc, sums[b], want)
				}
			}
		}
	}
}

// TestAddPairs holds addPairsVar to the reference on every case its
// callers meet: finite sums, equal points (a doubling), opposite points
// (a sum at infinity), and an infinite operand on either side, all in one
// call so that they share the inversion.
func TestAddPairs(t *testing.T) {
	r := rand.New(rand.NewSource(43))
	point := func(m int64) affine {
		if m == 0 {
			return affine{inf: true}
		}
		_, e := refPoint(big.NewInt(m))
		j := jacobianFromPoint(decode(t, e, r))
		return j.toAffineVar()
	}
	pairs := [][2]int64{{1, 2}, {5, 5}, {7, -7}, {0, 3}, {4, 0}, {0, 0}, {-9, 11}, {6, 6}, {3, -2}}
	var arr []affine
	var a, b []int32
	for _, pq := range pairs {
		a = append(a, int32(len(arr)))
		b = append(b, int32(len(arr)+1))
		arr = append(arr, point(pq[0]), point(pq[1]))
	}
	sc := newPairScratch(0, 0)
	sc.addPairsVar(arr, a, b)
	for k, pq := range pairs {
		got, want := arr[a[k]], point(pq[0]+pq[1])
		got.x.NormalizeVar(&got.x)
		got.y.NormalizeVar(&got.y)
		if got.inf != want.inf || !got.inf && (got.x.Equal(&want.x) != 1 || got.y.Equal(&want.y) != 1) {
			t.Errorf("%d·G + %d·G: got %+v, want %+v", pq[0], pq[1], got, want)
		}
	}
}
