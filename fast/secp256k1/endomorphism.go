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

// smallBatch is how many points the table builders below keep on the
// stack (ScalarMult's table of 16 multiples); longer inputs allocate.
const smallBatch = 16

// batchAffineVar converts the finite Jacobian points in to affine into
// out (len(out) >= len(in)) with one inversion (Montgomery's trick: the
// inverse of the product of the Z, then the prefix products). Variable
// time: public points only.
func batchAffineVar(out []affine, in []jacobian) {
	if len(in) == 0 {
		return
	}
	var buf [smallBatch]field.Element
	prefix := buf[:]
	if len(in) > smallBatch {
		prefix = make([]field.Element, len(in))
	}
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

// oddMultiplesVar writes the (1, 3, 5, …, 2m-1)·p of each point p of
// ps (finite, of order n), m = len(out)/len(ps), into consecutive rows of
// out, all made affine with a single inversion. Each row is built with
// mixed additions of 2p on the curve scaled by 2p's Z (iso.go), where 2p
// is the affine (X₂, Y₂) and p has the Jacobian coordinates (X·Z₂²,
// Y·Z₂³, Z); an entry's Z there times Z₂ is its Z on secp256k1: 8M + 3S
// per entry and one product, in place of the 12M + 4S of a Jacobian
// addition. Variable time: public points only.
func oddMultiplesVar(out []affine, ps []jacobian) {
	m := len(out) / len(ps)
	js := make([]jacobian, len(out))
	for i := range ps {
		row := js[i*m : (i+1)*m]
		var twice jacobian
		twice.doubleVar(&ps[i])
		d := affine{x: twice.x, y: twice.y}
		var z2, z3 field.Element
		z2.Square(&twice.z)
		z3.Mul(&z2, &twice.z)
		row[0].x.Mul(&ps[i].x, &z2)
		row[0].y.Mul(&ps[i].y, &z3)
		row[0].z = ps[i].z
		row[0].inf = false
		for j := 1; j < m; j++ {
			row[j].addAffineVar(&row[j-1], &d)
		}
		for j := range row {
			row[j].z.Mul(&row[j].z, &twice.z)
		}
	}
	batchAffineVar(out, js)
}

// multiplesVar is oddMultiplesVar for the multiples (1, 2, 3, …, m)·p.
// A point with Z = 1 (decoded from bytes) is added in its affine form,
// and its double comes from a doubling: 7M + 4S and (m-2)·(8M + 3S) in
// place of (m-1)·(12M + 4S).
func multiplesVar(out []affine, ps []jacobian) {
	m := len(out) / len(ps)
	var buf [smallBatch]jacobian
	js := buf[:]
	if len(out) > smallBatch {
		js = make([]jacobian, len(out))
	}
	js = js[:len(out)]
	for i := range ps {
		row := js[i*m : (i+1)*m]
		row[0] = ps[i]
		if !ps[i].inf && ps[i].zIsOneVar() && m > 1 {
			base := affine{x: ps[i].x, y: ps[i].y}
			base.x.NormalizeVar(&base.x)
			base.y.NormalizeVar(&base.y)
			row[1].doubleVar(&ps[i])
			for j := 2; j < m; j++ {
				row[j].addAffineVar(&row[j-1], &base)
			}
			continue
		}
		for j := 1; j < m; j++ {
			row[j].addVar(&row[j-1], &ps[i])
		}
	}
	batchAffineVar(out, js)
}
