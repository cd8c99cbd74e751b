package field

// Invert is Inv's former name, kept for the callers outside fast/
// (constanttime/claims) until they move to Inv.
func (v *Element) Invert(a *Element) *Element { return v.Inv(a) }

// InvertVar is InvVar's former name, kept for the callers outside fast/
// (constanttime/claims) until they move to InvVar. Variable time.
func (v *Element) InvertVar(a *Element) *Element { return v.InvVar(a) }
