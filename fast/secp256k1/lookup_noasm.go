//go:build !amd64 || purego

package secp256k1

// scan is the portable scan on machines without the AVX2 one.
func scan(dst *entry, tbl []entry, idx uint32) { scanGeneric(dst, tbl, idx) }
