package ed25519

import (
	"bytes"
	stded25519 "crypto/ed25519"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519"
)

// TestBatch: a batch of valid signatures passes; one bad signature makes
// the batch fall back and report exactly that one.
func TestBatch(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var pubs, msgs, sigs [][]byte
	for i := 0; i < 40; i++ {
		seed := make([]byte, 32)
		r.Read(seed)
		priv, _ := NewKeyFromSeed(seed)
		m := make([]byte, r.Intn(100))
		r.Read(m)
		sig, _ := Sign(priv, m)
		std := stded25519.Sign(stded25519.NewKeyFromSeed(seed), m)
		if string(sig) != string(std) {
			t.Fatal("signature differs from crypto/ed25519")
		}
		pubs, msgs, sigs = append(pubs, priv[32:]), append(msgs, m), append(sigs, sig)
	}
	if valid, err := VerifyBatchVar(pubs, msgs, sigs, nil); err != nil || !allTrue(valid) {
		t.Fatalf("valid batch rejected: %v, %v", valid, err)
	}
	bad := append([]byte(nil), sigs[7]...)
	bad[40] ^= 1
	sigs[7] = bad
	valid, err := VerifyBatchVar(pubs, msgs, sigs, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range valid {
		if v != (i != 7) {
			t.Fatalf("signature %d: valid = %v", i, v)
		}
	}
	sigs[9] = sigs[9][:63]
	if valid, err := VerifyBatchVar(pubs, msgs, sigs, nil); err != nil || valid[9] {
		t.Fatalf("short signature: valid %v, err %v", valid, err)
	}
	if _, err := VerifyBatchVar(pubs[:3], msgs, sigs, nil); err == nil {
		t.Fatal("counts that differ accepted")
	}
	if _, err := VerifyBatchVar(pubs, msgs, sigs, bytes.NewReader(make([]byte, 5))); err == nil {
		t.Fatal("a failing random source gives no error")
	}
}

func allTrue(v []bool) bool {
	for _, b := range v {
		if !b {
			return false
		}
	}
	return len(v) > 0
}

// TestBatchTakesTheCombinedPath: a batch of signatures valid under the
// cofactored rules is decided by the combined equation, not by the
// one-by-one fallback (which alone would give the same verdicts, so a
// broken equation would go unnoticed); a batch with an invalid signature
// falls back and names it. The batches include small-order and
// non-canonical A and R, which only the cofactored equation accepts.
func TestBatchTakesTheCombinedPath(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	sign := func() (pub, msg, sig []byte) {
		seed := make([]byte, 32)
		r.Read(seed)
		priv := stded25519.NewKeyFromSeed(seed)
		msg = make([]byte, r.Intn(64))
		r.Read(msg)
		return priv[32:], msg, stded25519.Sign(priv, msg)
	}
	// A small-order A and R with S = 0 satisfy the cofactored equation
	// for any message: [8]R = [8][k]A = O.
	lowOrder := [][]byte{
		make([]byte, 32),                                            // y = 0: order 4
		append([]byte{1}, make([]byte, 31)...),                      // the identity
		append(append([]byte{0xec}, bytesOf(0xff, 30)...), 0x7f),    // y = -1: order 2
		append(append([]byte{0xee}, bytesOf(0xff, 30)...), 0x7f),    // y = p + 1: non-canonical identity
		append([]byte{0x26, 0xe8, 0x95, 0x8f}, make([]byte, 28)...), // not on the curve
	}
	for _, n := range []int{1, 2, 3, 8, 33, 64} {
		var pubs, msgs, sigs [][]byte
		for i := 0; i < n; i++ {
			p, m, s := sign()
			if i%4 == 3 {
				lo := lowOrder[(i/4)%4] // on the curve (the last one non-canonical)
				p, s = lo, append(append([]byte(nil), lo...), make([]byte, 32)...)
			}
			pubs, msgs, sigs = append(pubs, p), append(msgs, m), append(sigs, s)
		}
		for i := range sigs {
			if !VerifyCofactored(pubs[i], msgs[i], sigs[i]) {
				t.Fatalf("n = %d: signature %d is not valid under the cofactored rules", n, i)
			}
		}
		valid, all, combined, _ := verifyBatchVar(pubs, msgs, sigs, r)
		if !all || !combined {
			t.Fatalf("n = %d: all = %v, decided by the combined equation = %v", n, all, combined)
		}
		for i, v := range valid {
			if !v {
				t.Fatalf("n = %d: signature %d reported invalid", n, i)
			}
		}
		// One bad signature: the combined equation fails, the fallback
		// names exactly that one.
		bad := n / 2
		sigs[bad] = append([]byte(nil), sigs[bad]...)
		sigs[bad][40] ^= 1
		valid, all, combined, _ = verifyBatchVar(pubs, msgs, sigs, r)
		if all || combined {
			t.Fatalf("n = %d: batch with a bad signature: all = %v, combined = %v", n, all, combined)
		}
		for i, v := range valid {
			if v != (i != bad) {
				t.Fatalf("n = %d: signature %d: valid = %v", n, i, v)
			}
		}
	}
	// An undecodable R falls back at once.
	if _, err := new(edwards25519.Point).SetBytesLenient(lowOrder[4]); err == nil {
		t.Fatal("the off-curve encoding decodes")
	}
	p, m, s := sign()
	s = append(append([]byte(nil), lowOrder[4]...), s[32:]...)
	if _, all, combined, _ := verifyBatchVar([][]byte{p}, [][]byte{m}, [][]byte{s}, r); all || combined {
		t.Fatalf("undecodable R: all = %v, combined = %v", all, combined)
	}
}

func bytesOf(b byte, n int) []byte {
	out := make([]byte, n)
	for i := range out {
		out[i] = b
	}
	return out
}
