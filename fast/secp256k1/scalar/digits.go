package scalar

import "math/bits"

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

// SignedDigits writes the signed base-2^w digits of s (s below 2^(w·len)
// as an integer, w at most 7) into out: s = Σ out[i]·2^(w·i) with every
// digit in [-2^(w-1), 2^(w-1)]. Constant time: each digit takes a carry
// of 0 or 1 from the one below without branching.
func (s *Scalar) SignedDigits(out []int8, w uint) {
	var carry int32
	for i := range out {
		d := int32(s.Bits(uint(i)*w, w)) + carry
		// carry = 1 when d >= 2^(w-1), computed from the sign of
		// 2^(w-1) - 1 - d.
		carry = (int32(1)<<(w-1) - 1 - d) >> 31 & 1
		out[i] = int8(d - carry<<w)
	}
}

// AppendWNAFVar appends the width-w non-adjacent form of s (as an integer
// below 2^256) to dst, least significant digit first, and returns it:
// every digit is 0 or odd with absolute value below 2^(w-1), and any w
// consecutive digits hold at most one that is not 0 (2 <= w <= 16). The
// result has at most one digit more than s has bits. Variable time: for
// public scalars only.
//
// The scan keeps a carry c (0 or 1) owed to the bit under it: where the
// bit equals c the digit is 0; elsewhere the w bits from there, plus c,
// make an odd window value in [1, 2^w), taken as a digit in
// (-2^(w-1), 2^(w-1)) by subtracting 2^w (and carrying 1) when it is
// 2^(w-1) or more, and the next w-1 digits are 0.
func (s *Scalar) AppendWNAFVar(dst []int16, w uint) []int16 {
	n := s.bitLen()
	start := len(dst)
	for range n + 1 {
		dst = append(dst, 0)
	}
	out := dst[start:]
	var carry uint32
	for bit := uint(0); bit < n || carry != 0; {
		if s.Bits(bit, 1) == carry {
			bit++
			continue
		}
		window := s.Bits(bit, w) + carry
		carry = window >> (w - 1) & 1
		out[bit] = int16(int32(window) - int32(carry<<w))
		bit += w
	}
	// Drop the zero digits above the top one.
	end := len(out)
	for end > 0 && out[end-1] == 0 {
		end--
	}
	return dst[:start+end]
}

// bitLen returns the number of significant bits of s. Variable time.
func (s *Scalar) bitLen() uint {
	for i := 3; i >= 0; i-- {
		if s.d[i] != 0 {
			return uint(64*i + bits.Len64(s.d[i]))
		}
	}
	return 0
}
