//go:build !exhaustive

package ecdsa

import (
	"bytes"
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"hash"
	"os"
	"testing"
)

// TestDERWycheproof runs VerifyASN1 over Wycheproof's P-384 DER files
// (staged in vectors/testdata with their origin and licence): every
// valid signature verifies, every invalid one — BER and other
// non-DER encodings among them — is rejected.
func TestDERWycheproof(t *testing.T) {
	for file, h := range map[string]func() hash.Hash{
		"ecdsa_secp384r1_sha384_test.json": sha512.New384,
		"ecdsa_secp384r1_sha512_test.json": sha512.New,
	} {
		data, err := os.ReadFile("../../../vectors/testdata/wycheproof/" + file)
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			TestGroups []struct {
				PublicKey struct{ Uncompressed string }
				Tests     []struct {
					TcID     int
					Comment  string
					Msg, Sig string
					Result   string
				}
			}
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		counts := map[string]int{}
		for _, g := range f.TestGroups {
			pub, _ := hex.DecodeString(g.PublicKey.Uncompressed)
			for _, tc := range g.Tests {
				msg, _ := hex.DecodeString(tc.Msg)
				sig, _ := hex.DecodeString(tc.Sig)
				d := h()
				d.Write(msg)
				err := VerifyASN1(pub, d.Sum(nil), sig)
				switch {
				case tc.Result == "valid" && err != nil:
					t.Errorf("%s tcId %d (%s): valid signature rejected: %v", file, tc.TcID, tc.Comment, err)
				case tc.Result == "invalid" && err == nil:
					t.Errorf("%s tcId %d (%s): invalid signature accepted", file, tc.TcID, tc.Comment)
				}
				counts[tc.Result]++
			}
		}
		if counts["valid"] < 150 || counts["invalid"] < 250 {
			t.Fatalf("%s: only %v cases: the file did not run", file, counts)
		}
		t.Logf("%s: %v", file, counts)
	}
}

// TestDERInterop: SignASN1's output is what crypto/ecdsa verifies, and
// crypto/ecdsa's deterministic DER signature is what VerifyASN1 accepts;
// both encodings are byte-identical for the same r and s.
func TestDERInterop(t *testing.T) {
	priv := bytes.Repeat([]byte{0x5a}, 48)
	k, err := stdecdsa.ParseRawPrivateKey(elliptic.P384(), priv)
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := k.PublicKey.Bytes()
	for i := range 20 {
		digest := sha512.Sum384([]byte{byte(i)})
		ours, err := SignASN1(priv, digest[:])
		if err != nil {
			t.Fatal(err)
		}
		if !stdecdsa.VerifyASN1(&k.PublicKey, digest[:], ours) {
			t.Fatalf("crypto/ecdsa rejects SignASN1's %x", ours)
		}
		theirs, err := k.Sign(nil, digest[:], crypto.SHA384)
		if err != nil {
			t.Fatal(err)
		}
		if err := VerifyASN1(pub, digest[:], theirs); err != nil {
			t.Fatalf("VerifyASN1 rejects crypto/ecdsa's %x: %v", theirs, err)
		}
		if !bytes.Equal(ours, theirs) {
			t.Fatalf("DER of the same signature differs: %x vs %x", ours, theirs)
		}
	}
}

// TestDERRejects names each fault.
func TestDERRejects(t *testing.T) {
	good := encodeDER(bytes.Repeat([]byte{1}, 48), append([]byte{0x80}, bytes.Repeat([]byte{2}, 47)...))
	if _, _, err := parseDER(good); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		der  []byte
		want string
	}{
		{"empty", nil, "truncated"},
		{"wrong tag", append([]byte{0x31}, good[1:]...), "tag"},
		{"indefinite length", append([]byte{0x30, 0x80}, good[2:]...), "indefinite"},
		{"long-form length", append([]byte{0x30, 0x81, good[1]}, good[2:]...), "long-form"},
		{"trailing byte", append(append([]byte{}, good...), 0), "after the sequence"},
		{"length past the end", append([]byte{0x30, good[1] + 1}, good[2:]...), "bytes follow"},
		{"negative r", []byte{0x30, 0x06, 0x02, 0x01, 0x80, 0x02, 0x01, 0x01}, "negative"},
		{"leading zero", []byte{0x30, 0x07, 0x02, 0x02, 0x00, 0x01, 0x02, 0x01, 0x01}, "leading zero"},
		{"empty integer", []byte{0x30, 0x05, 0x02, 0x00, 0x02, 0x01, 0x01}, "empty"},
		{"wide integer", append([]byte{0x30, 0x36, 0x02, 0x31}, append(bytes.Repeat([]byte{1}, 49), 0x02, 0x01, 0x01)...), "wider"},
		{"extra element", []byte{0x30, 0x09, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01}, "after s"},
	} {
		_, _, err := parseDER(c.der)
		if err == nil || !bytes.Contains([]byte(err.Error()), []byte(c.want)) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
}
