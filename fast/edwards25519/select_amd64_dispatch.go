//go:build amd64 && !purego

package edwards25519

import "golang.org/x/sys/cpu"

// useAVX2 picks the AVX2 lookups (select_amd64.s) on CPUs that have them;
// the choice depends on the machine only, never on data.
var useAVX2 = cpu.X86.HasAVX2

// lookupProj sets dst to entry idx (1 … 8) of the eight projCached entries
// in table, or to zero for idx = 0. Constant time with respect to idx.
func lookupProj(dst *[projWords]uint64, table *[8 * projWords]uint64, idx uint64) {
	if useAVX2 {
		lookupProjAVX2(dst, table, idx)
	} else {
		lookupProjSSE2(dst, table, idx)
	}
}

// lookupAffine is lookupProj for the affineCached entries.
func lookupAffine(dst *[affineWords]uint64, table *[8 * affineWords]uint64, idx uint64) {
	if useAVX2 {
		lookupAffineAVX2(dst, table, idx)
	} else {
		lookupAffineSSE2(dst, table, idx)
	}
}
