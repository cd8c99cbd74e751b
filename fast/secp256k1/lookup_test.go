//go:build !exhaustive

package secp256k1

import (
	"math/rand"
	"testing"
)

// TestScan holds the scan in use (AVX2 where the CPU has it) to the Go
// scan for every index, one past the end and far out of range, on both
// table sizes.
func TestScan(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	for _, n := range []int{16, 32, 7} {
		tbl := make([]entry, n)
		for i := range tbl {
			for w := range tbl[i] {
				tbl[i][w] = r.Uint64()
			}
		}
		for _, idx := range append([]uint32{uint32(n), 1 << 31, ^uint32(0)}, seq(n)...) {
			var got, want entry
			scan(&got, tbl, idx)
			scanGeneric(&want, tbl, idx)
			if got != want {
				t.Fatalf("n = %d, idx = %d: scan %x, Go scan %x", n, idx, got, want)
			}
			if int(idx) < n && want != tbl[idx] {
				t.Fatalf("n = %d, idx = %d: Go scan does not return the entry", n, idx)
			}
			if int(idx) >= n && want != (entry{}) {
				t.Fatalf("n = %d, idx = %d: out of range is not zero", n, idx)
			}
		}
	}
}

func seq(n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = uint32(i)
	}
	return out
}
