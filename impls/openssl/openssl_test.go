//go:build openssl && cgo

package openssl_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/conformance"
	"github.com/curvecheck/curvecheck/impls/openssl"
	"github.com/curvecheck/curvecheck/vectors"
)

func impl(t *testing.T) catalog.Impl {
	impls, err := catalog.Select("openssl")
	if err != nil {
		t.Fatal(err)
	}
	return impls[0]
}

// TestConformance holds every operation the library computes against the
// reference under its declared policies.
func TestConformance(t *testing.T) {
	conformance.Run(t, impl(t), conformance.Options{N: 20})
}

// TestVectors: every staged P-384, secp256k1, Ed25519 and X25519 file
// passes on the library, and enough cases ran to mean it.
func TestVectors(t *testing.T) {
	im := impl(t)
	checked := map[string]int{}
	for _, file := range vectors.Staged {
		fam := ""
		for _, f := range []string{"secp384r1", "secp256k1", "ed25519", "x25519"} {
			if strings.Contains(strings.ToLower(file), f) {
				fam = f
			}
		}
		if fam == "" || (testing.Short() && strings.Contains(file, "full")) {
			continue
		}
		data, _ := vectors.ReadStaged(file)
		results, err := vectors.Check(file, data, im, vectors.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range results {
			checked[fam] += r.Pass
			for _, f := range r.Failures {
				t.Errorf("%s %s: want %s, got %s %v", file, f.ID, f.Want, f.Got, f.Flags)
			}
		}
	}
	for _, fam := range []string{"secp384r1", "secp256k1", "ed25519", "x25519"} {
		if checked[fam] < 200 {
			t.Errorf("%s: only %d cases passed: the files did not run", fam, checked[fam])
		}
	}
	t.Logf("cases passed: %v", checked)
}

// TestSignVerifies: the random-nonce signature the benchmark uses
// verifies, and a changed digest does not (ECDSA_do_sign is not in the
// diff, whose signatures are deterministic).
func TestSignVerifies(t *testing.T) {
	for _, c := range []openssl.Curve{openssl.P384, openssl.Secp256k1} {
		priv := bytes.Repeat([]byte{7}, c.FieldBytes())
		pub, err := openssl.Mul(c, priv, nil, nil, false)
		if err != nil {
			t.Fatal(err)
		}
		digest := bytes.Repeat([]byte{0x42}, c.FieldBytes())
		sig, err := openssl.ECDSASign(c, priv, digest)
		if err != nil {
			t.Fatal(err)
		}
		if err := openssl.ECDSAVerify(c, pub, digest, sig); err != nil {
			t.Errorf("curve %d: own signature: %v", c, err)
		}
		digest[0] ^= 1
		if openssl.ECDSAVerify(c, pub, digest, sig) == nil {
			t.Errorf("curve %d: a changed digest verifies", c)
		}
	}
}

// TestErrorsNameTheCall: a failure says which call failed.
func TestErrorsNameTheCall(t *testing.T) {
	_, err := openssl.Decode(openssl.P384, []byte{4, 1, 2})
	if err == nil || !strings.Contains(err.Error(), "EC_POINT_oct2point") {
		t.Errorf("a 3-byte point: %v", err)
	}
}

// TestKeptKeys: a key kept across calls signs and derives what the
// one-shot calls do.
func TestKeptKeys(t *testing.T) {
	seed := bytes.Repeat([]byte{3}, 32)
	k, err := openssl.NewEd25519Key(seed)
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	a, err := k.Sign([]byte("m"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := openssl.Ed25519Sign(seed, []byte("m"))
	if !bytes.Equal(a, b) {
		t.Error("Ed25519: kept key and one-shot call sign differently")
	}
	x, err := openssl.NewX25519Key(seed)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	nine := make([]byte, 32)
	nine[0] = 9
	s1, err := x.Shared(nine)
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := openssl.X25519(seed, nine)
	if !bytes.Equal(s1, s2) {
		t.Error("X25519: kept key and one-shot call differ")
	}
}
