package scalar

import "math/bits"

// Radix16 returns the scalar's digits e[0..63] in radix 16 with
// -8 <= e[i] < 8 (e[63] <= 8), so that s = Σ e[i]·16^i. Constant time with
// respect to s.
func (s *Scalar) Radix16() [64]int8 {
	b := s.bytes()
	var d [64]int8
	for i := 0; i < 32; i++ {
		d[2*i] = int8(b[i] & 15)
		d[2*i+1] = int8(b[i] >> 4)
	}
	// Move each digit into [-8, 8) by carrying into the next one; s < 2^253
	// keeps the top digit <= 8.
	for i := 0; i < 63; i++ {
		carry := (d[i] + 8) >> 4
		d[i] -= carry << 4
		d[i+1] += carry
	}
	return d
}

// WNAF returns the width-w NAF of s (2 <= w <= 8): digits that
// are zero or odd with |digit| < 2^(w-1), no two non-zero digits closer
// than w positions, s = Σ naf[i]·2^i. Execution time depends on the value:
// for public scalars only (the Var functions).
func (s *Scalar) WNAF(w uint) [256]int8 {
	var naf [256]int8
	var buf [256/2 + 1]WNAFDigit // non-zero digits are at least w >= 2 apart
	for _, d := range s.AppendWNAF(buf[:0], w) {
		naf[d.Pos] = d.Digit
	}
	return naf
}

// WNAFDigit is a non-zero digit of a NAF and its bit position.
type WNAFDigit struct {
	Pos   uint8
	Digit int8
}

// AppendWNAF appends the non-zero digits of the width-w NAF of s
// (see WNAF) to dst, lowest position first, and returns the
// extended slice: at most 256/w + 1 digits. Execution time depends on the
// value: for public scalars only.
func (s *Scalar) AppendWNAF(dst []WNAFDigit, w uint) []WNAFDigit {
	if w < 2 || w > 8 {
		panic("scalar: NAF width out of range")
	}
	b := s.bytes()
	var words [5]uint64
	for i := 0; i < 32; i++ {
		words[i/8] |= uint64(b[i]) << (8 * (i % 8))
	}
	width := uint64(1) << w
	windowMask := width - 1
	carry := uint64(0)
	for pos := uint(0); pos < 256; {
		// The w bits at pos, plus the carry from the previous digit.
		idx, shift := pos/64, pos%64
		bitBuf := words[idx] >> shift
		if shift > 64-w {
			bitBuf |= words[idx+1] << (64 - shift)
		}
		window := carry + bitBuf&windowMask
		if window&1 == 0 {
			// Zero digits. Without a pending carry, skip the whole run of
			// zero bits at once; with one, the carry moves on one bit.
			if carry == 0 && bitBuf != 0 {
				pos += uint(bits.TrailingZeros64(bitBuf))
			} else if carry == 0 {
				pos += 64 - shift
			} else {
				pos++
			}
			continue
		}
		d := int64(window)
		carry = 0
		if window >= width/2 {
			carry = 1
			d -= int64(width)
		}
		dst = append(dst, WNAFDigit{uint8(pos), int8(d)})
		pos += w
	}
	return dst
}
