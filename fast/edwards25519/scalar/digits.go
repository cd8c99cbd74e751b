package scalar

import (
	"encoding/binary"

	"github.com/curvecheck/curvecheck/fast/internal/recode"
)

// limbs returns s (reduced) as little-endian 64-bit limbs.
func (s *Scalar) limbs() [4]uint64 {
	b := s.bytes()
	var k [4]uint64
	for i := range k {
		k[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return k
}

// Radix16 returns the scalar's digits e[0..63] in radix 16 with
// -8 <= e[i] < 8 (e[63] <= 8), so that s = Σ e[i]·16^i. Constant time with
// respect to s (recode.Signed; s < 2^253 keeps the top digit <= 8).
func (s *Scalar) Radix16() [64]int8 {
	k := s.limbs()
	var d [64]int8
	recode.Signed(d[:], k[:], 4)
	return d
}

// WNAF returns the width-w NAF of s (2 <= w <= 8): digits that
// are zero or odd with |digit| < 2^(w-1), no two non-zero digits closer
// than w positions, s = Σ naf[i]·2^i. Execution time depends on the value:
// for public scalars only (the Var functions).
func (s *Scalar) WNAF(w uint) [256]int8 {
	var naf [256]int8
	if w < 2 || w > 8 {
		panic("scalar: NAF width out of range")
	}
	k := s.limbs()
	a := recode.NewNAF(k[:], w)
	for {
		pos, d, ok := a.Next()
		if !ok {
			return naf
		}
		naf[pos] = int8(d)
	}
}

// WNAFDigit is a non-zero digit of a NAF and its bit position.
type WNAFDigit struct {
	Pos   uint8
	Digit int8
}

// AppendWNAF appends the non-zero digits of the width-w NAF of s
// (see WNAF) to dst, lowest position first, and returns the
// extended slice: at most 256/w + 1 digits. Execution time depends on the
// value: for public scalars only (recode.NAF).
func (s *Scalar) AppendWNAF(dst []WNAFDigit, w uint) []WNAFDigit {
	if w < 2 || w > 8 {
		panic("scalar: NAF width out of range")
	}
	k := s.limbs()
	a := recode.NewNAF(k[:], w)
	for {
		pos, d, ok := a.Next()
		if !ok {
			return dst
		}
		dst = append(dst, WNAFDigit{uint8(pos), int8(d)})
	}
}
