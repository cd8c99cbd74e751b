package bench

import (
	stdecdh "crypto/ecdh"
	stded25519 "crypto/ed25519"
	"fmt"
	"math/big"
	"testing"

	filippo "filippo.io/edwards25519"
	filippofield "filippo.io/edwards25519/field"
	circlx "github.com/cloudflare/circl/dh/x25519"
	circled25519 "github.com/cloudflare/circl/sign/ed25519"

	"github.com/curvecheck/curvecheck/bench/internal/field25"
	"github.com/curvecheck/curvecheck/fast/ed25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	"github.com/curvecheck/curvecheck/fast/x25519"
	reffield "github.com/curvecheck/curvecheck/ref/field"
)

// requirements are the ratios issue-level targets are stated on.
var requirements = []Comparison{
	{"field layout, Mul in portable Go: radix 2^51 / radix 2^25.5 (informational)", "field/mul-portable/fast", "field/mul-portable/fe25", 0},
	{"field layout, Square in portable Go: radix 2^51 / radix 2^25.5 (informational)", "field/square-portable/fast", "field/square-portable/fe25", 0},
	{"ScalarBaseMult vs filippo", "edwards25519/scalar_base_mult/fast", "edwards25519/scalar_base_mult/filippo", 1},
	{"ScalarMult vs filippo", "edwards25519/scalar_mult/fast", "edwards25519/scalar_mult/filippo", 1},
	{"DoubleScalarMultBaseVar vs filippo", "edwards25519/double_scalar_mult_base_var/fast", "edwards25519/double_scalar_mult_base_var/filippo", 1},
	{"Ed25519 key from seed vs crypto/ed25519", "ed25519/new_key_from_seed/fast", "ed25519/new_key_from_seed/stdlib", 1},
	{"Ed25519 sign vs crypto/ed25519", "ed25519/sign/fast", "ed25519/sign/stdlib", 1},
	{"Ed25519 verify vs crypto/ed25519", "ed25519/verify/fast", "ed25519/verify/stdlib", 1},
	{"X25519 vs crypto/ecdh", "x25519/arbitrary_point/fast", "x25519/arbitrary_point/stdlib", 1},
	{"X25519 base point vs crypto/ecdh", "x25519/base_point/fast", "x25519/base_point/stdlib", 1},
	{"MultiScalarMult n=3 / three ScalarMults + additions", "msm/n=3/fast", "msm/n=3/separate-fast", 0.55},
	{"batch verification of 64 / one by one", "ed25519/verify_batch_64/fast", "ed25519/verify_batch_64/one-by-one-fast", 0.5},
}

var (
	fieldBytes = fixed(32, 7, 3)
	wide       = fixed(64, 13, 1)
	seed       = []byte("curvecheck benchmark seed 32 byt")
	msg        = []byte("a message of some length to sign and verify")
)

func fixed(n int, a, c byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i)*a + c
	}
	if n == 32 {
		b[31] &= 0x7f
	}
	return b
}

// register fills the catalogue; the inputs (a thousand points for the
// largest multi-scalar multiplication) are built on first use only.
func register() {
	// Field multiplication and squaring.
	does("field/multiply", "x = x·y on an element already decoded: fast is the amd64 assembly (portable Go under -tags purego), filippo portable Go or its assembly, ref math/big")
	add("field/multiply", "fast", func(b *testing.B) {
		x, _ := new(field.Element).SetBytesReduce(fieldBytes)
		y := new(field.Element).Set(x)
		for i := 0; i < b.N; i++ {
			x.Mul(x, y)
		}
	})
	add("field/multiply", "filippo", func(b *testing.B) {
		x, _ := new(filippofield.Element).SetBytes(fieldBytes)
		y := new(filippofield.Element).Set(x)
		for i := 0; i < b.N; i++ {
			x.Multiply(x, y)
		}
	})
	add("field/multiply", "ref", func(b *testing.B) {
		f := reffield.New("p", new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19)))
		x := f.ReduceLE(fieldBytes)
		y := new(big.Int).Set(x)
		for i := 0; i < b.N; i++ {
			x = f.Mul(x, y)
		}
	})
	does("field/square", "x = x² on an element already decoded; as field/multiply")
	add("field/square", "fast", func(b *testing.B) {
		x, _ := new(field.Element).SetBytesReduce(fieldBytes)
		for i := 0; i < b.N; i++ {
			x.Square(x)
		}
	})
	add("field/square", "filippo", func(b *testing.B) {
		x, _ := new(filippofield.Element).SetBytes(fieldBytes)
		for i := 0; i < b.N; i++ {
			x.Square(x)
		}
	})
	// The layout alone: both sides plain Go with every carry written out,
	// five 64-bit limbs with 128-bit products against ten 26/25-bit limbs
	// with 64-bit products.
	does("field/mul-portable", "x = x·y in portable Go: fast's radix-2^51 code (what purego builds run) against the radix-2^25.5 baseline of package field25; no assembly on either side")
	add("field/mul-portable", "fast", func(b *testing.B) {
		x, _ := new(field.Element).SetBytesReduce(fieldBytes)
		y := new(field.Element).Set(x)
		for i := 0; i < b.N; i++ {
			field.MulPortable(x, x, y)
		}
	})
	add("field/mul-portable", "fe25", func(b *testing.B) {
		x, _ := new(field25.Element).SetBytes(fieldBytes)
		y := new(field25.Element).Set(x)
		for i := 0; i < b.N; i++ {
			x.Mul(x, y)
		}
	})
	does("field/square-portable", "x = x² in portable Go; as field/mul-portable")
	add("field/square-portable", "fast", func(b *testing.B) {
		x, _ := new(field.Element).SetBytesReduce(fieldBytes)
		for i := 0; i < b.N; i++ {
			field.SquarePortable(x, x)
		}
	})
	add("field/square-portable", "fe25", func(b *testing.B) {
		x, _ := new(field25.Element).SetBytes(fieldBytes)
		for i := 0; i < b.N; i++ {
			x.Square(x)
		}
	})

	// Group operations.
	fs, _ := new(scalar.Scalar).SetWideBytes(wide)
	ps, _ := filippo.NewScalar().SetUniformBytes(wide)
	fq := new(edwards25519.Point).ScalarBaseMult(fs)
	pq := new(filippo.Point).ScalarBaseMult(ps)
	does("edwards25519/scalar_base_mult", "k·B into a point, k already a scalar; both use radix-16 tables of B (fast affine, filippo affine)")
	does("edwards25519/scalar_mult", "k·P into a point, k and P already decoded; both fixed signed radix-16 windows")
	does("edwards25519/double_scalar_mult_base_var", "a·A + b·B, variable time, inputs decoded; both width-5/width-8 NAFs")
	add("edwards25519/scalar_base_mult", "fast", func(b *testing.B) {
		var p edwards25519.Point
		for i := 0; i < b.N; i++ {
			p.ScalarBaseMult(fs)
		}
	})
	add("edwards25519/scalar_base_mult", "filippo", func(b *testing.B) {
		var p filippo.Point
		for i := 0; i < b.N; i++ {
			p.ScalarBaseMult(ps)
		}
	})
	add("edwards25519/scalar_mult", "fast", func(b *testing.B) {
		var p edwards25519.Point
		for i := 0; i < b.N; i++ {
			p.ScalarMult(fs, fq)
		}
	})
	add("edwards25519/scalar_mult", "filippo", func(b *testing.B) {
		var p filippo.Point
		for i := 0; i < b.N; i++ {
			p.ScalarMult(ps, pq)
		}
	})
	add("edwards25519/double_scalar_mult_base_var", "fast", func(b *testing.B) {
		var p edwards25519.Point
		for i := 0; i < b.N; i++ {
			p.DoubleScalarMultBaseVar(fs, fq, fs)
		}
	})
	add("edwards25519/double_scalar_mult_base_var", "filippo", func(b *testing.B) {
		var p filippo.Point
		for i := 0; i < b.N; i++ {
			p.VarTimeDoubleScalarBaseMult(ps, pq, ps)
		}
	})

	// Multi-scalar multiplication.
	for _, n := range []int{2, 3, 16, 64, 256, 1024} {
		does(fmt.Sprintf("msm/n=%d", n), "Σ kᵢ·Pᵢ in constant time, inputs decoded; separate-fast does n ScalarMults and n-1 additions")
		does(fmt.Sprintf("msm-var/n=%d", n), "Σ kᵢ·Pᵢ in variable time, inputs decoded")
		fss, fps := fastInputs(n)
		pss, pps := filippoInputs(n)
		g := fmt.Sprintf("msm/n=%d", n)
		add(g, "fast", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				new(edwards25519.Point).MultiScalarMult(fss, fps)
			}
		})
		add(g, "filippo", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				new(filippo.Point).MultiScalarMult(pss, pps)
			}
		})
		add("msm-var/n="+fmt.Sprint(n), "fast", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				new(edwards25519.Point).MultiScalarMultVar(fss, fps)
			}
		})
		add("msm-var/n="+fmt.Sprint(n), "filippo", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				new(filippo.Point).VarTimeMultiScalarMult(pss, pps)
			}
		})
		if n == 3 {
			add(g, "separate-fast", func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					acc := edwards25519.NewIdentity()
					var t edwards25519.Point
					for j := range fss {
						acc.Add(acc, t.ScalarMult(fss[j], fps[j]))
					}
				}
			})
		}
	}

	// Ed25519.
	does("ed25519/new_key_from_seed", "32-byte seed in, 64-byte private key (seed ‖ public key) out")
	does("ed25519/sign", "64-byte private key and message in, 64-byte signature out (each side expands the seed every call)")
	does("ed25519/verify", "public key, message and signature bytes in, a verdict out")
	does("ed25519/verify_batch_64", "64 (public key, message, signature) triples in, verdicts out: fast's batch against fast's one-by-one cofactored verification")
	add("ed25519/new_key_from_seed", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ed25519.NewKeyFromSeed(seed)
		}
	})
	add("ed25519/new_key_from_seed", "stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			stded25519.NewKeyFromSeed(seed)
		}
	})
	add("ed25519/new_key_from_seed", "circl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			circled25519.NewKeyFromSeed(seed)
		}
	})
	priv, _ := ed25519.NewKeyFromSeed(seed)
	sig, _ := ed25519.Sign(priv, msg)
	pub := priv[32:]
	add("ed25519/sign", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ed25519.Sign(priv, msg)
		}
	})
	add("ed25519/sign", "stdlib", func(b *testing.B) {
		k := stded25519.NewKeyFromSeed(seed)
		for i := 0; i < b.N; i++ {
			stded25519.Sign(k, msg)
		}
	})
	add("ed25519/sign", "circl", func(b *testing.B) {
		k := circled25519.NewKeyFromSeed(seed)
		for i := 0; i < b.N; i++ {
			circled25519.Sign(k, msg)
		}
	})
	add("ed25519/verify", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ed25519.Verify(pub, msg, sig)
		}
	})
	add("ed25519/verify", "stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			stded25519.Verify(pub, msg, sig)
		}
	})
	add("ed25519/verify", "circl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			circled25519.Verify(pub, msg, sig)
		}
	})
	var pubs, msgs, sigs [][]byte
	for i := 0; i < 64; i++ {
		s := append([]byte(nil), seed...)
		s[0] = byte(i)
		k, _ := ed25519.NewKeyFromSeed(s)
		m := append([]byte{byte(i)}, msg...)
		sg, _ := ed25519.Sign(k, m)
		pubs, msgs, sigs = append(pubs, k[32:]), append(msgs, m), append(sigs, sg)
	}
	add("ed25519/verify_batch_64", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ed25519.VerifyBatchVar(pubs, msgs, sigs, nil)
		}
	})
	add("ed25519/verify_batch_64", "one-by-one-fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			for j := range sigs {
				ed25519.VerifyCofactored(pubs[j], msgs[j], sigs[j])
			}
		}
	})

	// X25519.
	xk := []byte("curvecheck x25519 benchmark key!")
	peerKey, _ := stdecdh.X25519().NewPrivateKey([]byte("another x25519 benchmark key...."))
	peer := peerKey.PublicKey().Bytes()
	nine := append([]byte(nil), x25519.Basepoint...)
	does("x25519/base_point", "32-byte scalar in, the public u-coordinate out. Asymmetry: fast computes it with the fixed-base Edwards tables and the birational map (RFC 7748 §4.1), crypto/ecdh and CIRCL with their generic Montgomery ladders (CIRCL's KeyGen has a fixed-base path of its own)")
	add("x25519/base_point", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			x25519.X25519(xk, nine)
		}
	})
	add("x25519/base_point", "stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := stdecdh.X25519().NewPrivateKey(xk)
			k.PublicKey().Bytes()
		}
	})
	add("x25519/base_point", "circl", func(b *testing.B) {
		var k, p circlx.Key
		for i := 0; i < b.N; i++ {
			copy(k[:], xk)
			circlx.KeyGen(&p, &k)
		}
	})
	does("x25519/arbitrary_point", "32-byte scalar and 32-byte peer u-coordinate in, the shared secret out (the Montgomery ladder on every side; each parses its inputs every call)")
	add("x25519/arbitrary_point", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			x25519.X25519(xk, peer)
		}
	})
	add("x25519/arbitrary_point", "stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := stdecdh.X25519().NewPrivateKey(xk)
			p, _ := stdecdh.X25519().NewPublicKey(peer)
			k.ECDH(p)
		}
	})
	add("x25519/arbitrary_point", "circl", func(b *testing.B) {
		var k, p, out circlx.Key
		for i := 0; i < b.N; i++ {
			copy(k[:], xk)
			copy(p[:], peer)
			circlx.Shared(&out, &k, &p)
		}
	})
	registerSecp256k1()
	registerBIP352()
	registerP384()
	registerTokens()
	for _, f := range tagged {
		f()
	}
}

func fastInputs(n int) ([]*scalar.Scalar, []*edwards25519.Point) {
	ss := make([]*scalar.Scalar, n)
	ps := make([]*edwards25519.Point, n)
	for i := range ss {
		w := append([]byte(nil), wide...)
		w[0], w[1] = byte(i), byte(i>>8)
		ss[i], _ = new(scalar.Scalar).SetWideBytes(w)
		w[2] = 0xaa
		u, _ := new(scalar.Scalar).SetWideBytes(w)
		ps[i] = new(edwards25519.Point).ScalarBaseMult(u)
	}
	return ss, ps
}

func filippoInputs(n int) ([]*filippo.Scalar, []*filippo.Point) {
	ss := make([]*filippo.Scalar, n)
	ps := make([]*filippo.Point, n)
	for i := range ss {
		w := append([]byte(nil), wide...)
		w[0], w[1] = byte(i), byte(i>>8)
		ss[i], _ = filippo.NewScalar().SetUniformBytes(w)
		w[2] = 0xaa
		u, _ := filippo.NewScalar().SetUniformBytes(w)
		ps[i] = new(filippo.Point).ScalarBaseMult(u)
	}
	return ss, ps
}
