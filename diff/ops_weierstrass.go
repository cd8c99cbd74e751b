package diff

// WeierstrassFamilies are the short Weierstrass curves whose protocol
// operations the catalog lists.
var WeierstrassFamilies = []string{"secp256k1", "p256", "p384"}

func init() {
	for _, f := range WeierstrassFamilies {
		RegisterOp(Op{Name: f + "/ecdsa_verify", Doc: "ECDSA verification (SEC1 §4.1.4) of a digest; success has no outputs",
			In: []Param{{"pub", "SEC1 public key, compressed or uncompressed"},
				{"digest", "message digest, any length (truncated to the bit length of n)"},
				{"sig", "r ‖ s, each big-endian of the size of n (P1363)"}}})
		RegisterOp(Op{Name: f + "/ecdh", Doc: "ECDH (SEC1 §3.3.1): x-coordinate of d·Q after public key validation",
			In:  []Param{{"private", "big-endian private key d, size of n"}, {"public", "SEC1 public key"}},
			Out: []Param{{"shared", "x-coordinate, big-endian, size of p"}}})
	}
	RegisterOp(Op{Name: "secp256k1/ecdsa_verify_low_s", Doc: "ECDSA verification that also rejects s > n/2 (BIP-146)",
		In: []Param{{"pub", "SEC1 public key"}, {"digest", "message digest"}, {"sig", "r ‖ s, 64 bytes"}}})
	RegisterOp(Op{Name: "secp256k1/bip340_sign", Doc: "BIP-340 Schnorr signature with auxiliary randomness",
		In:  []Param{{"secret", "32-byte secret key"}, {"msg", "message, any length"}, {"aux", "32-byte aux_rand"}},
		Out: []Param{{"sig", "64-byte signature"}}})
	RegisterOp(Op{Name: "secp256k1/bip340_verify", Doc: "BIP-340 Schnorr verification; success has no outputs",
		In: []Param{{"pub", "32-byte x-only public key"}, {"msg", "message"}, {"sig", "64-byte signature"}}})
}
