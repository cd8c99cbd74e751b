package scalar

// SignedRadix16 returns the scalar's digits e[0..63] in radix 16 with
// -8 <= e[i] < 8 (e[63] <= 8), so that s = Σ e[i]·16^i. Constant time with
// respect to s.
func (s *Scalar) SignedRadix16() [64]int8 {
	b := s.Bytes()
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

// NonAdjacentForm returns the width-w NAF of s (2 <= w <= 8): digits that
// are zero or odd with |digit| < 2^(w-1), no two non-zero digits closer
// than w positions, s = Σ naf[i]·2^i. Execution time depends on the value:
// for public scalars only (the Var functions).
func (s *Scalar) NonAdjacentForm(w uint) [256]int8 {
	if w < 2 || w > 8 {
		panic("scalar: NAF width out of range")
	}
	b := s.Bytes()
	// k as five little-endian words (one spare for the carries of k - d).
	var k [5]uint64
	for i := 0; i < 32; i++ {
		k[i/8] |= uint64(b[i]) << (8 * (i % 8))
	}
	var naf [256]int8
	width := int64(1) << w
	for pos := 0; pos < 256; pos++ {
		if k[0]&1 == 1 {
			// d = k mod 2^w taken in (-2^(w-1), 2^(w-1)); k -= d.
			d := int64(k[0] & uint64(width-1))
			if d >= width/2 {
				d -= width
			}
			naf[pos] = int8(d)
			if d > 0 {
				sub(&k, uint64(d))
			} else {
				add(&k, uint64(-d))
			}
		}
		// k >>= 1
		for i := 0; i < 4; i++ {
			k[i] = k[i]>>1 | k[i+1]<<63
		}
		k[4] >>= 1
	}
	return naf
}

func add(k *[5]uint64, v uint64) {
	for i := range k {
		old := k[i]
		k[i] += v
		if k[i] >= old {
			return
		}
		v = 1
	}
}

func sub(k *[5]uint64, v uint64) {
	for i := range k {
		old := k[i]
		k[i] -= v
		if k[i] <= old {
			return
		}
		v = 1
	}
}
