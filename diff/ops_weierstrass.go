package diff

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"errors"
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
	RegisterOp(Op{Name: f.Name + "/ecdsa_sign", Doc: "deterministic ECDSA signature (SEC1 §4.1.3, RFC 6979 nonce with " + h.String() + "); s is normalized to s <= n/2 under policy ecdsa:low-s",
		In:  []Param{{"private", "big-endian private key of the size of n"}, {"digest", h.String() + " digest"}},
		Out: []Param{{"sig", sigDoc}},
		Edges: func() []Values {
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
			ones := bytes.Repeat([]byte{0xff}, h.Size())
			return append(vs, Values{"private": three, "digest": ones})
		},
		Gen: func(r *rand.Rand) Values {
			return Values{"private": f.Scalar(randPrivate(r, f)), "digest": randBytes(r, h.Size())}
		},
		Classes:      []InputClass{digestAtLeastN(f)},
		Verification: verification(f, f.Name+"/ecdsa_verify", "digest")})
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
			return Values{"private": f.Scalar(randPrivate(r, f)), "msg": randMsg(r)}
		},
		Verification: verification(f, f.Name+"/ecdsa_verify_message", "msg")})
	gen := func(r *rand.Rand) Values {
		d := randPrivate(r, f)
		digest := randBytes(r, h.Size())
		sig, _ := ecdsa.Sign(c, d, h, digest, false)
		pub := f.MulBase(d, r.Intn(2) == 0)
		sb := ecdsa.EncodeP1363(c, sig)
		switch r.Intn(6) {
		case 0:
			sb[r.Intn(len(sb))] ^= byte(1 << r.Intn(8))
		case 1:
			digest[0] ^= 1
		case 2: // the high-S twin
			sb = ecdsa.EncodeP1363(c, ecdsa.Signature{R: sig.R, S: c.Scalar.Neg(sig.S)})
		}
		return Values{"pub": pub, "digest": digest, "sig": sb}
	}
	edges := func() []Values {
		d := big.NewInt(0x1234567)
		digest := make([]byte, h.Size())
		sig, _ := ecdsa.Sign(c, d, h, digest, false)
		pub := c.EncodeUncompressed(c.ScalarBaseMult(d))
		n := c.Scalar.Size()
		var vs []Values
		for _, r := range f.EdgeScalars() {
			vs = append(vs, Values{"pub": pub, "digest": digest, "sig": append(append([]byte(nil), r...), f.Scalar(sig.S)...)},
				Values{"pub": pub, "digest": digest, "sig": append(f.Scalar(sig.R), r...)})
		}
		for _, p := range f.EdgePoints() {
			vs = append(vs, Values{"pub": p, "digest": digest, "sig": ecdsa.EncodeP1363(c, sig)})
		}
		hi := ecdsa.Signature{R: sig.R, S: c.Scalar.Neg(sig.S)}
		vs = append(vs, Values{"pub": pub, "digest": digest, "sig": ecdsa.EncodeP1363(c, hi)},
			Values{"pub": pub, "digest": digest, "sig": ecdsa.EncodeP1363(c, sig)[:2*n-1]},
			Values{"pub": pub, "digest": nil, "sig": ecdsa.EncodeP1363(c, sig)})
		return vs
	}
	RegisterOp(Op{Name: f.Name + "/ecdsa_verify", Doc: "ECDSA verification (SEC1 §4.1.4) of a digest; success has no outputs",
		In: []Param{{"pub", "SEC1 public key, compressed or uncompressed"},
			{"digest", "message digest, any length (truncated to the bit length of n)"},
			{"sig", sigDoc}},
		Edges: edges, Gen: gen, Classes: []InputClass{digestNotHashSize}})
	RegisterOp(Op{Name: f.Name + "/ecdsa_verify_message", Doc: "ECDSA verification (SEC1 §4.1.4) of a message hashed with " + h.String() + " inside; success has no outputs",
		In: []Param{{"pub", "SEC1 public key, compressed or uncompressed"},
			{"msg", "message, any length"},
			{"sig", sigDoc}},
		Edges: func() []Values { return messageVerifyEdges(f) },
		Gen:   func(r *rand.Rand) Values { return messageVerifyCase(f, r) }})
	if f.Name == "secp256k1" {
		RegisterOp(Op{Name: "secp256k1/ecdsa_verify_low_s", Doc: "ECDSA verification that also rejects s > n/2 (BIP-146); the same as ecdsa_verify under policy ecdsa:verify-low-s, kept as an operation of its own",
			In:    []Param{{"pub", "SEC1 public key"}, {"digest", "message digest"}, {"sig", "r ‖ s, 64 bytes"}},
			Edges: edges, Gen: gen})
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
			return Values{"private": f.Scalar(randPrivate(r, f)), "public": f.RandPoint(r)}
		}})
}

// messageVerifyCase draws an ecdsa_verify_message case: a valid signature
// of a random message, sometimes corrupted (a flipped bit, another message,
// the high-S twin).
func messageVerifyCase(f *Family, r *rand.Rand) Values {
	c, h := f.W, ECDSAHash[f.Name]
	d := randPrivate(r, f)
	msg := randMsg(r)
	hh := h.New()
	hh.Write(msg)
	sig, _ := ecdsa.Sign(c, d, h, hh.Sum(nil), false)
	sb := ecdsa.EncodeP1363(c, sig)
	switch r.Intn(6) {
	case 0:
		sb[r.Intn(len(sb))] ^= byte(1 << r.Intn(8))
	case 1:
		msg = append(msg, 0)
	case 2:
		sb = ecdsa.EncodeP1363(c, ecdsa.Signature{R: sig.R, S: c.Scalar.Neg(sig.S)})
	}
	return Values{"pub": f.MulBase(d, r.Intn(2) == 0), "msg": msg, "sig": sb}
}

// messageVerifyEdges are ecdsa_verify's edge cases over a message: edge r
// and s, edge public keys, the high-S twin, a short signature, an empty
// message.
func messageVerifyEdges(f *Family) []Values {
	c, h := f.W, ECDSAHash[f.Name]
	d := big.NewInt(0x1234567)
	msg := []byte("curvecheck")
	hh := h.New()
	hh.Write(msg)
	sig, _ := ecdsa.Sign(c, d, h, hh.Sum(nil), false)
	pub := c.EncodeUncompressed(c.ScalarBaseMult(d))
	n := c.Scalar.Size()
	var vs []Values
	for _, r := range f.EdgeScalars() {
		vs = append(vs, Values{"pub": pub, "msg": msg, "sig": append(append([]byte(nil), r...), f.Scalar(sig.S)...)},
			Values{"pub": pub, "msg": msg, "sig": append(f.Scalar(sig.R), r...)})
	}
	for _, p := range f.EdgePoints() {
		vs = append(vs, Values{"pub": p, "msg": msg, "sig": ecdsa.EncodeP1363(c, sig)})
	}
	hi := ecdsa.Signature{R: sig.R, S: c.Scalar.Neg(sig.S)}
	empty := h.New()
	esig, _ := ecdsa.Sign(c, d, h, empty.Sum(nil), false)
	return append(vs, Values{"pub": pub, "msg": msg, "sig": ecdsa.EncodeP1363(c, hi)},
		Values{"pub": pub, "msg": msg, "sig": ecdsa.EncodeP1363(c, sig)},
		Values{"pub": pub, "msg": msg, "sig": ecdsa.EncodeP1363(c, sig)[:2*n-1]},
		Values{"pub": pub, "msg": nil, "sig": ecdsa.EncodeP1363(c, esig)})
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
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			sk := f.Scalar(randPrivate(r, f))
			msg := bip340Msg(r)
			pub, _ := bip340.PublicKey(sk)
			sig, _ := bip340.Sign(sk, msg, randBytes(r, 32))
			switch r.Intn(4) {
			case 0:
				sig[r.Intn(64)] ^= byte(1 << r.Intn(8))
			case 1:
				pub[r.Intn(32)] ^= byte(1 << r.Intn(8))
			}
			return Values{"pub": pub, "msg": msg, "sig": sig}
		},
		Classes: []InputClass{msgNot32}})
}
