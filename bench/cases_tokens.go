package bench

import (
	"crypto/rand"
	"crypto/sha3"
	"fmt"
	"io"
	"testing"

	"github.com/cloudflare/circl/group"
	circloprf "github.com/cloudflare/circl/oprf"

	"github.com/curvecheck/curvecheck/fast/p384"
	p384oprf "github.com/curvecheck/curvecheck/fast/p384/oprf"
	"github.com/curvecheck/curvecheck/fast/p384/pmbtoken"
)

// The privacy-token workloads on P-384 (issue [13]): hash-to-curve, the
// VOPRF and PMBTokens.

// h2cMsg and h2cDST are the hash-to-curve benchmark's input: a 32-byte
// message (a token nonce's size) and RFC 9497's HashToGroup tag for
// P384-SHA384 in VOPRF mode.
var (
	h2cMsg = fixed(32, 29, 5)
	h2cDST = []byte("HashToGroup-OPRFV1-\x01-P384-SHA384")
)

func registerTokens() {
	registerVOPRF()
	registerPMBTokens()
	does("p384/hash_to_curve", "P384_XMD:SHA-384_SSWU_RO_: 32-byte message and 34-byte tag in, 49-byte compressed point out (both sides encode, so both convert to affine)")
	add("p384/hash_to_curve", "fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p, err := new(p384.Point).HashToCurve(h2cMsg, h2cDST)
			if err != nil {
				b.Fatal(err)
			}
			_ = p.BytesCompressed()
		}
	})
	add("p384/hash_to_curve", "circl", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			out, err := group.P384.HashToElement(h2cMsg, h2cDST).MarshalBinaryCompress()
			if err != nil {
				b.Fatal(err)
			}
			_ = out
		}
	})
}

// voprfBatch returns n blinded elements (compressed) of the VOPRF
// P384-SHA384 for fixed inputs, made by fast's client.
func voprfBatch(n int) [][]byte {
	out := make([][]byte, n)
	for i := range out {
		b, err := p384oprf.Blind(p384oprf.VOPRF, fixed(32, byte(40+i), 3), fixed(48, byte(60+i), 7))
		if err != nil {
			panic(err)
		}
		out[i] = b
	}
	return out
}

// registerVOPRF adds the VOPRF server's BlindEvaluate against CIRCL's
// VerifiableServer.Evaluate.
func registerVOPRF() {
	seed := fixed(32, 77, 1)
	for _, n := range []int{1, 10} {
		g := fmt.Sprintf("p384/voprf_blind_evaluate/batch=%d", n)
		does(g, fmt.Sprintf("VOPRF P384-SHA384 BlindEvaluate of %d blinded elements with the batch proof: %d compressed elements in, %d evaluated elements and the 96-byte proof out; each side draws its proof nonce from crypto/rand (fast: 48 bytes read per call; CIRCL inside Evaluate); the key is derived once outside the loop. CIRCL says its P-384 server is not constant time in the key; fast's is", n, n, n))
		blinded := voprfBatch(n)
		add(g, "fast", func(b *testing.B) {
			key, err := p384oprf.DeriveKeyPair(p384oprf.VOPRF, seed, nil)
			if err != nil {
				b.Fatal(err)
			}
			r := make([]byte, 48)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				rand.Read(r)
				r[0] &= 0x7f // below n
				if _, _, err := key.BlindEvaluate(blinded, nil, r); err != nil {
					b.Fatal(err)
				}
			}
		})
		add(g, "circl", func(b *testing.B) {
			key, err := circloprf.DeriveKey(circloprf.SuiteP384, circloprf.VerifiableMode, seed, nil)
			if err != nil {
				b.Fatal(err)
			}
			srv := circloprf.NewVerifiableServer(circloprf.SuiteP384, key)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				req := &circloprf.EvaluationRequest{Elements: make([]circloprf.Blinded, n)}
				for j, e := range blinded {
					req.Elements[j] = group.P384.NewElement()
					if err := req.Elements[j].UnmarshalBinary(e); err != nil {
						b.Fatal(err)
					}
				}
				ev, err := srv.Evaluate(req)
				if err != nil {
					b.Fatal(err)
				}
				for _, e := range ev.Elements {
					if _, err := e.MarshalBinaryCompress(); err != nil {
						b.Fatal(err)
					}
				}
				if _, err := ev.Proof.MarshalBinary(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// shake is a deterministic randomness stream for the PMBTokens benchmarks
// (the protocol draws its nonces from the reader it is given; both sides
// of every comparison draw the same bytes).
func shake(seed string) io.Reader {
	h := sha3.NewSHAKE256()
	h.Write([]byte(seed))
	return h
}

// registerPMBTokens adds BoringSSL's Trust Tokens table (its commit
// 5f43b12d5): key generation, begin issuance, issue, finish issuance and
// redeem, for batches of 1 and 10, with the issuer's secret-key
// multiplications by MultiScalarMult ("fast") and by separate
// ScalarMults ("fast-separate").
func registerPMBTokens() {
	secret := fixed(32, 91, 5)
	impls := map[string]pmbtoken.Options{"fast": {}, "fast-separate": {Separate: true}}
	does("p384/pmbtoken/keygen", "issuer key from a 32-byte secret: six hashed scalars, pub0, pub1, pubs as x·G + y·H from the tables of G and H, and the tables of pub0 and pub1 (about 118 KiB each) for the proofs; the same work for both implementations, which differ only in the multiplications of issue and redeem")
	for name, o := range impls {
		add("p384/pmbtoken/keygen", name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				_ = pmbtoken.DeriveKey(secret, o).PublicKey()
			}
		})
	}
	for _, n := range []int{1, 10} {
		key := pmbtoken.DeriveKey(secret, pmbtoken.Options{})
		pre, req, err := pmbtoken.Blind(n, shake("begin"))
		if err != nil {
			panic(err)
		}
		resp, err := key.Issue(req, 1, shake("issue"))
		if err != nil {
			panic(err)
		}
		toks, err := pmbtoken.Unblind(key.PublicKey(), pre, resp)
		if err != nil {
			panic(err)
		}
		g := func(op string) string { return fmt.Sprintf("p384/pmbtoken/%s/batch=%d", op, n) }
		does(g("begin_issuance"), fmt.Sprintf("client: %d nonces and blinds from a stream, T' = r⁻¹·H_t(t) each, the request encoded; no issuer multiplication, so both rows do the same work", n))
		does(g("issue"), fmt.Sprintf("issuer: request of %d points in, response out (per token S' = H_s(T', s), W' = x_b·T' + y_b·S', Ws' = xs·T' + ys·S'; then the batch folding and the DLEQ and DLEQ-OR proofs); fast: the secret-key sums by MultiScalarMult, fast-separate: by separate ScalarMults; private bit 1", n))
		does(g("finish_issuance"), fmt.Sprintf("client: response in, %d tokens out (S'_i recomputed, folding and proof verification by the Var MSMs, three CT multiplications per token by r); both rows do the same work", n))
		does(g("redeem"), fmt.Sprintf("issuer: %d tokens redeemed one by one (H_t(t), then xs·T + ys·S, x0·T + y0·S, x1·T + y1·S compared with Ws and W); fast: MultiScalarMult, fast-separate: separate ScalarMults", n))
		for name, o := range impls {
			k := pmbtoken.DeriveKey(secret, o)
			add(g("begin_issuance"), name, func(b *testing.B) {
				r := shake("b")
				for i := 0; i < b.N; i++ {
					if _, _, err := pmbtoken.Blind(n, r); err != nil {
						b.Fatal(err)
					}
				}
			})
			add(g("issue"), name, func(b *testing.B) {
				r := shake("i")
				for i := 0; i < b.N; i++ {
					if _, err := k.Issue(req, 1, r); err != nil {
						b.Fatal(err)
					}
				}
			})
			add(g("finish_issuance"), name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if _, err := pmbtoken.Unblind(k.PublicKey(), pre, resp); err != nil {
						b.Fatal(err)
					}
				}
			})
			add(g("redeem"), name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					for _, t := range toks {
						if _, _, err := k.Redeem(t); err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
	}
}

// tokenRequirements are [13]'s targets.
var tokenRequirements = []Comparison{
	{"P-384 hash_to_curve (SSWU_RO_) vs CIRCL", "p384/hash_to_curve/fast", "p384/hash_to_curve/circl", 0.5},
	{"PMBTokens issue, batch 10: MultiScalarMult / separate ScalarMults (BoringSSL: 1/1.65-1/1.71)", "p384/pmbtoken/issue/batch=10/fast", "p384/pmbtoken/issue/batch=10/fast-separate", 0.625},
	{"VOPRF P384-SHA384 BlindEvaluate, batch 10 with proof, vs CIRCL", "p384/voprf_blind_evaluate/batch=10/fast", "p384/voprf_blind_evaluate/batch=10/circl", 0.5},
	{"VOPRF P384-SHA384 BlindEvaluate, batch 1 with proof, vs CIRCL (informational)", "p384/voprf_blind_evaluate/batch=1/fast", "p384/voprf_blind_evaluate/batch=1/circl", 0},
}
