package catalog

import (
	"math/rand"
)

// H2CSuites maps each family with hash-to-curve operations to its RFC 9380
// suites: <family>/hash_to_curve is the _RO_ suite, <family>/encode_to_curve
// the _NU_ one.
var H2CSuites = map[string][2]string{
	"p384":         {"P384_XMD:SHA-384_SSWU_RO_", "P384_XMD:SHA-384_SSWU_NU_"},
	"p256":         {"P256_XMD:SHA-256_SSWU_RO_", "P256_XMD:SHA-256_SSWU_NU_"},
	"secp256k1":    {"secp256k1_XMD:SHA-256_SSWU_RO_", "secp256k1_XMD:SHA-256_SSWU_NU_"},
	"edwards25519": {"edwards25519_XMD:SHA-512_ELL2_RO_", "edwards25519_XMD:SHA-512_ELL2_NU_"},
}

func init() {
	for fam, suites := range H2CSuites {
		out := "uncompressed SEC1 point (00 for the point at infinity)"
		if fam == "edwards25519" {
			out = "32-byte RFC 8032 point encoding"
		}
		for i, op := range []string{"hash_to_curve", "encode_to_curve"} {
			RegisterOp(Op{Name: fam + "/" + op, Doc: "RFC 9380 " + suites[i] + " of msg under the domain separation tag dst (an empty tag is an error, a tag over 255 bytes is pre-hashed, §5.3.3)",
				In:    []Param{{"msg", "message, any length"}, {"dst", "domain separation tag, 1 byte or more"}},
				Out:   []Param{{"r", out}},
				Edges: h2cEdges, Gen: h2cGen})
		}
	}
}

// h2cEdges: the empty message, tags at the 255/256-byte boundary of the
// oversize rule, a one-byte tag, the empty tag (an error on every side),
// and RFC 9497's HashToGroup tag.
func h2cEdges() []Values {
	long := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('A' + i%26)
		}
		return b
	}
	return []Values{
		{"msg": nil, "dst": []byte("QUUX-V01-CS02")},
		{"msg": []byte("abc"), "dst": long(255)},
		{"msg": []byte("abc"), "dst": long(256)},
		{"msg": []byte("abc"), "dst": []byte{0}},
		{"msg": []byte("abc"), "dst": nil},
		{"msg": long(1000), "dst": []byte("HashToGroup-OPRFV1-\x01-P384-SHA384")},
	}
}

func h2cGen(r *rand.Rand) Values {
	n := 1 + r.Intn(64)
	if r.Intn(8) == 0 {
		n = 200 + r.Intn(100)
	}
	return Values{"msg": randBytes(r, r.Intn(200)), "dst": randBytes(r, n)}
}

// XMDHashes are the hashes of the expand_message_xmd operations
// (expand_message_xmd/<name>).
var XMDHashes = []string{"sha256", "sha384", "sha512"}

func init() {
	for _, h := range XMDHashes {
		RegisterOp(Op{Name: "expand_message_xmd/" + h, Doc: "RFC 9380 §5.3.1 expand_message_xmd with " + h + ": len uniform bytes from msg and dst (an empty tag is an error, a tag over 255 bytes is pre-hashed, a length over 255 hash blocks or 65535 is an error)",
			In:  []Param{{"msg", "message, any length"}, {"dst", "domain separation tag"}, {"len", "output length, 2 bytes big-endian"}},
			Out: []Param{{"uniform", "len bytes"}},
			Edges: func() []Values {
				var vs []Values
				for _, e := range h2cEdges() {
					for _, n := range []int{0, 1, 32, 48, 64, 65, 255 * 32, 256 * 64} {
						vs = append(vs, Values{"msg": e["msg"], "dst": e["dst"], "len": []byte{byte(n >> 8), byte(n)}})
					}
				}
				return vs
			},
			Gen: func(r *rand.Rand) Values {
				v := h2cGen(r)
				n := r.Intn(300)
				v["len"] = []byte{byte(n >> 8), byte(n)}
				return v
			}})
	}
}
