//go:build libsecp256k1 && cgo

package libsecp256k1

import (
	"crypto/sha256"
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/catalog"
)

const k1 = "secp256k1/"

var ctx = NewContext()

func b32(b []byte, name string) (*[32]byte, error) {
	if len(b) != 32 {
		return nil, fmt.Errorf("%s is %d bytes, want 32", name, len(b))
	}
	return (*[32]byte)(b), nil
}

// digest32 turns an ECDSA digest of any length into the 32-byte message
// hash the library takes, as bits2int reads it for a 256-bit n: the
// leftmost 32 bytes of a longer digest, a shorter one left-padded with
// zeros.
func digest32(d []byte) *[32]byte {
	var out [32]byte
	if len(d) >= 32 {
		copy(out[:], d[:32])
	} else {
		copy(out[32-len(d):], d)
	}
	return &out
}

func point(out [65]byte, ok bool, what string) (catalog.Values, error) {
	if !ok {
		return nil, errors.New("libsecp256k1: " + what + " failed")
	}
	return catalog.Values{"r": out[:]}, nil
}

func table() map[string]catalog.OpFunc {
	t := map[string]catalog.OpFunc{}
	t[k1+"scalar_base_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := b32(in["k"], "k")
		if err != nil {
			return nil, err
		}
		out, ok := ctx.PubkeyCreate(k)
		return point(out, ok, "ec_pubkey_create")
	}
	t[k1+"point_decode"] = func(in catalog.Values) (catalog.Values, error) {
		out, ok := ctx.Decode(in["p"])
		return point(out, ok, "ec_pubkey_parse")
	}
	t[k1+"point_negate"] = func(in catalog.Values) (catalog.Values, error) {
		out, ok := ctx.Negate(in["p"])
		return point(out, ok, "ec_pubkey_parse or ec_pubkey_negate")
	}
	t[k1+"point_add"] = func(in catalog.Values) (catalog.Values, error) {
		out, ok := ctx.Combine(in["p"], in["q"])
		return point(out, ok, "ec_pubkey_parse or ec_pubkey_combine")
	}
	t[k1+"point_double"] = func(in catalog.Values) (catalog.Values, error) {
		out, ok := ctx.Combine(in["p"], in["p"])
		return point(out, ok, "ec_pubkey_parse or ec_pubkey_combine")
	}
	t[k1+"scalar_mult"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := b32(in["k"], "k")
		if err != nil {
			return nil, err
		}
		out, ok := ctx.TweakMul(in["p"], k)
		return point(out, ok, "ec_pubkey_parse or ec_pubkey_tweak_mul")
	}
	seckey := func(f func(a, b *[32]byte) ([32]byte, bool), name string) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			a, err := b32(in["a"], "a")
			if err != nil {
				return nil, err
			}
			b, err := b32(in["b"], "b")
			if err != nil {
				return nil, err
			}
			out, ok := f(a, b)
			if !ok {
				return nil, errors.New("libsecp256k1: " + name + " failed")
			}
			return catalog.Values{"r": out[:]}, nil
		}
	}
	t[k1+"scalar_add"] = seckey(ctx.SeckeyTweakAdd, "ec_seckey_tweak_add")
	t[k1+"scalar_mul"] = seckey(ctx.SeckeyTweakMul, "ec_seckey_tweak_mul")
	sign := func(hash bool, input string, der bool) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			sk, err := b32(in["private"], "private key")
			if err != nil {
				return nil, err
			}
			d := in[input]
			if hash {
				h := sha256.Sum256(d)
				d = h[:]
			}
			if len(d) != 32 {
				return nil, fmt.Errorf("libsecp256k1: ecdsa_sign takes a 32-byte msghash32, not %d bytes: %w", len(d), catalog.ErrUnsupported)
			}
			sig, ok := ctx.ECDSASign(sk, (*[32]byte)(d))
			if !ok {
				return nil, errors.New("libsecp256k1: ecdsa_sign failed")
			}
			if der {
				out, ok := ctx.SignatureDER(sig)
				if !ok {
					return nil, errors.New("libsecp256k1: ecdsa_signature_serialize_der failed")
				}
				return catalog.Values{"sig": out}, nil
			}
			return catalog.Values{"sig": sig[:]}, nil
		}
	}
	t[k1+"ecdsa_sign"] = sign(false, "digest", false)
	t[k1+"ecdsa_sign_der"] = sign(false, "digest", true)
	t[k1+"ecdsa_sign_message"] = sign(true, "msg", false)
	// ecdsa_signature_parse_der takes strict DER (lax parsing is in
	// contrib/, not the library).
	t[k1+"ecdsa_verify_der"] = func(in catalog.Values) (catalog.Values, error) {
		switch ctx.ECDSAVerifyDER(in["pub"], digest32(in["digest"]), in["sig"]) {
		case 1:
			return catalog.Values{}, nil
		case -1:
			return nil, errors.New("libsecp256k1: ec_pubkey_parse failed")
		case -2:
			return nil, errors.New("libsecp256k1: ecdsa_signature_parse_der failed")
		}
		return nil, errors.New("libsecp256k1: ecdsa_verify: invalid signature")
	}
	verify := func(hash bool, input string) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			d := in[input]
			if hash {
				h := sha256.Sum256(d)
				d = h[:]
			}
			sig := in["sig"]
			if len(sig) != 64 {
				return nil, errors.New("signature is not 64 bytes")
			}
			switch ctx.ECDSAVerify(in["pub"], digest32(d), (*[32]byte)(sig[:32]), (*[32]byte)(sig[32:])) {
			case 1:
				return catalog.Values{}, nil
			case -1:
				return nil, errors.New("libsecp256k1: ec_pubkey_parse failed")
			case -2:
				return nil, errors.New("libsecp256k1: ecdsa_signature_parse_compact failed (r or s >= n)")
			}
			return nil, errors.New("libsecp256k1: ecdsa_verify: invalid signature")
		}
	}
	t[k1+"ecdsa_verify"] = verify(false, "digest")
	t[k1+"ecdsa_verify_low_s"] = verify(false, "digest")
	t[k1+"ecdsa_verify_message"] = verify(true, "msg")
	t[k1+"ecdh"] = func(in catalog.Values) (catalog.Values, error) {
		sk, err := b32(in["private"], "private key")
		if err != nil {
			return nil, err
		}
		out, rc := ctx.ECDHX(in["public"], sk)
		switch rc {
		case 1:
			return catalog.Values{"shared": out[:]}, nil
		case -1:
			return nil, errors.New("libsecp256k1: ec_pubkey_parse failed")
		}
		return nil, errors.New("libsecp256k1: ecdh failed (secret key not in [1, n-1])")
	}
	t[k1+"bip340_sign"] = func(in catalog.Values) (catalog.Values, error) {
		sk, err := b32(in["secret"], "secret key")
		if err != nil {
			return nil, err
		}
		aux, err := b32(in["aux"], "aux_rand")
		if err != nil {
			return nil, err
		}
		sig, rc := ctx.SchnorrSign(sk, in["msg"], aux)
		if rc != 1 {
			return nil, errors.New("libsecp256k1: keypair_create or schnorrsig_sign_custom failed")
		}
		return catalog.Values{"sig": sig[:]}, nil
	}
	t[k1+"bip340_verify"] = func(in catalog.Values) (catalog.Values, error) {
		pk, err := b32(in["pub"], "public key")
		if err != nil {
			return nil, err
		}
		if len(in["sig"]) != 64 {
			return nil, errors.New("signature is not 64 bytes")
		}
		switch ctx.SchnorrVerify(pk, in["msg"], (*[64]byte)(in["sig"])) {
		case 1:
			return catalog.Values{}, nil
		case -1:
			return nil, errors.New("libsecp256k1: xonly_pubkey_parse failed")
		}
		return nil, errors.New("libsecp256k1: schnorrsig_verify: invalid signature")
	}
	return t
}

// What the library does where the catalog leaves a choice: points parse
// with ec_pubkey_parse (no identity, hybrid 06/07 accepted); secret keys
// and tweaks are below n and non-zero; a combination that is the point at
// infinity is an error; signatures have low S and verification wants low
// S.
func policies() map[string]string {
	pt := "point:no-identity+point:hybrid"
	return map[string]string{
		k1 + "scalar_base_mult":     "scalar:canonical+scalar:nonzero",
		k1 + "point_decode":         pt,
		k1 + "point_negate":         pt,
		k1 + "point_double":         pt,
		k1 + "point_add":            pt + "+result:no-identity",
		k1 + "scalar_mult":          pt + "+scalar:canonical+scalar:nonzero",
		k1 + "scalar_add":           "scalar:canonical+scalar:nonzero-a+result:no-zero-scalar",
		k1 + "scalar_mul":           "scalar:canonical+scalar:nonzero",
		k1 + "ecdsa_sign":           "ecdsa:low-s",
		k1 + "ecdsa_sign_der":       "ecdsa:low-s",
		k1 + "ecdsa_verify_der":     pt + "+ecdsa:verify-low-s",
		k1 + "ecdsa_sign_message":   "ecdsa:low-s",
		k1 + "ecdsa_verify":         pt + "+ecdsa:verify-low-s",
		k1 + "ecdsa_verify_low_s":   pt,
		k1 + "ecdsa_verify_message": pt + "+ecdsa:verify-low-s",
		k1 + "ecdh":                 pt,
	}
}

func init() {
	catalog.Register(&catalog.Funcs{ImplName: "libsecp256k1", Table: table(), Policies: policies(),
		Unsupported: map[string][]string{
			k1 + "ecdsa_sign":     {"digest-not-the-family-hash-size"},
			k1 + "ecdsa_sign_der": {"digest-not-the-family-hash-size"},
		}})
}
