//go:build !exhaustive

package pmbtoken

import (
	"bytes"
	"crypto/sha3"
	"testing"

	ref "github.com/curvecheck/curvecheck/ref/pmbtoken"
)

func stream(seed string) *sha3.SHAKE {
	h := sha3.NewSHAKE256()
	h.Write([]byte(seed))
	return h
}

// TestMatchesReference: on the same randomness every message equals
// ref/pmbtoken's byte for byte — keys, request, response (proof
// included), tokens — and redemption agrees, for batches 1 and 3, both
// bits, and both ways of multiplying.
func TestMatchesReference(t *testing.T) {
	secret := []byte("curvecheck issuer")
	rk := ref.DeriveKey(secret)
	rpub := rk.Public()
	for _, opts := range []Options{{}, {Separate: true}} {
		fk := DeriveKey(secret, opts)
		if !bytes.Equal(fk.Bytes(), rk.Bytes()) || !bytes.Equal(fk.PublicKey(), rpub.Bytes()) {
			t.Fatal("keys differ from the reference")
		}
		for _, n := range []int{1, 3} {
			for bit := byte(0); bit < 2; bit++ {
				seed := string(rune('a'+n)) + string(rune('0'+bit))
				rpre, rreq, _ := ref.Blind(n, stream(seed))
				fpre, freq, err := Blind(n, stream(seed))
				if err != nil || !bytes.Equal(freq, rreq) {
					t.Fatalf("request differs: %v", err)
				}
				rresp, _ := ref.Issue(rk, rreq, bit, stream("issue"+seed))
				fresp, err := fk.Issue(freq, bit, stream("issue"+seed))
				if err != nil || !bytes.Equal(fresp, rresp) {
					t.Fatalf("opts %+v batch %d bit %d: response differs from the reference (%v)", opts, n, bit, err)
				}
				rtoks, err := ref.Unblind(rpub, rpre, rresp)
				if err != nil {
					t.Fatal(err)
				}
				ftoks, err := Unblind(fk.PublicKey(), fpre, fresp)
				if err != nil {
					t.Fatalf("batch %d bit %d: Unblind: %v", n, bit, err)
				}
				for i := range ftoks {
					if !bytes.Equal(ftoks[i], rtoks[i].Bytes()) {
						t.Fatalf("token %d differs from the reference", i)
					}
					nonce, got, err := fk.Redeem(ftoks[i])
					if err != nil || got != bit || !bytes.Equal(nonce, rtoks[i].T) {
						t.Fatalf("token %d: redeemed bit %d %v, want %d", i, got, err, bit)
					}
				}
			}
		}
	}
}

func TestForgeries(t *testing.T) {
	k := DeriveKey([]byte("issuer"), Options{})
	other := DeriveKey([]byte("other"), Options{})
	pre, req, _ := Blind(2, stream("f"))
	resp, _ := k.Issue(req, 1, stream("i"))
	forged, _ := other.Issue(req, 1, stream("i"))
	bad := append([]byte{}, resp...)
	copy(bad[2:2+SNonceSize+2*PointSize], forged[2:2+SNonceSize+2*PointSize])
	if _, err := Unblind(k.PublicKey(), pre, bad); err == nil {
		t.Fatal("a response with another key's W', Ws' passed the proof")
	}
	for j := range 9 {
		bad := append([]byte{}, resp...)
		bad[len(bad)-ProofSize+j*ScalarSize+30] ^= 1
		if _, err := Unblind(k.PublicKey(), pre, bad); err == nil {
			t.Fatalf("proof scalar %d corrupted, accepted", j)
		}
	}
	toks, err := Unblind(k.PublicKey(), pre, resp)
	if err != nil {
		t.Fatal(err)
	}
	// A token redeemed by another issuer, or with its nonce changed, is invalid.
	if _, _, err := other.Redeem(toks[0]); err == nil {
		t.Fatal("another issuer accepted the token")
	}
	tok := append([]byte{}, toks[0]...)
	tok[0] ^= 1
	if _, _, err := k.Redeem(tok); err == nil {
		t.Fatal("a token with a changed nonce redeemed")
	}
	// Swapping W for W of the other metadata value needs the key: a W
	// from the token of another bit's issuance under another S is invalid.
	pre2, req2, _ := Blind(1, stream("g"))
	resp2, _ := k.Issue(req2, 0, stream("j"))
	toks2, _ := Unblind(k.PublicKey(), pre2, resp2)
	mixed := append(append([]byte{}, toks[0][:TNonceSize+PointSize]...), toks2[0][TNonceSize+PointSize:]...)
	if _, _, err := k.Redeem(mixed); err == nil {
		t.Fatal("a token stitched from two tokens redeemed")
	}
}

func TestMalformed(t *testing.T) {
	k := DeriveKey([]byte("k"), Options{})
	pre, req, _ := Blind(2, stream("m"))
	for name, b := range map[string][]byte{
		"empty": nil, "count only": {0, 1}, "zero count": {0, 0}, "short": req[:len(req)-1],
		"not on curve": func() []byte { x := append([]byte{}, req...); x[50] ^= 1; return x }(),
		"compressed":   append([]byte{0, 1, 2}, req[3:3+48]...),
	} {
		if _, err := k.Issue(b, 0, stream("x")); err == nil {
			t.Errorf("request %s accepted", name)
		}
	}
	resp, _ := k.Issue(req, 0, stream("x"))
	for name, b := range map[string][]byte{
		"empty": nil, "short": resp[:len(resp)-1], "count 1": append([]byte{0, 1}, resp[2:]...),
	} {
		if _, err := Unblind(k.PublicKey(), pre, b); err == nil {
			t.Errorf("response %s accepted", name)
		}
	}
	if _, err := Unblind(k.PublicKey()[:10], pre, resp); err == nil {
		t.Error("short public key accepted")
	}
	if _, err := k.Issue(req, 2, stream("x")); err == nil {
		t.Error("metadata bit 2 accepted")
	}
	if _, _, err := k.Redeem(make([]byte, TokenSize)); err == nil {
		t.Error("zero token accepted")
	}
	if _, err := ParsePrivateKey(make([]byte, 5), Options{}); err == nil {
		t.Error("short private key accepted")
	}
}
