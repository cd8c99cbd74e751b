package catalog

import (
	"crypto/sha3"
	"math/rand"
	"sync"

	"github.com/curvecheck/curvecheck/ref/pmbtoken"
)

// The PMBTokens operations (ref/pmbtoken's protocol on P-384). Every
// random value of the protocol is drawn from SHAKE256(seed), so the
// operations are deterministic functions of their inputs; a client's
// pretokens are re-derived from the seed its Blind used.

// PMBStream is the catalog's randomness stream: SHAKE256 of the seed.
func PMBStream(seed []byte) *sha3.SHAKE {
	h := sha3.NewSHAKE256()
	h.Write(seed)
	return h
}

func init() {
	const fam = "p384/"
	count := func(n int) []byte { return []byte{byte(n >> 8), byte(n)} }
	RegisterOp(Op{Name: fam + "pmbtoken_keygen", Doc: "PMBTokens issuer key from a secret: x0, y0, x1, y1, xs, ys and pub0 ‖ pub1 ‖ pubs",
		In:  []Param{{"secret", "any bytes"}},
		Out: []Param{{"priv", "six 48-byte scalars"}, {"pub", "three uncompressed points"}},
		Edges: func() []Values {
			return []Values{{"secret": nil}, {"secret": []byte("curvecheck issuer")}, {"secret": filled(300, 7)}}
		},
		Gen: func(r *rand.Rand) Values { return Values{"secret": randBytes(r, r.Intn(64))} }})
	RegisterOp(Op{Name: fam + "pmbtoken_blind", Doc: "PMBTokens begin issuance: count tokens, nonces and blinds from SHAKE256(seed), request u16(count) ‖ T'_i",
		In:  []Param{{"count", "2 bytes big-endian, 1 to 65535"}, {"seed", "randomness seed"}},
		Out: []Param{{"request", "u16 count ‖ uncompressed points"}},
		Edges: func() []Values {
			return []Values{{"count": count(1), "seed": nil}, {"count": count(3), "seed": []byte("s")}, {"count": count(0), "seed": []byte("s")}, {"count": []byte{1}, "seed": nil}}
		},
		Gen: func(r *rand.Rand) Values { return Values{"count": count(1 + r.Intn(3)), "seed": randBytes(r, 16)} }})
	type issued struct{ priv, pub, req, resp, cseed []byte }
	mk := func(r *rand.Rand, n int, bit byte) issued {
		k := pmbtoken.DeriveKey(randBytes(r, 16))
		cseed := randBytes(r, 16)
		_, req, err := pmbtoken.Blind(n, PMBStream(cseed))
		if err != nil {
			panic(err)
		}
		resp, err := pmbtoken.Issue(k, req, bit, PMBStream(randBytes(r, 16)))
		if err != nil {
			panic(err)
		}
		return issued{k.Bytes(), k.Public().Bytes(), req, resp, cseed}
	}
	RegisterOp(Op{Name: fam + "pmbtoken_issue", Doc: "PMBTokens issue: a request in, the response (s, W', Ws' per token and the DLEQ and DLEQ-OR proofs) out, s and the proof randomness from SHAKE256(seed)",
		In:  []Param{{"priv", "issuer private key"}, {"request", "issuance request"}, {"bit", "private metadata bit, 1 byte"}, {"seed", "randomness seed"}},
		Out: []Param{{"response", "issuance response"}},
		Edges: func() []Values {
			r := rand.New(rand.NewSource(72))
			a := mk(r, 1, 0)
			b := mk(r, 2, 1)
			short := append([]byte{}, a.req[:len(a.req)-1]...)
			return []Values{
				{"priv": a.priv, "request": a.req, "bit": {0}, "seed": nil},
				{"priv": b.priv, "request": b.req, "bit": {1}, "seed": []byte("x")},
				{"priv": a.priv, "request": a.req, "bit": {2}, "seed": nil},
				{"priv": a.priv, "request": short, "bit": {0}, "seed": nil},
				{"priv": a.priv[:100], "request": a.req, "bit": {0}, "seed": nil},
			}
		},
		Gen: func(r *rand.Rand) Values {
			k := pmbtoken.DeriveKey(randBytes(r, 16))
			_, req, _ := pmbtoken.Blind(1+r.Intn(2), PMBStream(randBytes(r, 16)))
			return Values{"priv": k.Bytes(), "request": req, "bit": {byte(r.Intn(2))}, "seed": randBytes(r, 16)}
		}})
	// The unblind and redeem generators draw from a pool of 12 genuine
	// issuances made once by the reference (each costs it about half a
	// second), varied by the random choice and by mutations.
	var poolOnce sync.Once
	var pool []issued
	var poolToks [][]byte
	getPool := func() {
		poolOnce.Do(func() {
			r := rand.New(rand.NewSource(75))
			for i := range 12 {
				n := 1 + i%2
				x := mk(r, n, byte(i/2%2))
				pre, _, _ := pmbtoken.Blind(n, PMBStream(x.cseed))
				pub, _ := pmbtoken.ParsePublicKey(x.pub)
				toks, err := pmbtoken.Unblind(pub, pre, x.resp)
				if err != nil {
					panic(err)
				}
				pool = append(pool, x)
				poolToks = append(poolToks, append(append([]byte{}, x.priv...), toks[0].Bytes()...))
			}
		})
	}
	unblindValues := func(x issued, n int) Values {
		return Values{"pub": x.pub, "count": count(n), "client_seed": x.cseed, "response": x.resp}
	}
	RegisterOp(Op{Name: fam + "pmbtoken_unblind", Doc: "PMBTokens finish issuance: the client's pretokens re-derived from its Blind seed, the response checked (proofs) and the tokens t ‖ S ‖ W ‖ Ws unblinded",
		In:  []Param{{"pub", "issuer public key"}, {"count", "2 bytes"}, {"client_seed", "the seed of the client's Blind"}, {"response", "issuance response"}},
		Out: []Param{{"tokens", "tokens concatenated"}},
		Edges: func() []Values {
			r := rand.New(rand.NewSource(73))
			a, b := mk(r, 1, 0), mk(r, 2, 1)
			bad := unblindValues(a, 1)
			bad["response"] = append([]byte{}, bad["response"]...)
			bad["response"][len(bad["response"])-5] ^= 1 // proof corrupted
			wrongKey := unblindValues(b, 2)
			wrongKey["pub"] = a.pub
			return []Values{unblindValues(a, 1), unblindValues(b, 2), bad, wrongKey}
		},
		Gen: func(r *rand.Rand) Values {
			getPool()
			i := r.Intn(len(pool))
			v := unblindValues(pool[i], 1+i%2)
			if r.Intn(4) == 0 {
				v["response"] = append([]byte{}, v["response"]...)
				v["response"][2+r.Intn(len(v["response"])-2)] ^= byte(1 << r.Intn(8))
			}
			return v
		}})
	RegisterOp(Op{Name: fam + "pmbtoken_redeem", Doc: "PMBTokens redemption: the token checked with the issuer key, its nonce and private metadata bit out",
		In:  []Param{{"priv", "issuer private key"}, {"token", "t ‖ S ‖ W ‖ Ws"}},
		Out: []Param{{"nonce", "the token's 64-byte nonce"}, {"bit", "1 byte"}},
		Edges: func() []Values {
			r := rand.New(rand.NewSource(74))
			var vs []Values
			for bit := byte(0); bit < 2; bit++ {
				x := mk(r, 1, bit)
				pre, _, _ := pmbtoken.Blind(1, PMBStream(x.cseed))
				pub, _ := pmbtoken.ParsePublicKey(x.pub)
				toks, err := pmbtoken.Unblind(pub, pre, x.resp)
				if err != nil {
					panic(err)
				}
				vs = append(vs, Values{"priv": x.priv, "token": toks[0].Bytes()})
				forged := toks[0].Bytes()
				forged[3] ^= 1
				vs = append(vs, Values{"priv": x.priv, "token": forged})
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			getPool()
			e := poolToks[r.Intn(len(poolToks))]
			priv, tok := e[:6*pmbtoken.ScalarSize], append([]byte{}, e[6*pmbtoken.ScalarSize:]...)
			if r.Intn(4) == 0 {
				tok[r.Intn(len(tok))] ^= byte(1 << r.Intn(8))
			}
			return Values{"priv": priv, "token": tok}
		}})
}
