package secp256k1

import (
	"errors"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// Coordinates returns the affine x and y of v as 32-byte big-endian
// strings, and 0 for a finite point or 1 for the point at infinity (x and
// y are then zero). Constant time.
func (v *Point) Coordinates() (x, y [32]byte, inf int) {
	ax, ay, inf := v.affine()
	ax.PutBytes(&x)
	ay.PutBytes(&y)
	return x, y, inf
}

// CoordinatesVar is Coordinates for a public point (variable-time
// inversion).
func (v *Point) CoordinatesVar() (x, y [32]byte, inf bool) {
	if v.z.IsZeroVar() {
		return x, y, true
	}
	var zi, ax, ay field.Element
	zi.InvVar(&v.z)
	ax.Mul(&v.x, &zi)
	ay.Mul(&v.y, &zi)
	ax.NormalizeVar(&ax)
	ay.NormalizeVar(&ay)
	ax.PutBytes(&x)
	ay.PutBytes(&y)
	return x, y, false
}

// SetX sets v to the point with x-coordinate x (32 bytes, below p) and
// an even y (BIP-340's lift_x), and returns an error when x is not below
// p or no point has it. Variable time (public keys).
func (v *Point) SetX(x []byte) (*Point, error) {
	fx, err := new(field.Element).SetBytes(x)
	if err != nil {
		return nil, err
	}
	y, ok := liftX(fx)
	if ok == 0 {
		return nil, errNoSqrt
	}
	v.x, v.y = *fx, y
	v.z.One()
	return v, nil
}

// SetXManyVar sets *ps[i] to the point with x-coordinate xs[i] (32
// bytes, below p) and an even y, for every i, as SetX one by one, and
// returns nil; or the error of the first x that is not below p or that
// no point has, the points then being of no use. The square roots run
// together (field.SqrtManyVar: sixteen at a time where AVX-512 IFMA
// exists). Variable time (public keys and signatures).
func SetXManyVar(ps []*Point, xs [][]byte) error {
	n := len(xs)
	if len(ps) != n {
		return errors.New("secp256k1: SetXManyVar needs as many points as x-coordinates")
	}
	elems := make([]field.Element, 2*n)
	fx, roots := elems[:n], elems[n:]
	for i, x := range xs {
		if _, err := fx[i].SetBytes(x); err != nil {
			return err
		}
		curveRHS(&roots[i], &fx[i])
	}
	ok := make([]bool, n)
	field.SqrtManyVar(roots, roots, ok)
	for i, p := range ps {
		if !ok[i] {
			return errNoSqrt
		}
		evenRoot(&roots[i])
		p.x, p.y = fx[i], roots[i]
		p.z.One()
	}
	return nil
}

// XIsScalarVar reports whether v is finite and its x-coordinate, reduced
// mod n, equals r (ECDSA's final check), without an inversion: x = X/Z,
// so it compares X with r·Z and, when r + n < p, with (r + n)·Z. Variable
// time.
func (v *Point) XIsScalarVar(r *scalar.Scalar) bool {
	if v.z.IsZeroVar() {
		return false
	}
	var rx, t field.Element
	rb := r.Bytes()
	rx.SetBytes(rb) // r < n < p
	if t.Mul(&rx, &v.z).Add(&t, new(field.Element).Neg(&v.x, 1)).IsZeroVar() {
		return true
	}
	// x in [n, p) reduces to x - n < p - n: a second candidate r + n.
	if !rLess(rb, pMinusNBytes[:]) {
		return false
	}
	rx.Add(&rx, &nAsField)
	rx.NormalizeVar(&rx)
	return t.Mul(&rx, &v.z).Add(&t, new(field.Element).Neg(&v.x, 1)).IsZeroVar()
}

// p - n (below 2^129) and n as field elements.
var (
	pMinusNBytes = func() (b [32]byte) {
		e := mustElement("000000000000000000000000000000014551231950b75fc4402da1722fc9baee")
		e.PutBytes(&b)
		return b
	}()
	nAsField = mustElement("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
)

// rLess reports a < b for equal-length big-endian strings.
func rLess(a, b []byte) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// XsVar writes the affine x-coordinates of the public points ps into xs
// (len(xs) >= len(ps)) with a single inversion (Montgomery's trick over
// the Z coordinates), and reports which points are the point at infinity
// (their x is left zero). Variable time.
func XsVar(xs [][32]byte, inf []bool, ps []*Point) {
	zs := make([]field.Element, len(ps))
	var acc field.Element
	acc.One()
	for i, p := range ps {
		inf[i] = p.z.IsZeroVar()
		zs[i] = acc // product of the earlier non-zero Z
		if !inf[i] {
			acc.Mul(&acc, &p.z)
		}
	}
	var inv, zi, x field.Element
	inv.InvVar(&acc)
	for i := len(ps) - 1; i >= 0; i-- {
		if inf[i] {
			xs[i] = [32]byte{}
			continue
		}
		zi.Mul(&inv, &zs[i])    // 1/Z_i
		inv.Mul(&inv, &ps[i].z) // the inverse of the product before i
		x.Mul(&ps[i].x, &zi)
		x.NormalizeVar(&x)
		x.PutBytes(&xs[i])
	}
}

// HasXVar reports whether v is finite with affine x-coordinate x (32
// bytes big-endian; a value not below p is no coordinate), without an
// inversion: X = x·Z. Variable time: v and x must be public.
func (v *Point) HasXVar(x *[32]byte) bool {
	if v.z.IsZeroVar() {
		return false
	}
	var fx, t field.Element
	if _, err := fx.SetBytes(x[:]); err != nil {
		return false
	}
	return t.Mul(&fx, &v.z).Add(&t, new(field.Element).Neg(&v.x, 1)).IsZeroVar()
}
