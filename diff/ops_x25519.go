package diff

func init() {
	RegisterOp(Op{Name: "x25519/ecdh", Doc: "X25519(scalar, point) (RFC 7748 §5); the scalar is clamped, the point's top bit masked; an all-zero result may be returned or rejected",
		In:  []Param{{"scalar", "32-byte scalar, unclamped"}, {"point", "32-byte u-coordinate, little-endian"}},
		Out: []Param{{"shared", "32-byte u-coordinate, little-endian"}}})
}
