package fast

import (
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/fast/p384"
	p384ecdh "github.com/curvecheck/curvecheck/fast/p384/ecdh"
	p384ecdsa "github.com/curvecheck/curvecheck/fast/p384/ecdsa"
	pfield "github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/fast/p384/pmbtoken"
	pscalar "github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// The P-384 operations of fast/p384 (so far the field, the group's
// constant-time operations, the scalars mod n, ECDSA and ECDH). Field operands are reduced (the catalog's
// default), scalars are 48 bytes taken mod n, points decode as SEC1 with
// the identity 00 accepted, and point results are uncompressed.

const p3 = "p384/"

func p3fe(b []byte, name string) (*pfield.Element, error) {
	v, err := new(pfield.Element).SetBytesReduce(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

// p3sc decodes a 48-byte scalar input, reduced modulo n (the catalog's
// multiplications take any 48-byte value).
func p3sc(b []byte, name string) (*pscalar.Scalar, error) {
	v, err := new(pscalar.Scalar).SetBytesReduce(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

func p3pt(b []byte, name string) (*p384.Point, error) {
	v, err := new(p384.Point).SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

func p3Table() map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{}
	p3HashTable(t)
	oprfTable(t)
	pmbTable(t, pmbtoken.Options{})
	field2 := func(f func(v, a, b *pfield.Element)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := p3fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := p3fe(in["b"], "b")
			if err != nil {
				return nil, err
			}
			var v pfield.Element
			f(&v, a, b)
			return r(v.Bytes()), nil
		}
	}
	field1 := func(f func(v, a *pfield.Element) error) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := p3fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			var v pfield.Element
			if err := f(&v, a); err != nil {
				return nil, err
			}
			return r(v.Bytes()), nil
		}
	}
	t[p3+"field_add"] = field2(func(v, a, b *pfield.Element) { v.Add(a, b) })
	t[p3+"field_sub"] = field2(func(v, a, b *pfield.Element) { v.Sub(a, b) })
	t[p3+"field_mul"] = field2(func(v, a, b *pfield.Element) { v.Mul(a, b) })
	t[p3+"field_square"] = field1(func(v, a *pfield.Element) error { v.Square(a); return nil })
	t[p3+"field_invert"] = field1(func(v, a *pfield.Element) error { v.Inv(a); return nil })
	t[p3+"field_sqrt"] = field1(func(v, a *pfield.Element) error {
		if _, ok := v.Sqrt(a); ok == 0 {
			return errors.New("field_sqrt: not a square")
		}
		v.Select(new(pfield.Element).Neg(v), v, v.IsOdd()) // the even root
		return nil
	})
	point1 := func(f func(v, p *p384.Point)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			p, err := p3pt(in["p"], "p")
			if err != nil {
				return nil, err
			}
			var v p384.Point
			f(&v, p)
			return r(v.Bytes()), nil
		}
	}
	t[p3+"point_decode"] = point1(func(v, p *p384.Point) { v.Set(p) })
	t[p3+"point_double"] = point1(func(v, p *p384.Point) { v.Double(p) })
	t[p3+"point_negate"] = point1(func(v, p *p384.Point) { v.Neg(p) })
	t[p3+"point_add"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := p3pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		q, err := p3pt(in["q"], "q")
		if err != nil {
			return nil, err
		}
		return r(new(p384.Point).Add(p, q).Bytes()), nil
	}
	t[p3+"scalar_base_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := p3sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		return r(new(p384.Point).ScalarBaseMult(k).Bytes()), nil
	}
	t[p3+"scalar_mult"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := p3pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		k, err := p3sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		return r(new(p384.Point).ScalarMult(k, p).Bytes()), nil
	}
	scalar2 := func(f func(v, a, b *pscalar.Scalar)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := new(pscalar.Scalar).SetBytesReduce(in["a"])
			if err != nil {
				return nil, fmt.Errorf("a: %v", err)
			}
			b, err := new(pscalar.Scalar).SetBytesReduce(in["b"])
			if err != nil {
				return nil, fmt.Errorf("b: %v", err)
			}
			var v pscalar.Scalar
			f(&v, a, b)
			return r(v.Bytes()), nil
		}
	}
	t[p3+"scalar_add"] = scalar2(func(v, a, b *pscalar.Scalar) { v.Add(a, b) })
	t[p3+"scalar_mul"] = scalar2(func(v, a, b *pscalar.Scalar) { v.Mul(a, b) })
	t[p3+"scalar_invert"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := new(pscalar.Scalar).SetBytesReduce(in["a"])
		if err != nil {
			return nil, fmt.Errorf("a: %v", err)
		}
		return r(new(pscalar.Scalar).Inv(a).Bytes()), nil
	}
	t[p3+"scalar_reduce"] = func(in catalog.Values) (catalog.Values, error) {
		v, err := new(pscalar.Scalar).SetWideBytes(in["x"])
		if err != nil {
			return nil, err
		}
		return r(v.Bytes()), nil
	}
	t[p3+"ecdsa_sign"] = hashSizeOnly(48, func(in catalog.Values) (catalog.Values, error) {
		sig, err := p384ecdsa.Sign(in["private"], in["digest"])
		return catalog.Values{"sig": sig}, err
	})
	t[p3+"ecdsa_sign_der"] = hashSizeOnly(48, func(in catalog.Values) (catalog.Values, error) {
		sig, err := p384ecdsa.SignASN1(in["private"], in["digest"])
		return catalog.Values{"sig": sig}, err
	})
	t[p3+"ecdsa_verify_der"] = k1verify(p384ecdsa.VerifyASN1, "digest")
	t[p3+"ecdsa_sign_message"] = func(in catalog.Values) (catalog.Values, error) {
		sig, err := p384ecdsa.SignMessage(in["private"], in["msg"])
		return catalog.Values{"sig": sig}, err
	}
	t[p3+"ecdsa_verify"] = k1verify(p384ecdsa.Verify, "digest")
	t[p3+"ecdsa_verify_message"] = k1verify(p384ecdsa.VerifyMessage, "msg")
	t[p3+"ecdh"] = func(in catalog.Values) (catalog.Values, error) {
		s, err := p384ecdh.SharedX(in["private"], in["public"])
		return catalog.Values{"shared": s}, err
	}
	return t
}

// p3VarTable is the variable-time P-384 surface ("fast-vartime").
func p3VarTable() map[string]catalog.OpFunc {
	return map[string]catalog.OpFunc{
		p3 + "field_invert": func(in catalog.Values) (catalog.Values, error) {
			a, err := p3fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			return r(new(pfield.Element).InvVar(a).Bytes()), nil
		},
		p3 + "scalar_invert": func(in catalog.Values) (catalog.Values, error) {
			a, err := new(pscalar.Scalar).SetBytesReduce(in["a"])
			if err != nil {
				return nil, fmt.Errorf("a: %v", err)
			}
			return r(new(pscalar.Scalar).InvVar(a).Bytes()), nil
		},
		p3 + "msm": func(in catalog.Values) (catalog.Values, error) {
			k, p := in["k"], in["p"]
			n := len(k) / 48
			if n == 0 || len(k)%48 != 0 || len(p) != 49*n {
				return nil, errors.New("msm: lengths do not make n pairs")
			}
			ks := make([]*pscalar.Scalar, n)
			ps := make([]*p384.Point, n)
			for i := range ks {
				var err error
				if ks[i], err = p3sc(k[48*i:48*i+48], fmt.Sprintf("k[%d]", i)); err != nil {
					return nil, err
				}
				if ps[i], err = p3pt(p[49*i:49*i+49], fmt.Sprintf("p[%d]", i)); err != nil {
					return nil, err
				}
			}
			v, err := new(p384.Point).MultiScalarMultVar(ks, ps)
			if err != nil {
				return nil, err
			}
			return r(v.Bytes()), nil
		},
		p3 + "double_scalar_mult_base": func(in catalog.Values) (catalog.Values, error) {
			p, err := p3pt(in["p"], "p")
			if err != nil {
				return nil, err
			}
			b, err := p3sc(in["b"], "b")
			if err != nil {
				return nil, err
			}
			a, err := p3sc(in["a"], "a")
			if err != nil {
				return nil, err
			}
			return r(new(p384.Point).DoubleScalarMultBaseVar(b, p, a).Bytes()), nil
		},
	}
}

// p3Policies declares what fast/p384 does where the catalog lets
// implementations differ: the inverse of 0 is 0.
// p3HashTable is fast/p384's hash-to-curve, both suites.
func p3HashTable(t map[string]catalog.OpFunc) {
	hash := func(f func(v *p384.Point, msg, dst []byte) (*p384.Point, error)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			v, err := f(new(p384.Point), in["msg"], in["dst"])
			if err != nil {
				return nil, err
			}
			return r(v.Bytes()), nil
		}
	}
	t[p3+"hash_to_curve"] = hash((*p384.Point).HashToCurve)
	t[p3+"encode_to_curve"] = hash((*p384.Point).EncodeToCurve)
}

func p3Policies(p map[string]string, t map[string]catalog.OpFunc) {
	for op := range t {
		if op == p3+"field_invert" || op == p3+"scalar_invert" {
			p[op] = "invert0:zero"
		}
	}
}
