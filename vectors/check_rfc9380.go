package vectors

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/curvecheck/curvecheck/catalog"
)

func init() {
	registerFormat(format{
		name: "rfc9380-suite",
		detect: func(name string, data []byte) bool {
			return bytes.Contains(data, []byte(`"ciphersuite"`)) && bytes.Contains(data, []byte(`"randomOracle"`))
		},
		check: checkH2C,
	})
	registerFormat(format{
		name: "rfc9380-expand",
		detect: func(name string, data []byte) bool {
			return bytes.Contains(data, []byte(`"expand_message_xmd"`)) && bytes.Contains(data, []byte(`"uniform_bytes"`))
		},
		check: checkXMD,
	})
}

// h2cOp names the catalog operation of a suite and the size of its
// points' coordinates (0 for edwards25519, whose points are RFC 8032
// encodings).
func h2cOp(suite string) (op string, size int, err error) {
	sizes := map[string]int{"p384": 48, "p256": 32, "secp256k1": 32, "edwards25519": 0}
	for fam, s := range catalog.H2CSuites {
		switch suite {
		case s[0]:
			return fam + "/hash_to_curve", sizes[fam], nil
		case s[1]:
			return fam + "/encode_to_curve", sizes[fam], nil
		}
	}
	return "", 0, fmt.Errorf("rfc9380: suite %q has no catalog operation", suite)
}

// h2cEncoding is the catalog's encoding of the affine point (x, y): SEC1
// uncompressed for a Weierstrass suite, RFC 8032 §5.1.2 for edwards25519
// (y little-endian, x's parity in the top bit).
func h2cEncoding(v H2CVector, size int) ([]byte, error) {
	if size == 0 {
		if v.Y.BitLen() > 255 {
			return nil, fmt.Errorf("y over 255 bits")
		}
		b := v.Y.FillBytes(make([]byte, 32))
		slices.Reverse(b)
		b[31] |= byte(v.X.Bit(0)) << 7
		return b, nil
	}
	if v.X.BitLen() > 8*size || v.Y.BitLen() > 8*size {
		return nil, fmt.Errorf("coordinate over %d bytes", size)
	}
	return append(append([]byte{4}, v.X.FillBytes(make([]byte, size))...), v.Y.FillBytes(make([]byte, size))...), nil
}

func checkH2C(c *checker) error {
	f, err := ParseH2C(c.data)
	if err != nil {
		return err
	}
	op, size, err := h2cOp(f.Suite)
	if err != nil {
		return err
	}
	if wantRO := op[len(op)-len("hash_to_curve"):] == "hash_to_curve"; wantRO != f.RO {
		return fmt.Errorf("rfc9380: suite %s with randomOracle %v", f.Suite, f.RO)
	}
	for i, v := range f.Vectors {
		want, err := h2cEncoding(v, size)
		if err != nil {
			return fmt.Errorf("rfc9380: vector %d: %w", i, err)
		}
		c.do(fmt.Sprintf("vector %d (msg %q)", i, truncate(string(v.Msg), 16)), nil, Valid, op,
			catalog.Values{"msg": v.Msg, "dst": f.DST}, catalog.Values{"r": want})
	}
	return nil
}

func checkXMD(c *checker) error {
	f, err := ParseXMD(c.data)
	if err != nil {
		return err
	}
	if !slices.Contains(catalog.XMDHashes, f.Hash) {
		return fmt.Errorf("rfc9380 expand: hash %q has no catalog operation", f.Hash)
	}
	for i, t := range f.Tests {
		c.do(fmt.Sprintf("test %d (msg %q, %d bytes)", i, truncate(string(t.Msg), 16), t.Len), nil, Valid, "expand_message_xmd/"+f.Hash,
			catalog.Values{"msg": t.Msg, "dst": f.DST, "len": {byte(t.Len >> 8), byte(t.Len)}}, catalog.Values{"uniform": t.Uniform})
	}
	return nil
}
