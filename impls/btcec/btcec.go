// Package btcec registers github.com/btcsuite/btcd/btcec/v2 (v2.3.5) as the
// implementation "btcec": BIP-340 Schnorr signatures (its schnorr package)
// and ECDSA over secp256k1.
package btcec

import (
	"errors"
	"fmt"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcec/v2/ecdsa"
	"github.com/btcsuite/btcd/btcec/v2/schnorr"

	"github.com/curvecheck/curvecheck/catalog"
)

func privateKey(b []byte) (*btcec.PrivateKey, error) {
	if len(b) != 32 {
		return nil, errors.New("secret key is not 32 bytes")
	}
	var s btcec.ModNScalar
	if s.SetByteSlice(b) || s.IsZero() {
		return nil, errors.New("secret key not in [1, n-1]")
	}
	return btcec.PrivKeyFromScalar(&s), nil
}

func table() map[string]catalog.OpFunc {
	return map[string]catalog.OpFunc{
		"secp256k1/bip340_sign": func(in catalog.Values) (catalog.Values, error) {
			if len(in["msg"]) != 32 {
				// v2.3.5 signs 32-byte messages only (BIP-340 before its
				// variable-length update).
				return nil, fmt.Errorf("btcec: %d-byte message: %w", len(in["msg"]), catalog.ErrUnsupported)
			}
			k, err := privateKey(in["secret"])
			if err != nil {
				return nil, err
			}
			if len(in["aux"]) != 32 {
				return nil, errors.New("aux_rand is not 32 bytes")
			}
			sig, err := schnorr.Sign(k, in["msg"], schnorr.CustomNonce([32]byte(in["aux"])))
			if err != nil {
				return nil, err
			}
			return catalog.Values{"sig": sig.Serialize()}, nil
		},
		"secp256k1/bip340_verify": func(in catalog.Values) (catalog.Values, error) {
			if len(in["msg"]) != 32 {
				return nil, fmt.Errorf("btcec: %d-byte message: %w", len(in["msg"]), catalog.ErrUnsupported)
			}
			pub, err := schnorr.ParsePubKey(in["pub"])
			if err != nil {
				return nil, err
			}
			sig, err := schnorr.ParseSignature(in["sig"])
			if err != nil {
				return nil, err
			}
			if !sig.Verify(in["msg"], pub) {
				return nil, errors.New("invalid signature")
			}
			return catalog.Values{}, nil
		},
		"secp256k1/ecdsa_sign": func(in catalog.Values) (catalog.Values, error) {
			k, err := privateKey(in["private"])
			if err != nil {
				return nil, err
			}
			sig, err := signDigest(k, in["digest"])
			if err != nil {
				return nil, err
			}
			r, s := sig.R(), sig.S()
			rb, sb := r.Bytes(), s.Bytes()
			return catalog.Values{"sig": append(rb[:], sb[:]...)}, nil
		},
		"secp256k1/ecdsa_sign_der": func(in catalog.Values) (catalog.Values, error) {
			k, err := privateKey(in["private"])
			if err != nil {
				return nil, err
			}
			sig, err := signDigest(k, in["digest"])
			if err != nil {
				return nil, err
			}
			return catalog.Values{"sig": sig.Serialize()}, nil
		},
		"secp256k1/ecdsa_verify": func(in catalog.Values) (catalog.Values, error) {
			pub, err := btcec.ParsePubKey(in["pub"])
			if err != nil {
				return nil, err
			}
			sig := in["sig"]
			if len(sig) != 64 {
				return nil, errors.New("signature is not 64 bytes")
			}
			var r, s btcec.ModNScalar
			if r.SetByteSlice(sig[:32]) || s.SetByteSlice(sig[32:]) || r.IsZero() || s.IsZero() {
				return nil, errors.New("r or s not in [1, n-1]")
			}
			if !ecdsa.NewSignature(&r, &s).Verify(in["digest"], pub) {
				return nil, errors.New("invalid signature")
			}
			return catalog.Values{}, nil
		},
	}
}

// signDigest signs a 32-byte digest below n; other digests are declined
// (declared input classes): btcec signs 32-byte hashes, with decred's
// code, so the same RFC 6979 deviation on digests >= n as decred
// (see impls/decred).
func signDigest(k *btcec.PrivateKey, digest []byte) (*ecdsa.Signature, error) {
	if len(digest) != 32 {
		return nil, fmt.Errorf("btcec: the digest is %d bytes; Sign takes a 32-byte hash: %w", len(digest), catalog.ErrUnsupported)
	}
	var n btcec.ModNScalar
	if n.SetByteSlice(digest) {
		return nil, fmt.Errorf("btcec: digest >= n (its RFC 6979 nonce takes the digest unreduced): %w", catalog.ErrUnsupported)
	}
	return ecdsa.Sign(k, digest), nil
}

// ecdsa_verify_der is not registered: btcec's ParseDERSignature (v2.3.5,
// and v2.5.1, the latest release) ignores bytes after the SEQUENCE while
// the signature is at most 72 bytes, which DER (X.690 §10) and its own
// documentation forbid. der_test.go reproduces it; registered, every
// audit would carry that one finding. See doc/libraries.md.
func init() {
	catalog.Register(&catalog.Funcs{ImplName: "btcec", Table: table(), Policies: map[string]string{
		"secp256k1/ecdsa_sign":     "ecdsa:low-s",
		"secp256k1/ecdsa_sign_der": "ecdsa:low-s",
		"secp256k1/ecdsa_verify":   "point:no-identity+point:hybrid",
	}, Unsupported: map[string][]string{
		"secp256k1/ecdsa_sign_der": {"digest-at-least-n", "digest-not-the-family-hash-size"},
		// v2.3.5 takes 32-byte messages only; declared, so that these
		// answers are counted as declared, not against btcec.
		"secp256k1/bip340_sign":   {"msg-not-32-bytes"},
		"secp256k1/bip340_verify": {"msg-not-32-bytes"},
		"secp256k1/ecdsa_sign":    {"digest-at-least-n", "digest-not-the-family-hash-size"},
	}})
}
