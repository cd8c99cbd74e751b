package pmbtoken

import (
	"bytes"
	"crypto/sha3"
	"testing"
)

// stream is a deterministic randomness source for tests.
func stream(seed string) *sha3.SHAKE {
	h := sha3.NewSHAKE256()
	h.Write([]byte(seed))
	return h
}

func TestRoundTrip(t *testing.T) {
	key := DeriveKey([]byte("curvecheck issuer"))
	pub := key.Public()
	for _, n := range []int{1, 3} {
		for bit := byte(0); bit < 2; bit++ {
			r := stream("round trip")
			pre, req, err := Blind(n, r)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := Issue(key, req, bit, r)
			if err != nil {
				t.Fatal(err)
			}
			toks, err := Unblind(pub, pre, resp)
			if err != nil {
				t.Fatalf("batch %d bit %d: %v", n, bit, err)
			}
			for i, tok := range toks {
				nonce, got, err := Redeem(key, tok.Bytes())
				if err != nil || got != bit || !bytes.Equal(nonce, pre[i].T) {
					t.Fatalf("batch %d bit %d token %d: redeemed bit %d %v", n, bit, i, got, err)
				}
			}
			// A forged W' (another key's) fails the proof.
			bad := append([]byte{}, resp...)
			other := DeriveKey([]byte("another issuer"))
			forged, _ := Issue(other, req, bit, stream("forged"))
			copy(bad[2+SNonceSize:2+SNonceSize+PointSize], forged[2+SNonceSize:2+SNonceSize+PointSize])
			copy(bad[2:2+SNonceSize], forged[2:2+SNonceSize])
			if _, err := Unblind(pub, pre, bad); err == nil {
				t.Fatalf("batch %d bit %d: a W' from another key passed the proof", n, bit)
			}
			// Each proof scalar flipped fails.
			for j := 0; j < 9; j++ {
				bad := append([]byte{}, resp...)
				bad[len(bad)-ProofSize+j*ScalarSize+20] ^= 1
				if _, err := Unblind(pub, pre, bad); err == nil {
					t.Fatalf("batch %d bit %d: proof scalar %d corrupted, accepted", n, bit, j)
				}
			}
		}
	}
}

// TestWrongBitAndForgedToken: a token whose W is the other bit's value
// redeems to that bit only if it was issued with it; a token with W or Ws
// from another key is invalid.
func TestWrongBitAndForgedToken(t *testing.T) {
	key := DeriveKey([]byte("curvecheck issuer"))
	pre, req, _ := Blind(1, stream("wrong bit"))
	resp, _ := Issue(key, req, 0, stream("issue"))
	toks, err := Unblind(key.Public(), pre, resp)
	if err != nil {
		t.Fatal(err)
	}
	tok := toks[0]
	T := hashT(tok.T)
	// Swap W for the bit-1 value: it redeems as 1 — the issuer alone can make it.
	tok1 := tok
	tok1.W = lin(key.X1, T, key.Y1, tok.S)
	if _, b, err := Redeem(key, tok1.Bytes()); err != nil || b != 1 {
		t.Fatalf("bit-1 W: %d %v", b, err)
	}
	// W from another key: invalid.
	other := DeriveKey([]byte("another"))
	tokBad := tok
	tokBad.W = lin(other.X0, T, other.Y0, tok.S)
	if _, _, err := Redeem(key, tokBad.Bytes()); err == nil {
		t.Fatal("a W from another key redeemed")
	}
	tokBad = tok
	tokBad.WsP = lin(other.Xs, T, other.Ys, tok.S)
	if _, _, err := Redeem(key, tokBad.Bytes()); err == nil {
		t.Fatal("a Ws from another key redeemed")
	}
	// A different nonce: invalid.
	tokBad = tok
	tokBad.T = append([]byte{}, tok.T...)
	tokBad.T[0] ^= 1
	if _, _, err := Redeem(key, tokBad.Bytes()); err == nil {
		t.Fatal("a token with a changed nonce redeemed")
	}
}

func TestMalformed(t *testing.T) {
	key := DeriveKey([]byte("k"))
	_, req, _ := Blind(2, stream("m"))
	for name, b := range map[string][]byte{
		"empty": nil, "count only": {0, 1}, "zero count": {0, 0}, "short": req[:len(req)-1],
		"not on curve": func() []byte { x := append([]byte{}, req...); x[50] ^= 1; return x }(),
		"compressed":   append([]byte{0, 1, 2}, req[3:3+48]...),
	} {
		if _, err := Issue(key, b, 0, stream("x")); err == nil {
			t.Errorf("request %s accepted", name)
		}
	}
	for _, n := range []int{0, 65536} {
		if _, _, err := Blind(n, stream("x")); err == nil {
			t.Errorf("Blind(%d) accepted", n)
		}
	}
	if _, err := Issue(key, req, 2, stream("x")); err == nil {
		t.Error("metadata bit 2 accepted")
	}
	if _, _, err := Redeem(key, make([]byte, 10)); err == nil {
		t.Error("short token accepted")
	}
}
