package catalog

import (
	"math/big"
	"math/rand"

	"github.com/curvecheck/curvecheck/ref/ed25519"
	"github.com/curvecheck/curvecheck/ref/field"
)

func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

func randMsg(r *rand.Rand) []byte { return randBytes(r, r.Intn(80)) }

func filled(n int, v byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = v
	}
	return b
}

func init() {
	seeds := func() [][]byte { return [][]byte{filled(32, 0), filled(32, 0xff), filled(32, 1)} }
	RegisterOp(Op{Name: "ed25519/public_key", Doc: "Ed25519 public key from a seed (RFC 8032 §5.1.5)",
		In:    []Param{{"seed", "32-byte seed (other lengths are rejected)"}},
		Out:   []Param{{"pub", "32-byte encoded point A"}},
		Edges: func() []Values { return append(single(seeds(), "seed"), Values{"seed": filled(31, 0)}) },
		Gen:   func(r *rand.Rand) Values { return Values{"seed": randBytes(r, 32)} }})
	RegisterOp(Op{Name: "ed25519/sign", Doc: "Ed25519 signature (RFC 8032 §5.1.6)",
		In:  []Param{{"seed", "32-byte seed"}, {"msg", "message, any length"}},
		Out: []Param{{"sig", "64-byte R ‖ S"}},
		Edges: func() []Values {
			return []Values{{"seed": filled(32, 0), "msg": nil}, {"seed": filled(32, 0xff), "msg": filled(1000, 0xaa)}, {"seed": filled(33, 0), "msg": nil}}
		},
		Gen: func(r *rand.Rand) Values { return Values{"seed": randBytes(r, 32), "msg": randMsg(r)} }})
	RegisterOp(Op{Name: "ed25519/verify", Doc: "Ed25519 verification (RFC 8032 §5.1.7) under the implementation's policy; success has no outputs",
		In:    []Param{{"pub", "public key bytes (32 when well-formed)"}, {"msg", "message"}, {"sig", "signature bytes (64 when well-formed)"}},
		Out:   nil,
		Edges: ed25519VerifyEdges,
		Gen:   edVerifyGen,
		EdgeClasses: append(edPointClasses([]string{"pub"}, "sig"),
			classOn("sig-s-at-least-l", "a 64-byte signature whose S is l or more (RFC 8032 §5.1.7 step 1 rejects it; CVE-2024-42459 in elliptic)",
				func(b []byte) bool { return len(b) == 64 && field.IntLE(b[32:]).Cmp(Edwards25519.N) >= 0 }, "sig"),
			classOn("sig-wrong-length", "a signature that is not 64 bytes (a parser that reads 64 bytes of a longer one, or past a shorter one)",
				func(b []byte) bool { return len(b) != 64 }, "sig"))})
	verify, _ := LookupOp("ed25519/verify")
	registerEd25519Batch(verify)
}

// ed25519VerifyEdges: small-order and non-canonical A and R with S = 0, the
// ed25519-speccheck cases (valid signatures with small-order R, mixed-order
// A, non-canonical encodings that decode), S = L, and wrong lengths.
func ed25519VerifyEdges() []Values {
	var vs []Values
	msg := []byte("curvecheck")
	for _, a := range edwardsLowOrder {
		for _, rr := range edwardsLowOrder[:6] {
			vs = append(vs, Values{"pub": unhex(a), "msg": msg, "sig": append(unhex(rr), make([]byte, 32)...)})
		}
	}
	seed := filled(32, 7)
	pub, _ := ed25519.PublicKey(seed)
	sig, _ := ed25519.Sign(seed, msg)
	L := field.BytesLE(Edwards25519.N, 32)
	for _, c := range speccheckCases {
		vs = append(vs, Values{"msg": unhex(c[0]), "pub": unhex(c[1]), "sig": unhex(c[2])})
	}
	vs = append(vs,
		Values{"pub": pub, "msg": msg, "sig": sig},
		Values{"pub": pub, "msg": msg, "sig": append(append([]byte(nil), sig[:32]...), L...)},
		Values{"pub": pub, "msg": msg, "sig": append(append([]byte(nil), sig[:32]...), filled(32, 0xff)...)},
		Values{"pub": pub, "msg": msg, "sig": sig[:63]},
		Values{"pub": pub[:31], "msg": msg, "sig": sig},
		Values{"pub": pub, "msg": msg, "sig": append(append([]byte(nil), sig...), 0)},
	)
	// A and R with no x, and a mixed-order A and R.
	noX, mixed := Edwards25519.FE(big.NewInt(2)), edMixedOrderPoint()
	for _, p := range [][]byte{noX, mixed} {
		vs = append(vs, Values{"pub": p, "msg": msg, "sig": sig},
			Values{"pub": pub, "msg": msg, "sig": append(append([]byte(nil), p...), sig[32:]...)})
	}
	return vs
}
