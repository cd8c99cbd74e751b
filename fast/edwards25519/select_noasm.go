//go:build !amd64 || purego

package edwards25519

// lookupProj and lookupAffine are the portable lookups (the assembly is
// select_amd64.s).

func lookupProj(dst *[projWords]uint64, table *[8 * projWords]uint64, idx uint64) {
	lookupGeneric(dst[:], table[:], idx)
}

func lookupAffine(dst *[affineWords]uint64, table *[8 * affineWords]uint64, idx uint64) {
	lookupGeneric(dst[:], table[:], idx)
}
