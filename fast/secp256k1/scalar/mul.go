//go:build !exhaustive

package scalar

import "math/bits"

// addMulRow adds a·k to dst at limb offset off and returns the carry out
// of dst's last limb (dst must be long enough for the row). Constant time.
func addMulRow(dst []uint64, a []uint64, k uint64, off int) uint64 {
	var carry uint64
	for i, x := range a {
		hi, lo := bits.Mul64(x, k)
		var c1, c2 uint64
		lo, c1 = bits.Add64(lo, carry, 0)
		dst[off+i], c2 = bits.Add64(dst[off+i], lo, 0)
		carry = hi + c1 + c2
	}
	// Propagate the carry through the rest of dst.
	for i := off + len(a); i < len(dst); i++ {
		dst[i], carry = bits.Add64(dst[i], carry, 0)
	}
	return carry
}

// foldHigh returns low + high·(2^256 - n) as out limbs: 2^256 = 2^256 - n
// (mod n). low has 4 limbs; out must have room for the result.
func foldHigh(out []uint64, low []uint64, high []uint64) {
	clear(out)
	copy(out, low)
	for j, h := range high {
		addMulRow(out, cLimbs[:2], h, j)    // c0 + c1·2^64
		addMulRow(out, []uint64{h}, 1, j+2) // c2 = 1, at 2^128
	}
}

// reduceWide reduces a 512-bit value w (little-endian limbs) mod n.
// Constant time: three folds of the part above 2^256 (each multiplies it
// by c = 2^256 - n, below 2^129), then one conditional subtraction.
func reduceWide(w *[8]uint64) [4]uint64 {
	var m1 [7]uint64 // w mod 2^256 + w_high·c < 2^386
	foldHigh(m1[:], w[:4], w[4:])
	var m2 [5]uint64 // < 2^256 + 2^259
	foldHigh(m2[:], m1[:4], m1[4:])
	var m3 [5]uint64 // < 2^256 + 2^133
	foldHigh(m3[:], m2[:4], m2[4:])
	return reduceOnce([4]uint64(m3[:4]), m3[4])
}

// Mul sets s = a·b mod n and returns s. Constant time.
func (s *Scalar) Mul(a, b *Scalar) *Scalar {
	var w [8]uint64
	for i := 0; i < 4; i++ {
		addMulRow(w[:], a.d[:], b.d[i], i)
	}
	s.d = reduceWide(&w)
	return s
}

// Square sets s = a² mod n and returns s. Constant time.
func (s *Scalar) Square(a *Scalar) *Scalar { return s.Mul(a, a) }
