package bench

import (
	"crypto/rand"
	"fmt"
	"testing"

	"github.com/cloudflare/circl/group"
	circloprf "github.com/cloudflare/circl/oprf"

	"github.com/curvecheck/curvecheck/fast/p384"
	p384oprf "github.com/curvecheck/curvecheck/fast/p384/oprf"
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

// tokenRequirements are [13]'s targets.
var tokenRequirements = []Comparison{
	{"P-384 hash_to_curve (SSWU_RO_) vs CIRCL", "p384/hash_to_curve/fast", "p384/hash_to_curve/circl", 0.5},
	{"VOPRF P384-SHA384 BlindEvaluate, batch 10 with proof, vs CIRCL", "p384/voprf_blind_evaluate/batch=10/fast", "p384/voprf_blind_evaluate/batch=10/circl", 0.5},
	{"VOPRF P384-SHA384 BlindEvaluate, batch 1 with proof, vs CIRCL (informational)", "p384/voprf_blind_evaluate/batch=1/fast", "p384/voprf_blind_evaluate/batch=1/circl", 0},
}
