package bench

import (
	"crypto"
	"crypto/sha256"
	"fmt"
	"math/big"
	"testing"

	btcec "github.com/btcsuite/btcd/btcec/v2"
	btcecdsa "github.com/btcsuite/btcd/btcec/v2/ecdsa"
	btcschnorr "github.com/btcsuite/btcd/btcec/v2/schnorr"
	gnark "github.com/consensys/gnark-crypto/ecc/secp256k1"
	gnarkfp "github.com/consensys/gnark-crypto/ecc/secp256k1/fp"
	decred "github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/curvecheck/curvecheck/fast/secp256k1"
	k1ecdh "github.com/curvecheck/curvecheck/fast/secp256k1/ecdh"
	k1ecdsa "github.com/curvecheck/curvecheck/fast/secp256k1/ecdsa"
	k1field "github.com/curvecheck/curvecheck/fast/secp256k1/field"
	k1scalar "github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	k1schnorr "github.com/curvecheck/curvecheck/fast/secp256k1/schnorr"
	refbip340 "github.com/curvecheck/curvecheck/ref/bip340"
	refecdh "github.com/curvecheck/curvecheck/ref/ecdh"
	refecdsa "github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The secp256k1 inputs: a secret (also the scalar of the multiplications),
// a second key whose public key is the point, a digest and a message.
var (
	k1Secret  = fixed(32, 11, 5)
	k1Other   = fixed(32, 17, 9)
	k1Digest  = sha256.Sum256([]byte("curvecheck secp256k1 benchmark"))
	k1Aux     = sha256.Sum256([]byte("aux"))
	k1Curve   = weierstrass.Secp256k1
	k1Peers   = []string{"decred", "btcec", "gnark"}
	k1Targets []Comparison
)

// k1Point returns the 33-byte compressed public key of k1Other.
func k1Point() []byte {
	return k1Curve.EncodeCompressed(k1Curve.ScalarBaseMult(new(big.Int).SetBytes(k1Other)))
}

// gnarkCompressed encodes a gnark affine point as SEC1 compressed.
func gnarkCompressed(p *gnark.G1Affine) []byte {
	x := p.X.Bytes()
	y := p.Y.Bytes()
	return append([]byte{2 | y[31]&1}, x[:]...)
}

// gnarkDecompress decodes SEC1 compressed bytes for gnark (x, the square
// root of x³ + 7 with the right parity).
func gnarkDecompress(b []byte) gnark.G1Affine {
	var p gnark.G1Affine
	p.X.SetBytes(b[1:])
	var rhs, seven gnarkfp.Element
	seven.SetUint64(7)
	rhs.Square(&p.X).Mul(&rhs, &p.X).Add(&rhs, &seven)
	p.Y.Sqrt(&rhs)
	if y := p.Y.Bytes(); y[31]&1 != b[0]&1 {
		p.Y.Neg(&p.Y)
	}
	return p
}

func registerSecp256k1() {
	pub := k1Point()
	digest := k1Digest[:]

	does("secp256k1/field/multiply", "x = x·y on an element already decoded: fast 5x52 limbs (amd64 assembly), decred 10x26 limbs, gnark Montgomery 4x64")
	add("secp256k1/field/multiply", "fast", func(b *testing.B) {
		x, _ := new(k1field.Element).SetBytesReduce(fieldBytes)
		y := *x
		for i := 0; i < b.N; i++ {
			x.Mul(x, &y)
		}
	})
	add("secp256k1/field/multiply", "decred", func(b *testing.B) {
		var x, y decred.FieldVal
		x.SetByteSlice(fieldBytes)
		y = x
		for i := 0; i < b.N; i++ {
			x.Mul(&y)
		}
	})
	add("secp256k1/field/multiply", "gnark", func(b *testing.B) {
		var x, y gnarkfp.Element
		x.SetBytes(fieldBytes)
		y = x
		for i := 0; i < b.N; i++ {
			x.Mul(&x, &y)
		}
	})

	does("secp256k1/scalar_base_mult", "32-byte secret in, 33-byte compressed public key out (decred and btcec use their only, variable-time, generator multiplication; fast-vartime is ScalarBaseMultVar)")
	add("secp256k1/scalar_base_mult", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := new(k1scalar.Scalar).SetBytes(k1Secret)
			new(secp256k1.Point).ScalarBaseMult(k).BytesCompressed()
		}
	})
	add("secp256k1/scalar_base_mult", "fast-vartime", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := new(k1scalar.Scalar).SetBytes(k1Secret)
			var p secp256k1.Point
			p.ScalarBaseMultVar(k)
			x, y, _ := p.CoordinatesVar()
			_ = append([]byte{2 | y[31]&1}, x[:]...)
		}
	})
	add("secp256k1/scalar_base_mult", "decred", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			decred.PrivKeyFromBytes(k1Secret).PubKey().SerializeCompressed()
		}
	})
	add("secp256k1/scalar_base_mult", "btcec", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_, p := btcec.PrivKeyFromBytes(k1Secret)
			p.SerializeCompressed()
		}
	})
	add("secp256k1/scalar_base_mult", "gnark", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			var p gnark.G1Affine
			p.ScalarMultiplicationBase(new(big.Int).SetBytes(k1Secret))
			gnarkCompressed(&p)
		}
	})
	add("secp256k1/scalar_base_mult", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k1Curve.EncodeCompressed(k1Curve.ScalarBaseMult(new(big.Int).SetBytes(k1Secret)))
		}
	})

	does("secp256k1/scalar_mult", "32-byte scalar and 33-byte compressed point in (each side decompresses), 33-byte compressed k·P out; fast is constant time in k; fast-vartime, decred, gnark and libsecp256k1 (ec_pubkey_tweak_mul calls its variable-time secp256k1_ecmult) variable time")
	add("secp256k1/scalar_mult", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := new(k1scalar.Scalar).SetBytes(k1Secret)
			p, _ := new(secp256k1.Point).SetBytes(pub)
			new(secp256k1.Point).ScalarMult(k, p).BytesCompressed()
		}
	})
	add("secp256k1/scalar_mult", "fast-vartime", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := new(k1scalar.Scalar).SetBytes(k1Secret)
			p, _ := new(secp256k1.Point).SetBytes(pub)
			var r secp256k1.Point
			r.ScalarMultVar(k, p)
			x, y, _ := r.CoordinatesVar()
			_ = append([]byte{2 | y[31]&1}, x[:]...)
		}
	})
	add("secp256k1/scalar_mult", "decred", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			var k decred.ModNScalar
			k.SetByteSlice(k1Secret)
			pk, _ := decred.ParsePubKey(pub)
			var p, r decred.JacobianPoint
			pk.AsJacobian(&p)
			decred.ScalarMultNonConst(&k, &p, &r)
			r.ToAffine()
			decred.NewPublicKey(&r.X, &r.Y).SerializeCompressed()
		}
	})
	add("secp256k1/scalar_mult", "gnark", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p := gnarkDecompress(pub)
			var r gnark.G1Affine
			r.ScalarMultiplication(&p, new(big.Int).SetBytes(k1Secret))
			gnarkCompressed(&r)
		}
	})

	does("secp256k1/double_scalar_mult_base_var", "a·P + b·G, variable time: two 32-byte scalars and a 33-byte point in, 33-byte compressed point out")
	add("secp256k1/double_scalar_mult_base_var", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			a, _ := new(k1scalar.Scalar).SetBytes(k1Secret)
			c, _ := new(k1scalar.Scalar).SetBytes(k1Other)
			p, _ := new(secp256k1.Point).SetBytes(pub)
			var r secp256k1.Point
			r.DoubleScalarMultBaseVar(a, p, c)
			x, y, _ := r.CoordinatesVar()
			_ = append([]byte{2 | y[31]&1}, x[:]...)
		}
	})
	add("secp256k1/double_scalar_mult_base_var", "gnark", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p := gnarkDecompress(pub)
			var r gnark.G1Jac
			r.JointScalarMultiplicationBase(&p, new(big.Int).SetBytes(k1Other), new(big.Int).SetBytes(k1Secret))
			var a gnark.G1Affine
			a.FromJacobian(&r)
			gnarkCompressed(&a)
		}
	})

	does("secp256k1/ecdsa_sign", "32-byte private key and 32-byte digest in, 64-byte r ‖ s out (RFC 6979 nonce, low S on every side; decred and btcec sign with their variable-time generator multiplication)")
	add("secp256k1/ecdsa_sign", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k1ecdsa.Sign(k1Secret, digest)
		}
	})
	add("secp256k1/ecdsa_sign", "decred", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			s := decredecdsa.Sign(decred.PrivKeyFromBytes(k1Secret), digest)
			r, ss := s.R(), s.S()
			_, _ = r.Bytes(), ss.Bytes()
		}
	})
	add("secp256k1/ecdsa_sign", "btcec", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := btcec.PrivKeyFromBytes(k1Secret)
			s := btcecdsa.Sign(k, digest)
			r, ss := s.R(), s.S()
			_, _ = r.Bytes(), ss.Bytes()
		}
	})
	add("secp256k1/ecdsa_sign", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			s, _ := refecdsa.Sign(k1Curve, new(big.Int).SetBytes(k1Secret), crypto.SHA256, digest, true)
			refecdsa.EncodeP1363(k1Curve, s)
		}
	})

	sig, _ := k1ecdsa.Sign(k1Other, digest)
	does("secp256k1/ecdsa_verify", "33-byte public key, 32-byte digest and 64-byte r ‖ s in (each side parses them), a verdict out")
	add("secp256k1/ecdsa_verify", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if k1ecdsa.Verify(pub, digest, sig) != nil {
				b.Fatal("does not verify")
			}
		}
	})
	add("secp256k1/ecdsa_verify", "decred", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			pk, _ := decred.ParsePubKey(pub)
			var r, s decred.ModNScalar
			r.SetByteSlice(sig[:32])
			s.SetByteSlice(sig[32:])
			if !decredecdsa.NewSignature(&r, &s).Verify(digest, pk) {
				b.Fatal("does not verify")
			}
		}
	})
	add("secp256k1/ecdsa_verify", "btcec", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			pk, _ := btcec.ParsePubKey(pub)
			var r, s btcec.ModNScalar
			r.SetByteSlice(sig[:32])
			s.SetByteSlice(sig[32:])
			if !btcecdsa.NewSignature(&r, &s).Verify(digest, pk) {
				b.Fatal("does not verify")
			}
		}
	})
	add("secp256k1/ecdsa_verify", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			Q, _ := k1Curve.Decode(pub)
			s, _ := refecdsa.DecodeP1363(k1Curve, sig)
			if refecdsa.Verify(k1Curve, Q, digest, s, refecdsa.VerifyOptions{}) != nil {
				b.Fatal("does not verify")
			}
		}
	})

	does("secp256k1/bip340_sign", "32-byte secret key, 32-byte message and aux_rand in, 64-byte signature out (each side derives the public key every call)")
	add("secp256k1/bip340_sign", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k1schnorr.Sign(k1Secret, digest, k1Aux[:])
		}
	})
	add("secp256k1/bip340_sign", "btcec", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := btcec.PrivKeyFromBytes(k1Secret)
			s, _ := btcschnorr.Sign(k, digest, btcschnorr.CustomNonce(k1Aux))
			s.Serialize()
		}
	})
	add("secp256k1/bip340_sign", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			refbip340.Sign(k1Secret, digest, k1Aux[:])
		}
	})
	xpub, _ := k1schnorr.PublicKey(k1Other)
	ssig, _ := k1schnorr.Sign(k1Other, digest, k1Aux[:])
	does("secp256k1/bip340_verify", "32-byte x-only public key, 32-byte message and 64-byte signature in, a verdict out")
	add("secp256k1/bip340_verify", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if k1schnorr.Verify(xpub, digest, ssig) != nil {
				b.Fatal("does not verify")
			}
		}
	})
	add("secp256k1/bip340_verify", "btcec", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			pk, _ := btcschnorr.ParsePubKey(xpub)
			s, _ := btcschnorr.ParseSignature(ssig)
			if !s.Verify(digest, pk) {
				b.Fatal("does not verify")
			}
		}
	})
	add("secp256k1/bip340_verify", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if refbip340.Verify(xpub, digest, ssig) != nil {
				b.Fatal("does not verify")
			}
		}
	})

	for _, batch := range []int{16, 64} {
		var bpks, bmsgs, bsigs [][]byte
		for i := range batch {
			sk := fixed(32, byte(3+i), byte(i))
			m := sha256.Sum256([]byte{byte(i)})
			s, _ := k1schnorr.Sign(sk, m[:], k1Aux[:])
			p, _ := k1schnorr.PublicKey(sk)
			bpks, bmsgs, bsigs = append(bpks, p), append(bmsgs, m[:]), append(bsigs, s)
		}
		g := fmt.Sprintf("secp256k1/bip340_verify_batch_%d", batch)
		does(g, fmt.Sprintf("%d (public key, message, signature) triples in, verdicts out: fast's batch against fast's one-by-one verification", batch))
		add(g, "fast", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				v, _ := k1schnorr.VerifyBatchVar(bpks, bmsgs, bsigs, nil)
				if !v[0] || !v[batch-1] {
					b.Fatal("does not verify")
				}
			}
		})
		add(g, "one-by-one-fast", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				for j := range batch {
					if k1schnorr.Verify(bpks[j], bmsgs[j], bsigs[j]) != nil {
						b.Fatal("does not verify")
					}
				}
			}
		})
	}

	does("secp256k1/ecdh", "32-byte private key and 33-byte compressed public key in, 32-byte x-coordinate out (fast and libsecp256k1 constant time, libsecp256k1 through ecmult_const; decred variable time)")
	add("secp256k1/ecdh", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k1ecdh.SharedX(k1Secret, pub)
		}
	})
	add("secp256k1/ecdh", "decred", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			pk, _ := decred.ParsePubKey(pub)
			decred.GenerateSharedSecret(decred.PrivKeyFromBytes(k1Secret), pk)
		}
	})
	add("secp256k1/ecdh", "ref", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			refecdh.SharedSecret(k1Curve, new(big.Int).SetBytes(k1Secret), pub)
		}
	})

	k1Targets = append(k1Targets,
		Comparison{"secp256k1 ScalarBaseMultVar / ScalarBaseMult", "secp256k1/scalar_base_mult/fast-vartime", "secp256k1/scalar_base_mult/fast", 0.55},
		Comparison{"secp256k1 BIP-340 batch verification of 64 / one by one", "secp256k1/bip340_verify_batch_64/fast", "secp256k1/bip340_verify_batch_64/one-by-one-fast", 0.5},
		Comparison{"secp256k1 BIP-340 batch verification of 16 / one by one", "secp256k1/bip340_verify_batch_16/fast", "secp256k1/bip340_verify_batch_16/one-by-one-fast", 0.6})
	for _, g := range []string{"secp256k1/field/multiply", "secp256k1/scalar_base_mult", "secp256k1/scalar_mult", "secp256k1/double_scalar_mult_base_var",
		"secp256k1/ecdsa_sign", "secp256k1/ecdsa_verify", "secp256k1/bip340_sign", "secp256k1/bip340_verify", "secp256k1/ecdh"} {
		for _, peer := range k1Peers {
			if hasCase(g, peer) {
				k1Targets = append(k1Targets, Comparison{fmt.Sprintf("%s vs %s", g, peer), g + "/fast", g + "/" + peer, 1})
			}
		}
	}
}

func hasCase(group, impl string) bool {
	for _, c := range cases {
		if c.Group == group && c.Impl == impl {
			return true
		}
	}
	return false
}
