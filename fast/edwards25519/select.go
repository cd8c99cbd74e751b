package edwards25519

import (
	"crypto/subtle"
	"unsafe"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
)

// The constant-time lookups read an addend or affine addend as consecutive
// 64-bit words: a field.Element is five uint64 limbs and nothing else, and
// the addends are field elements only (TestLookupLayout checks the view
// against the group law).
const (
	limbWords   = int(unsafe.Sizeof(field.Element{}) / 8)
	addendWords = int(unsafe.Sizeof(addend{}) / 8)
	affineWords = int(unsafe.Sizeof(affineAddend{}) / 8)
)

// split returns |x| and whether x < 0 (1 or 0), without a branch.
func split(x int8) (abs uint8, neg int) {
	sign := x >> 7 // -1 for x < 0, else 0
	return uint8((x ^ sign) - sign), int(sign & 1)
}

// lookup sets dest = x·Q for -8 <= x <= 8: every entry is read and masked
// (lookupAddend), the identity's words are ORed in when x = 0, and the
// entry is negated when x < 0. Constant time with respect to x.
func (t *windowTable) lookup(dest *addend, x int8) {
	abs, neg := split(x)
	w := (*[addendWords]uint64)(unsafe.Pointer(dest))
	lookupAddend(w, (*[8 * addendWords]uint64)(unsafe.Pointer(t)), uint64(abs))
	// The identity addend is (1, 1, 2, 0): limb 0 of ypx, ymx and z2.
	isZero := uint64(subtle.ConstantTimeByteEq(abs, 0))
	w[0] |= isZero
	w[limbWords] |= isZero
	w[2*limbWords] |= isZero << 1
	dest.condNeg(neg)
}

// lookup is windowTable.lookup for affine entries; the affine identity is
// (1, 1, 0).
func (t *affineWindowTable) lookup(dest *affineAddend, x int8) {
	abs, neg := split(x)
	w := (*[affineWords]uint64)(unsafe.Pointer(dest))
	lookupAffine(w, (*[8 * affineWords]uint64)(unsafe.Pointer(t)), uint64(abs))
	isZero := uint64(subtle.ConstantTimeByteEq(abs, 0))
	w[0] |= isZero
	w[limbWords] |= isZero
	dest.condNeg(neg)
}

// lookupPortable sets dst to entry idx (1 … 8) of the eight entries of
// len(dst) words in table, or to zeros for idx = 0, reading every entry
// and keeping one with a mask. Constant time with respect to idx. It is
// the portable lookup and the specification of the assembly ones.
func lookupPortable(dst, table []uint64, idx uint64) {
	n := uint64(len(dst))
	clear(dst)
	for e := uint64(1); e <= 8; e++ {
		// (idx ^ e) - 1 borrows (sets bit 63) only when idx == e.
		keep := -(((idx ^ e) - 1) >> 63)
		entry := table[(e-1)*n : e*n]
		for i, word := range entry {
			dst[i] |= word & keep
		}
	}
}
