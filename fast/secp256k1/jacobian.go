package secp256k1

import (
	"unsafe"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
)

// The variable-time arithmetic works on Jacobian coordinates: (X, Y, Z)
// stands for x = X/Z², y = Y/Z³, and a flag marks the point at infinity.
// Formulas are the a = 0 cases of Hankerson, Menezes and Vanstone, "Guide
// to Elliptic Curve Cryptography" (2004), §3.2.2 (Algorithms 3.21 and
// 3.22), written with the lazy reduction of package field. These
// functions branch on their inputs and must see public points only.

// jacobian is a point in Jacobian coordinates; x and y have magnitude at
// most 3 (a doubling leaves them there, see doubleVar), z at most 1.
type jacobian struct {
	x, y, z field.Element
	inf     bool
}

// affine is a finite point with normalized coordinates, or the point at
// infinity when inf is set.
type affine struct {
	x, y field.Element
	inf  bool
}

// setInfinity sets j to the point at infinity.
func (j *jacobian) setInfinity() *jacobian {
	*j = jacobian{inf: true}
	j.x.One()
	j.y.One()
	return j
}

// setAffine sets j = a (Z = 1).
func (j *jacobian) setAffine(a *affine) *jacobian {
	j.x, j.y, j.inf = a.x, a.y, a.inf
	j.z.One()
	return j
}

// neg sets j = -a.
func (j *jacobian) neg(a *jacobian) *jacobian {
	j.x, j.z, j.inf = a.x, a.z, a.inf
	j.y.Neg(&a.y, 3)
	j.y.NormalizeWeak(&j.y)
	return j
}

// doubleVar sets j = 2a. HMV Algorithm 3.21 with a = 0 computes
// M = 3X², S = 4XY², X' = M² - 2S, Y' = M(S - X') - 8Y⁴, Z' = 2YZ. The
// same point has the coordinates (X'/4, Y'/8, Z'/2) (Jacobian coordinates
// scale as (λ²X, λ³Y, λZ), here λ = 1/2), which need neither the factor 2
// nor the factor 8; with L = M/2 = 3X²/2 and T = -XY²:
//
//	X'' = L² + 2T,  Y'' = -(L(X'' + T) + Y⁴),  Z'' = YZ
//
// 3M + 4S and one halving. Inputs x and y up to magnitude 3, z up to 1;
// the result has x and y of magnitude 3 and z of magnitude 1, so no
// coordinate needs a carry pass. On secp256k1 no finite point has y = 0
// (x³ = -7 has no root in GF(p)), so only the infinity flag needs a
// branch.
func (j *jacobian) doubleVar(a *jacobian) *jacobian {
	if a.inf {
		return j.setInfinity()
	}
	j.doubleCoords(a)
	j.inf = false
	return j
}

// doubleCoords sets j's coordinates to those of 2a by the formulas of
// doubleVar, ignoring the infinity flags: with BMI2, package field's
// assembly form (field.DoubleJacobianCoords: the same steps in one
// routine, on four 64-bit words with ADX, with the same limbs without),
// otherwise doubleCoordsMethods. Constant time. A point with
// Z = 0 and Y ≠ 0 (the point at infinity when (X, Y) = (u², u³)) stays
// one: Z' = YZ = 0 and Y' = u¹²/8 ≠ 0.
func (j *jacobian) doubleCoords(a *jacobian) {
	if field.DoubleJacobianCoords(j.coords(), a.coords()) {
		return
	}
	j.doubleCoordsMethods(a)
}

// doubleCoordsN sets j's coordinates to those of 2^n·a by n doubleCoords
// (none for n < 1): with BMI2 and ADX, one assembly routine for the n
// doublings (field.DoubleJacobianCoordsN, the conversions paid once),
// otherwise n calls of doubleCoords. Constant time (n is public).
func (j *jacobian) doubleCoordsN(a *jacobian, n int) {
	if n < 1 {
		j.x, j.y, j.z = a.x, a.y, a.z
		return
	}
	if field.DoubleJacobianCoordsN(j.coords(), a.coords(), n) {
		return
	}
	j.doubleCoords(a)
	for range n - 1 {
		j.doubleCoords(j)
	}
}

// doubleNVar sets j = 2^n·a (a point at infinity stays one). Variable
// time.
func (j *jacobian) doubleNVar(a *jacobian, n int) *jacobian {
	if a.inf {
		return j.setInfinity()
	}
	j.doubleCoordsN(a, n)
	j.inf = false
	return j
}

// coords returns x, y and z as one array (they are adjacent fields).
func (j *jacobian) coords() *[3]field.Element {
	return (*[3]field.Element)(unsafe.Pointer(&j.x))
}

// doubleCoordsMethods is doubleCoords with the field.Element methods.
func (j *jacobian) doubleCoordsMethods(a *jacobian) {
	var yy, l, t, x, u field.Element
	j.z.Mul(&a.y, &a.z) // 1
	yy.Square(&a.y)     // 1
	l.Square(&a.x)      // 1
	l.MulInt(&l, 3)     // 3
	l.Half(&l)          // 2
	t.Neg(&yy, 1)       // 2
	t.Mul(&t, &a.x)     // 1: T = -XY²
	x.Square(&l)        // 1
	x.Add(&x, &t)       // 2
	x.Add(&x, &t)       // 3: X'' = L² + 2T
	yy.Square(&yy)      // 1: Y⁴
	u.Add(&x, &t)       // 4
	u.Mul(&u, &l)       // 1
	u.Add(&u, &yy)      // 2
	j.y.Neg(&u, 2)      // 3
	j.x = x
}

// addAffineVar sets j = a + b for an affine b (HMV Algorithm 3.22:
// 8M + 3S):
//
//	U = x₂Z², S = y₂Z³, H = U - X, R = S - Y
//	X' = R² - H³ - 2XH²,  Y' = R(XH² - X') - YH³,  Z' = ZH
//
// H = 0 means equal x: the sum is then 2a (R = 0) or infinity.
func (j *jacobian) addAffineVar(a *jacobian, b *affine) *jacobian {
	var zr field.Element
	j.addAffineZRVar(a, b, &zr)
	return j
}

// addAffineZRVar is addAffineVar that also reports, when a and b are
// finite with different x, the ratio H = Z'/Z of the result's Z to a's
// in zr (magnitude at most 5) and true; in the other cases zr is left as it is
// and the result is false.
func (j *jacobian) addAffineZRVar(a *jacobian, b *affine, zr *field.Element) bool {
	if b.inf {
		j.set(a)
		return false
	}
	if a.inf {
		j.setAffine(b)
		return false
	}
	// With BMI2 and ADX, the whole addition in one assembly routine on
	// four-word values; it declines equal x, which the steps below handle.
	if field.AddAffineVar(j.coords(), a.coords(), &b.x, &b.y, &a.z, zr) {
		j.inf = false
		return true
	}
	var zz, u, s, h, r field.Element
	zz.Square(&a.z)
	u.Mul(&b.x, &zz)
	s.Mul(&b.y, zz.Mul(&zz, &a.z))
	h.Add(&u, h.Neg(&a.x, 3)) // 5
	r.Add(&s, r.Neg(&a.y, 3)) // 5
	if h.IsZeroVar() {
		if r.IsZeroVar() {
			j.doubleVar(a)
		} else {
			j.setInfinity()
		}
		return false
	}
	*zr = h
	// With BMI2, package field's assembly form of the steps below.
	if field.FinishJacobianAdd(j.coords(), a.coords(), &h, &r) {
		j.inf = false
		return true
	}
	var z field.Element
	z.Mul(&a.z, &h)
	j.finishAdd(&a.x, &a.y, &h, &r)
	j.z = z
	return true
}

// addVar sets j = a + b for Jacobian a and b (HMV's general addition,
// 12M + 4S): as addAffineVar with U₁ = X₁Z₂², S₁ = Y₁Z₂³ in place of X
// and Y, and Z' = Z₁Z₂H.
func (j *jacobian) addVar(a, b *jacobian) *jacobian {
	if a.inf {
		return j.set(b)
	}
	if b.inf {
		return j.set(a)
	}
	var z1z1, z2z2, u1, u2, s1, s2, h, r field.Element
	z1z1.Square(&a.z)
	z2z2.Square(&b.z)
	u1.Mul(&a.x, &z2z2)
	u2.Mul(&b.x, &z1z1)
	s1.Mul(&a.y, z2z2.Mul(&z2z2, &b.z))
	s2.Mul(&b.y, z1z1.Mul(&z1z1, &a.z))
	h.Add(&u2, h.Neg(&u1, 1))
	r.Add(&s2, r.Neg(&s1, 1))
	if h.IsZeroVar() {
		if r.IsZeroVar() {
			return j.doubleVar(a)
		}
		return j.setInfinity()
	}
	var z field.Element
	z.Mul(&a.z, &b.z)
	z.Mul(&z, &h)
	j.finishAdd(&u1, &s1, &h, &r)
	j.z = z
	return j
}

// finishAdd sets j.x and j.y from U₁, S₁ (magnitude 1), H and R
// (magnitude at most 5): X' = R² - H³ - 2U₁H², Y' = R(U₁H² - X') - S₁H³.
func (j *jacobian) finishAdd(u1, s1, h, r *field.Element) {
	var hh, hhh, v, t field.Element
	hh.Square(h)
	hhh.Mul(&hh, h)
	v.Mul(u1, &hh)
	t.Square(r)
	t.Add(&t, hh.Neg(&hhh, 1)) // 3
	t.Add(&t, hh.Neg(&v, 1))   // 5
	t.Add(&t, &hh)             // 7
	x := t
	x.NormalizeWeak(&x)
	t.Add(&v, t.Neg(&x, 1)) // 3
	t.Mul(&t, r)
	hhh.Mul(&hhh, s1)
	j.y.Add(&t, hhh.Neg(&hhh, 1))
	j.y.NormalizeWeak(&j.y)
	j.x = x
	j.inf = false
}

// zIsOneVar reports whether j's Z is 1 mod p (a point decoded from bytes
// and not moved since). Variable time.
func (j *jacobian) zIsOneVar() bool {
	var d, one field.Element
	one.One()
	return d.Add(&j.z, d.Neg(&one, 1)).IsZeroVar()
}

// set sets j = a.
func (j *jacobian) set(a *jacobian) *jacobian { *j = *a; return j }

// toAffineVar returns j in affine coordinates (one inversion).
func (j *jacobian) toAffineVar() affine {
	if j.inf {
		return affine{inf: true}
	}
	var a affine
	var inv, inv2 field.Element
	inv.InvVar(&j.z)
	inv2.Square(&inv)
	a.x.Mul(&j.x, &inv2)
	a.y.Mul(&j.y, inv2.Mul(&inv2, &inv))
	a.x.NormalizeVar(&a.x)
	a.y.NormalizeVar(&a.y)
	return a
}

// jacobianFromPoint converts a projective point: (X : Y : Z) is
// (XZ, YZ², Z) in Jacobian coordinates. Variable time (the infinity test).
func jacobianFromPoint(p *Point) jacobian {
	var j jacobian
	if p.z.IsZeroVar() {
		j.setInfinity()
		return j
	}
	var zz field.Element
	j.x.Mul(&p.x, &p.z)
	zz.Square(&p.z)
	j.y.Mul(&p.y, &zz)
	j.z = p.z
	return j
}

// toPoint converts back: (X, Y, Z) is (XZ : Y : Z³) projectively.
func (j *jacobian) toPoint(p *Point) *Point {
	if j.inf {
		return p.Set(NewIdentity())
	}
	var zz field.Element
	zz.Square(&j.z)
	p.x.Mul(&j.x, &j.z)
	p.y.NormalizeWeak(&j.y)
	p.z.Mul(&zz, &j.z)
	return p
}

// equalVar reports whether a and b are the same point.
func (a *jacobian) equalVar(b *jacobian) bool {
	if a.inf || b.inf {
		return a.inf == b.inf
	}
	var z1z1, z2z2, l, r field.Element
	z1z1.Square(&a.z)
	z2z2.Square(&b.z)
	l.Mul(&a.x, &z2z2)
	r.Mul(&b.x, &z1z1)
	if !l.Add(&l, r.Neg(&r, 1)).IsZeroVar() {
		return false
	}
	l.Mul(&a.y, z2z2.Mul(&z2z2, &b.z))
	r.Mul(&b.y, z1z1.Mul(&z1z1, &a.z))
	return l.Add(&l, r.Neg(&r, 1)).IsZeroVar()
}
