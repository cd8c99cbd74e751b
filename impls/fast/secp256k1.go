package fast

import (
	"errors"
	"fmt"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/fast/secp256k1/ecdh"
	"github.com/curvecheck/curvecheck/fast/secp256k1/ecdsa"
	kfield "github.com/curvecheck/curvecheck/fast/secp256k1/field"
	kscalar "github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	"github.com/curvecheck/curvecheck/fast/secp256k1/schnorr"
)

// The secp256k1 operations of fast/secp256k1. Field and scalar operands
// are reduced (the catalog's default), points decode as SEC1 with the
// identity 00 accepted, and point results are uncompressed.

const k1 = "secp256k1/"

func k1fe(b []byte, name string) (*kfield.Element, error) {
	v, err := new(kfield.Element).SetBytesReduce(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

func k1feOut(v *kfield.Element) catalog.Values {
	var n kfield.Element
	n.Normalize(v)
	return r(n.Bytes())
}

func k1sc(b []byte, name string) (*kscalar.Scalar, error) {
	if len(b) != 32 {
		return nil, fmt.Errorf("%s: scalar is %d bytes, want 32", name, len(b))
	}
	v, _ := new(kscalar.Scalar).SetBytesReduce(b)
	return v, nil
}

func k1pt(b []byte, name string) (*secp256k1.Point, error) {
	v, err := new(secp256k1.Point).SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

func k1ptOut(p *secp256k1.Point) catalog.Values { return r(p.Bytes()) }

func k1msm(in catalog.Values) ([]*kscalar.Scalar, []*secp256k1.Point, error) {
	k, p := in["k"], in["p"]
	n := len(k) / 32
	if n == 0 || len(k)%32 != 0 || len(p) != 33*n {
		return nil, nil, errors.New("msm: lengths do not make n pairs")
	}
	ks := make([]*kscalar.Scalar, n)
	ps := make([]*secp256k1.Point, n)
	for i := range ks {
		var err error
		if ks[i], err = k1sc(k[32*i:32*i+32], fmt.Sprintf("k[%d]", i)); err != nil {
			return nil, nil, err
		}
		if ps[i], err = k1pt(p[33*i:33*i+33], fmt.Sprintf("p[%d]", i)); err != nil {
			return nil, nil, err
		}
	}
	return ks, ps, nil
}

// hashSizeOnly answers "unsupported" on a digest that is not size bytes
// (fast signs the family hash's digests only: the input class
// digest-not-the-family-hash-size, declared) and calls f otherwise.
func hashSizeOnly(size int, f catalog.OpFunc) catalog.OpFunc {
	return func(in catalog.Values) (catalog.Values, error) {
		if len(in["digest"]) != size {
			return nil, fmt.Errorf("the digest to sign is %d bytes, and only %d-byte digests are signed: %w", len(in["digest"]), size, catalog.ErrUnsupported)
		}
		return f(in)
	}
}

// signsHashSizeOnly declares the input class hashSizeOnly declines on
// every signing operation of t that takes a digest.
func signsHashSizeOnly(t map[string]catalog.OpFunc) map[string][]string {
	out := map[string][]string{}
	for op := range t {
		if strings.HasSuffix(op, "/ecdsa_sign") || strings.HasSuffix(op, "/ecdsa_sign_der") {
			out[op] = []string{"digest-not-the-family-hash-size"}
		}
	}
	return out
}

func k1verify(f func(pub, data, sig []byte) error, data string) catalog.OpFunc {
	return func(in catalog.Values) (catalog.Values, error) {
		if err := f(in["pub"], in[data], in["sig"]); err != nil {
			return nil, err
		}
		return catalog.Values{}, nil
	}
}

// k1Table is the constant-time secp256k1 surface ("fast"); inversion
// helpers take the function to use so that k1VarTable can swap in the
// Var ones.
// k1HashTable is fast/secp256k1's hash-to-curve, both suites.
func k1HashTable(t map[string]catalog.OpFunc) {
	hash := func(f func(v *secp256k1.Point, msg, dst []byte) (*secp256k1.Point, error)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			v, err := f(new(secp256k1.Point), in["msg"], in["dst"])
			if err != nil {
				return nil, err
			}
			return r(v.Bytes()), nil
		}
	}
	t[k1+"hash_to_curve"] = hash((*secp256k1.Point).HashToCurve)
	t[k1+"encode_to_curve"] = hash((*secp256k1.Point).EncodeToCurve)
}

func k1Table() map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{}
	k1HashTable(t)
	field2 := func(f func(v, a, b *kfield.Element)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := k1fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := k1fe(in["b"], "b")
			if err != nil {
				return nil, err
			}
			var v kfield.Element
			f(&v, a, b)
			return k1feOut(&v), nil
		}
	}
	field1 := func(f func(v, a *kfield.Element) error) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := k1fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			var v kfield.Element
			if err := f(&v, a); err != nil {
				return nil, err
			}
			return k1feOut(&v), nil
		}
	}
	t[k1+"field_add"] = field2(func(v, a, b *kfield.Element) { v.Add(a, b) })
	t[k1+"field_sub"] = field2(func(v, a, b *kfield.Element) { v.Add(a, new(kfield.Element).Neg(b, 1)) })
	t[k1+"field_mul"] = field2(func(v, a, b *kfield.Element) { v.Mul(a, b) })
	t[k1+"field_square"] = field1(func(v, a *kfield.Element) error { v.Square(a); return nil })
	t[k1+"field_invert"] = field1(func(v, a *kfield.Element) error { v.Inv(a); return nil })
	t[k1+"field_sqrt"] = field1(func(v, a *kfield.Element) error {
		if _, ok := v.Sqrt(a); ok == 0 {
			return errors.New("field_sqrt: not a square")
		}
		v.Normalize(v)
		v.Select(new(kfield.Element).Neg(v, 1), v, v.IsOdd()) // the even root
		return nil
	})
	scalar2 := func(f func(v, a, b *kscalar.Scalar)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := k1sc(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := k1sc(in["b"], "b")
			if err != nil {
				return nil, err
			}
			var v kscalar.Scalar
			f(&v, a, b)
			return r(v.Bytes()), nil
		}
	}
	t[k1+"scalar_add"] = scalar2(func(v, a, b *kscalar.Scalar) { v.Add(a, b) })
	t[k1+"scalar_mul"] = scalar2(func(v, a, b *kscalar.Scalar) { v.Mul(a, b) })
	t[k1+"scalar_invert"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := k1sc(in["a"], "a")
		if err != nil {
			return nil, err
		}
		return r(new(kscalar.Scalar).Inv(a).Bytes()), nil
	}
	t[k1+"scalar_reduce"] = func(in catalog.Values) (catalog.Values, error) {
		v, err := new(kscalar.Scalar).SetWideBytes(in["x"])
		if err != nil {
			return nil, err
		}
		return r(v.Bytes()), nil
	}
	point1 := func(f func(v, p *secp256k1.Point)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			p, err := k1pt(in["p"], "p")
			if err != nil {
				return nil, err
			}
			var v secp256k1.Point
			f(&v, p)
			return k1ptOut(&v), nil
		}
	}
	t[k1+"point_decode"] = point1(func(v, p *secp256k1.Point) { v.Set(p) })
	t[k1+"point_double"] = point1(func(v, p *secp256k1.Point) { v.Double(p) })
	t[k1+"point_negate"] = point1(func(v, p *secp256k1.Point) { v.Neg(p) })
	t[k1+"point_add"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := k1pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		q, err := k1pt(in["q"], "q")
		if err != nil {
			return nil, err
		}
		return k1ptOut(new(secp256k1.Point).Add(p, q)), nil
	}
	t[k1+"scalar_base_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := k1sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		return k1ptOut(new(secp256k1.Point).ScalarBaseMult(k)), nil
	}
	t[k1+"scalar_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := k1sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		p, err := k1pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		return k1ptOut(new(secp256k1.Point).ScalarMult(k, p)), nil
	}
	t[k1+"msm"] = func(in catalog.Values) (catalog.Values, error) {
		ks, ps, err := k1msm(in)
		if err != nil {
			return nil, err
		}
		v, err := new(secp256k1.Point).MultiScalarMult(ks, ps)
		if err != nil {
			return nil, err
		}
		return k1ptOut(v), nil
	}
	// a·G + b·P, the catalog's argument order; verification-shaped, so
	// the Var function serves both implementations.
	t[k1+"double_scalar_mult_base"] = k1DoubleBase
	t[k1+"ecdsa_sign"] = hashSizeOnly(32, func(in catalog.Values) (catalog.Values, error) {
		sig, err := ecdsa.Sign(in["private"], in["digest"])
		return catalog.Values{"sig": sig}, err
	})
	t[k1+"ecdsa_sign_message"] = func(in catalog.Values) (catalog.Values, error) {
		sig, err := ecdsa.SignMessage(in["private"], in["msg"])
		return catalog.Values{"sig": sig}, err
	}
	t[k1+"ecdsa_verify"] = k1verify(ecdsa.Verify, "digest")
	t[k1+"ecdsa_verify_low_s"] = k1verify(ecdsa.VerifyLowS, "digest")
	t[k1+"ecdsa_verify_message"] = k1verify(ecdsa.VerifyMessage, "msg")
	t[k1+"ecdh"] = func(in catalog.Values) (catalog.Values, error) {
		s, err := ecdh.SharedX(in["private"], in["public"])
		return catalog.Values{"shared": s}, err
	}
	t[k1+"bip340_sign"] = func(in catalog.Values) (catalog.Values, error) {
		sig, err := schnorr.Sign(in["secret"], in["msg"], in["aux"])
		return catalog.Values{"sig": sig}, err
	}
	t[k1+"bip340_verify"] = k1verify(schnorr.Verify, "msg")
	return t
}

func k1DoubleBase(in catalog.Values) (catalog.Values, error) {
	a, err := k1sc(in["a"], "a")
	if err != nil {
		return nil, err
	}
	b, err := k1sc(in["b"], "b")
	if err != nil {
		return nil, err
	}
	p, err := k1pt(in["p"], "p")
	if err != nil {
		return nil, err
	}
	return k1ptOut(new(secp256k1.Point).DoubleScalarMultBaseVar(b, p, a)), nil
}

// k1VarTable is the variable-time secp256k1 surface ("fast-vartime"):
// the Var generator and point multiplications, MSM and inversions.
func k1VarTable() map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{}
	t[k1+"scalar_base_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := k1sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		return k1ptOut(new(secp256k1.Point).ScalarBaseMultVar(k)), nil
	}
	t[k1+"scalar_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := k1sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		p, err := k1pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		return k1ptOut(new(secp256k1.Point).ScalarMultVar(k, p)), nil
	}
	t[k1+"double_scalar_mult_base"] = k1DoubleBase
	t[k1+"msm"] = func(in catalog.Values) (catalog.Values, error) {
		ks, ps, err := k1msm(in)
		if err != nil {
			return nil, err
		}
		v, err := new(secp256k1.Point).MultiScalarMultVar(ks, ps)
		if err != nil {
			return nil, err
		}
		return k1ptOut(v), nil
	}
	t[k1+"field_invert"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := k1fe(in["a"], "a")
		if err != nil {
			return nil, err
		}
		return k1feOut(new(kfield.Element).InvVar(a)), nil
	}
	t[k1+"scalar_invert"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := k1sc(in["a"], "a")
		if err != nil {
			return nil, err
		}
		return r(new(kscalar.Scalar).InvVar(a).Bytes()), nil
	}
	return t
}

// k1Policies declares the choices where the catalog leaves one: the
// inverse of zero is zero, signatures have low S.
func k1Policies(p map[string]string, t map[string]catalog.OpFunc) {
	for op := range t {
		switch op {
		case k1 + "field_invert", k1 + "scalar_invert":
			p[op] = "invert0:zero"
		case k1 + "ecdsa_sign", k1 + "ecdsa_sign_message":
			p[op] = "ecdsa:low-s"
		}
	}
}
