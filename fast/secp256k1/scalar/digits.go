package scalar

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
func (s *Scalar) AppendWNAFVar(dst []int16, w uint) []int16 {
	// A five-word copy holds the running value, which may exceed 2^256
	// by a carry when a negative digit is taken off.
	var x [5]uint64
	copy(x[:], s.d[:])
	mask := uint64(1)<<w - 1
	for x != ([5]uint64{}) {
		if x[0]&1 == 0 {
			dst = append(dst, 0)
			shiftRight1(&x)
			continue
		}
		d := int64(x[0] & mask)
		if d >= 1<<(w-1) {
			d -= 1 << w
		}
		subSmall(&x, d)
		dst = append(dst, int16(d))
		// The low w bits are now 0: emit w-1 zero digits at once.
		for k := uint(1); k < w && x != ([5]uint64{}); k++ {
			dst = append(dst, 0)
			shiftRight1(&x)
		}
		shiftRight1(&x)
	}
	return dst
}

// shiftRight1 halves x.
func shiftRight1(x *[5]uint64) {
	for i := 0; i < 4; i++ {
		x[i] = x[i]>>1 | x[i+1]<<63
	}
	x[4] >>= 1
}

// subSmall sets x = x - d for a small signed d (x >= d).
func subSmall(x *[5]uint64, d int64) {
	if d >= 0 {
		var b uint64
		x[0], b = x[0]-uint64(d), 0
		if x[0] > ^uint64(0)-uint64(d) { // borrowed
			b = 1
		}
		for i := 1; i < 5 && b != 0; i++ {
			x[i], b = x[i]-1, 0
			if x[i] == ^uint64(0) {
				b = 1
			}
		}
		return
	}
	c := uint64(-d)
	x[0] += c
	if x[0] < c {
		for i := 1; i < 5; i++ {
			x[i]++
			if x[i] != 0 {
				break
			}
		}
	}
}

// Halves returns the low and high 128 bits of s as scalars: s = lo +
// hi·2^128. Constant time.
func (s *Scalar) Halves() (lo, hi Scalar) {
	lo.d = [4]uint64{s.d[0], s.d[1]}
	hi.d = [4]uint64{s.d[2], s.d[3]}
	return lo, hi
}

// Fits128 reports whether s < 2^128. Variable time.
func (s *Scalar) Fits128() bool { return s.d[2]|s.d[3] == 0 }
