package catalog

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"
	"math/rand"

	"github.com/curvecheck/curvecheck/ref/bip340"
	"github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// ProtocolFamilies are the short Weierstrass curves whose protocol
// operations (ECDSA, ECDH) the catalog lists.
var ProtocolFamilies = []*Family{Secp256k1, P384, {Name: "p256", FieldSize: 32, ScalarSize: 32,
	P: weierstrass.P256.F.P(), N: weierstrass.P256.N, W: weierstrass.P256}}

// ECDSAHash is the hash each family's ecdsa_sign uses for its RFC 6979
// nonces (the digest given must be of that hash's size).
var ECDSAHash = map[string]crypto.Hash{"secp256k1": crypto.SHA256, "p256": crypto.SHA256, "p384": crypto.SHA384}

func init() {
	for _, f := range ProtocolFamilies {
		registerECDSA(f)
		registerECDH(f)
	}
	registerBIP340()
}

// privateClasses are the edge classes of a private key input: a key that
// is 0 mod n (0 or n), and one of n or more. SEC1 §3.2.1 keys lie in
// [1, n-1]; a library that reduces without checking signs with 0 (and
// some loop forever drawing a nonce for it).
func privateClasses(f *Family) []InputClass {
	value := func(b []byte) *big.Int { return new(big.Int).SetBytes(b) }
	return []InputClass{
		classOn("private-zero", "a private key that is 0 mod n (0 or n): no key (SEC1 §3.2.1)",
			func(b []byte) bool { return len(b) == f.ScalarSize && new(big.Int).Mod(value(b), f.N).Sign() == 0 }, "private"),
		classOn("private-at-least-n", "a private key of n or more (rejected by default, reduced under the reduce-private atoms)",
			func(b []byte) bool { return len(b) == f.ScalarSize && value(b).Cmp(f.N) >= 0 }, "private"),
	}
}

// randPrivateInput draws a private key input: in [1, n-1] seven times in
// eight, otherwise 0 or n (private-zero), or a value of n or more
// (private-at-least-n), as often.
func randPrivateInput(r *rand.Rand, f *Family) []byte {
	switch r.Intn(16) {
	case 0:
		return f.Scalar(new(big.Int).Mul(f.N, big.NewInt(int64(r.Intn(2)))))
	case 1:
		room := new(big.Int).Sub(pow2(8*f.ScalarSize), f.N)
		return f.Scalar(new(big.Int).Add(f.N, RandInt(r, room)))
	}
	return f.Scalar(randPrivate(r, f))
}

func randPrivate(r *rand.Rand, f *Family) *big.Int {
	return new(big.Int).Add(RandInt(r, new(big.Int).Sub(f.N, big.NewInt(1))), big.NewInt(1))
}

// verification returns the Verification of a signing operation whose
// data input is input ("digest" or "msg"): the public key is (d mod n)·G
// (d >= n signs only under ecdsa:reduce-private, which the comparison of
// accept and reject has checked before).
func verification(f *Family, verifyOp, input string) func(in, out Values) (string, Values, error) {
	return func(in, out Values) (string, Values, error) {
		d := new(big.Int).Mod(new(big.Int).SetBytes(in["private"]), f.N)
		if d.Sign() == 0 {
			return "", nil, errors.New("private key is 0 mod n")
		}
		return verifyOp, Values{"pub": f.MulBase(d, false), input: in[input], "sig": out["sig"]}, nil
	}
}

func registerECDSA(f *Family) {
	c, h := f.W, ECDSAHash[f.Name]
	sigDoc := "r ‖ s, each big-endian of the size of n (P1363)"
	derDoc := "DER SEQUENCE { r INTEGER, s INTEGER } (SEC1 §C.8, X.690 §10); BER under policy ecdsa:ber"
	signDoc := "deterministic ECDSA signature (SEC1 §4.1.3) of a digest of any length, truncated to the bit length of n (§4.1.3 step 5); RFC 6979 nonce with HMAC-" + h.String() + " whatever the digest's length (§3.2 takes h1 through bits2octets); s is normalized to s <= n/2 under policy ecdsa:low-s"
	signEdges := func() []Values {
		d := make([]byte, h.Size())
		var vs []Values
		for _, k := range f.EdgeScalars() {
			vs = append(vs, Values{"private": k, "digest": d})
		}
		// Digests whose integer is n, n + 1 and all ones: RFC 6979
		// (§3.2 d, bits2octets) reduces the digest mod n before the
		// HMAC, and random digests reach n with probability 2^-128 on
		// secp256k1.
		three := f.Scalar(big.NewInt(3))
		if h.Size()*8 == f.N.BitLen() {
			for _, x := range []*big.Int{f.N, new(big.Int).Add(f.N, big.NewInt(1))} {
				vs = append(vs, Values{"private": three, "digest": f.Int(x, h.Size())})
			}
		}
		vs = append(vs, Values{"private": three, "digest": bytes.Repeat([]byte{0xff}, h.Size())})
		for _, dg := range edgeDigests(f) {
			vs = append(vs, Values{"private": three, "digest": dg})
		}
		return vs
	}
	signGen := func(r *rand.Rand) Values {
		return Values{"private": randPrivateInput(r, f), "digest": randDigest(r, f)}
	}
	signClasses := []InputClass{digestAtLeastN(f), digestNotFamilySize(f), digestNotHashSize}
	RegisterOp(Op{Name: f.Name + "/ecdsa_sign", Doc: signDoc,
		In:           []Param{{"private", "big-endian private key of the size of n"}, {"digest", "message digest, any length"}},
		Out:          []Param{{"sig", sigDoc}},
		Edges:        signEdges,
		Gen:          signGen,
		Classes:      signClasses,
		EdgeClasses:  append(digestClasses(f), privateClasses(f)...),
		Verification: verification(f, f.Name+"/ecdsa_verify", "digest")})
	RegisterOp(Op{Name: f.Name + "/ecdsa_sign_der", Doc: "ecdsa_sign with the signature in DER (the form OpenSSL, pyca/cryptography and most JavaScript libraries return)",
		In:           []Param{{"private", "big-endian private key of the size of n"}, {"digest", "message digest, any length"}},
		Out:          []Param{{"sig", "DER SEQUENCE { r INTEGER, s INTEGER } (SEC1 §C.8, X.690 §10)"}},
		Edges:        signEdges,
		Gen:          signGen,
		Classes:      signClasses,
		EdgeClasses:  append(digestClasses(f), privateClasses(f)...),
		Verification: verification(f, f.Name+"/ecdsa_verify_der", "digest")})
	RegisterOp(Op{Name: f.Name + "/ecdsa_sign_message", Doc: "deterministic ECDSA signature of a message hashed with " + h.String() + " inside (the default API of most libraries); s is normalized to s <= n/2 under policy ecdsa:low-s",
		In:  []Param{{"private", "big-endian private key of the size of n"}, {"msg", "message, any length"}},
		Out: []Param{{"sig", sigDoc}},
		Edges: func() []Values {
			var vs []Values
			for _, k := range f.EdgeScalars() {
				vs = append(vs, Values{"private": k, "msg": []byte("curvecheck")})
			}
			return append(vs, Values{"private": f.Scalar(big.NewInt(3)), "msg": nil})
		},
		Gen: func(r *rand.Rand) Values {
			return Values{"private": randPrivateInput(r, f), "msg": randMsg(r)}
		},
		EdgeClasses:  privateClasses(f),
		Verification: verification(f, f.Name+"/ecdsa_verify_message", "msg")})
	verifyClasses := append(pointClasses(f, "pub"), digestClasses(f)...)
	verifyIn := []Param{{"pub", "SEC1 public key, compressed or uncompressed"},
		{"digest", "message digest, any length (truncated to the bit length of n)"},
		{"sig", sigDoc}}
	RegisterOp(Op{Name: f.Name + "/ecdsa_verify", Doc: "ECDSA verification (SEC1 §4.1.4) of a digest; success has no outputs",
		In:      verifyIn,
		Edges:   func() []Values { return ecdsaVerifyEdges(f, false) },
		Gen:     func(r *rand.Rand) Values { return ecdsaVerifyGen(f, r, false) },
		Classes: []InputClass{digestNotHashSize}, EdgeClasses: verifyClasses})
	RegisterOp(Op{Name: f.Name + "/ecdsa_verify_der", Doc: "ECDSA verification (SEC1 §4.1.4) of a digest with a DER signature (strict DER, or BER under policy ecdsa:ber); success has no outputs",
		In:      []Param{verifyIn[0], verifyIn[1], {"sig", derDoc}},
		Edges:   func() []Values { return ecdsaVerifyEdges(f, true) },
		Gen:     func(r *rand.Rand) Values { return ecdsaVerifyGen(f, r, true) },
		Classes: []InputClass{digestNotHashSize}, EdgeClasses: append(verifyClasses, derClasses(f, "sig")...)})
	msgIn := []Param{{"pub", "SEC1 public key, compressed or uncompressed"}, {"msg", "message, any length"}}
	RegisterOp(Op{Name: f.Name + "/ecdsa_verify_message", Doc: "ECDSA verification (SEC1 §4.1.4) of a message hashed with " + h.String() + " inside; success has no outputs",
		In:          append(msgIn, Param{"sig", sigDoc}),
		Edges:       func() []Values { return messageVerifyEdges(f, false) },
		Gen:         func(r *rand.Rand) Values { return messageVerifyCase(f, r, false) },
		EdgeClasses: pointClasses(f, "pub")})
	RegisterOp(Op{Name: f.Name + "/ecdsa_verify_message_der", Doc: "ECDSA verification (SEC1 §4.1.4) of a message hashed with " + h.String() + " inside, with a DER signature (strict DER, or BER under policy ecdsa:ber); success has no outputs",
		In:          append(msgIn, Param{"sig", derDoc}),
		Edges:       func() []Values { return messageVerifyEdges(f, true) },
		Gen:         func(r *rand.Rand) Values { return messageVerifyCase(f, r, true) },
		EdgeClasses: append(pointClasses(f, "pub"), derClasses(f, "sig")...)})
	if f.Name == "secp256k1" {
		RegisterOp(Op{Name: "secp256k1/ecdsa_verify_low_s", Doc: "ECDSA verification that also rejects s > n/2 (BIP-146); the same as ecdsa_verify under policy ecdsa:verify-low-s, kept as an operation of its own",
			In:          []Param{{"pub", "SEC1 public key"}, {"digest", "message digest"}, {"sig", "r ‖ s, 64 bytes"}},
			Edges:       func() []Values { return ecdsaVerifyEdges(f, false) },
			Gen:         func(r *rand.Rand) Values { return ecdsaVerifyGen(f, r, false) },
			EdgeClasses: verifyClasses})
	}
	_ = c
}

// sigEncoder returns the signature encoding of a verification operation:
// DER or P1363.
func sigEncoder(f *Family, der bool) func(ecdsa.Signature) []byte {
	if der {
		return ecdsa.EncodeDER
	}
	return func(s ecdsa.Signature) []byte { return ecdsa.EncodeP1363(f.W, s) }
}

// ecdsaVerifyCase draws an ordinary verification case, half of the draws
// of ecdsaVerifyGen: a valid signature of a digest (randDigest: of every
// digest class) under a public key, replaced by a member of a point class
// in half of these draws; with DER, six times in seven a variant of a DER
// class, otherwise (and always in r ‖ s) sometimes corrupted (a flipped
// bit, another digest, the high-S twin). Point and DER classes are drawn
// here twice as often as their share of the operation's draws (one in 4,
// three in 7).
func ecdsaVerifyCase(f *Family, r *rand.Rand, der bool) Values {
	c, h := f.W, ECDSAHash[f.Name]
	d := randPrivate(r, f)
	digest := randDigest(r, f)
	sig, _ := ecdsa.Sign(c, d, h, digest, false)
	pub := f.MulBase(d, r.Intn(2) == 0)
	if r.Intn(2) == 0 {
		pub = f.RandBadPoint(r)
	}
	enc := sigEncoder(f, der)
	sb := enc(sig)
	if der && r.Intn(7) != 0 {
		return Values{"pub": pub, "digest": digest, "sig": randDERVariant(r, f, sig)}
	}
	switch r.Intn(7) {
	case 0:
		sb[r.Intn(len(sb))] ^= byte(1 << r.Intn(8))
	case 1:
		digest = append([]byte{1}, digest...)
	case 2: // the high-S twin
		sb = enc(ecdsa.Signature{R: sig.R, S: c.Scalar.Neg(sig.S)})
	}
	return Values{"pub": pub, "digest": digest, "sig": sb}
}

// ecdsaVerifyEdges: edge r and s, edge public keys (every point class), the
// high-S twin, a short signature, a valid signature over a digest of every
// digest class and, over the long digests, a signature made with the
// leading zero bytes dropped (which a correct verifier rejects); with DER,
// every DER class.
func ecdsaVerifyEdges(f *Family, der bool) []Values {
	c, h := f.W, ECDSAHash[f.Name]
	d := big.NewInt(0x1234567)
	digest := make([]byte, h.Size())
	sig, _ := ecdsa.Sign(c, d, h, digest, false)
	pub := c.EncodeUncompressed(c.ScalarBaseMult(d))
	enc := sigEncoder(f, der)
	n := c.Scalar.Size()
	vs := signatureEdges(f, der, pub, "digest", digest, sig)
	vs = append(vs, Values{"pub": pub, "digest": nil, "sig": enc(sig)})
	if !der {
		vs = append(vs, Values{"pub": pub, "digest": digest, "sig": ecdsa.EncodeP1363(c, sig)[:2*n-1]})
	}
	for _, dg := range edgeDigests(f) {
		s, _ := ecdsa.Sign(c, d, h, dg, false)
		vs = append(vs, Values{"pub": pub, "digest": dg, "sig": enc(s)})
		if 8*len(dg) > f.N.BitLen() {
			wrong, _ := ecdsa.Sign(c, d, h, f.Int(strippedTruncation(f, dg), n), false)
			vs = append(vs, Values{"pub": pub, "digest": dg, "sig": enc(wrong)})
		}
	}
	if der {
		for _, sb := range derEdgeSigs(f, sig) {
			vs = append(vs, Values{"pub": pub, "digest": digest, "sig": sb})
		}
		high, hd := highRSignature(f, d)
		for _, sb := range derSignForms(high) {
			vs = append(vs, Values{"pub": pub, "digest": hd, "sig": sb})
		}
	}
	return vs
}

// signatureEdges are the verification edge cases around sig, a valid
// signature of data (the input named input) under pub: edge values of r
// and of s, every edge public key (the point classes), the high-S twin,
// the encoding one byte short.
func signatureEdges(f *Family, der bool, pub []byte, input string, data []byte, sig ecdsa.Signature) []Values {
	enc := sigEncoder(f, der)
	var vs []Values
	for _, r := range f.EdgeScalars() {
		r := f.ParseInt(r)
		vs = append(vs, Values{"pub": pub, input: data, "sig": rawOrDER(f, der, r, sig.S)},
			Values{"pub": pub, input: data, "sig": rawOrDER(f, der, sig.R, r)})
	}
	for _, p := range f.EdgePoints() {
		vs = append(vs, Values{"pub": p, input: data, "sig": enc(sig)})
	}
	hi := ecdsa.Signature{R: sig.R, S: f.W.Scalar.Neg(sig.S)}
	good := enc(sig)
	return append(vs, Values{"pub": pub, input: data, "sig": enc(hi)},
		Values{"pub": pub, input: data, "sig": good[:len(good)-1]})
}

// rawOrDER encodes (r, s) in P1363 when they fit, or in DER; values of
// the P1363 width that DER reads as positive keep their meaning.
func rawOrDER(f *Family, der bool, r, s *big.Int) []byte {
	if der {
		return ecdsa.EncodeDER(ecdsa.Signature{R: r, S: s})
	}
	return append(f.Scalar(r), f.Scalar(s)...)
}

// highRSignature returns a signature under key d whose r has its top bit
// set (DER pads it), and its digest (a counter in the first byte).
func highRSignature(f *Family, d *big.Int) (ecdsa.Signature, []byte) {
	h := ECDSAHash[f.Name]
	for i := 1; ; i++ {
		dg := make([]byte, h.Size())
		dg[0] = byte(i)
		sig, _ := ecdsa.Sign(f.W, d, h, dg, false)
		if sig.R.BitLen() == 8*f.ScalarSize {
			return sig, dg
		}
	}
}

func registerECDH(f *Family) {
	RegisterOp(Op{Name: f.Name + "/ecdh", Doc: "ECDH (SEC1 §3.3.1): x-coordinate of d·Q after public key validation",
		In:  []Param{{"private", "big-endian private key d, size of n"}, {"public", "SEC1 public key"}},
		Out: []Param{{"shared", "x-coordinate, big-endian, size of p"}},
		Edges: func() []Values {
			vs := cross(f.EdgeScalars(), [][]byte{f.BasePoint()}, "private", "public")
			return append(vs, cross([][]byte{f.Scalar(big.NewInt(3))}, f.EdgePoints(), "private", "public")...)
		},
		Gen: func(r *rand.Rand) Values {
			return Values{"private": randPrivateInput(r, f), "public": f.RandPointInput(r)}
		},
		EdgeClasses: append(pointClasses(f, "public"), privateClasses(f)...)})
}

// messageVerifyCase draws an ecdsa_verify_message case: a valid signature
// of a random message, sometimes corrupted (a flipped bit, another message,
// the high-S twin, with DER a variant of a DER class) or under a public
// key of a point class.
func messageVerifyCase(f *Family, r *rand.Rand, der bool) Values {
	c, h := f.W, ECDSAHash[f.Name]
	d := randPrivate(r, f)
	msg := randMsg(r)
	hh := h.New()
	hh.Write(msg)
	sig, _ := ecdsa.Sign(c, d, h, hh.Sum(nil), false)
	enc := sigEncoder(f, der)
	sb := enc(sig)
	switch r.Intn(7) {
	case 0:
		sb[r.Intn(len(sb))] ^= byte(1 << r.Intn(8))
	case 1:
		msg = append(msg, 0)
	case 2:
		sb = enc(ecdsa.Signature{R: sig.R, S: c.Scalar.Neg(sig.S)})
	case 3, 4, 5:
		if der {
			sb = randDERVariant(r, f, sig)
		}
	}
	pub := f.MulBase(d, r.Intn(2) == 0)
	if r.Intn(4) == 0 {
		pub = f.RandBadPoint(r)
	}
	return Values{"pub": pub, "msg": msg, "sig": sb}
}

// messageVerifyEdges are ecdsa_verify's edge cases over a message: edge r
// and s, edge public keys, the high-S twin, a short signature, an empty
// message, and with DER every DER class.
func messageVerifyEdges(f *Family, der bool) []Values {
	c, h := f.W, ECDSAHash[f.Name]
	d := big.NewInt(0x1234567)
	msg := []byte("curvecheck")
	hh := h.New()
	hh.Write(msg)
	sig, _ := ecdsa.Sign(c, d, h, hh.Sum(nil), false)
	pub := c.EncodeUncompressed(c.ScalarBaseMult(d))
	enc := sigEncoder(f, der)
	vs := signatureEdges(f, der, pub, "msg", msg, sig)
	empty := h.New()
	esig, _ := ecdsa.Sign(c, d, h, empty.Sum(nil), false)
	vs = append(vs, Values{"pub": pub, "msg": msg, "sig": enc(sig)},
		Values{"pub": pub, "msg": nil, "sig": enc(esig)})
	if der {
		for _, sb := range derEdgeSigs(f, sig) {
			vs = append(vs, Values{"pub": pub, "msg": msg, "sig": sb})
		}
		// A signature whose r has its top bit set, over its own message.
		for i := 0; ; i++ {
			m := append([]byte("curvecheck"), byte(i))
			hh := h.New()
			hh.Write(m)
			high, _ := ecdsa.Sign(c, d, h, hh.Sum(nil), false)
			if high.R.BitLen() == 8*f.ScalarSize {
				for _, sb := range derSignForms(high) {
					vs = append(vs, Values{"pub": pub, "msg": m, "sig": sb})
				}
				break
			}
		}
	}
	return vs
}

// bip340Msg draws a message: 32 bytes (a hash, the form every BIP-340
// library takes) three times in four, any length otherwise.
func bip340Msg(r *rand.Rand) []byte {
	if r.Intn(4) == 0 {
		return randMsg(r)
	}
	return randBytes(r, 32)
}

// digestNotHashSize is the ECDSA input class of digests whose length is no
// hash's: APIs that take a prehashed digest (OpenSSL's EVP, pyca's
// Prehashed) want the size of the hash they are told produced it.
var digestNotHashSize = InputClass{Name: "digest-not-a-hash-size",
	Doc: "a digest whose length is not that of SHA-224, SHA-256, SHA-384 or SHA-512 (28, 32, 48 or 64 bytes)",
	Match: func(in Values) bool {
		switch len(in["digest"]) {
		case 28, 32, 48, 64:
			return false
		}
		return true
	}}

// digestNotFamilySize is the ECDSA signing input class of digests whose
// length is not that of the family's hash: APIs that take exactly the
// hash value they sign (libsecp256k1's 32-byte msghash32), or derive the
// RFC 6979 nonce with the hash whose size the digest has.
func digestNotFamilySize(f *Family) InputClass {
	size := ECDSAHash[f.Name].Size()
	return InputClass{Name: "digest-not-the-family-hash-size",
		Doc:   fmt.Sprintf("a digest that is not %d bytes, the size of the family's hash (%v): APIs that sign only a hash of that size, or derive the RFC 6979 nonce with the hash whose size the digest has", size, ECDSAHash[f.Name]),
		Match: func(in Values) bool { return len(in["digest"]) != size }}
}

// digestAtLeastN is the ECDSA signing input class of digests whose
// integer (after truncation to the bit length of n) is n or more. RFC 6979
// derives the nonce from the digest reduced mod n (§3.2 d, bits2octets);
// decred's secp256k1 (and btcec, built on it) feeds the unreduced digest
// to the HMAC, so its nonce, and its signature, differ on these inputs.
func digestAtLeastN(f *Family) InputClass {
	return InputClass{Name: "digest-at-least-n",
		Doc: "a digest whose integer, truncated to the bit length of n, is at least n (RFC 6979 reduces it mod n before deriving the nonce)",
		Match: func(in Values) bool {
			d := in["digest"]
			e := new(big.Int).SetBytes(d)
			if excess := len(d)*8 - f.N.BitLen(); excess > 0 {
				e.Rsh(e, uint(excess))
			}
			return e.Cmp(f.N) >= 0
		}}
}

// msgNot32 is the BIP-340 input class of messages that are not 32 bytes:
// BIP-340 signs any length since 2022, but many libraries take a 32-byte
// hash only.
var msgNot32 = InputClass{Name: "msg-not-32-bytes",
	Doc:   "a message that is not 32 bytes (libraries that sign 32-byte hashes only, as BIP-340 did before its variable-length update)",
	Match: func(in Values) bool { return len(in["msg"]) != 32 }}

func registerBIP340() {
	f := Secp256k1
	m := sha256.Sum256([]byte("m"))
	aux := sha256.Sum256([]byte("aux"))
	RegisterOp(Op{Name: "secp256k1/bip340_sign", Doc: "BIP-340 Schnorr signature with auxiliary randomness",
		In:  []Param{{"secret", "32-byte secret key"}, {"msg", "message, any length"}, {"aux", "32-byte aux_rand"}},
		Out: []Param{{"sig", "64-byte signature"}},
		Edges: func() []Values {
			var vs []Values
			for _, k := range f.EdgeScalars() {
				vs = append(vs, Values{"secret": k, "msg": m[:], "aux": aux[:]})
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			return Values{"secret": f.Scalar(randPrivate(r, f)), "msg": bip340Msg(r), "aux": randBytes(r, 32)}
		},
		Classes: []InputClass{msgNot32}})
	RegisterOp(Op{Name: "secp256k1/bip340_verify", Doc: "BIP-340 Schnorr verification; success has no outputs",
		In: []Param{{"pub", "32-byte x-only public key"}, {"msg", "message"}, {"sig", "64-byte signature"}},
		Edges: func() []Values {
			sk := f.Scalar(big.NewInt(3))
			pub, _ := bip340.PublicKey(sk)
			sig, _ := bip340.Sign(sk, m[:], aux[:])
			var vs []Values
			for _, fe := range f.EdgeFEs() {
				vs = append(vs, Values{"pub": fe, "msg": m[:], "sig": sig},
					Values{"pub": pub, "msg": m[:], "sig": append(append([]byte(nil), fe...), sig[32:]...)})
			}
			for _, s := range f.EdgeScalars() {
				vs = append(vs, Values{"pub": pub, "msg": m[:], "sig": append(append([]byte(nil), sig[:32]...), s...)})
			}
			// x-only keys of the twist's small-order points, and a valid
			// key's x + p.
			for _, x := range f.twist().smallPoints() {
				vs = append(vs, Values{"pub": f.FE(x), "msg": m[:], "sig": sig})
			}
			xp := new(big.Int).Add(new(big.Int).SetBytes(pub), f.P)
			if xp.BitLen() <= 256 {
				vs = append(vs, Values{"pub": f.Int(xp, 32), "msg": m[:], "sig": sig})
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			sk := f.Scalar(randPrivate(r, f))
			msg := bip340Msg(r)
			pub, _ := bip340.PublicKey(sk)
			sig, _ := bip340.Sign(sk, msg, randBytes(r, 32))
			switch r.Intn(8) {
			case 0, 1:
				sig[r.Intn(64)] ^= byte(1 << r.Intn(8))
			case 2, 3:
				pub[r.Intn(32)] ^= byte(1 << r.Intn(8))
			case 4: // an x-only key of a twist point of small order
				xs := f.twist().smallPoints()
				pub = f.FE(xs[r.Intn(len(xs))])
			case 5: // x >= p
				pub = f.Int(new(big.Int).Add(f.P, RandInt(r, new(big.Int).Sub(pow2(256), f.P))), 32)
			}
			return Values{"pub": pub, "msg": msg, "sig": sig}
		},
		Classes: []InputClass{msgNot32},
		EdgeClasses: append(f.twistClass(func(b []byte) bool { return isTwistXOnly(f, b) }, "pub"),
			classOn(ClassPointXAtLeastP, "an x-only key (BIP-340) whose x is p or more: lift_x fails", func(b []byte) bool {
				return len(b) == 32 && new(big.Int).SetBytes(b).Cmp(f.P) >= 0
			}, "pub"))})
}
