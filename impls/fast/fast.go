// Package fast registers curvecheck's optimized code (fast/edwards25519,
// fast/ed25519, fast/x25519, fast/secp256k1 and its protocol packages,
// fast/p384) as
// the implementations "fast" (constant-time entry points, cofactorless
// Ed25519 verification), "fast-vartime" (the Var functions: multi-scalar
// multiplications, secp256k1's generator and point multiplications and
// inversions) and "fast-cofactored" (cofactored Ed25519 verification).
package fast

import (
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"fmt"
	"github.com/curvecheck/curvecheck/fast/bip352"
	"hash"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/fast/ed25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	"github.com/curvecheck/curvecheck/fast/p384/pmbtoken"
	"github.com/curvecheck/curvecheck/fast/x25519"
	"github.com/curvecheck/curvecheck/fast/xmd"
)

const fam = "edwards25519/"

func fe(b []byte, name string) (*field.Element, error) {
	v, err := new(field.Element).SetBytesReduce(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return v, nil
}

func sc(b []byte, name string) (*scalar.Scalar, error) {
	v, err := new(scalar.Scalar).SetBytes(b)
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

func r(b []byte) catalog.Values { return catalog.Values{"r": b} }

func msmInputs(in catalog.Values) ([]*scalar.Scalar, []*edwards25519.Point, error) {
	k, p := in["k"], in["p"]
	n := len(k) / 32
	if n == 0 || len(k)%32 != 0 || len(p) != 32*n {
		return nil, nil, errors.New("msm: lengths do not make n pairs")
	}
	ks := make([]*scalar.Scalar, n)
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
	field2 := func(f func(v, a, b *field.Element) *field.Element) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := fe(in["b"], "b")
			if err != nil {
				return nil, err
			}
			return r(f(new(field.Element), a, b).Bytes()), nil
		}
	}
	field1 := func(f func(a *field.Element) (*field.Element, error)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			v, err := f(a)
			if err != nil {
				return nil, err
			}
			return r(v.Bytes()), nil
		}
	}
	scalar2 := func(f func(v, a, b *scalar.Scalar) *scalar.Scalar) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := sc(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := sc(in["b"], "b")
			if err != nil {
				return nil, err
			}
			return r(f(new(scalar.Scalar), a, b).Bytes()), nil
		}
	}
	point1 := func(f func(p *edwards25519.Point) *edwards25519.Point) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			p, err := pt(in["p"], "p")
			if err != nil {
				return nil, err
			}
			return r(f(p).Bytes()), nil
		}
	}
	return map[string]catalog.OpFunc{
		fam + "field_add":    field2((*field.Element).Add),
		fam + "field_sub":    field2((*field.Element).Sub),
		fam + "field_mul":    field2((*field.Element).Mul),
		fam + "field_square": field1(func(a *field.Element) (*field.Element, error) { return new(field.Element).Square(a), nil }),
		fam + "field_invert": field1(func(a *field.Element) (*field.Element, error) { return new(field.Element).Inv(a), nil }),
		fam + "field_sqrt": field1(func(a *field.Element) (*field.Element, error) {
			v, ok := new(field.Element).SqrtRatio(a, new(field.Element).One())
			if ok != 1 {
				return nil, errors.New("not a square")
			}
			return v, nil
		}),
		fam + "scalar_add": scalar2((*scalar.Scalar).Add),
		fam + "scalar_mul": scalar2((*scalar.Scalar).Mul),
		fam + "scalar_invert": func(in catalog.Values) (catalog.Values, error) {
			a, err := sc(in["a"], "a")
			if err != nil {
				return nil, err
			}
			return r(new(scalar.Scalar).Inv(a).Bytes()), nil
		},
		fam + "scalar_reduce": func(in catalog.Values) (catalog.Values, error) {
			s, err := new(scalar.Scalar).SetWideBytes(in["x"])
			if err != nil {
				return nil, err
			}
			return r(s.Bytes()), nil
		},
		fam + "point_decode": point1(func(p *edwards25519.Point) *edwards25519.Point { return p }),
		fam + "point_double": point1(func(p *edwards25519.Point) *edwards25519.Point { return new(edwards25519.Point).Double(p) }),
		fam + "point_negate": point1(func(p *edwards25519.Point) *edwards25519.Point { return new(edwards25519.Point).Neg(p) }),
		fam + "point_add": func(in catalog.Values) (catalog.Values, error) {
			p, err := pt(in["p"], "p")
			if err != nil {
				return nil, err
			}
			q, err := pt(in["q"], "q")
			if err != nil {
				return nil, err
			}
			return r(new(edwards25519.Point).Add(p, q).Bytes()), nil
		},
		fam + "scalar_mult": func(in catalog.Values) (catalog.Values, error) {
			k, err := sc(in["k"], "k")
			if err != nil {
				return nil, err
			}
			p, err := pt(in["p"], "p")
			if err != nil {
				return nil, err
			}
			return r(new(edwards25519.Point).ScalarMult(k, p).Bytes()), nil
		},
		fam + "scalar_base_mult": func(in catalog.Values) (catalog.Values, error) {
			k, err := sc(in["k"], "k")
			if err != nil {
				return nil, err
			}
			return r(new(edwards25519.Point).ScalarBaseMult(k).Bytes()), nil
		},
		fam + "double_scalar_mult_base": func(in catalog.Values) (catalog.Values, error) {
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
			// a·G + b·P = DoubleScalarMultBaseVar(b, P, a).
			return r(new(edwards25519.Point).DoubleScalarMultBaseVar(b, p, a).Bytes()), nil
		},
		fam + "msm": func(in catalog.Values) (catalog.Values, error) {
			ks, ps, err := msmInputs(in)
			if err != nil {
				return nil, err
			}
			v, err := new(edwards25519.Point).MultiScalarMult(ks, ps)
			if err != nil {
				return nil, err
			}
			return r(v.Bytes()), nil
		},
		"ed25519/public_key": func(in catalog.Values) (catalog.Values, error) {
			priv, err := ed25519.NewKeyFromSeed(in["seed"])
			if err != nil {
				return nil, err
			}
			return catalog.Values{"pub": priv[32:]}, nil
		},
		"ed25519/sign": func(in catalog.Values) (catalog.Values, error) {
			priv, err := ed25519.NewKeyFromSeed(in["seed"])
			if err != nil {
				return nil, err
			}
			sig, err := ed25519.Sign(priv, in["msg"])
			return catalog.Values{"sig": sig}, err
		},
		"ed25519/verify": func(in catalog.Values) (catalog.Values, error) {
			return catalog.Values{}, ed25519.Verify(in["pub"], in["msg"], in["sig"])
		},
		"ed25519/verify_batch": func(in catalog.Values) (catalog.Values, error) {
			pubs, msgs, sigs, err := catalog.DecodeEd25519Batch(in)
			if err != nil {
				return nil, err
			}
			valid, err := ed25519.VerifyBatchVar(pubs, msgs, sigs, nil)
			if err != nil {
				return nil, err
			}
			return catalog.Ed25519BatchVerdicts(valid), nil
		},
		"x25519/ecdh": func(in catalog.Values) (catalog.Values, error) {
			out, err := x25519.X25519(in["scalar"], in["point"])
			return catalog.Values{"shared": out}, err
		},
	}
}

func verify(f func(pub, msg, sig []byte) bool) catalog.OpFunc {
	return func(in catalog.Values) (catalog.Values, error) {
		if !f(in["pub"], in["msg"], in["sig"]) {
			return nil, errors.New("invalid signature")
		}
		return catalog.Values{}, nil
	}
}

// policies declares what the fast code does where specifications leave a
// choice: field elements drop bit 255 and reduce (RFC 7748), scalars must
// be canonical, points decode strictly (RFC 8032 §5.1.3), the inverse of
// zero is zero, X25519 rejects an all-zero output.
func policies(t map[string]catalog.OpFunc) map[string]string {
	p := map[string]string{}
	for op := range t {
		switch op {
		case fam + "field_add", fam + "field_sub", fam + "field_mul", fam + "field_square", fam + "field_sqrt":
			p[op] = "field:ignore-top-bit"
		case fam + "field_invert":
			p[op] = "field:ignore-top-bit+invert0:zero"
		case fam + "scalar_invert":
			p[op] = "scalar:canonical+invert0:zero"
		case fam + "scalar_reduce", "ed25519/public_key", "ed25519/sign", fam + "point_decode", fam + "point_double", fam + "point_negate", fam + "point_add":
		case "ed25519/verify":
			p[op] = "cofactorless"
		case "ed25519/verify_batch":
			p[op] = "zip215" // VerifyBatchVar follows VerifyCofactored's rules
		case "x25519/ecdh":
			p[op] = "x25519:reject-zero"
		default:
			p[op] = "scalar:canonical"
		}
	}
	return p
}

// edHashTable is fast/edwards25519's hash-to-curve, both suites.
func edHashTable(t map[string]catalog.OpFunc) {
	hash := func(f func(v *edwards25519.Point, msg, dst []byte) (*edwards25519.Point, error)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			v, err := f(new(edwards25519.Point), in["msg"], in["dst"])
			if err != nil {
				return nil, err
			}
			return r(v.Bytes()), nil
		}
	}
	t["edwards25519/hash_to_curve"] = hash((*edwards25519.Point).HashToCurve)
	t["edwards25519/encode_to_curve"] = hash((*edwards25519.Point).EncodeToCurve)
}

// xmdTable is fast/xmd for the catalog's hashes.
func xmdTable(t map[string]catalog.OpFunc) {
	for name, h := range map[string]func() hash.Hash{"sha256": sha256.New, "sha384": sha512.New384, "sha512": sha512.New} {
		t["expand_message_xmd/"+name] = func(in catalog.Values) (catalog.Values, error) {
			if len(in["len"]) != 2 {
				return nil, errors.New("len: not 2 bytes")
			}
			out := make([]byte, int(in["len"][0])<<8|int(in["len"][1]))
			if err := xmd.Expand(h(), out, in["msg"], in["dst"]); err != nil {
				return nil, err
			}
			return catalog.Values{"uniform": out}, nil
		}
	}
}

func init() {
	t := table()
	p := policies(t)
	edHashTable(t)
	xmdTable(t)
	for op, f := range k1Table() {
		t[op] = f
	}
	k1Policies(p, t)
	for op, f := range p3Table() {
		t[op] = f
	}
	p3Policies(p, t)
	for op, f := range bip352Table(bip352.Options{}) {
		t[op] = f
	}
	catalog.Register(&catalog.Funcs{ImplName: "fast", Table: t, Policies: p, Unsupported: signsHashSizeOnly(t)})
	vt := map[string]catalog.OpFunc{fam + "msm": func(in catalog.Values) (catalog.Values, error) {
		ks, ps, err := msmInputs(in)
		if err != nil {
			return nil, err
		}
		v, err := new(edwards25519.Point).MultiScalarMultVar(ks, ps)
		if err != nil {
			return nil, err
		}
		return r(v.Bytes()), nil
	}}
	vp := policies(vt)
	for op, f := range k1VarTable() {
		vt[op] = f
	}
	k1Policies(vp, vt)
	for op, f := range p3VarTable() {
		vt[op] = f
	}
	p3Policies(vp, vt)
	for op, f := range bip352Table(bip352.Options{VarTimeTweak: true}) {
		vt[op] = f
	}
	catalog.Register(&catalog.Funcs{ImplName: "fast-vartime", Table: vt, Policies: vp, Unsupported: signsHashSizeOnly(vt)})
	// fast-separate: PMBTokens with the issuer's multiplications done by
	// separate ScalarMults (pmbtoken.Options.Separate).
	sep := map[string]catalog.OpFunc{}
	pmbTable(sep, pmbtoken.Options{Separate: true})
	sp := map[string]string{}
	for op := range sep {
		sp[op] = ""
	}
	catalog.Register(&catalog.Funcs{ImplName: "fast-separate", Table: sep, Policies: sp})
	cf := map[string]catalog.OpFunc{"ed25519/verify": verify(ed25519.VerifyCofactored)}
	catalog.Register(&catalog.Funcs{ImplName: "fast-cofactored", Table: cf, Policies: map[string]string{"ed25519/verify": "zip215"}})
}
