package diff

func init() {
	RegisterOp(Op{Name: "ed25519/public_key", Doc: "Ed25519 public key from a seed (RFC 8032 §5.1.5)",
		In:  []Param{{"seed", "32-byte seed"}},
		Out: []Param{{"pub", "32-byte encoded point A"}}})
	RegisterOp(Op{Name: "ed25519/sign", Doc: "Ed25519 signature (RFC 8032 §5.1.6)",
		In:  []Param{{"seed", "32-byte seed"}, {"msg", "message, any length"}},
		Out: []Param{{"sig", "64-byte R ‖ S"}}})
	RegisterOp(Op{Name: "ed25519/verify", Doc: "Ed25519 verification (RFC 8032 §5.1.7) under the implementation's policy; success has no outputs",
		In:  []Param{{"pub", "public key bytes (32 when well-formed)"}, {"msg", "message"}, {"sig", "signature bytes (64 when well-formed)"}},
		Out: nil})
}
