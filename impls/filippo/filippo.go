// Package filippo registers filippo.io/edwards25519 as the implementations
// "filippo" (field, scalar and point operations, constant-time
// multi-scalar multiplication) and "filippo-vartime" (its VarTime
// multi-scalar multiplication).
package filippo

import (
	"errors"
	"fmt"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/curvecheck/curvecheck/catalog"
)

const fam = "edwards25519/"

func fe(b []byte, name string) (*field.Element, error) {
	v, err := new(field.Element).SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

func sc(b []byte, name string) (*edwards25519.Scalar, error) {
	v, err := edwards25519.NewScalar().SetCanonicalBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

func pt(b []byte, name string) (*edwards25519.Point, error) {
	v, err := new(edwards25519.Point).SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

func field2(f func(r, a, b *field.Element) *field.Element) catalog.OpFunc {
	return func(in catalog.Values) (catalog.Values, error) {
		a, err := fe(in["a"], "a")
		if err != nil {
			return nil, err
		}
		b, err := fe(in["b"], "b")
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": f(new(field.Element), a, b).Bytes()}, nil
	}
}

func field1(f func(a *field.Element) (*field.Element, error)) catalog.OpFunc {
	return func(in catalog.Values) (catalog.Values, error) {
		a, err := fe(in["a"], "a")
		if err != nil {
			return nil, err
		}
		r, err := f(a)
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": r.Bytes()}, nil
	}
}

func point1(f func(p *edwards25519.Point) *edwards25519.Point) catalog.OpFunc {
	return func(in catalog.Values) (catalog.Values, error) {
		p, err := pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": f(p).Bytes()}, nil
	}
}

// msm decodes the concatenated scalars and points of the msm operation.
func msm(in catalog.Values) ([]*edwards25519.Scalar, []*edwards25519.Point, error) {
	k, p := in["k"], in["p"]
	n := len(k) / 32
	if n == 0 || len(k)%32 != 0 || len(p) != 32*n {
		return nil, nil, errors.New("msm: lengths do not make n pairs")
	}
	ks := make([]*edwards25519.Scalar, n)
	ps := make([]*edwards25519.Point, n)
	for i := range ks {
		var err error
		if ks[i], err = sc(k[32*i:32*i+32], fmt.Sprintf("k[%d]", i)); err != nil {
			return nil, nil, err
		}
		if ps[i], err = pt(p[32*i:32*i+32], fmt.Sprintf("p[%d]", i)); err != nil {
			return nil, nil, err
		}
	}
	return ks, ps, nil
}

func table() map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{
		fam + "field_add":    field2((*field.Element).Add),
		fam + "field_sub":    field2((*field.Element).Subtract),
		fam + "field_mul":    field2((*field.Element).Multiply),
		fam + "field_square": field1(func(a *field.Element) (*field.Element, error) { return new(field.Element).Square(a), nil }),
		fam + "field_invert": field1(func(a *field.Element) (*field.Element, error) { return new(field.Element).Invert(a), nil }),
		fam + "field_sqrt": field1(func(a *field.Element) (*field.Element, error) {
			r, ok := new(field.Element).SqrtRatio(a, new(field.Element).One())
			if ok != 1 {
				return nil, errors.New("not a square")
			}
			return r, nil
		}),
		fam + "point_decode": point1(func(p *edwards25519.Point) *edwards25519.Point { return p }),
		fam + "point_double": point1(func(p *edwards25519.Point) *edwards25519.Point { return new(edwards25519.Point).Add(p, p) }),
		fam + "point_negate": point1(func(p *edwards25519.Point) *edwards25519.Point { return new(edwards25519.Point).Negate(p) }),
	}
	scalar2 := func(f func(r, a, b *edwards25519.Scalar) *edwards25519.Scalar) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := sc(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := sc(in["b"], "b")
			if err != nil {
				return nil, err
			}
			return catalog.Values{"r": f(edwards25519.NewScalar(), a, b).Bytes()}, nil
		}
	}
	t[fam+"scalar_add"] = scalar2((*edwards25519.Scalar).Add)
	t[fam+"scalar_mul"] = scalar2((*edwards25519.Scalar).Multiply)
	t[fam+"scalar_invert"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := sc(in["a"], "a")
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": edwards25519.NewScalar().Invert(a).Bytes()}, nil
	}
	t[fam+"scalar_reduce"] = func(in catalog.Values) (catalog.Values, error) {
		s, err := edwards25519.NewScalar().SetUniformBytes(in["x"])
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": s.Bytes()}, nil
	}
	t[fam+"point_add"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		q, err := pt(in["q"], "q")
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": new(edwards25519.Point).Add(p, q).Bytes()}, nil
	}
	t[fam+"scalar_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		p, err := pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": new(edwards25519.Point).ScalarMult(k, p).Bytes()}, nil
	}
	t[fam+"scalar_base_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": new(edwards25519.Point).ScalarBaseMult(k).Bytes()}, nil
	}
	t[fam+"double_scalar_mult_base"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := sc(in["a"], "a")
		if err != nil {
			return nil, err
		}
		b, err := sc(in["b"], "b")
		if err != nil {
			return nil, err
		}
		p, err := pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		// a·G + b·P = VarTimeDoubleScalarBaseMult(b, P, a).
		return catalog.Values{"r": new(edwards25519.Point).VarTimeDoubleScalarBaseMult(b, p, a).Bytes()}, nil
	}
	t[fam+"msm"] = func(in catalog.Values) (catalog.Values, error) {
		ks, ps, err := msm(in)
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": new(edwards25519.Point).MultiScalarMult(ks, ps).Bytes()}, nil
	}
	return t
}

// policies: field elements drop the top bit and accept non-canonical values
// (RFC 7748 style), the inverse of zero is zero, scalars must be canonical
// (SetCanonicalBytes), points decode leniently ("SetBytes accepts all
// non-canonical encodings of valid points").
func policies(t map[string]catalog.OpFunc) map[string]string {
	p := map[string]string{}
	for op := range t {
		switch op[len(fam):] {
		case "field_add", "field_sub", "field_mul", "field_square", "field_sqrt":
			p[op] = "field:ignore-top-bit"
		case "field_invert":
			p[op] = "field:ignore-top-bit+invert0:zero"
		case "scalar_add", "scalar_mul":
			p[op] = "scalar:canonical"
		case "scalar_invert":
			p[op] = "scalar:canonical+invert0:zero"
		case "scalar_reduce":
		case "scalar_base_mult":
			p[op] = "scalar:canonical"
		case "point_add", "point_double", "point_negate", "point_decode":
			p[op] = "point:lenient"
		default: // the multiplications that take a point
			p[op] = "point:lenient+scalar:canonical"
		}
	}
	return p
}

func init() {
	t := table()
	catalog.Register(&catalog.Funcs{ImplName: "filippo", Table: t, Policies: policies(t)})
	vt := map[string]catalog.OpFunc{fam + "msm": func(in catalog.Values) (catalog.Values, error) {
		ks, ps, err := msm(in)
		if err != nil {
			return nil, err
		}
		return catalog.Values{"r": new(edwards25519.Point).VarTimeMultiScalarMult(ks, ps).Bytes()}, nil
	}}
	catalog.Register(&catalog.Funcs{ImplName: "filippo-vartime", Table: vt, Policies: policies(vt)})
}
