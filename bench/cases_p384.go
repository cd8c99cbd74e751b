package bench

import (
	"crypto"
	stdecdh "crypto/ecdh"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha512"
	"fmt"
	"math/big"
	"testing"

	"github.com/cloudflare/circl/group"

	"github.com/curvecheck/curvecheck/fast/p384"
	p384ecdh "github.com/curvecheck/curvecheck/fast/p384/ecdh"
	p384ecdsa "github.com/curvecheck/curvecheck/fast/p384/ecdsa"
	p384field "github.com/curvecheck/curvecheck/fast/p384/field"
	p384scalar "github.com/curvecheck/curvecheck/fast/p384/scalar"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The P-384 inputs: a 48-byte secret (the scalar of every
// multiplication, below n) and the uncompressed public key of a second
// one (the point).
var (
	p3Secret = fixed(48, 19, 7)
	p3Other  = fixed(48, 23, 3)
)

// circlP384Mul is CIRCL's p3Secret·P from P's SEC1 bytes, the result
// encoded uncompressed (its group.Mul is constant time).
func circlP384Mul(b *testing.B, pub []byte) []byte {
	g := group.P384
	e := g.NewElement()
	if err := e.UnmarshalBinary(pub); err != nil {
		b.Fatal(err)
	}
	k := g.NewScalar().SetBigInt(new(big.Int).SetBytes(p3Secret))
	out, _ := g.NewElement().Mul(e, k).MarshalBinary()
	return out
}

// p3Point returns the 97-byte uncompressed public key of p3Other.
func p3Point() []byte {
	c := weierstrass.P384
	return c.EncodeUncompressed(c.ScalarBaseMult(new(big.Int).SetBytes(p3Other)))
}

func registerP384() {
	pub := p3Point()
	registerP384MSM()
	registerP384Ref()
	registerP384ECDSA(pub)

	does("p384/field/multiply", "x = x·y on an element already decoded: fast six 64-bit Montgomery limbs (MULX/ADX assembly)")
	add("p384/field/multiply", "fast", func(b *testing.B) {
		x, _ := new(p384field.Element).SetBytesReduce(p3Secret)
		y := *x
		for i := 0; i < b.N; i++ {
			x.Mul(x, &y)
		}
	})

	does("p384/ecdh", "48-byte secret and 97-byte uncompressed public key in (each side decodes and checks the point), the 48-byte shared x-coordinate out; fast and stdlib constant time in the secret, circl's group.Mul too. stdlib's private key is parsed once outside the loop (NewPrivateKey also derives the public key, work ECDH does not need); fast range-checks the key's bytes every call")
	add("p384/ecdh", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := p384ecdh.SharedX(p3Secret, pub); err != nil {
				b.Fatal(err)
			}
		}
	})
	add("p384/ecdh", "stdlib", func(b *testing.B) {
		k, err := stdecdh.P384().NewPrivateKey(p3Secret)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			q, err := stdecdh.P384().NewPublicKey(pub)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := k.ECDH(q); err != nil {
				b.Fatal(err)
			}
		}
	})
	add("p384/ecdh", "circl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_ = circlP384Mul(b, pub)[1:49]
		}
	})

	does("p384/scalar_mult", "48-byte scalar and 97-byte uncompressed point in (each side decodes the scalar, and decodes and checks the point), the 97-byte uncompressed k·P out; fast is the constant-time ScalarMult, circl's group.Mul constant time too. Go's crypto/ecdh has no point-out multiplication: the target compares this group's fast with p384/ecdh's stdlib, which does the same multiplication and returns only x (fast here also encodes y)")
	add("p384/scalar_mult", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p, err := new(p384.Point).SetBytes(pub)
			if err != nil {
				b.Fatal(err)
			}
			k, err := new(p384scalar.Scalar).SetBytes(p3Secret)
			if err != nil {
				b.Fatal(err)
			}
			_ = new(p384.Point).ScalarMult(k, p).Bytes()
		}
	})
	add("p384/scalar_mult", "circl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			circlP384Mul(b, pub)
		}
	})
	does("p384/scalar_base_mult", "48-byte secret in (fast decodes it with the strict scalar.SetBytes), 97-byte uncompressed public key out; stdlib is crypto/ecdh's key derivation (NewPrivateKey, then PublicKey().Bytes())")
	add("p384/scalar_base_mult", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, err := new(p384scalar.Scalar).SetBytes(p3Secret)
			if err != nil {
				b.Fatal(err)
			}
			_ = new(p384.Point).ScalarBaseMult(k).Bytes()
		}
	})
	add("p384/scalar_base_mult", "stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, err := stdecdh.P384().NewPrivateKey(p3Secret)
			if err != nil {
				b.Fatal(err)
			}
			_ = k.PublicKey().Bytes()
		}
	})
	add("p384/scalar_base_mult", "circl", func(b *testing.B) {
		g := group.P384
		for i := 0; i < b.N; i++ {
			k := g.NewScalar().SetBigInt(new(big.Int).SetBytes(p3Secret))
			out, _ := g.NewElement().MulGen(k).MarshalBinary()
			_ = out
		}
	})
}

// registerP384ECDSA adds signing and verification against crypto/ecdsa.
func registerP384ECDSA(pub []byte) {
	digest := sha512.Sum384([]byte("curvecheck p384 benchmark"))
	does("p384/ecdsa_sign", "48-byte private key and 48-byte SHA-384 digest in, signature out, both deterministic (RFC 6979): fast takes the key's bytes every call (a range check) and returns r ‖ s; stdlib's key is parsed once outside the loop (ParseRawPrivateKey also derives the public key, work signing does not need) and PrivateKey.Sign with a nil random source returns ASN.1 DER")
	add("p384/ecdsa_sign", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, err := p384ecdsa.Sign(p3Secret, digest[:]); err != nil {
				b.Fatal(err)
			}
		}
	})
	add("p384/ecdsa_sign", "stdlib", func(b *testing.B) {
		k, err := stdecdsa.ParseRawPrivateKey(elliptic.P384(), p3Secret)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := k.Sign(nil, digest[:], crypto.SHA384); err != nil {
				b.Fatal(err)
			}
		}
	})
	sig, _ := p384ecdsa.Sign(p3Other, digest[:])
	k, _ := stdecdsa.ParseRawPrivateKey(elliptic.P384(), p3Other)
	der, _ := k.Sign(nil, digest[:], crypto.SHA384)
	does("p384/ecdsa_verify", "97-byte uncompressed public key, 48-byte digest and signature in (each side parses them; fast r ‖ s, stdlib ASN.1 DER), a verdict out")
	add("p384/ecdsa_verify", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if p384ecdsa.Verify(pub, digest[:], sig) != nil {
				b.Fatal("does not verify")
			}
		}
	})
	add("p384/ecdsa_verify", "stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			q, err := stdecdsa.ParseUncompressedPublicKey(elliptic.P384(), pub)
			if err != nil || !stdecdsa.VerifyASN1(q, digest[:], der) {
				b.Fatal("does not verify")
			}
		}
	})
}

// registerP384MSM adds the constant-time multi-scalar multiplication of 2
// and 3 points against as many separate constant-time ScalarMults and the
// additions of their results, both sides on decoded points and scalars
// and ending with the same encoding of the sum.
func registerP384MSM() {
	c := weierstrass.P384
	var ks []*p384scalar.Scalar
	var ps []*p384.Point
	for i := range 3 {
		k, err := new(p384scalar.Scalar).SetBytesReduce(fixed(48, byte(29+i), byte(i)))
		if err != nil {
			panic(err)
		}
		q, _ := new(p384.Point).SetBytes(c.EncodeUncompressed(c.ScalarBaseMult(new(big.Int).SetBytes(fixed(48, byte(31+i), 1)))))
		ks, ps = append(ks, k), append(ps, q)
	}
	for _, n := range []int{2, 3} {
		g := fmt.Sprintf("p384/msm/n=%d", n)
		does(g, fmt.Sprintf("Σ k_i·P_i for %d decoded points and 48-byte scalars, the uncompressed sum out: fast is MultiScalarMult (constant time, complete formulas, shared doublings); fast-independent is MultiScalarMultIndependent (BoringSSL's cheaper Jacobian addition, constant time only under its precondition); separate-fast is %d constant-time ScalarMults and the complete additions of their results", n, n))
		add(g, "fast", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				v, _ := new(p384.Point).MultiScalarMult(ks[:n], ps[:n])
				_ = v.Bytes()
			}
		})
		add(g, "fast-independent", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				v, _ := new(p384.Point).MultiScalarMultIndependent(ks[:n], ps[:n])
				_ = v.Bytes()
			}
		})
		add(g, "separate-fast", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				acc := p384.NewIdentity()
				for j := range n {
					acc.Add(acc, new(p384.Point).ScalarMult(ks[j], ps[j]))
				}
				_ = acc.Bytes()
			}
		})
	}
}

// p3Requirements are [12]'s targets on these groups.
var p3Requirements = []Comparison{
	{"P-384 ECDH vs crypto/ecdh", "p384/ecdh/fast", "p384/ecdh/stdlib", 0.6},
	{"P-384 ScalarMult (point out) vs crypto/ecdh ECDH (x out)", "p384/scalar_mult/fast", "p384/ecdh/stdlib", 0.6},
	{"P-384 ScalarBaseMult vs crypto/ecdh key derivation", "p384/scalar_base_mult/fast", "p384/scalar_base_mult/stdlib", 0.6},
	{"P-384 ECDSA sign vs crypto/ecdsa", "p384/ecdsa_sign/fast", "p384/ecdsa_sign/stdlib", 0.6},
	{"P-384 ECDSA verify vs crypto/ecdsa", "p384/ecdsa_verify/fast", "p384/ecdsa_verify/stdlib", 0.6},
	{"P-384 ScalarMult vs CIRCL", "p384/scalar_mult/fast", "p384/scalar_mult/circl", 1},
	{"P-384 ECDH vs CIRCL", "p384/ecdh/fast", "p384/ecdh/circl", 1},
	{"P-384 ScalarBaseMult vs CIRCL", "p384/scalar_base_mult/fast", "p384/scalar_base_mult/circl", 1},
	{"P-384 MultiScalarMult n=3 / three ScalarMults + additions", "p384/msm/n=3/fast", "p384/msm/n=3/separate-fast", 0.6},
	{"P-384 MultiScalarMult n=2 / two ScalarMults + additions", "p384/msm/n=2/fast", "p384/msm/n=2/separate-fast", 0.7},
	{"P-384 price of the complete formulas, n=3: MultiScalarMult / MultiScalarMultIndependent (informational)", "p384/msm/n=3/fast", "p384/msm/n=3/fast-independent", 0},
	{"P-384 price of the complete formulas, n=2: MultiScalarMult / MultiScalarMultIndependent (informational)", "p384/msm/n=2/fast", "p384/msm/n=2/fast-independent", 0},
}
