package secp256k1

import "github.com/curvecheck/curvecheck/fast/secp256k1/field"

// The constant-time table scans. A table entry is an affine point's x and
// y limbs (normalized, field.Element.Limbs), ten words; scanning reads
// every entry of the table and keeps the wanted one with masks, so that
// neither a branch nor an address depends on the index.

// entry is one table entry: x limbs then y limbs.
type entry [10]uint64

// entryOf returns the table entry of a finite affine point with
// normalized coordinates.
func entryOf(a *affine) entry {
	var e entry
	x, y := a.x.Limbs(), a.y.Limbs()
	copy(e[:5], x[:])
	copy(e[5:], y[:])
	return e
}

// scanGeneric sets dst to tbl[idx] (zeros when idx is no entry's index)
// reading every entry. Constant time with respect to idx.
func scanGeneric(dst *entry, tbl []entry, idx uint32) {
	*dst = entry{}
	for i := range tbl {
		eq := uint64(uint32(i) ^ idx)
		mask := (eq|-eq)>>63 - 1 // all ones exactly when i == idx
		for w := range dst {
			dst[w] |= tbl[i][w] & mask
		}
	}
}

// lookup sets (x, y) to the point of entry idx of tbl (zeros when idx is
// no entry's index; the caller discards that result). Constant time with
// respect to idx.
func lookup(x, y *field.Element, tbl []entry, idx uint32) {
	var e entry
	scan(&e, tbl, idx)
	x.SetLimbs((*[5]uint64)(e[:5]))
	y.SetLimbs((*[5]uint64)(e[5:]))
}
