package h2c

import (
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"hash"
	"math/big"
	"os"
	"strconv"
	"testing"
)

// The RFC 9380 vectors staged in vectors/testdata/rfc9380 (origin and
// licence in vectors/testdata/SOURCES.md).
const dir = "../../vectors/testdata/rfc9380/"

func TestExpandMessageXMDVectors(t *testing.T) {
	for file, h := range map[string]func() hash.Hash{
		"expand_message_xmd_SHA256_38.json":  sha256.New,
		"expand_message_xmd_SHA256_256.json": sha256.New,
		"expand_message_xmd_SHA512_38.json":  sha512.New,
	} {
		data, err := os.ReadFile(dir + file)
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			DST   string
			Tests []struct {
				LenInBytes   string `json:"len_in_bytes"`
				Msg          string
				UniformBytes string `json:"uniform_bytes"`
			}
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		for _, tc := range f.Tests {
			n, _ := strconv.ParseInt(tc.LenInBytes, 0, 32)
			got, err := ExpandMessageXMD(h, []byte(tc.Msg), []byte(f.DST), int(n))
			if err != nil {
				t.Fatal(err)
			}
			if hex.EncodeToString(got) != tc.UniformBytes {
				t.Errorf("%s: msg %q, %d bytes: got %x, want %s", file, tc.Msg, n, got, tc.UniformBytes)
			}
		}
		if len(f.Tests) < 5 {
			t.Fatalf("%s: only %d cases", file, len(f.Tests))
		}
	}
}

type xy struct{ X, Y string }

func hexInt(t *testing.T, s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 0)
	if !ok {
		t.Fatalf("bad number %q", s)
	}
	return v
}

func TestSuiteVectors(t *testing.T) {
	for file, s := range map[string]*Suite{
		"P384_XMD-SHA-384_SSWU_RO_.json":      P384RO,
		"P384_XMD-SHA-384_SSWU_NU_.json":      P384NU,
		"P256_XMD-SHA-256_SSWU_RO_.json":      P256RO,
		"P256_XMD-SHA-256_SSWU_NU_.json":      P256NU,
		"secp256k1_XMD-SHA-256_SSWU_RO_.json": Secp256k1RO,
		"secp256k1_XMD-SHA-256_SSWU_NU_.json": Secp256k1NU,
	} {
		data, err := os.ReadFile(dir + file)
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Ciphersuite string
			DST         string
			Z           string
			Vectors     []struct {
				Msg       string
				U         []string
				P, Q0, Q1 xy
				Q         xy
			}
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		if f.Ciphersuite != s.Name || hexInt(t, f.Z).Cmp(s.Z) != 0 {
			t.Fatalf("%s: suite %s with Z %s, ours %s with Z %x", file, f.Ciphersuite, f.Z, s.Name, s.Z)
		}
		for _, v := range f.Vectors {
			u, err := s.HashToField([]byte(v.Msg), []byte(f.DST), len(v.U))
			if err != nil {
				t.Fatal(err)
			}
			for i := range u {
				if u[i].Cmp(hexInt(t, v.U[i])) != 0 {
					t.Errorf("%s %q: u[%d] = %x, want %s", file, v.Msg, i, u[i], v.U[i])
				}
			}
			maps := []xy{v.Q0, v.Q1}
			if !s.RO {
				maps = []xy{v.Q}
			}
			for i, want := range maps {
				Q, err := s.MapToCurve(u[i])
				if err != nil || Q.X.Cmp(hexInt(t, want.X)) != 0 || Q.Y.Cmp(hexInt(t, want.Y)) != 0 {
					t.Errorf("%s %q: map(u[%d]) = (%x, %x) %v, want (%s, %s)", file, v.Msg, i, Q.X, Q.Y, err, want.X, want.Y)
				}
			}
			P, err := s.Hash([]byte(v.Msg), []byte(f.DST))
			if err != nil || P.X.Cmp(hexInt(t, v.P.X)) != 0 || P.Y.Cmp(hexInt(t, v.P.Y)) != 0 {
				t.Errorf("%s %q: P = (%x, %x) %v, want (%s, %s)", file, v.Msg, P.X, P.Y, err, v.P.X, v.P.Y)
			}
		}
		if len(f.Vectors) < 5 {
			t.Fatalf("%s: only %d vectors", file, len(f.Vectors))
		}
		t.Logf("%s: %d vectors", file, len(f.Vectors))
	}
}

// TestExpandMessageXMDLimits: a tag over 255 bytes is replaced by its
// hash under "H2C-OVERSIZE-DST-" (RFC 9380 §5.3.3); outputs beyond 255
// blocks or 65535 bytes are refused.
func TestExpandMessageXMDLimits(t *testing.T) {
	long := make([]byte, 256)
	for i := range long {
		long[i] = byte(i)
	}
	h := sha256.Sum256(append([]byte("H2C-OVERSIZE-DST-"), long...))
	a, err1 := ExpandMessageXMD(sha256.New, []byte("m"), long, 32)
	b, err2 := ExpandMessageXMD(sha256.New, []byte("m"), h[:], 32)
	if err1 != nil || err2 != nil || hex.EncodeToString(a) != hex.EncodeToString(b) {
		t.Fatalf("oversize tag: %x %v, want %x %v", a, err1, b, err2)
	}
	if _, err := ExpandMessageXMD(sha256.New, nil, []byte("d"), 255*32); err != nil {
		t.Fatalf("255 blocks refused: %v", err)
	}
	if _, err := ExpandMessageXMD(sha256.New, []byte("m"), nil, 32); err == nil {
		t.Error("empty tag accepted")
	}
	for _, n := range []int{255*32 + 1, 65536, -1} {
		if _, err := ExpandMessageXMD(sha256.New, nil, []byte("d"), n); err == nil {
			t.Errorf("%d bytes accepted", n)
		}
	}
}

func TestEdwardsSuiteVectors(t *testing.T) {
	for file, s := range map[string]*EdwardsSuite{
		"edwards25519_XMD-SHA-512_ELL2_RO_.json": Edwards25519RO,
		"edwards25519_XMD-SHA-512_ELL2_NU_.json": Edwards25519NU,
	} {
		data, err := os.ReadFile(dir + file)
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Ciphersuite string
			DST         string
			Z           string
			Vectors     []struct {
				Msg       string
				U         []string
				P, Q0, Q1 xy
				Q         xy
			}
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		if f.Ciphersuite != s.Name || hexInt(t, f.Z).Cmp(s.Z) != 0 {
			t.Fatalf("%s: suite %s with Z %s, ours %s with Z %x", file, f.Ciphersuite, f.Z, s.Name, s.Z)
		}
		for _, v := range f.Vectors {
			u, err := s.HashToField([]byte(v.Msg), []byte(f.DST), len(v.U))
			if err != nil {
				t.Fatal(err)
			}
			for i := range u {
				if u[i].Cmp(hexInt(t, v.U[i])) != 0 {
					t.Errorf("%s %q: u[%d] = %x, want %s", file, v.Msg, i, u[i], v.U[i])
				}
			}
			maps := []xy{v.Q0, v.Q1}
			if !s.RO {
				maps = []xy{v.Q}
			}
			for i, want := range maps {
				Q, err := s.MapToCurve(u[i])
				if err != nil || Q.X.Cmp(hexInt(t, want.X)) != 0 || Q.Y.Cmp(hexInt(t, want.Y)) != 0 {
					t.Errorf("%s %q: map(u[%d]) = (%x, %x) %v, want (%s, %s)", file, v.Msg, i, Q.X, Q.Y, err, want.X, want.Y)
				}
			}
			P, err := s.Hash([]byte(v.Msg), []byte(f.DST))
			if err != nil || P.X.Cmp(hexInt(t, v.P.X)) != 0 || P.Y.Cmp(hexInt(t, v.P.Y)) != 0 {
				t.Errorf("%s %q: P = (%x, %x) %v, want (%s, %s)", file, v.Msg, P.X, P.Y, err, v.P.X, v.P.Y)
			}
		}
		if len(f.Vectors) < 5 {
			t.Fatalf("%s: only %d vectors", file, len(f.Vectors))
		}
		t.Logf("%s: %d vectors", file, len(f.Vectors))
	}
}

// TestSSWUExceptional: u = 0 makes Z²u⁴ + Zu² vanish, the exceptional
// branch x1 = B/(Z·A) (§6.6.2); on every SWU suite the result must be a
// finite point of the curve. And map(-u) = -map(u): x depends on u², the
// sign of y on u.
func TestSSWUExceptional(t *testing.T) {
	for _, s := range []*Suite{P384RO, P256RO, Secp256k1RO} {
		P, err := s.MapToCurve(new(big.Int))
		if err != nil {
			t.Fatalf("%s: map(0): %v", s.Name, err)
		}
		if P.Inf || !s.Curve.IsOnCurve(P) {
			t.Fatalf("%s: map(0) = %+v", s.Name, P)
		}
		// -u maps to the reflection of u's point (sgn0 follows u).
		u := big.NewInt(12345)
		A, _ := s.MapToCurve(u)
		B, _ := s.MapToCurve(s.Curve.F.Neg(u))
		if !s.Curve.Equal(B, s.Curve.Neg(A)) {
			t.Errorf("%s: map(-u) is not -map(u)", s.Name)
		}
	}
}
