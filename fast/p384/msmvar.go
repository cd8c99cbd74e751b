package p384

import (
	"errors"

	"github.com/curvecheck/curvecheck/fast/p384/field"
)

var errMSMVarInputs = errors.New("p384: MultiScalarMultVar needs as many 48-byte scalars as points")

// MultiScalarMultVar sets v = Σ ks[i]·ps[i] and returns v, or returns an
// error when the counts differ or a scalar is not 48 bytes: Straus's
// method (one shared chain of doublings) with each scalar in width-5
// wNAF against its point's odd multiples 1, 3, …, 15, made affine with
// one inversion for all the points. Variable time: scalars and points
// must be public.
func (v *Point) MultiScalarMultVar(ks [][]byte, ps []*Point) (*Point, error) {
	if len(ks) != len(ps) {
		return nil, errMSMVarInputs
	}
	for _, k := range ks {
		if len(k) != 48 {
			return nil, errMSMVarInputs
		}
	}
	var digits [][]int8
	var js []jac
	for i, p := range ps {
		if p.IsIdentity() == 1 {
			continue // adds nothing, whatever the scalar
		}
		var pj, p2 jac
		pj.x.Mul(&p.x, &p.z)
		pj.y.Mul(&p.y, pj.z.Square(&p.z))
		pj.z = p.z
		p2.double(&pj)
		row := make([]jac, 8)
		row[0] = pj
		for j := 1; j < 8; j++ {
			row[j].add(&row[j-1], &p2)
		}
		js = append(js, row...)
		digits = append(digits, wnaf(ks[i]))
	}
	if len(js) == 0 {
		return v.Set(NewIdentity()), nil
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
	if acc.inf {
		return v.Set(NewIdentity()), nil
	}
	var zz field.Element
	zz.Square(&acc.z)
	v.x.Mul(&acc.x, &acc.z)
	v.y = acc.y
	v.z.Mul(&zz, &acc.z)
	return v, nil
}
