//go:build libsecp256k1 && cgo

package bench

import (
	"testing"

	"github.com/curvecheck/curvecheck/impls/libsecp256k1"
)

// The C library libsecp256k1 (Debian's 0.2.0, through cgo) as the peer of
// the secp256k1 groups; each call crosses into C once (about 0.1 µs of
// the measured time, which the ratios leave in).
func init() { tagged = append(tagged, registerLibsecp256k1) }

func registerLibsecp256k1() {
	ctx := libsecp256k1.NewContext()
	pub := k1Point()
	digest := (*[32]byte)(k1Digest[:])
	secret := (*[32]byte)(k1Secret)
	add("secp256k1/scalar_base_mult", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := ctx.PubkeyCreateCompressed(secret); !ok {
				b.Fatal("ec_pubkey_create failed")
			}
		}
	})
	add("secp256k1/scalar_mult", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := ctx.TweakMulCompressed(pub, secret); !ok {
				b.Fatal("ec_pubkey_tweak_mul failed")
			}
		}
	})
	add("secp256k1/ecdsa_sign", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ctx.ECDSASign(secret, digest)
		}
	})
	sig, _ := ctx.ECDSASign((*[32]byte)(k1Other), digest)
	add("secp256k1/ecdsa_verify", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if ctx.ECDSAVerify(pub, digest, (*[32]byte)(sig[:32]), (*[32]byte)(sig[32:])) != 1 {
				b.Fatal("does not verify")
			}
		}
	})
	aux := k1Aux
	add("secp256k1/bip340_sign", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ctx.SchnorrSign(secret, k1Digest[:], &aux)
		}
	})
	xsig, _ := ctx.SchnorrSign((*[32]byte)(k1Other), k1Digest[:], &aux)
	xpub := (*[32]byte)(pub[1:])
	add("secp256k1/bip340_verify", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if ctx.SchnorrVerify(xpub, k1Digest[:], &xsig) != 1 {
				b.Fatal("does not verify")
			}
		}
	})
	add("secp256k1/ecdh", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, rc := ctx.ECDHX(pub, secret); rc != 1 {
				b.Fatal("ecdh failed")
			}
		}
	})
	k1Targets = append(k1Targets,
		Comparison{"secp256k1 ScalarBaseMult vs libsecp256k1 ec_pubkey_create", "secp256k1/scalar_base_mult/fast", "secp256k1/scalar_base_mult/libsecp256k1", 1.0},
		Comparison{"secp256k1 ScalarMult vs libsecp256k1 ec_pubkey_tweak_mul", "secp256k1/scalar_mult/fast", "secp256k1/scalar_mult/libsecp256k1", 1.1},
		// The target above holds a constant-time path against a
		// variable-time one; these two compare like with like.
		Comparison{"secp256k1 ScalarMultVar vs libsecp256k1 ec_pubkey_tweak_mul (both variable time)", "secp256k1/scalar_mult/fast-vartime", "secp256k1/scalar_mult/libsecp256k1", 0},
		Comparison{"secp256k1 ECDH vs libsecp256k1 ECDH (both constant time, ecmult_const)", "secp256k1/ecdh/fast", "secp256k1/ecdh/libsecp256k1", 0},
		Comparison{"secp256k1 ECDSA sign vs libsecp256k1", "secp256k1/ecdsa_sign/fast", "secp256k1/ecdsa_sign/libsecp256k1", 1.1},
		Comparison{"secp256k1 ECDSA verify vs libsecp256k1", "secp256k1/ecdsa_verify/fast", "secp256k1/ecdsa_verify/libsecp256k1", 1.1},
		Comparison{"secp256k1 BIP-340 sign vs libsecp256k1", "secp256k1/bip340_sign/fast", "secp256k1/bip340_sign/libsecp256k1", 1.1},
		Comparison{"secp256k1 BIP-340 verify vs libsecp256k1", "secp256k1/bip340_verify/fast", "secp256k1/bip340_verify/libsecp256k1", 1.1})
}
