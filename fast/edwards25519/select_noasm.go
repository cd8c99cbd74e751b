//go:build !amd64 || purego

package edwards25519

// The portable lookups (the assembly ones are in select_amd64.s).

func lookupAddend(dst *[addendWords]uint64, table *[8 * addendWords]uint64, idx uint64) {
	lookupPortable(dst[:], table[:], idx)
}

func lookupAffine(dst *[affineWords]uint64, table *[8 * affineWords]uint64, idx uint64) {
	lookupPortable(dst[:], table[:], idx)
}
