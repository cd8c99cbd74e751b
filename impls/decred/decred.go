// Package decred registers github.com/decred/dcrd/dcrec/secp256k1/v4 as the
// implementation "decred": FieldVal, ModNScalar, the NonConst point
// functions, ECDSA and ECDH. (Its schnorr package is Decred's own scheme,
// not BIP-340, and is not registered.)
package decred

import (
	"crypto/sha256"
	"errors"
	"fmt"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	"github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/curvecheck/curvecheck/catalog"
)

const fam = "secp256k1/"

func fe(b []byte, name string) (*secp256k1.FieldVal, error) {
	if len(b) != 32 {
		return nil, errors.New(name + ": field element is not 32 bytes")
	}
	var f secp256k1.FieldVal
	f.SetByteSlice(b)
	f.Normalize()
	return &f, nil
}

func feOut(f *secp256k1.FieldVal) catalog.Values {
	f.Normalize()
	b := f.Bytes()
	return catalog.Values{"r": b[:]}
}

func sc(b []byte, name string) (*secp256k1.ModNScalar, error) {
	if len(b) != 32 {
		return nil, errors.New(name + ": scalar is not 32 bytes")
	}
	var s secp256k1.ModNScalar
	s.SetByteSlice(b) // reduces mod n
	return &s, nil
}

func scOut(s *secp256k1.ModNScalar) catalog.Values {
	b := s.Bytes()
	return catalog.Values{"r": b[:]}
}

func pt(b []byte, name string) (*secp256k1.JacobianPoint, error) {
	k, err := secp256k1.ParsePubKey(b)
	if err != nil {
		return nil, errors.New(name + ": " + err.Error())
	}
	var p secp256k1.JacobianPoint
	k.AsJacobian(&p)
	return &p, nil
}

func ptOut(p *secp256k1.JacobianPoint) catalog.Values {
	if (p.X.IsZero() && p.Y.IsZero()) || p.Z.IsZero() {
		return catalog.Values{"r": {0}}
	}
	p.ToAffine()
	return catalog.Values{"r": secp256k1.NewPublicKey(&p.X, &p.Y).SerializeUncompressed()}
}

func table() map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{}
	field2 := func(f func(a, b *secp256k1.FieldVal) *secp256k1.FieldVal) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := fe(in["b"], "b")
			if err != nil {
				return nil, err
			}
			return feOut(f(a, b)), nil
		}
	}
	t[fam+"field_add"] = field2(func(a, b *secp256k1.FieldVal) *secp256k1.FieldVal { return new(secp256k1.FieldVal).Add2(a, b) })
	t[fam+"field_sub"] = field2(func(a, b *secp256k1.FieldVal) *secp256k1.FieldVal {
		return new(secp256k1.FieldVal).NegateVal(b, 1).Add(a)
	})
	t[fam+"field_mul"] = field2(func(a, b *secp256k1.FieldVal) *secp256k1.FieldVal { return new(secp256k1.FieldVal).Mul2(a, b) })
	field1 := func(f func(a *secp256k1.FieldVal) (*secp256k1.FieldVal, error)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := fe(in["a"], "a")
			if err != nil {
				return nil, err
			}
			r, err := f(a)
			if err != nil {
				return nil, err
			}
			return feOut(r), nil
		}
	}
	t[fam+"field_square"] = field1(func(a *secp256k1.FieldVal) (*secp256k1.FieldVal, error) {
		return new(secp256k1.FieldVal).SquareVal(a), nil
	})
	t[fam+"field_invert"] = field1(func(a *secp256k1.FieldVal) (*secp256k1.FieldVal, error) { return a.Inverse(), nil })
	t[fam+"field_sqrt"] = field1(func(a *secp256k1.FieldVal) (*secp256k1.FieldVal, error) {
		var r secp256k1.FieldVal
		if !r.SquareRootVal(a) {
			return nil, errors.New("not a square")
		}
		r.Normalize()
		if r.IsOdd() {
			r.Negate(1).Normalize()
		}
		return &r, nil
	})
	scalar2 := func(f func(a, b *secp256k1.ModNScalar) *secp256k1.ModNScalar) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := sc(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := sc(in["b"], "b")
			if err != nil {
				return nil, err
			}
			return scOut(f(a, b)), nil
		}
	}
	t[fam+"scalar_add"] = scalar2(func(a, b *secp256k1.ModNScalar) *secp256k1.ModNScalar { return new(secp256k1.ModNScalar).Add2(a, b) })
	t[fam+"scalar_mul"] = scalar2(func(a, b *secp256k1.ModNScalar) *secp256k1.ModNScalar { return new(secp256k1.ModNScalar).Mul2(a, b) })
	t[fam+"scalar_invert"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := sc(in["a"], "a")
		if err != nil {
			return nil, err
		}
		return scOut(new(secp256k1.ModNScalar).InverseValNonConst(a)), nil
	}
	point1 := func(f func(p *secp256k1.JacobianPoint) *secp256k1.JacobianPoint) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			p, err := pt(in["p"], "p")
			if err != nil {
				return nil, err
			}
			return ptOut(f(p)), nil
		}
	}
	t[fam+"point_decode"] = point1(func(p *secp256k1.JacobianPoint) *secp256k1.JacobianPoint { return p })
	t[fam+"point_double"] = point1(func(p *secp256k1.JacobianPoint) *secp256k1.JacobianPoint {
		var r secp256k1.JacobianPoint
		secp256k1.DoubleNonConst(p, &r)
		return &r
	})
	t[fam+"point_negate"] = point1(func(p *secp256k1.JacobianPoint) *secp256k1.JacobianPoint {
		p.Y.Negate(1).Normalize()
		return p
	})
	t[fam+"point_add"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := pt(in["p"], "p")
		if err != nil {
			return nil, err
		}
		q, err := pt(in["q"], "q")
		if err != nil {
			return nil, err
		}
		var r secp256k1.JacobianPoint
		secp256k1.AddNonConst(p, q, &r)
		return ptOut(&r), nil
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
		var r secp256k1.JacobianPoint
		secp256k1.ScalarMultNonConst(k, p, &r)
		return ptOut(&r), nil
	}
	t[fam+"scalar_base_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := sc(in["k"], "k")
		if err != nil {
			return nil, err
		}
		var r secp256k1.JacobianPoint
		secp256k1.ScalarBaseMultNonConst(k, &r)
		return ptOut(&r), nil
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
		var x, y, r secp256k1.JacobianPoint
		secp256k1.ScalarBaseMultNonConst(a, &x)
		secp256k1.ScalarMultNonConst(b, p, &y)
		secp256k1.AddNonConst(&x, &y, &r)
		return ptOut(&r), nil
	}
	t[fam+"ecdsa_verify"] = func(in catalog.Values) (catalog.Values, error) {
		pub, err := secp256k1.ParsePubKey(in["pub"])
		if err != nil {
			return nil, err
		}
		sig := in["sig"]
		if len(sig) != 64 {
			return nil, errors.New("signature is not 64 bytes")
		}
		var r, s secp256k1.ModNScalar
		if r.SetByteSlice(sig[:32]) || s.SetByteSlice(sig[32:]) {
			return nil, errors.New("r or s is not below n")
		}
		if r.IsZero() || s.IsZero() {
			return nil, errors.New("r or s is zero")
		}
		if !ecdsa.NewSignature(&r, &s).Verify(in["digest"], pub) {
			return nil, errors.New("invalid signature")
		}
		return catalog.Values{}, nil
	}
	t[fam+"ecdsa_sign"] = func(in catalog.Values) (catalog.Values, error) {
		d, err := privateKey(in["private"])
		if err != nil {
			return nil, err
		}
		sig, err := signDigest(d, in["digest"])
		if err != nil {
			return nil, err
		}
		r, s := sig.R(), sig.S()
		rb, sb := r.Bytes(), s.Bytes()
		return catalog.Values{"sig": append(rb[:], sb[:]...)}, nil
	}
	t[fam+"ecdsa_sign_der"] = func(in catalog.Values) (catalog.Values, error) {
		d, err := privateKey(in["private"])
		if err != nil {
			return nil, err
		}
		sig, err := signDigest(d, in["digest"])
		if err != nil {
			return nil, err
		}
		return catalog.Values{"sig": sig.Serialize()}, nil
	}
	verifyDER := func(input string) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			pub, err := secp256k1.ParsePubKey(in["pub"])
			if err != nil {
				return nil, err
			}
			sig, err := ecdsa.ParseDERSignature(in["sig"])
			if err != nil {
				return nil, err
			}
			data := in[input]
			if input == "msg" {
				h := sha256.Sum256(data)
				data = h[:]
			}
			if !sig.Verify(data, pub) {
				return nil, errors.New("invalid signature")
			}
			return catalog.Values{}, nil
		}
	}
	t[fam+"ecdsa_verify_der"] = verifyDER("digest")
	t[fam+"ecdsa_verify_message_der"] = verifyDER("msg")
	t[fam+"ecdh"] = func(in catalog.Values) (catalog.Values, error) {
		d, err := privateKey(in["private"])
		if err != nil {
			return nil, err
		}
		pub, err := secp256k1.ParsePubKey(in["public"])
		if err != nil {
			return nil, err
		}
		return catalog.Values{"shared": secp256k1.GenerateSharedSecret(d, pub)}, nil
	}
	return t
}

// signDigest signs a 32-byte digest below n; other digests are declined
// (declared input classes: decred signs 32-byte hashes, and see
// digestAtLeastN).
func signDigest(d *secp256k1.PrivateKey, digest []byte) (*ecdsa.Signature, error) {
	if len(digest) != 32 {
		return nil, fmt.Errorf("decred: the digest is %d bytes; Sign takes a 32-byte hash: %w", len(digest), catalog.ErrUnsupported)
	}
	if digestAtLeastN(digest) {
		return nil, fmt.Errorf("decred: digest >= n (its RFC 6979 nonce takes the digest unreduced): %w", catalog.ErrUnsupported)
	}
	return ecdsa.Sign(d, digest), nil
}

func privateKey(b []byte) (*secp256k1.PrivateKey, error) {
	if len(b) != 32 {
		return nil, errors.New("private key is not 32 bytes")
	}
	var s secp256k1.ModNScalar
	if s.SetByteSlice(b) || s.IsZero() {
		return nil, errors.New("private key not in [1, n-1]")
	}
	return secp256k1.NewPrivateKey(&s), nil
}

// decred's RFC 6979 nonce is derived from the digest as given, not
// reduced mod n (RFC 6979 §3.2 d): on a digest of n or more its signature
// differs from the RFC's (found by the libFuzzer build of FuzzSecp256k1;
// the reference, fast and libsecp256k1 agree). The adapter declines that
// input class, declared, so those cases are counted as declared
// unsupported, never as agreement.
func digestAtLeastN(d []byte) bool {
	var s secp256k1.ModNScalar
	return s.SetByteSlice(d)
}

func init() {
	t := table()
	p := map[string]string{}
	for op := range t {
		switch op[len(fam):] {
		case "field_invert", "scalar_invert":
			p[op] = "invert0:zero"
		case "ecdsa_sign", "ecdsa_sign_der":
			p[op] = "ecdsa:low-s"
		case "field_add", "field_sub", "field_mul", "field_square", "field_sqrt", "scalar_add", "scalar_mul", "scalar_base_mult":
		default:
			// ParsePubKey: no identity encoding, hybrid encodings accepted
			// (every operation that decodes a point).
			p[op] = "point:no-identity+point:hybrid"
		}
	}
	catalog.Register(&catalog.Funcs{ImplName: "decred", Table: t, Policies: p,
		Unsupported: map[string][]string{
			fam + "ecdsa_sign":     {"digest-at-least-n", "digest-not-the-family-hash-size"},
			fam + "ecdsa_sign_der": {"digest-at-least-n", "digest-not-the-family-hash-size"},
		}})
}
