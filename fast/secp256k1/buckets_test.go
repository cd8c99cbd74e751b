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
			got := bucketSums(n, slot, src, pts[:])
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
