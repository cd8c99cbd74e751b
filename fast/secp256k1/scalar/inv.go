//go:build !exhaustive

package scalar

import "github.com/curvecheck/curvecheck/fast/internal/safegcd"

var modN = safegcd.New256(orderLimbs)

// Inv sets s = 1/a mod n (0 for 0) and returns s. Constant time (package
// safegcd's fixed-length divstep inverse).
func (s *Scalar) Inv(a *Scalar) *Scalar {
	s.d = modN.Invert(a.d)
	return s
}

// InvVar is Inv for public values (ECDSA verification): its time depends
// on a.
func (s *Scalar) InvVar(a *Scalar) *Scalar {
	s.d = modN.InvertVar(a.d)
	return s
}
