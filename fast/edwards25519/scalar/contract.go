package scalar

import "errors"

// InvVar sets s = a⁻¹ mod l (0 for 0) and returns s. It is Inv, which is
// constant time; the name is the contract's variable-time inversion.
func (s *Scalar) InvVar(a *Scalar) *Scalar { return s.Inv(a) }

// Select sets s = a if cond = 1 and s = b if cond = 0 (cond in {0, 1}) and
// returns s. Constant time.
func (s *Scalar) Select(a, b *Scalar, cond int) *Scalar {
	m := -uint64(cond)
	for i := range s.m {
		s.m[i] = b.m[i] ^ (m & (a.m[i] ^ b.m[i]))
	}
	return s
}

// IsZero returns 1 when s = 0 and 0 otherwise. Constant time.
func (s *Scalar) IsZero() int {
	var zero Scalar
	return s.Equal(zero.Zero())
}

// SetBytesReduce sets s = x mod l for a 32-byte little-endian x and
// returns s; the only error is another length. Constant time.
func (s *Scalar) SetBytesReduce(x []byte) (*Scalar, error) {
	if len(x) != 32 {
		return nil, errors.New("scalar: SetBytesReduce takes 32 bytes")
	}
	var wide [64]byte
	copy(wide[:], x)
	return s.SetWideBytes(wide[:])
}
