//go:build openssl && cgo

package bench

import (
	"crypto/sha512"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/fast/ed25519"
	p384ecdsa "github.com/curvecheck/curvecheck/fast/p384/ecdsa"
	"github.com/curvecheck/curvecheck/fast/x25519"
	"github.com/curvecheck/curvecheck/impls/openssl"
)

// OpenSSL 3.0 (Debian's libcrypto, through cgo) as a peer of the P-384,
// secp256k1, Ed25519 and X25519 groups. Each call crosses into C once
// and builds OpenSSL's objects (BN_CTX, EC_POINT, EC_KEY) from the bytes,
// as a caller holding bytes must; the EVP keys of Ed25519 signing and
// X25519, whose construction also derives the public key, are made once
// outside the loop, as the Go peers parse theirs.
func init() { tagged = append(tagged, registerOpenSSL) }

// doesAlso appends what a build-tagged peer does to group's description.
func doesAlso(group, work string) {
	if w := Work[group]; w != "" && !strings.HasSuffix(w, ".") {
		Work[group] += "."
	}
	Work[group] += " " + work
}

func registerOpenSSL() {
	p3pub := p3Point()
	const mulNote = "openssl: EC_POINT_mul, OpenSSL 3.0's generic prime-curve code (a constant-time Montgomery ladder for one term)."
	doesAlso("p384/scalar_mult", mulNote)
	add("p384/scalar_mult", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := openssl.Mul(openssl.P384, nil, p3pub, p3Secret, false); err != nil {
				b.Fatal(err)
			}
		}
	})
	doesAlso("p384/scalar_base_mult", mulNote)
	add("p384/scalar_base_mult", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := openssl.Mul(openssl.P384, p3Secret, nil, nil, false); err != nil {
				b.Fatal(err)
			}
		}
	})
	doesAlso("p384/ecdh", "openssl: ECDH_compute_key (EC_KEY built from the secret's bytes every call; the ladder of EC_POINT_mul).")
	add("p384/ecdh", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := openssl.ECDH(openssl.P384, p3Secret, p3pub); err != nil {
				b.Fatal(err)
			}
		}
	})
	digest := sha512.Sum384([]byte("curvecheck p384 benchmark"))
	doesAlso("p384/ecdsa_sign", "openssl: ECDSA_do_sign with its own random nonce (OpenSSL 3.0 has no RFC 6979: it draws the nonce from its DRBG instead of HMAC-SHA384), r ‖ s out.")
	add("p384/ecdsa_sign", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := openssl.ECDSASign(openssl.P384, p3Secret, digest[:]); err != nil {
				b.Fatal(err)
			}
		}
	})
	sig, _ := p384ecdsa.Sign(p3Other, digest[:])
	doesAlso("p384/ecdsa_verify", "openssl: ECDSA_do_verify on r ‖ s.")
	add("p384/ecdsa_verify", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if err := openssl.ECDSAVerify(openssl.P384, p3pub, digest[:], sig); err != nil {
				b.Fatal(err)
			}
		}
	})

	k1pub := k1Point()
	doesAlso("secp256k1/scalar_base_mult", mulNote)
	add("secp256k1/scalar_base_mult", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := openssl.Mul(openssl.Secp256k1, k1Secret, nil, nil, true); err != nil {
				b.Fatal(err)
			}
		}
	})
	doesAlso("secp256k1/scalar_mult", mulNote)
	add("secp256k1/scalar_mult", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := openssl.Mul(openssl.Secp256k1, nil, k1pub, k1Secret, true); err != nil {
				b.Fatal(err)
			}
		}
	})
	doesAlso("secp256k1/ecdh", "openssl: ECDH_compute_key, constant time.")
	add("secp256k1/ecdh", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := openssl.ECDH(openssl.Secp256k1, k1Secret, k1pub); err != nil {
				b.Fatal(err)
			}
		}
	})
	k1sig, _ := openssl.ECDSASign(openssl.Secp256k1, k1Other, k1Digest[:])
	doesAlso("secp256k1/ecdsa_verify", "openssl: ECDSA_do_verify.")
	add("secp256k1/ecdsa_verify", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if err := openssl.ECDSAVerify(openssl.Secp256k1, k1pub, k1Digest[:], k1sig); err != nil {
				b.Fatal(err)
			}
		}
	})

	edKey, err := openssl.NewEd25519Key(seed)
	if err != nil {
		panic(err)
	}
	doesAlso("ed25519/sign", "openssl: EVP_DigestSign with a key made once outside the loop (its construction derives the public key, which fast's 64-byte private key carries).")
	add("ed25519/sign", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := edKey.Sign(msg); err != nil {
				b.Fatal(err)
			}
		}
	})
	priv, _ := ed25519.NewKeyFromSeed(seed)
	edSig, _ := ed25519.Sign(priv, msg)
	edPub := priv[32:]
	doesAlso("ed25519/verify", "openssl: EVP_PKEY_new_raw_public_key and EVP_DigestVerify every call.")
	add("ed25519/verify", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if err := openssl.Ed25519Verify(edPub, msg, edSig); err != nil {
				b.Fatal(err)
			}
		}
	})
	xKey, err := openssl.NewX25519Key([]byte("curvecheck x25519 benchmark key!"))
	if err != nil {
		panic(err)
	}
	peer, _ := openssl.X25519([]byte("another x25519 benchmark key...."), x25519.Basepoint)
	doesAlso("x25519/arbitrary_point", "openssl: EVP_PKEY_derive, its key made once outside the loop (the construction derives the public key), the peer's every call.")
	add("x25519/arbitrary_point", "openssl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := xKey.Shared(peer); err != nil {
				b.Fatal(err)
			}
		}
	})

	p3Requirements = append(p3Requirements,
		Comparison{"P-384 ScalarMult vs OpenSSL EC_POINT_mul", "p384/scalar_mult/fast", "p384/scalar_mult/openssl", 1},
		Comparison{"P-384 ECDH vs OpenSSL ECDH_compute_key", "p384/ecdh/fast", "p384/ecdh/openssl", 1},
		Comparison{"P-384 ScalarBaseMult vs OpenSSL EC_POINT_mul(G)", "p384/scalar_base_mult/fast", "p384/scalar_base_mult/openssl", 1},
		Comparison{"P-384 ECDSA sign vs OpenSSL ECDSA_do_sign", "p384/ecdsa_sign/fast", "p384/ecdsa_sign/openssl", 1},
		Comparison{"P-384 ECDSA verify vs OpenSSL ECDSA_do_verify", "p384/ecdsa_verify/fast", "p384/ecdsa_verify/openssl", 1})
}
