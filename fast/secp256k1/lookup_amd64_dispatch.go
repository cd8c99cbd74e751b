//go:build amd64 && !purego

package secp256k1

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// useAVX2 picks the AVX2 scans (lookup_amd64.s) on CPUs that have AVX2;
// the choice depends on the machine only, never on data.
var useAVX2 = cpu.X86.HasAVX2

// scan sets dst to tbl[idx] reading every entry (the AVX2 scans for the
// 32- and 16-entry tables, the Go one otherwise). Constant time with
// respect to idx.
func scan(dst *entry, tbl []entry, idx uint32) {
	switch {
	case useAVX2 && len(tbl) == 32:
		scan32AVX2((*[10]uint64)(dst), (*[32][10]uint64)(unsafe.Pointer(&tbl[0])), uint64(idx))
	case useAVX2 && len(tbl) == 16:
		scan16AVX2((*[10]uint64)(dst), (*[16][10]uint64)(unsafe.Pointer(&tbl[0])), uint64(idx))
	default:
		scanGeneric(dst, tbl, idx)
	}
}
