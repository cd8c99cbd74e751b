// Package stdlib registers the Go standard library as the implementation
// "stdlib": crypto/ed25519, crypto/ecdh (X25519, P-256, P-384) and
// crypto/ecdsa (P-256, P-384; RFC 6979 signing with a nil random source).
package stdlib

import (
	"crypto"
	stdecdh "crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"encoding/asn1"
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/catalog"
)

func table() (map[string]catalog.OpFunc, map[string]string, map[string][]string) {
	t := map[string]catalog.OpFunc{}
	p := map[string]string{}
	u := map[string][]string{}
	t["ed25519/public_key"] = func(in catalog.Values) (catalog.Values, error) {
		if len(in["seed"]) != ed25519.SeedSize {
			return nil, errors.New("seed is not 32 bytes") // NewKeyFromSeed would panic (documented)
		}
		return catalog.Values{"pub": ed25519.NewKeyFromSeed(in["seed"]).Public().(ed25519.PublicKey)}, nil
	}
	t["ed25519/sign"] = func(in catalog.Values) (catalog.Values, error) {
		if len(in["seed"]) != ed25519.SeedSize {
			return nil, errors.New("seed is not 32 bytes")
		}
		return catalog.Values{"sig": ed25519.Sign(ed25519.NewKeyFromSeed(in["seed"]), in["msg"])}, nil
	}
	t["ed25519/verify"] = func(in catalog.Values) (catalog.Values, error) {
		if len(in["pub"]) != ed25519.PublicKeySize {
			return nil, errors.New("public key is not 32 bytes") // Verify would panic (documented)
		}
		if !ed25519.Verify(in["pub"], in["msg"], in["sig"]) {
			return nil, errors.New("invalid signature")
		}
		return catalog.Values{}, nil
	}
	p["ed25519/verify"] = "cofactorless"
	t["x25519/ecdh"] = ecdhOp(stdecdh.X25519())
	p["x25519/ecdh"] = "x25519:reject-zero"
	for _, c := range []struct {
		fam string
		e   stdecdh.Curve
		ec  elliptic.Curve
		h   crypto.Hash
	}{{"p256", stdecdh.P256(), elliptic.P256(), crypto.SHA256}, {"p384", stdecdh.P384(), elliptic.P384(), crypto.SHA384}} {
		t[c.fam+"/ecdh"] = ecdhOp(c.e)
		p[c.fam+"/ecdh"] = "point:uncompressed-only"
		t[c.fam+"/ecdsa_verify"] = func(in catalog.Values) (catalog.Values, error) {
			pub, err := ecdsa.ParseUncompressedPublicKey(c.ec, in["pub"])
			if err != nil {
				return nil, err
			}
			n := (c.ec.Params().N.BitLen() + 7) / 8
			sig := in["sig"]
			if len(sig) != 2*n {
				return nil, errors.New("signature has the wrong length")
			}
			r, s := new(big.Int).SetBytes(sig[:n]), new(big.Int).SetBytes(sig[n:])
			if !ecdsa.Verify(pub, in["digest"], r, s) {
				return nil, errors.New("invalid signature")
			}
			return catalog.Values{}, nil
		}
		p[c.fam+"/ecdsa_verify"] = "point:uncompressed-only"
		// SignASN1 and Sign with a nil random source sign deterministically
		// (RFC 6979) a digest of the size of the hash they are told.
		signDER := func(in catalog.Values) ([]byte, error) {
			k, err := ecdsa.ParseRawPrivateKey(c.ec, in["private"])
			if err != nil {
				return nil, err
			}
			if len(in["digest"]) != c.h.Size() {
				return nil, fmt.Errorf("the digest is %d bytes, not the size of %v: %w", len(in["digest"]), c.h, catalog.ErrUnsupported)
			}
			return k.Sign(nil, in["digest"], c.h)
		}
		t[c.fam+"/ecdsa_sign_der"] = func(in catalog.Values) (catalog.Values, error) {
			der, err := signDER(in)
			if err != nil {
				return nil, err
			}
			return catalog.Values{"sig": der}, nil
		}
		verifyDER := func(input string) catalog.OpFunc {
			return func(in catalog.Values) (catalog.Values, error) {
				pub, err := ecdsa.ParseUncompressedPublicKey(c.ec, in["pub"])
				if err != nil {
					return nil, err
				}
				data := in[input]
				if input == "msg" {
					h := c.h.New()
					h.Write(data)
					data = h.Sum(nil)
				}
				if !ecdsa.VerifyASN1(pub, data, in["sig"]) {
					return nil, errors.New("invalid signature")
				}
				return catalog.Values{}, nil
			}
		}
		t[c.fam+"/ecdsa_verify_der"] = verifyDER("digest")
		t[c.fam+"/ecdsa_verify_message_der"] = verifyDER("msg")
		p[c.fam+"/ecdsa_verify_der"] = "point:uncompressed-only"
		p[c.fam+"/ecdsa_verify_message_der"] = "point:uncompressed-only"
		u[c.fam+"/ecdsa_sign"] = []string{"digest-not-the-family-hash-size"}
		u[c.fam+"/ecdsa_sign_der"] = []string{"digest-not-the-family-hash-size"}
		t[c.fam+"/ecdsa_sign"] = func(in catalog.Values) (catalog.Values, error) {
			der, err := signDER(in)
			if err != nil {
				return nil, err
			}
			var rs struct{ R, S *big.Int }
			if _, err := asn1.Unmarshal(der, &rs); err != nil {
				return nil, err
			}
			n := (c.ec.Params().N.BitLen() + 7) / 8
			out := make([]byte, 2*n)
			rs.R.FillBytes(out[:n])
			rs.S.FillBytes(out[n:])
			return catalog.Values{"sig": out}, nil
		}
	}
	return t, p, u
}

func ecdhOp(c stdecdh.Curve) catalog.OpFunc {
	priv, pub, out := "private", "public", "shared"
	if c == stdecdh.X25519() {
		priv, pub = "scalar", "point"
	}
	return func(in catalog.Values) (catalog.Values, error) {
		k, err := c.NewPrivateKey(in[priv])
		if err != nil {
			return nil, err
		}
		q, err := c.NewPublicKey(in[pub])
		if err != nil {
			return nil, err
		}
		s, err := k.ECDH(q)
		if err != nil {
			return nil, err
		}
		return catalog.Values{out: s}, nil
	}
}

func init() {
	t, p, u := table()
	catalog.Register(&catalog.Funcs{ImplName: "stdlib", Table: t, Policies: p, Unsupported: u})
}
