// Package circl registers github.com/cloudflare/circl as the
// implementation "circl": Ed25519 (sign/ed25519), X25519 (dh/x25519) and the
// P-384 group of its group package (points and scalar multiplication).
package circl

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/cloudflare/circl/dh/x25519"
	"github.com/cloudflare/circl/group"
	"github.com/cloudflare/circl/sign/ed25519"

	"github.com/curvecheck/curvecheck/catalog"
)

var g = group.P384

func element(b []byte, name string) (group.Element, error) {
	e := g.NewElement()
	if err := e.UnmarshalBinary(b); err != nil {
		return nil, errors.New(name + ": " + err.Error())
	}
	return e, nil
}

func elementOut(e group.Element) (catalog.Values, error) {
	if e.IsIdentity() {
		return catalog.Values{"r": {0}}, nil
	}
	b, err := e.MarshalBinary()
	return catalog.Values{"r": b}, err
}

// scalar reads a 48-byte big-endian scalar; SetBigInt reduces mod n.
func scalar(b []byte, name string) (group.Scalar, error) {
	if len(b) != 48 {
		return nil, errors.New(name + ": scalar is not 48 bytes")
	}
	return g.NewScalar().SetBigInt(new(big.Int).SetBytes(b)), nil
}

func table() map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{
		"ed25519/public_key": func(in catalog.Values) (catalog.Values, error) {
			if len(in["seed"]) != ed25519.SeedSize {
				return nil, errors.New("seed is not 32 bytes")
			}
			return catalog.Values{"pub": []byte(ed25519.NewKeyFromSeed(in["seed"]).Public().(ed25519.PublicKey))}, nil
		},
		"ed25519/sign": func(in catalog.Values) (catalog.Values, error) {
			if len(in["seed"]) != ed25519.SeedSize {
				return nil, errors.New("seed is not 32 bytes")
			}
			return catalog.Values{"sig": ed25519.Sign(ed25519.NewKeyFromSeed(in["seed"]), in["msg"])}, nil
		},
		"ed25519/verify": func(in catalog.Values) (catalog.Values, error) {
			if len(in["pub"]) != ed25519.PublicKeySize {
				return nil, errors.New("public key is not 32 bytes")
			}
			if !ed25519.Verify(in["pub"], in["msg"], in["sig"]) {
				return nil, errors.New("invalid signature")
			}
			return catalog.Values{}, nil
		},
		"x25519/ecdh": func(in catalog.Values) (catalog.Values, error) {
			if len(in["scalar"]) != x25519.Size || len(in["point"]) != x25519.Size {
				return nil, errors.New("scalar and point must be 32 bytes")
			}
			var k, u, out x25519.Key
			copy(k[:], in["scalar"])
			copy(u[:], in["point"])
			if !x25519.Shared(&out, &k, &u) {
				return nil, errors.New("low-order point (all-zero output)")
			}
			return catalog.Values{"shared": out[:]}, nil
		},
	}
	const fam = "p384/"
	t[fam+"point_decode"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := element(in["p"], "p")
		if err != nil {
			return nil, err
		}
		return elementOut(p)
	}
	t[fam+"point_add"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := element(in["p"], "p")
		if err != nil {
			return nil, err
		}
		q, err := element(in["q"], "q")
		if err != nil {
			return nil, err
		}
		return elementOut(g.NewElement().Add(p, q))
	}
	t[fam+"point_double"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := element(in["p"], "p")
		if err != nil {
			return nil, err
		}
		return elementOut(g.NewElement().Dbl(p))
	}
	t[fam+"point_negate"] = func(in catalog.Values) (catalog.Values, error) {
		p, err := element(in["p"], "p")
		if err != nil {
			return nil, err
		}
		return elementOut(g.NewElement().Neg(p))
	}
	t[fam+"scalar_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := scalar(in["k"], "k")
		if err != nil {
			return nil, err
		}
		p, err := element(in["p"], "p")
		if err != nil {
			return nil, err
		}
		return elementOut(g.NewElement().Mul(p, k))
	}
	t[fam+"scalar_base_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := scalar(in["k"], "k")
		if err != nil {
			return nil, err
		}
		return elementOut(g.NewElement().MulGen(k))
	}
	scalar2 := func(f func(r, a, b group.Scalar) group.Scalar) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := scalar(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := scalar(in["b"], "b")
			if err != nil {
				return nil, err
			}
			out, err := f(g.NewScalar(), a, b).MarshalBinary()
			return catalog.Values{"r": out}, err
		}
	}
	t[fam+"scalar_add"] = scalar2(group.Scalar.Add)
	t[fam+"scalar_mul"] = scalar2(group.Scalar.Mul)
	t[fam+"scalar_invert"] = func(in catalog.Values) (catalog.Values, error) {
		a, err := scalar(in["a"], "a")
		if err != nil {
			return nil, err
		}
		out, err := g.NewScalar().Inv(a).MarshalBinary()
		return catalog.Values{"r": out}, err
	}
	// CIRCL's hash-to-curve (group.HashToElement, _RO_; HashToElementNonUniform,
	// _NU_) for the suites it has. It panics on an empty tag, which the
	// adapter turns into the error the catalog expects.
	h2c := func(g group.Group, ro bool) catalog.OpFunc {
		return func(in catalog.Values) (out catalog.Values, err error) {
			if len(in["dst"]) == 0 {
				return nil, errors.New("empty domain separation tag")
			}
			defer func() {
				if p := recover(); p != nil {
					out, err = nil, fmt.Errorf("circl panicked: %v", p)
				}
			}()
			var e group.Element
			if ro {
				e = g.HashToElement(in["msg"], in["dst"])
			} else {
				e = g.HashToElementNonUniform(in["msg"], in["dst"])
			}
			if e.IsIdentity() {
				return catalog.Values{"r": {0}}, nil
			}
			b, err := e.MarshalBinary()
			return catalog.Values{"r": b}, err
		}
	}
	t[fam+"hash_to_curve"] = h2c(group.P384, true)
	t[fam+"encode_to_curve"] = h2c(group.P384, false)
	oprfTable(t)
	t["p256/hash_to_curve"] = h2c(group.P256, true)
	t["p256/encode_to_curve"] = h2c(group.P256, false)
	return t
}

func init() {
	t := table()
	p := map[string]string{"ed25519/verify": "cofactorless-canonical-a", "x25519/ecdh": "x25519:reject-zero", "p384/scalar_invert": "invert0:zero"}
	for _, op := range []string{"point_decode", "point_add", "point_double", "point_negate", "scalar_mult", "scalar_base_mult", "hash_to_curve", "encode_to_curve"} {
		p["p384/"+op] = ""
	}
	p["p256/hash_to_curve"], p["p256/encode_to_curve"] = "", ""
	for _, fam := range []string{"p384/", "p256/"} {
		for _, op := range []string{"oprf_derive_key", "oprf_blind", "oprf_blind_evaluate", "oprf_finalize"} {
			p[fam+op] = ""
		}
	}
	catalog.Register(&catalog.Funcs{ImplName: "circl", Table: t, Policies: p, Unsupported: map[string][]string{
		"p384/oprf_blind_evaluate": {"given-proof-nonce"}, "p256/oprf_blind_evaluate": {"given-proof-nonce"}}})
}
