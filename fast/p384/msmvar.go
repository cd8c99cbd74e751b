package p384

import (
	"errors"

	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

var errMSMVarInputs = errors.New("p384: MultiScalarMultVar needs as many scalars as points")

// pippengerThreshold is the number of finite points from which
// MultiScalarMultVar uses Pippenger's method instead of Straus's.
// BenchmarkMSMVar on a 2-core AMD EPYC (medians of 3, Pippenger / Straus):
// n = 128 1.03, 160 1.00, 192 1.00, 224 0.91, 256 0.80, 512 0.72-0.78, 1024
// 0.63-0.64, 2048 0.52-0.53 (two runs).
const pippengerThreshold = 192

// MultiScalarMultVar sets v = Σ ks[i]·ps[i] and returns v, or returns an
// error when the counts differ. Below
// pippengerThreshold points it is Straus's method (one shared chain of
// doublings) with each scalar in width-5 wNAF against its point's odd
// multiples 1, 3, …, 15, made affine with one inversion for all the
// points; from there on Pippenger's bucket method (pippenger.go).
// Variable time: scalars and points must be public.
func (v *Point) MultiScalarMultVar(ks []*scalar.Scalar, ps []*Point) (*Point, error) {
	if len(ks) != len(ps) {
		return nil, errMSMVarInputs
	}
	return v.multiScalarMultVarWith(-1, encodeScalars(ks), ps)
}

// multiScalarMultVarWith is MultiScalarMultVar with the method forced:
// 0 Straus, 1 Pippenger, -1 chosen by the number of points.
// The scalars are 48-byte big-endian (any value below 2^384).
func (v *Point) multiScalarMultVarWith(method int, ks [][]byte, ps []*Point) (*Point, error) {
	if len(ks) != len(ps) {
		return nil, errMSMVarInputs
	}
	var finite []jac
	var fks [][]byte
	for i, p := range ps {
		if p.IsIdentity() == 1 {
			continue // adds nothing, whatever the scalar
		}
		var pj jac
		pj.x.Mul(&p.x, &p.z)
		pj.y.Mul(&p.y, pj.z.Square(&p.z))
		pj.z = p.z
		finite = append(finite, pj)
		fks = append(fks, ks[i])
	}
	if len(finite) == 0 {
		return v.Set(NewIdentity()), nil
	}
	if method == 1 || method < 0 && len(finite) >= pippengerThreshold {
		aff := make([]affine, len(finite))
		toAffine(aff, finite)
		return v.setJac(pippengerVar(fks, aff)), nil
	}
	return v.setJac(strausVar(fks, finite)), nil
}

// setJac sets v to the Jacobian a: (X·Z : Y : Z³).
func (v *Point) setJac(a jac) *Point {
	if a.inf {
		return v.Set(NewIdentity())
	}
	var zz field.Element
	zz.Square(&a.z)
	v.x.Mul(&a.x, &a.z)
	v.y = a.y
	v.z.Mul(&zz, &a.z)
	return v
}

// strausVar returns Σ ks[i]·ps[i] for finite points by Straus's method
// (see MultiScalarMultVar). Variable time.
func strausVar(ks [][]byte, ps []jac) jac {
	var digits [][]int8
	var js []jac
	for i := range ps {
		pj := ps[i]
		var p2 jac
		p2.double(&pj)
		row := make([]jac, 8)
		row[0] = pj
		for j := 1; j < 8; j++ {
			row[j].add(&row[j-1], &p2)
		}
		js = append(js, row...)
		digits = append(digits, wnaf(ks[i]))
	}
	tbl := make([]affine, len(js))
	toAffine(tbl, js)
	n := 0
	for _, d := range digits {
		n = max(n, len(d))
	}
	var acc jac
	acc.inf = true
	for i := n - 1; i >= 0; i-- {
		acc.double(&acc)
		for t, d := range digits {
			if i >= len(d) || d[i] == 0 {
				continue
			}
			e := &tbl[8*t+abs8(d[i])>>1]
			acc.addAffine(&acc, &e.x, &e.y, d[i] < 0)
		}
	}
	return acc
}
