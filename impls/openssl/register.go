//go:build openssl && cgo

package openssl

import (
	"crypto/sha256"
	"crypto/sha512"
	"fmt"

	"github.com/curvecheck/curvecheck/catalog"
)

func values(name string, b []byte, err error) (catalog.Values, error) {
	if err != nil {
		return nil, err
	}
	return catalog.Values{name: b}, nil
}

// curveTable is the catalog's operations on one Weierstrass curve as
// OpenSSL's EC API computes them: points in any SEC1 / X9.62 form, results
// uncompressed, scalars as big-endian integers of any value.
func curveTable(t map[string]catalog.OpFunc, fam string, c Curve, hash func([]byte) []byte) {
	size := c.FieldBytes()
	t[fam+"/point_decode"] = func(in catalog.Values) (catalog.Values, error) {
		r, err := Decode(c, in["p"])
		return values("r", r, err)
	}
	t[fam+"/point_double"] = func(in catalog.Values) (catalog.Values, error) {
		r, err := Double(c, in["p"])
		return values("r", r, err)
	}
	t[fam+"/point_negate"] = func(in catalog.Values) (catalog.Values, error) {
		r, err := Negate(c, in["p"])
		return values("r", r, err)
	}
	t[fam+"/point_add"] = func(in catalog.Values) (catalog.Values, error) {
		r, err := Add(c, in["p"], in["q"])
		return values("r", r, err)
	}
	// EC_POINT_mul leaves a term out when its scalar is NULL; an empty
	// scalar here would do the same, so it is refused rather than read
	// as 0.
	scalar := func(in catalog.Values, name string) ([]byte, error) {
		if len(in[name]) == 0 {
			return nil, fmt.Errorf("openssl: scalar %s is empty", name)
		}
		return in[name], nil
	}
	t[fam+"/scalar_base_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := scalar(in, "k")
		if err != nil {
			return nil, err
		}
		r, err := Mul(c, k, nil, nil, false)
		return values("r", r, err)
	}
	t[fam+"/scalar_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := scalar(in, "k")
		if err != nil {
			return nil, err
		}
		r, err := Mul(c, nil, in["p"], k, false)
		return values("r", r, err)
	}
	t[fam+"/double_scalar_mult_base"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := scalar(in, "a")
		if err != nil {
			return nil, err
		}
		b, err := scalar(in, "b")
		if err != nil {
			return nil, err
		}
		r, err := Mul(c, a, in["p"], b, false)
		return values("r", r, err)
	}
	t[fam+"/msm"] = func(in catalog.Values) (catalog.Values, error) {
		r, err := MultiScalarMult(c, in["k"], size, in["p"], size+1)
		return values("r", r, err)
	}
	verify := func(input string, h func([]byte) []byte) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			d := in[input]
			if h != nil {
				d = h(d)
			}
			if len(in["sig"]) != 2*size {
				return nil, fmt.Errorf("openssl: signature is %d bytes, want r ‖ s of %d", len(in["sig"]), 2*size)
			}
			if err := ECDSAVerify(c, in["pub"], d, in["sig"]); err != nil {
				return nil, err
			}
			return catalog.Values{}, nil
		}
	}
	t[fam+"/ecdsa_verify"] = verify("digest", nil)
	t[fam+"/ecdsa_verify_message"] = verify("msg", hash)
	t[fam+"/ecdh"] = func(in catalog.Values) (catalog.Values, error) {
		s, err := ECDH(c, in["private"], in["public"])
		return values("shared", s, err)
	}
}

func table() map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{}
	curveTable(t, "p384", P384, func(b []byte) []byte { h := sha512.Sum384(b); return h[:] })
	curveTable(t, "secp256k1", Secp256k1, func(b []byte) []byte { h := sha256.Sum256(b); return h[:] })
	t["ed25519/public_key"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := Ed25519PublicKey(in["seed"])
		return values("pub", p, err)
	}
	t["ed25519/sign"] = func(in catalog.Values) (catalog.Values, error) {
		s, err := Ed25519Sign(in["seed"], in["msg"])
		return values("sig", s, err)
	}
	t["ed25519/verify"] = func(in catalog.Values) (catalog.Values, error) {
		if err := Ed25519Verify(in["pub"], in["msg"], in["sig"]); err != nil {
			return nil, err
		}
		return catalog.Values{}, nil
	}
	t["x25519/ecdh"] = func(in catalog.Values) (catalog.Values, error) {
		s, err := X25519(in["scalar"], in["point"])
		return values("shared", s, err)
	}
	return t
}

// What OpenSSL does where the catalog leaves a choice: X9.62 hybrid
// points (06/07) decode; an ECDH private key >= n is reduced (EC_KEY takes
// any integer); Ed25519 verification is the ref10 lineage's cofactorless
// one; an all-zero X25519 output is an error.
func policies() map[string]string {
	p := map[string]string{
		"ed25519/verify": "cofactorless",
		"x25519/ecdh":    "x25519:reject-zero",
	}
	for _, fam := range []string{"p384", "secp256k1"} {
		for _, op := range []string{"point_decode", "point_double", "point_negate", "point_add", "scalar_mult", "double_scalar_mult_base", "msm", "ecdsa_verify", "ecdsa_verify_message"} {
			p[fam+"/"+op] = "point:hybrid"
		}
		p[fam+"/ecdh"] = "point:hybrid+ecdh:reduce-private"
	}
	return p
}

func init() {
	catalog.Register(&catalog.Funcs{ImplName: "openssl", Table: table(), Policies: policies()})
}
