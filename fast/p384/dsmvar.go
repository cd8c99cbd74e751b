package p384

import (
	rec "github.com/curvecheck/curvecheck/fast/internal/recode"
	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// Variable-time double multiplication a·P + b·G for public inputs
// (signature verification): width-5 wNAF digits of both scalars (odd
// digits in [-15, 15], at least four zeros after each), one shared chain
// of doublings (Straus, "Addition chains of vectors", 1964), Jacobian
// coordinates with the textbook doubling and mixed addition whose
// exceptional cases are branches — the inputs are public. P's odd
// multiples are made affine with one inversion; G's are row 0 of the
// generator table.

// jac is a point in Jacobian coordinates: x = X/Z², y = Y/Z³.
type jac struct {
	x, y, z field.Element
	inf     bool
}

// double sets j = 2a (dbl-2001-b, 3M + 5S; a = -3). Variable time.
func (j *jac) double(a *jac) {
	if a.inf {
		j.inf = true
		return
	}
	j.x, j.y, j.z = a.x, a.y, a.z
	doubleJacobian(&j.x, &j.y, &j.z)
	j.inf = false
}

// addAffine sets j = a + (x2, y2) (or minus it when neg) for a finite
// affine point: U = x2·Z², S = ±y2·Z³, H = U - X, R = S - Y, then X' =
// R² - H³ - 2XH², Y' = R(XH² - X') - YH³, Z' = ZH (Hankerson, Menezes and
// Vanstone, Guide to ECC, Algorithm 3.22; 8M + 3S). Equal points go to
// double and opposite ones to the point at infinity. Variable time.
func (j *jac) addAffine(a *jac, x2, y2 *field.Element, neg bool) {
	if a.inf {
		j.x, j.y = *x2, *y2
		if neg {
			j.y.Neg(y2)
		}
		j.z.One()
		j.inf = false
		return
	}
	var zz, u, s, h, r field.Element
	zz.Square(&a.z)
	u.Mul(x2, &zz)
	s.Mul(y2, zz.Mul(&zz, &a.z))
	if neg {
		s.Neg(&s)
	}
	h.Sub(&u, &a.x)
	r.Sub(&s, &a.y)
	if h.IsZero() == 1 {
		if r.IsZero() == 1 {
			j.double(a)
		} else {
			j.inf = true
		}
		return
	}
	x, y := mixedFinish(&a.x, &a.y, &h, &r)
	j.z.Mul(&a.z, &h)
	j.x, j.y, j.inf = x, y, false
}

// add sets j = a + b for Jacobian points (HMV's general addition, 12M +
// 4S): the mixed addition with U1 = X1·Z2², S1 = Y1·Z2³ in place of X1
// and Y1 and Z' = Z1·Z2·H. Variable time.
func (j *jac) add(a, b *jac) {
	switch {
	case a.inf:
		*j = *b
		return
	case b.inf:
		*j = *a
		return
	}
	var z1z1, z2z2, u1, u2, s1, s2, h, r field.Element
	z1z1.Square(&a.z)
	z2z2.Square(&b.z)
	u1.Mul(&a.x, &z2z2)
	u2.Mul(&b.x, &z1z1)
	s1.Mul(&a.y, z2z2.Mul(&z2z2, &b.z))
	s2.Mul(&b.y, z1z1.Mul(&z1z1, &a.z))
	h.Sub(&u2, &u1)
	r.Sub(&s2, &s1)
	if h.IsZero() == 1 {
		if r.IsZero() == 1 {
			j.double(a)
		} else {
			j.inf = true
		}
		return
	}
	x, y := mixedFinish(&u1, &s1, &h, &r)
	j.z.Mul(&a.z, &b.z)
	j.z.Mul(&j.z, &h)
	j.x, j.y, j.inf = x, y, false
}

// wnaf returns the width-5 NAF of the 48-byte big-endian k, least
// significant digit first, up to its highest non-zero digit: k = Σ
// d_i·2^i with every non-zero d_i odd in [-15, 15]. Variable time
// (recode.AppendNAF).
func wnaf(k []byte) []int8 {
	l := limbs(k)
	return rec.AppendNAF(make([]int8, 0, 390), l[:], 5)
}

// DoubleScalarMultBaseVar sets v = a·p + b·G and returns v. Variable
// time: a, b and p must be public (signature verification).
func (v *Point) DoubleScalarMultBaseVar(a *scalar.Scalar, p *Point, b *scalar.Scalar) *Point {
	return v.doubleScalarMultBaseVar(a.Bytes(), p, b.Bytes())
}

// doubleScalarMultBaseVar is DoubleScalarMultBaseVar for 48-byte
// big-endian scalars (any value below 2^384).
func (v *Point) doubleScalarMultBaseVar(a []byte, p *Point, b []byte) *Point {
	da, db := wnaf(a), wnaf(b)
	// p's odd multiples 1, 3, …, 15 in Jacobian coordinates, then affine
	// with one inversion (Montgomery's trick).
	var tbl [8]affine
	finite := p.IsIdentity() == 0
	if finite {
		// (X : Y : Z) projective is (XZ, YZ², Z) Jacobian.
		var pj, p2 jac
		pj.x.Mul(&p.x, &p.z)
		pj.y.Mul(&p.y, pj.z.Square(&p.z))
		pj.z = p.z
		p2.double(&pj)
		var js [8]jac
		js[0] = pj
		for i := 1; i < 8; i++ {
			js[i].add(&js[i-1], &p2)
		}
		toAffine(tbl[:], js[:])
	}
	g := &gWindows()[0] // j·G for j = 1 … 16
	var acc jac
	acc.inf = true
	for i := max(len(da), len(db)) - 1; i >= 0; i-- {
		acc.double(&acc)
		if i < len(da) && da[i] != 0 && finite {
			d := da[i]
			e := &tbl[abs8(d)>>1]
			acc.addAffine(&acc, &e.x, &e.y, d < 0)
		}
		if i < len(db) && db[i] != 0 {
			d := db[i]
			e := &g[abs8(d)-1]
			acc.addAffine(&acc, &e.x, &e.y, d < 0)
		}
	}
	if acc.inf {
		return v.Set(NewIdentity())
	}
	// (X, Y, Z) Jacobian is (XZ : Y : Z³) projective.
	var zz field.Element
	zz.Square(&acc.z)
	v.x.Mul(&acc.x, &acc.z)
	v.y = acc.y
	v.z.Mul(&zz, &acc.z)
	return v
}

func abs8(d int8) int {
	if d < 0 {
		return int(-d)
	}
	return int(d)
}

// toAffine writes the finite Jacobian points js as affine points to out
// with one inversion (the inverse of the product of the Z, then the
// prefix products). Variable time in which points are infinite: none is.
func toAffine(out []affine, js []jac) {
	prefix := make([]field.Element, len(js))
	prefix[0] = js[0].z
	for i := 1; i < len(js); i++ {
		prefix[i].Mul(&prefix[i-1], &js[i].z)
	}
	var inv, zi, zi2 field.Element
	inv.InvVar(&prefix[len(js)-1])
	for i := len(js) - 1; i >= 0; i-- {
		if i > 0 {
			zi.Mul(&inv, &prefix[i-1])
			inv.Mul(&inv, &js[i].z)
		} else {
			zi = inv
		}
		zi2.Square(&zi)
		out[i].x.Mul(&js[i].x, &zi2)
		out[i].y.Mul(&js[i].y, zi2.Mul(&zi2, &zi))
	}
}
