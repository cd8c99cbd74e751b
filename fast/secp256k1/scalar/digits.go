package scalar

import "github.com/curvecheck/curvecheck/fast/internal/recode"

// Bits returns the w bits of s starting at bit i (w <= 32, i + w may pass
// 256: missing bits read as 0). Constant time with respect to s (i and w
// are public).
func (s *Scalar) Bits(i, w uint) uint32 {
	if i >= 256 {
		return 0
	}
	limb, off := i>>6, i&63
	v := s.d[limb] >> off
	if off+w > 64 && limb < 3 {
		v |= s.d[limb+1] << (64 - off)
	}
	return uint32(v & (1<<w - 1))
}

// SignedDigits writes the signed base-2^w digits of s (s below
// 2^(w·len(out) - 1) as an integer, w at most 7) into out: s = Σ
// out[i]·2^(w·i) with every digit in [-2^(w-1), 2^(w-1)]. Constant time
// (recode.Signed).
func (s *Scalar) SignedDigits(out []int8, w uint) {
	recode.Signed(out, s.d[:], w)
}

// AppendWNAFVar appends the width-w non-adjacent form of s (as an integer
// below 2^256) to dst, least significant digit first, up to its highest
// non-zero digit, and returns it: every digit is 0 or odd with absolute
// value below 2^(w-1), and any w consecutive digits hold at most one that
// is not 0 (2 <= w <= 16). The result has at most one digit more than s
// has bits. Variable time (recode.AppendNAF): for public scalars only.
func (s *Scalar) AppendWNAFVar(dst []int16, w uint) []int16 {
	return recode.AppendNAF(dst, s.d[:], w)
}
