package p384

import (
	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// MultiScalarMultIndependent is MultiScalarMult with the cheaper addition
// BoringSSL uses in its batch multiplication (commit 5f43b12d5,
// ec_GFp_mont_mul_batch with ec_GFp_mont_add): the accumulator in
// Jacobian coordinates and mixed additions of affine table entries (8M +
// 3S against the complete addition's 12M + 2·m_b), with the point at
// infinity on either side handled by masked selects, and one branch: when
// the accumulator equals the entry being added, the addition goes to a
// doubling.
//
// PRECONDITION for constant time: that branch depends on the secret
// scalars, and is never taken when the points' discrete logarithms are
// unknown to each other and independent and the scalars are uniformly
// random (the accumulator meets one of the table's multiples only with
// negligible probability), which is BoringSSL's stated condition for
// Trust Tokens issuance. For other inputs — a point given twice, points
// with related logarithms, chosen scalars — it is still correct (the
// branch doubles), but not constant time. The constant-time registry
// records this precondition; MultiScalarMult is the variant with no
// precondition.
func (v *Point) MultiScalarMultIndependent(ks []*scalar.Scalar, ps []*Point) (*Point, error) {
	if len(ps) < 1 || len(ps) > 3 || len(ks) != len(ps) {
		return nil, errMSMInputs
	}
	return v.multiScalarMultIndependent(encodeScalars(ks), ps)
}

// multiScalarMultIndependent is MultiScalarMultIndependent for 48-byte
// big-endian scalars (any value below 2^384).
func (v *Point) multiScalarMultIndependent(ks [][]byte, ps []*Point) (*Point, error) {
	n := len(ps)
	if n < 1 || n > 3 || len(ks) != n {
		return nil, errMSMInputs
	}
	for _, k := range ks {
		if len(k) != 48 {
			return nil, errMSMInputs
		}
	}
	// The tables of 1·P … 16·P, made affine with one inversion for all of
	// them (Montgomery's trick; points at infinity are carried as Z = 0
	// and flagged).
	var rows [3][tabLen]affine
	var zeroRow [3]int
	var d [3][digits]int32
	for i := range n {
		var t table
		t.fill(ps[i])
		zeroRow[i] = ps[i].IsIdentity()
		for j := range t {
			// An identity row keeps Z = 1 for the inversion; its entries
			// are never used (zeroRow masks them out).
			t[j].z.Select(new(field.Element).One(), &t[j].z, zeroRow[i])
		}
		affineRow(&rows[i], &t)
		recode(&d[i], ks[i])
	}
	var acc jacAcc
	acc.setInfinity()
	for pos := digits - 1; pos >= 0; pos-- {
		if pos != digits-1 {
			for range window {
				acc.double()
			}
		}
		for i := range n {
			var x, y field.Element
			nonzero := lookupAffine(&x, &y, &rows[i], d[i][pos])
			acc.addMasked(&x, &y, nonzero&(1^zeroRow[i]))
		}
	}
	acc.toPoint(v)
	return v, nil
}

// affineRow writes the 16 projective points of t as affine points: one
// inversion of the product of their Z, then the prefix products.
// Constant time; every Z must be non-zero.
func affineRow(out *[tabLen]affine, t *table) {
	var prefix [tabLen]field.Element
	prefix[0] = t[0].z
	for i := 1; i < tabLen; i++ {
		prefix[i].Mul(&prefix[i-1], &t[i].z)
	}
	var inv, zi field.Element
	inv.Inv(&prefix[tabLen-1])
	for i := tabLen - 1; i >= 0; i-- {
		if i > 0 {
			zi.Mul(&inv, &prefix[i-1])
			inv.Mul(&inv, &t[i].z)
		} else {
			zi = inv
		}
		out[i].x.Mul(&t[i].x, &zi)
		out[i].y.Mul(&t[i].y, &zi)
	}
}

// jacAcc is the accumulator of MultiScalarMultIndependent: Jacobian
// coordinates, the point at infinity as Z = 0 with X = Y = 1 (which the
// doubling maps to itself, as in doubleTimes).
type jacAcc struct {
	x, y, z field.Element
}

func (a *jacAcc) setInfinity() {
	a.x.One()
	a.y.One()
	a.z.Zero()
}

// double sets a = 2a (dbl-2001-b, 3M + 5S). Constant time.
func (a *jacAcc) double() { doubleJacobian(&a.x, &a.y, &a.z) }

// addMasked sets a = a + (x2, y2) when use = 1 and leaves a when use = 0,
// by addUnchecked, except for one branch: a = (x2, y2) goes to a doubling
// — see the precondition of MultiScalarMultIndependent.
func (a *jacAcc) addMasked(x2, y2 *field.Element, use int) {
	var zz, u, s, h, r field.Element
	zz.Square(&a.z)
	u.Mul(x2, &zz)
	s.Mul(y2, zz.Mul(&zz, &a.z))
	h.Sub(&u, &a.x)
	r.Sub(&s, &a.y)
	if use&(1^a.z.IsZero())&h.IsZero()&r.IsZero() == 1 {
		a.double() // the accumulator equals the entry
		return
	}
	a.finish(x2, y2, &h, &r, use)
}

// addUnchecked sets a = a + (x2, y2) when use = 1 and leaves a when use =
// 0, with no branch, for callers that know a ≠ (x2, y2) whenever a is
// finite (the one case it gets wrong). HMV's mixed addition (Algorithm
// 3.22, 8M + 3S) with masked selects: an accumulator at infinity takes
// (x2, y2, 1), and a sum at infinity (a = -(x2, y2)) comes out with Z =
// HZ = 0 and is reset to (1, 1, 0). Constant time.
func (a *jacAcc) addUnchecked(x2, y2 *field.Element, use int) {
	var zz, u, s, h, r field.Element
	zz.Square(&a.z)
	u.Mul(x2, &zz)
	s.Mul(y2, zz.Mul(&zz, &a.z))
	h.Sub(&u, &a.x)
	r.Sub(&s, &a.y)
	a.finish(x2, y2, &h, &r, use)
}

// finish completes the mixed addition from H = U - X and R = S - Y.
func (a *jacAcc) finish(x2, y2, h, r *field.Element, use int) {
	inf := a.z.IsZero()
	x, y := mixedFinish(&a.x, &a.y, h, r)
	var z field.Element
	z.Mul(&a.z, h)
	// A sum at infinity (Z = 0) goes back to (1, 1, 0).
	var one field.Element
	one.One()
	sumInf := z.IsZero()
	x.Select(&one, &x, sumInf)
	y.Select(&one, &y, sumInf)
	// The accumulator at infinity takes the entry.
	x.Select(x2, &x, inf)
	y.Select(y2, &y, inf)
	z.Select(&one, &z, inf)
	a.x.Select(&x, &a.x, use)
	a.y.Select(&y, &a.y, use)
	a.z.Select(&z, &a.z, use)
}

// toPoint writes a as projective coordinates: (X, Y, Z) is (XZ : Y :
// Z³), and the point at infinity (1, 1, 0) is (0 : 1 : 0).
func (a *jacAcc) toPoint(v *Point) {
	var zz field.Element
	zz.Square(&a.z)
	v.x.Mul(&a.x, &a.z)
	v.y.Set(&a.y)
	v.z.Mul(&zz, &a.z)
}
