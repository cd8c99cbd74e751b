package secp256k1

import "github.com/curvecheck/curvecheck/fast/secp256k1/field"

// beta is β, a primitive cube root of 1 in GF(p) with λ·(x, y) = (β·x, y)
// for the λ of package scalar (Gallant, Lambert and Vanstone, CRYPTO
// 2001; TestEndomorphism checks the pairing on G).
var beta = mustElement("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee")

// mulLambda sets a = λ·b = (β·x, y) for an affine b. Constant time.
func (a *affine) mulLambda(b *affine) *affine {
	a.x.Mul(&b.x, &beta)
	a.x.Normalize(&a.x)
	a.y, a.inf = b.y, b.inf
	return a
}

// batchAffineVar converts the finite Jacobian points in to affine into
// out (len(out) >= len(in)) with one inversion (Montgomery's trick: the
// inverse of the product of the Z, then the prefix products). Variable
// time: public points only.
func batchAffineVar(out []affine, in []jacobian) {
	if len(in) == 0 {
		return
	}
	prefix := make([]field.Element, len(in))
	prefix[0] = in[0].z
	for i := 1; i < len(in); i++ {
		prefix[i].Mul(&prefix[i-1], &in[i].z)
	}
	var inv, zi, zi2 field.Element
	inv.InvVar(&prefix[len(in)-1])
	for i := len(in) - 1; i >= 0; i-- {
		if i > 0 {
			zi.Mul(&inv, &prefix[i-1])
			inv.Mul(&inv, &in[i].z)
		} else {
			zi = inv
		}
		zi2.Square(&zi)
		out[i].x.Mul(&in[i].x, &zi2)
		out[i].y.Mul(&in[i].y, zi2.Mul(&zi2, &zi))
		out[i].x.NormalizeVar(&out[i].x)
		out[i].y.NormalizeVar(&out[i].y)
		out[i].inf = false
	}
}

// oddMultiplesVar fills out with the affine (1, 3, 5, …, 2·len(out)-1)·p
// for a finite affine p (P + 2P + 2P …, then one batch inversion).
// Variable time: public points only.
func oddMultiplesVar(out []affine, p *affine) {
	js := make([]jacobian, len(out))
	js[0].setAffine(p)
	var twice jacobian
	twice.doubleVar(&js[0])
	for i := 1; i < len(js); i++ {
		js[i].addVar(&js[i-1], &twice)
	}
	batchAffineVar(out, js)
}

// multiplesVar fills out with the affine (1, 2, 3, …, len(out))·p for a
// finite affine p. Variable time: public points only.
func multiplesVar(out []affine, p *affine) {
	js := make([]jacobian, len(out))
	js[0].setAffine(p)
	for i := 1; i < len(js); i++ {
		js[i].addAffineVar(&js[i-1], p)
	}
	batchAffineVar(out, js)
}
