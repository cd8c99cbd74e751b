// Package recode writes scalars as signed digits for the scalar
// multiplications of fast/'s three families: fixed-window signed digits
// (constant time, for table lookups and Pippenger's buckets) and the
// width-w non-adjacent form (variable time, for public scalars). Scalars
// are non-negative integers given as little-endian 64-bit limbs; bits past
// the last limb read as 0.
package recode

import "math/bits"

// Digit is the type of a signed digit.
type Digit interface{ ~int8 | ~int16 | ~int32 }

// window returns the w bits of k from bit i (w <= 64; missing bits are
// 0), mask being 2^w - 1. Constant time with respect to k (i and w are
// public).
func window(k []uint64, i, w uint, mask uint64) uint64 {
	limb, off := int(i/64), i%64
	if limb >= len(k) {
		return 0
	}
	v := k[limb] >> off
	if off+w > 64 && limb+1 < len(k) {
		v |= k[limb+1] << (64 - off)
	}
	return v & mask
}

// Signed writes k as len(out) signed base-2^w digits, least significant
// first: k = Σ out[i]·2^(w·i), every digit in [-2^(w-1), 2^(w-1)), except
// the last, which takes the final carry and may be 2^(w-1). k must be
// below 2^(w·len(out) - 1) for the sum to hold with that bound (below
// 2^(w·len(out)) for the sum alone), and 2^w must fit D (1 <= w <= 31).
// Constant time with respect to k: each digit takes the carry of the one
// below by arithmetic, not by a branch.
func Signed[D Digit](out []D, k []uint64, w uint) {
	if len(out) == 0 {
		return
	}
	half := uint64(1) << (w - 1)
	mask := uint64(1)<<w - 1
	last := len(out) - 1
	var carry uint64
	for i := range last {
		d := window(k, uint(i)*w, w, mask) + carry // in [0, 2^w]
		carry = (d + half) >> w                    // 1 when d >= 2^(w-1)
		out[i] = D(int64(d) - int64(carry<<w))
	}
	out[last] = D(window(k, uint(last)*w, w, mask) + carry)
}

// NAF walks the width-w non-adjacent form of k: digits that are 0 or odd
// with absolute value below 2^(w-1), at least w - 1 zeros after each
// non-zero one, k = Σ d_i·2^i. It has at most one digit more than k has
// bits. Variable time: for public scalars only.
type NAF struct {
	k     []uint64
	w     uint
	pos   uint
	end   uint // k's bit length
	carry uint64
}

// NewNAF returns the walk of the width-w NAF of k (2 <= w <= 16).
func NewNAF(k []uint64, w uint) NAF {
	if w < 2 || w > 16 {
		panic("recode: NAF width out of range")
	}
	n := len(k)
	for n > 0 && k[n-1] == 0 {
		n--
	}
	end := uint(0)
	if n > 0 {
		end = uint(64*(n-1) + bits.Len64(k[n-1]))
	}
	return NAF{k: k, w: w, end: end}
}

// Next returns the position and value of the next non-zero digit, lowest
// first, and false when there is none.
//
// At each position either the bit equals the carry owed to it (a run of
// zeros with no carry, or of ones with one, skipped whole to the end of
// the limb at most) and the digit is 0, or the w bits from there plus the
// carry make an odd window in [1, 2^w), taken as a digit in
// (-2^(w-1), 2^(w-1)) by subtracting 2^w (and carrying 1) when it is
// 2^(w-1) or more; the next w-1 digits are then 0.
func (a *NAF) Next() (pos uint, d int32, ok bool) {
	for a.pos < a.end || a.carry != 0 {
		limb, off := int(a.pos/64), a.pos%64
		var cur uint64
		if limb < len(a.k) {
			cur = a.k[limb] >> off
		}
		if cur&1 == a.carry {
			run := cur
			if a.carry == 1 {
				run = ^cur
			}
			if run == 0 {
				a.pos += 64 - off
			} else {
				a.pos += min(uint(bits.TrailingZeros64(run)), 64-off)
			}
			continue
		}
		if off+a.w > 64 && limb+1 < len(a.k) {
			cur |= a.k[limb+1] << (64 - off)
		}
		win := cur&(1<<a.w-1) + a.carry
		a.carry = win >> (a.w - 1) & 1 // 1 when win >= 2^(w-1)
		d = int32(win) - int32(a.carry<<a.w)
		pos = a.pos
		a.pos += a.w
		return pos, d, true
	}
	return 0, 0, false
}

// AppendNAF appends the dense width-w NAF of k to dst (one digit per bit
// position, up to the highest non-zero one) and returns the extended
// slice. Variable time: for public scalars only.
func AppendNAF[D Digit](dst []D, k []uint64, w uint) []D {
	a := NewNAF(k, w)
	start := len(dst)
	for {
		pos, d, ok := a.Next()
		if !ok {
			return dst
		}
		for uint(len(dst)-start) < pos {
			dst = append(dst, 0)
		}
		dst = append(dst, D(d))
	}
}
