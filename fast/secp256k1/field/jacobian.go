package field

// DoubleJacobianCoords sets out to the doubling of the Jacobian point in
// on a curve y² = x³ + b — the coordinates (x, y, z) that package
// secp256k1's doubleCoords computes, the same residues mod p:
//
//	z' = yz,  L = 3x²/2,  T = -y²x,  x' = L² + 2T,  y' = -(L(x' + T) + y⁴)
//
// with in's x and y of magnitude at most 3 and z at most 1, and out's x
// and y of magnitude at most 3, z of magnitude 1. On CPUs with BMI2 and
// ADX it runs every step on four 64-bit words (feDoubleJacobianWideX;
// every output coordinate of magnitude 1); with BMI2 only, on the 5×52
// limbs with the same limbs as the Element methods (feDoubleJacobianX).
// It reports false, leaving out untouched, where no assembly form exists
// (no BMI2, purego, or the verify build, whose Elements carry their
// metadata); the caller then computes the same with the Element methods.
// out may be in. Constant time.
func DoubleJacobianCoords(out, in *[3]Element) bool {
	if !useMULX || checkEnabled {
		return false
	}
	if useADX {
		feDoubleJacobianWideX(out, in)
		return true
	}
	feDoubleJacobianX(out, in)
	return true
}

// DoubleJacobianCoordsN sets out to the coordinates of n doublings of
// in, n >= 1, as n calls of DoubleJacobianCoords compute them (the same
// residues mod p), with in's x and y of magnitude at most 3 and z at most
// 1, and every output coordinate of magnitude 1. It runs the n doublings
// in one routine on four 64-bit words (feDoubleJacobianNWideX), so the
// conversions are paid once, on CPUs with BMI2 and ADX; elsewhere (and in
// the verify build) it reports false, leaving out untouched, and the
// caller doubles n times. out may be in. Constant time (n is public).
func DoubleJacobianCoordsN(out, in *[3]Element, n int) bool {
	if !useADX || checkEnabled || n < 1 {
		return false
	}
	feDoubleJacobianNWideX(out, in, n)
	return true
}

// DoubleProjectiveCoordsN sets out to 2^n·in, n >= 1, for the projective
// point in = (X : Y : Z) (x = X/Z, y = Y/Z), as package secp256k1's
// Point.doubleTimes computes it, the same residues mod p: the Jacobian
// point (XZ, YZ², Z), or (1, 1, 0) when Z ≡ 0 (the point at infinity),
// doubled n times as DoubleJacobianCoords does, and returned as (xz, y,
// z³). Inputs of magnitude at most 8, outputs of magnitude 1. It runs in
// one routine on four 64-bit words (feDoubleProjectiveNWideX) on CPUs with
// BMI2 and ADX outside the verify build, and reports false, writing
// nothing, elsewhere. out may be in. Constant time (n is public).
func DoubleProjectiveCoordsN(out, in *[3]Element, n int) bool {
	if !useADX || checkEnabled || n < 1 {
		return false
	}
	feDoubleProjectiveNWideX(out, in, n)
	return true
}

// CompleteAddAffineWide reports whether CompleteAddAffine runs on four
// 64-bit words here (its limbs then differ from the Element methods',
// its residues do not): for the tests that compare limbs.
func CompleteAddAffineWide() bool { return useADX && !checkEnabled && !toyCurve }

// AddAffineVar sets out to the sum of the Jacobian point in = (X, Y, Z)
// and the affine point (x2, y2) as package secp256k1's mixed addition
// computes it (HMV Algorithm 3.22), the same residues mod p, with the
// products U = x2·zu², S = y2·zu³ taken against zu (in's Z, or Z times
// the scale of a scaled curve):
//
//	H = U - X,  R = S - Y,  Z' = ZH,  X' = R² - H³ - 2XH²,  Y' = R(XH² - X') - YH³
//
// and sets zr = H, every output of magnitude 1, for inputs of magnitude
// at most 8. It runs the whole addition on four 64-bit words
// (feAddAffineWideX) on CPUs with BMI2 and ADX outside the verify build;
// it reports false, writing nothing, where that form does not exist and
// when H ≡ 0 (equal x: the caller's Element methods then find the
// doubling or the point at infinity). out may be in. Variable time:
// public inputs only.
func AddAffineVar(out, in *[3]Element, x2, y2, zu, zr *Element) bool {
	if !useADX || checkEnabled {
		return false
	}
	return feAddAffineWideX(out, in, x2, y2, zu, zr) != 0
}

// FinishJacobianAdd sets out to the sum that package secp256k1's mixed
// addition forms from the Jacobian point in = (X, Y, Z) and the values
// H = U - X and R = S - Y of the affine addend (U = x₂Z², S = y₂Z³), limb
// for limb as its Element methods do:
//
//	Z' = ZH,  X' = R² - H³ - 2XH²,  Y' = R(XH² - X') - YH³
//
// with X, Y of magnitude at most 3, Z at most 1, H and R at most 5; X'
// and Y' leave with magnitude 1 (carried), Z' with 1. It reports false,
// leaving out untouched, where no assembly form exists (as
// DoubleJacobianCoords). out may be in. Constant time.
func FinishJacobianAdd(out, in *[3]Element, h, r *Element) bool {
	if !useMULX || checkEnabled {
		return false
	}
	feFinishAddX(out, in, h, r)
	return true
}

// CompleteAddAffine sets out to the projective sum of in = (X : Y : Z)
// and the affine point (x2, y2) that package secp256k1's complete mixed
// addition forms (Renes, Costello and Batina, eprint 2015/1060,
// Algorithm 8 with a = 0 and 3b = 21), the same residues mod p, with
// every input of magnitude at most 1 and every output coordinate of
// magnitude 1 (carried). On CPUs with BMI2 and ADX every step runs on four
// 64-bit words (feCompleteAddAffineWideX); with BMI2 only, on the 5×52
// limbs with the same limbs as the Element methods
// (feCompleteAddAffineX). It reports false, leaving out untouched, where
// no assembly form exists (as DoubleJacobianCoords), and in the
// exhaustive build (toyCurve), whose curve has another 3b. out may be
// in. Constant time.
func CompleteAddAffine(out, in *[3]Element, x2, y2 *Element) bool {
	if !useMULX || checkEnabled || toyCurve {
		return false
	}
	if useADX {
		feCompleteAddAffineWideX(out, in, x2, y2)
		return true
	}
	feCompleteAddAffineX(out, in, x2, y2)
	return true
}
