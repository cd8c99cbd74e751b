package bench

import (
	"testing"

	"github.com/cloudflare/circl/group"

	"github.com/curvecheck/curvecheck/fast/p384"
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

// tokenRequirements are [13]'s targets.
var tokenRequirements = []Comparison{
	{"P-384 hash_to_curve (SSWU_RO_) vs CIRCL", "p384/hash_to_curve/fast", "p384/hash_to_curve/circl", 0.5},
}
