package vectors

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// The RFC 9380 test vector files (the hash-to-curve draft's
// poc/vectors): one suite's hash_to_curve or encode_to_curve outputs, or
// expand_message_xmd outputs for one hash.

// H2CFile is a suite file: the tag and, per message, the expected point.
type H2CFile struct {
	Suite   string
	DST     []byte
	RO      bool
	Vectors []H2CVector
}

// H2CVector is one message and its point's affine coordinates.
type H2CVector struct {
	Msg  []byte
	X, Y *big.Int
}

// ParseH2C reads a suite file, naming the field and vector at fault.
func ParseH2C(data []byte) (*H2CFile, error) {
	var raw struct {
		Ciphersuite  string
		DST          *string
		RandomOracle *bool
		Vectors      []struct {
			Msg *string
			P   *struct{ X, Y string }
		}
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("rfc9380: %w", err)
	}
	if raw.Ciphersuite == "" || raw.DST == nil || raw.RandomOracle == nil {
		return nil, fmt.Errorf("rfc9380: fields \"ciphersuite\", \"dst\" and \"randomOracle\" are required")
	}
	f := &H2CFile{Suite: raw.Ciphersuite, DST: []byte(*raw.DST), RO: *raw.RandomOracle}
	for i, v := range raw.Vectors {
		if v.Msg == nil || v.P == nil {
			return nil, fmt.Errorf("rfc9380: vector %d: \"msg\" and \"P\" are required", i)
		}
		x, okx := new(big.Int).SetString(v.P.X, 0)
		y, oky := new(big.Int).SetString(v.P.Y, 0)
		if !okx || !oky || x.Sign() < 0 || y.Sign() < 0 {
			return nil, fmt.Errorf("rfc9380: vector %d: P = (%q, %q) is not two non-negative numbers", i, v.P.X, v.P.Y)
		}
		f.Vectors = append(f.Vectors, H2CVector{Msg: []byte(*v.Msg), X: x, Y: y})
	}
	if len(f.Vectors) == 0 {
		return nil, fmt.Errorf("rfc9380: no vectors")
	}
	return f, nil
}

// XMDFile is an expand_message_xmd file.
type XMDFile struct {
	Hash  string // lower case without dash: sha256, sha512
	DST   []byte
	Tests []XMDTest
}

// XMDTest is one message, length and expected output.
type XMDTest struct {
	Msg     []byte
	Len     int
	Uniform []byte
}

// ParseXMD reads an expand_message_xmd file.
func ParseXMD(data []byte) (*XMDFile, error) {
	var raw struct {
		Name  string
		Hash  string
		DST   *string
		Tests []struct {
			Msg          *string
			LenInBytes   string `json:"len_in_bytes"`
			UniformBytes string `json:"uniform_bytes"`
		}
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("rfc9380 expand: %w", err)
	}
	if raw.Name != "expand_message_xmd" || raw.DST == nil {
		return nil, fmt.Errorf("rfc9380 expand: \"name\" must be expand_message_xmd and \"DST\" present")
	}
	f := &XMDFile{Hash: strings.ToLower(strings.ReplaceAll(raw.Hash, "-", "")), DST: []byte(*raw.DST)}
	for i, t := range raw.Tests {
		n, err := strconv.ParseInt(t.LenInBytes, 0, 32)
		if err != nil || n < 0 || n > 65535 || t.Msg == nil {
			return nil, fmt.Errorf("rfc9380 expand: test %d: \"msg\" missing or len_in_bytes %q not in [0, 65535]", i, t.LenInBytes)
		}
		u, err := unhexField("uniform_bytes", t.UniformBytes)
		if err != nil {
			return nil, fmt.Errorf("rfc9380 expand: test %d: %w", i, err)
		}
		if len(u) != int(n) {
			return nil, fmt.Errorf("rfc9380 expand: test %d: %d uniform bytes for len_in_bytes %d", i, len(u), n)
		}
		f.Tests = append(f.Tests, XMDTest{Msg: []byte(*t.Msg), Len: int(n), Uniform: u})
	}
	if len(f.Tests) == 0 {
		return nil, fmt.Errorf("rfc9380 expand: no tests")
	}
	return f, nil
}
