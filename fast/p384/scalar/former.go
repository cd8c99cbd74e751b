package scalar

// Invert is Inv's former name, kept for the callers outside fast/
// (constanttime/claims) until they move to Inv.
func (s *Scalar) Invert(a *Scalar) *Scalar { return s.Inv(a) }

// InvertVar is InvVar's former name, kept for the callers outside fast/
// (constanttime/claims) until they move to InvVar. Variable time.
func (s *Scalar) InvertVar(a *Scalar) *Scalar { return s.InvVar(a) }
