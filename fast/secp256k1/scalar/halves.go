//go:build !exhaustive

package scalar

// Halves returns the low and high 128 bits of s as scalars: s = lo +
// hi·2^128. Constant time.
func (s *Scalar) Halves() (lo, hi Scalar) {
	lo.d = [4]uint64{s.d[0], s.d[1]}
	hi.d = [4]uint64{s.d[2], s.d[3]}
	return lo, hi
}

// Fits128 reports whether s < 2^128. Variable time.
func (s *Scalar) Fits128() bool { return s.d[2]|s.d[3] == 0 }
