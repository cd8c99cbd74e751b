package catalog

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand"

	stded25519 "crypto/ed25519"
)

// The batch of ed25519/verify_batch travels in three inputs: "pubs", n
// 32-byte public keys end to end; "sigs", n 64-byte signatures end to end;
// "msgs", n messages, each a 4-byte big-endian length and its bytes. The
// outputs are "valid", one byte per signature (1 valid, 0 not), and "all",
// one byte (1 when every signature is valid, as for an empty batch).

// EncodeEd25519Batch returns the inputs of ed25519/verify_batch.
func EncodeEd25519Batch(pubs, msgs, sigs [][]byte) Values {
	var p, m, s []byte
	for i := range pubs {
		p = append(p, pubs[i]...)
		m = binary.BigEndian.AppendUint32(m, uint32(len(msgs[i])))
		m = append(m, msgs[i]...)
		s = append(s, sigs[i]...)
	}
	return Values{"pubs": p, "msgs": m, "sigs": s}
}

// DecodeEd25519Batch splits the inputs of ed25519/verify_batch, or says
// which one is malformed.
func DecodeEd25519Batch(in Values) (pubs, msgs, sigs [][]byte, err error) {
	p, s, m := in["pubs"], in["sigs"], in["msgs"]
	if len(p)%32 != 0 {
		return nil, nil, nil, fmt.Errorf("pubs: %d bytes is not a whole number of 32-byte keys", len(p))
	}
	if len(s)%64 != 0 {
		return nil, nil, nil, fmt.Errorf("sigs: %d bytes is not a whole number of 64-byte signatures", len(s))
	}
	n := len(p) / 32
	if len(s)/64 != n {
		return nil, nil, nil, fmt.Errorf("sigs: %d signatures for %d keys", len(s)/64, n)
	}
	for i := 0; i < n; i++ {
		pubs = append(pubs, p[32*i:32*i+32])
		sigs = append(sigs, s[64*i:64*i+64])
		if len(m) < 4 {
			return nil, nil, nil, fmt.Errorf("msgs: message %d: length prefix truncated", i)
		}
		l := binary.BigEndian.Uint32(m)
		if uint64(l) > uint64(len(m)-4) {
			return nil, nil, nil, fmt.Errorf("msgs: message %d: length %d beyond the %d bytes left", i, l, len(m)-4)
		}
		msgs = append(msgs, m[4:4+l])
		m = m[4+l:]
	}
	if len(m) != 0 {
		return nil, nil, nil, errors.New("msgs: bytes left after the last message")
	}
	return pubs, msgs, sigs, nil
}

// Ed25519BatchVerdicts encodes the outputs of ed25519/verify_batch.
func Ed25519BatchVerdicts(valid []bool) Values {
	v := make([]byte, len(valid))
	all := byte(1)
	for i, ok := range valid {
		if ok {
			v[i] = 1
		} else {
			all = 0
		}
	}
	return Values{"valid": v, "all": {all}}
}

// registerEd25519Batch registers ed25519/verify_batch, whose cases are
// made of ed25519/verify's.
func registerEd25519Batch(verify Op) {
	// well drops the verify edge cases whose lengths a batch cannot carry.
	well := func(vs []Values) []Values {
		var out []Values
		for _, v := range vs {
			if len(v["pub"]) == 32 && len(v["sig"]) == 64 {
				out = append(out, v)
			}
		}
		return out
	}
	batch := func(vs []Values) Values {
		var pubs, msgs, sigs [][]byte
		for _, v := range vs {
			pubs, msgs, sigs = append(pubs, v["pub"]), append(msgs, v["msg"]), append(sigs, v["sig"])
		}
		return EncodeEd25519Batch(pubs, msgs, sigs)
	}
	// Valid signatures are made with crypto/ed25519, which is fast: they
	// are only inputs (the reference computes every verdict), and a batch
	// of dozens signed by the math/big reference takes seconds.
	validSig := func(r *rand.Rand) Values {
		seed, msg := randBytes(r, 32), randMsg(r)
		priv := stded25519.NewKeyFromSeed(seed)
		return Values{"pub": []byte(priv[32:]), "msg": msg, "sig": stded25519.Sign(priv, msg)}
	}
	RegisterOp(Op{Name: "ed25519/verify_batch",
		Doc: "Ed25519 batch verification under the implementation's policy: one verdict per signature and one for the batch, each the verdict of ed25519/verify on that signature alone",
		In: []Param{{"pubs", "n 32-byte public keys, end to end"},
			{"msgs", "n messages, each a 4-byte big-endian length then its bytes"},
			{"sigs", "n 64-byte signatures, end to end"}},
		Out: []Param{{"valid", "n bytes, 1 for a valid signature, 0 otherwise"}, {"all", "one byte, 1 when every signature is valid (and for n = 0)"}},
		Edges: func() []Values {
			edges := well(verify.Edges())
			r := rand.New(rand.NewSource(1))
			var goods []Values
			for i := 0; i < 64; i++ {
				goods = append(goods, validSig(r))
			}
			out := []Values{
				batch(nil),
				batch(goods[:1]),
				batch(goods[:2]),
				batch(goods), // 64 valid signatures: the combined equation holds
				batch(edges[:8]),
				batch(edges), // every small-order and non-canonical case at once
				batch(append(append([]Values{}, goods[:3]...), edges[len(edges)-3:]...)),
				{"pubs": goods[0]["pub"][:31], "msgs": []byte{0, 0, 0, 0}, "sigs": goods[0]["sig"]},
				{"pubs": goods[0]["pub"], "msgs": []byte{0, 0, 0, 9}, "sigs": goods[0]["sig"]},
				{"pubs": goods[0]["pub"], "msgs": []byte{0, 0, 0, 0, 1}, "sigs": goods[0]["sig"]},
				{"pubs": goods[0]["pub"], "msgs": []byte{0, 0, 0, 0}, "sigs": nil},
			}
			// Each single edge case as a batch of one, and after a valid
			// signature: the batch must say exactly which one fails.
			for i, e := range edges {
				out = append(out, batch([]Values{e}), batch([]Values{goods[i%len(goods)], e}))
			}
			return out
		},
		Gen: func(r *rand.Rand) Values {
			n := 1 + r.Intn(8)
			if r.Intn(16) == 0 {
				n = 16 + r.Intn(17)
			}
			vs := make([]Values, n)
			for i := range vs {
				if r.Intn(8) == 0 {
					vs[i] = verify.Gen(r) // often corrupted
				} else {
					vs[i] = validSig(r)
				}
			}
			return batch(vs)
		}})
}
