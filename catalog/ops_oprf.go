package catalog

import (
	"math/big"
	"math/rand"

	"github.com/curvecheck/curvecheck/ref/oprf"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// OPRFSuites maps a family to its RFC 9497 suite.
var OPRFSuites = map[string]*oprf.Suite{"p384": oprf.P384SHA384, "p256": oprf.P256SHA256}

// The RFC 9497 operations. Lists travel concatenated: elements as
// compressed points of the suite's size, scalars of its size, inputs and
// outputs each prefixed by a 2-byte big-endian length.

// EncodeList is the catalog's encoding of a list of byte strings: each
// prefixed by its 2-byte big-endian length.
func EncodeList(items [][]byte) []byte {
	var out []byte
	for _, it := range items {
		out = append(out, byte(len(it)>>8), byte(len(it)))
		out = append(out, it...)
	}
	return out
}

// DecodeList reads EncodeList's encoding; ok is false when it does not
// parse exactly.
func DecodeList(b []byte) (items [][]byte, ok bool) {
	for len(b) > 0 {
		if len(b) < 2 {
			return nil, false
		}
		n := int(b[0])<<8 | int(b[1])
		if len(b) < 2+n {
			return nil, false
		}
		items = append(items, b[2:2+n])
		b = b[2+n:]
	}
	return items, true
}

// SplitFixed cuts b into pieces of size n; ok is false unless it divides
// exactly into at least one.
func SplitFixed(b []byte, n int) ([][]byte, bool) {
	if len(b) == 0 || len(b)%n != 0 {
		return nil, false
	}
	var out [][]byte
	for i := 0; i < len(b); i += n {
		out = append(out, b[i:i+n])
	}
	return out, true
}

func init() {
	for fam, s := range OPRFSuites {
		registerOPRF(fam, s)
	}
}

// oprfCase is a consistent run of the protocol made by the reference.
type oprfCase struct {
	mode                               oprf.Mode
	seed, info, pk, sk                 []byte
	inputs, blinds, blinded, evaluated [][]byte
	proof, r                           []byte
}

func makeOPRFCase(s *oprf.Suite, r *rand.Rand, mode oprf.Mode, n int) oprfCase {
	c := oprfCase{mode: mode, seed: randBytes(r, 32), info: randBytes(r, r.Intn(20))}
	sk, pk, err := s.DeriveKeyPair(mode, c.seed, c.info)
	if err != nil {
		panic(err)
	}
	c.sk, c.pk = s.SerializeScalar(sk), s.SerializeElement(pk)
	var blinded []weierstrass.Point
	for range n {
		in := randBytes(r, r.Intn(40))
		b := new(big.Int).Add(RandInt(r, new(big.Int).Sub(s.Curve.N, big.NewInt(1))), big.NewInt(1))
		B, err := s.Blind(mode, in, b)
		if err != nil {
			panic(err)
		}
		c.inputs = append(c.inputs, in)
		c.blinds = append(c.blinds, s.SerializeScalar(b))
		c.blinded = append(c.blinded, s.SerializeElement(B))
		blinded = append(blinded, B)
	}
	rr := new(big.Int).Add(RandInt(r, new(big.Int).Sub(s.Curve.N, big.NewInt(1))), big.NewInt(1))
	c.r = s.SerializeScalar(rr)
	ev, proof, err := s.BlindEvaluate(mode, sk, blinded, c.info, rr)
	if err != nil {
		panic(err)
	}
	for _, E := range ev {
		c.evaluated = append(c.evaluated, s.SerializeElement(E))
	}
	c.proof = proof
	return c
}

func concat(items [][]byte) []byte {
	var out []byte
	for _, it := range items {
		out = append(out, it...)
	}
	return out
}

func registerOPRF(fam string, s *oprf.Suite) {
	ne, ns := 1+s.Curve.F.Size(), (s.Curve.N.BitLen()+7)/8
	modeDoc := "1 byte: 0 OPRF, 1 VOPRF, 2 POPRF"
	elems := "compressed elements concatenated"
	RegisterOp(Op{Name: fam + "/oprf_derive_key", Doc: "RFC 9497 §3.2.1 DeriveKeyPair of suite " + s.ID + " (the seed is 32 bytes, seed[32] in the RFC)",
		In:  []Param{{"mode", modeDoc}, {"seed", "32-byte seed"}, {"info", "key info"}},
		Out: []Param{{"sk", "private key scalar"}, {"pk", "public key, compressed"}},
		Edges: func() []Values {
			var vs []Values
			for m := byte(0); m < 4; m++ { // mode 3 is invalid
				vs = append(vs, Values{"mode": {m}, "seed": filled(32, 0xa3), "info": []byte("test key")})
			}
			return append(vs, Values{"mode": {1}, "seed": nil, "info": nil}, Values{"mode": {1}, "seed": filled(33, 1), "info": nil})
		},
		Gen: func(r *rand.Rand) Values {
			return Values{"mode": {byte(r.Intn(3))}, "seed": randBytes(r, 32), "info": randBytes(r, r.Intn(20))}
		}})
	RegisterOp(Op{Name: fam + "/oprf_blind", Doc: "RFC 9497 Blind with the blind given: blind·HashToGroup(input)",
		In:  []Param{{"mode", modeDoc}, {"input", "client input"}, {"blind", "scalar in [1, n-1]"}},
		Out: []Param{{"blinded", "compressed element"}},
		Edges: func() []Values {
			one := make([]byte, ns)
			one[ns-1] = 1
			nm1 := new(big.Int).Sub(s.Curve.N, big.NewInt(1)).FillBytes(make([]byte, ns))
			return []Values{
				{"mode": {0}, "input": nil, "blind": one},
				{"mode": {1}, "input": []byte{0}, "blind": nm1},
				{"mode": {2}, "input": filled(17, 0x5a), "blind": make([]byte, ns)},                 // zero blind
				{"mode": {1}, "input": []byte("x"), "blind": s.Curve.N.FillBytes(make([]byte, ns))}, // blind = n
			}
		},
		Gen: func(r *rand.Rand) Values {
			b := new(big.Int).Add(RandInt(r, new(big.Int).Sub(s.Curve.N, big.NewInt(1))), big.NewInt(1))
			return Values{"mode": {byte(r.Intn(3))}, "input": randBytes(r, r.Intn(60)), "blind": b.FillBytes(make([]byte, ns))}
		}})
	beValues := func(c oprfCase) Values {
		return Values{"mode": {byte(c.mode)}, "sk": c.sk, "blinded": concat(c.blinded), "info": c.info, "r": c.r}
	}
	RegisterOp(Op{Name: fam + "/oprf_blind_evaluate", Doc: "RFC 9497 BlindEvaluate of a batch with the proof nonce r given (ignored in OPRF mode)",
		In:  []Param{{"mode", modeDoc}, {"sk", "private key scalar"}, {"blinded", elems}, {"info", "POPRF info (other modes ignore it)"}, {"r", "proof nonce scalar"}},
		Out: []Param{{"evaluated", elems}, {"proof", "c ‖ s (empty in OPRF mode)"}},
		Classes: []InputClass{{Name: "given-proof-nonce", Doc: "a verifiable mode (VOPRF, POPRF), whose proof uses the given nonce r: an implementation that draws its own nonce cannot take it",
			Match: func(in Values) bool { return len(in["mode"]) == 1 && in["mode"][0] != 0 }}},
		Edges: func() []Values {
			r := rand.New(rand.NewSource(9497))
			var vs []Values
			for m := oprf.Mode(0); m < 3; m++ {
				vs = append(vs, beValues(makeOPRFCase(s, r, m, 1)), beValues(makeOPRFCase(s, r, m, 2)))
			}
			bad := beValues(makeOPRFCase(s, r, 1, 1))
			bad["blinded"] = append([]byte{0}, bad["blinded"][1:]...) // not an element
			return append(vs, bad)
		},
		Gen: func(r *rand.Rand) Values {
			return beValues(makeOPRFCase(s, r, oprf.Mode(r.Intn(3)), 1+r.Intn(3)))
		}})
	finValues := func(c oprfCase) Values {
		return Values{"mode": {byte(c.mode)}, "pk": c.pk, "inputs": EncodeList(c.inputs), "blinds": concat(c.blinds),
			"blinded": concat(c.blinded), "evaluated": concat(c.evaluated), "proof": c.proof, "info": c.info}
	}
	RegisterOp(Op{Name: fam + "/oprf_finalize", Doc: "RFC 9497 Finalize of a batch: in VOPRF and POPRF modes the proof is verified first",
		In: []Param{{"mode", modeDoc}, {"pk", "server public key, compressed"}, {"inputs", "inputs, each length-prefixed (2 bytes)"},
			{"blinds", "blind scalars concatenated"}, {"blinded", elems}, {"evaluated", elems}, {"proof", "c ‖ s"}, {"info", "POPRF info"}},
		Out: []Param{{"outputs", "outputs, each length-prefixed"}},
		Edges: func() []Values {
			r := rand.New(rand.NewSource(9498))
			var vs []Values
			for m := oprf.Mode(0); m < 3; m++ {
				vs = append(vs, finValues(makeOPRFCase(s, r, m, 1)), finValues(makeOPRFCase(s, r, m, 3)))
			}
			for m := oprf.Mode(1); m < 3; m++ {
				v := finValues(makeOPRFCase(s, r, m, 2))
				v["proof"] = append([]byte{}, v["proof"]...)
				v["proof"][len(v["proof"])-1] ^= 1 // a corrupted proof
				vs = append(vs, v)
				v = finValues(makeOPRFCase(s, r, m, 2))
				v["evaluated"] = append(append([]byte{}, v["evaluated"][ne:]...), v["evaluated"][:ne]...) // swapped
				vs = append(vs, v)
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			v := finValues(makeOPRFCase(s, r, oprf.Mode(r.Intn(3)), 1+r.Intn(3)))
			if r.Intn(4) == 0 && len(v["proof"]) > 0 {
				v["proof"] = append([]byte{}, v["proof"]...)
				v["proof"][r.Intn(len(v["proof"]))] ^= byte(1 << r.Intn(8))
			}
			return v
		}})
}
