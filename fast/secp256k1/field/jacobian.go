package field

// DoubleJacobianCoords sets out to the doubling of the Jacobian point in
// on a curve y² = x³ + b — the coordinates (x, y, z) that package
// secp256k1's doubleCoords computes, limb for limb:
//
//	z' = yz,  L = 3x²/2,  T = -y²x,  x' = L² + 2T,  y' = -(L(x' + T) + y⁴)
//
// with in's x and y of magnitude at most 3 and z at most 1, and out's x
// and y of magnitude 3, z of magnitude 1. It reports false, leaving out
// untouched, where no assembly form exists (no BMI2, purego, or the
// verify build, whose Elements carry their metadata); the caller then
// computes the same with the Element methods. out may be in. Constant
// time.
func DoubleJacobianCoords(out, in *[3]Element) bool {
	if !useMULX || checkEnabled {
		return false
	}
	feDoubleJacobianX(out, in)
	return true
}
