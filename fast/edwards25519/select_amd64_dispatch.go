//go:build amd64 && !purego

package edwards25519

import "golang.org/x/sys/cpu"

// useAVX2 picks the AVX2 lookups (select_amd64.s) on CPUs that have them;
// the choice depends on the machine only, never on data.
var useAVX2 = cpu.X86.HasAVX2

// lookupAddend sets dst to entry idx (1 … 8) of the eight addends in
// table, or to zeros for idx = 0. Constant time with respect to idx.
func lookupAddend(dst *[addendWords]uint64, table *[8 * addendWords]uint64, idx uint64) {
	if useAVX2 {
		lookupAddendAVX2(dst, table, idx)
	} else {
		lookupAddendSSE2(dst, table, idx)
	}
}

// lookupAffine is lookupAddend for affine addends.
func lookupAffine(dst *[affineWords]uint64, table *[8 * affineWords]uint64, idx uint64) {
	if useAVX2 {
		lookupAffineAVX2(dst, table, idx)
	} else {
		lookupAffineSSE2(dst, table, idx)
	}
}
