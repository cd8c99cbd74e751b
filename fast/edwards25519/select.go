package edwards25519

import (
	"crypto/subtle"
	"unsafe"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
)

// The lookups view a projCached and an affineCached as consecutive 64-bit
// words (field.Element is an array of uint64 limbs and nothing else;
// TestLookupLayout checks the view against the point arithmetic).
const (
	limbs       = int(unsafe.Sizeof(field.Element{}) / 8)
	projWords   = int(unsafe.Sizeof(projCached{}) / 8)
	affineWords = int(unsafe.Sizeof(affineCached{}) / 8)
)

// SelectInto sets dest = x·Q for -8 <= x <= 8: every entry is read and
// masked (lookupProj), the identity is ORed in for x = 0, and the entry is
// negated for x < 0. Constant time with respect to x.
func (v *projLookupTable) SelectInto(dest *projCached, x int8) {
	xmask := x >> 7                    // all ones when x < 0
	xabs := uint8((x + xmask) ^ xmask) // |x|
	w := (*[projWords]uint64)(unsafe.Pointer(dest))
	lookupProj(w, (*[8 * projWords]uint64)(unsafe.Pointer(&v.points)), uint64(xabs))
	// The identity (1, 1, 1, 0): limb 0 of YplusX, YminusX and Z.
	one := uint64(subtle.ConstantTimeByteEq(xabs, 0))
	w[0] |= one
	w[limbs] |= one
	w[2*limbs] |= one
	dest.CondNeg(int(xmask & 1))
}

// SelectInto is projLookupTable.SelectInto for the affine table; its
// identity is (1, 1, 0).
func (v *affineLookupTable) SelectInto(dest *affineCached, x int8) {
	xmask := x >> 7
	xabs := uint8((x + xmask) ^ xmask)
	w := (*[affineWords]uint64)(unsafe.Pointer(dest))
	lookupAffine(w, (*[8 * affineWords]uint64)(unsafe.Pointer(&v.points)), uint64(xabs))
	one := uint64(subtle.ConstantTimeByteEq(xabs, 0))
	w[0] |= one
	w[limbs] |= one
	dest.CondNeg(int(xmask & 1))
}

// lookupGeneric sets dst to entry idx (1 … 8) of the eight entries of
// len(dst) words in table, or to zero for idx = 0: every entry is read and
// masked. Constant time with respect to idx. It is the portable lookup and
// the specification the assembly is tested against.
func lookupGeneric(dst, table []uint64, idx uint64) {
	n := len(dst)
	clear(dst)
	for j := uint64(1); j <= 8; j++ {
		// mask is all ones when idx == j: (idx ^ j) - 1 borrows only from 0.
		mask := -(((idx ^ j) - 1) >> 63)
		e := table[(j-1)*uint64(n) : j*uint64(n)]
		for k := range dst {
			dst[k] |= e[k] & mask
		}
	}
}
