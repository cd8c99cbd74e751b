//go:build !exhaustive

package schnorr

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"testing"

	refbip340 "github.com/curvecheck/curvecheck/ref/bip340"
	"github.com/curvecheck/curvecheck/vectors"
)

func bip340Cases(t *testing.T) []vectors.BIP340Case {
	data, err := os.ReadFile("../../../vectors/testdata/bip340/test-vectors.csv")
	if err != nil {
		t.Fatal(err)
	}
	cases, err := vectors.ParseBIP340(data)
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// TestVectors runs every row of the BIP's test-vectors.csv: signatures
// byte for byte, verification verdicts.
func TestVectors(t *testing.T) {
	cases := bip340Cases(t)
	signed := 0
	for _, c := range cases {
		if c.Secret != nil {
			pub, err := PublicKey(c.Secret)
			if err != nil || !bytes.Equal(pub, c.Pub) {
				t.Errorf("vector %d: PublicKey = %x, %v", c.Index, pub, err)
			}
			sig, err := Sign(c.Secret, c.Msg, c.Aux)
			if err != nil || !bytes.Equal(sig, c.Sig) {
				t.Errorf("vector %d: Sign = %x, %v; want %x", c.Index, sig, err, c.Sig)
			}
			signed++
		}
		if err := Verify(c.Pub, c.Msg, c.Sig); (err == nil) != c.Valid {
			t.Errorf("vector %d: Verify = %v, want valid = %v", c.Index, err, c.Valid)
		}
	}
	if len(cases) < 19 || signed < 4 {
		t.Fatalf("only %d vectors (%d signing) read", len(cases), signed)
	}
}

// TestAgainstReference signs random messages of random lengths and holds
// the signatures and verdicts (also on tampered signatures) to the
// reference.
func TestAgainstReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := range 60 {
		sk := make([]byte, 32)
		r.Read(sk)
		sk[0] &= 0x7f
		msg := make([]byte, r.Intn(70))
		r.Read(msg)
		aux := make([]byte, 32)
		r.Read(aux)
		want, err := refbip340.Sign(sk, msg, aux)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Sign(sk, msg, aux)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("Sign = %x, %v; reference %x", got, err, want)
		}
		pub, _ := PublicKey(sk)
		if i%3 == 1 {
			got[r.Intn(64)] ^= byte(1 << r.Intn(8))
		}
		if i%3 == 2 && len(msg) > 0 {
			msg[0] ^= 1
		}
		refErr := refbip340.Verify(pub, msg, got)
		if err := Verify(pub, msg, got); (err == nil) != (refErr == nil) {
			t.Fatalf("Verify = %v, reference %v", err, refErr)
		}
	}
}

func TestBatch(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	cases := bip340Cases(t)
	var pks, msgs, sigs [][]byte
	var want []bool
	for range 20 {
		sk := make([]byte, 32)
		r.Read(sk)
		sk[0] &= 0x7f
		msg := make([]byte, 32)
		r.Read(msg)
		sig, _ := Sign(sk, msg, make([]byte, 32))
		pub, _ := PublicKey(sk)
		pks, msgs, sigs, want = append(pks, pub), append(msgs, msg), append(sigs, sig), append(want, true)
	}
	check := func(name string) {
		t.Helper()
		got, err := VerifyBatchVar(pks, msgs, sigs, r)
		if err != nil {
			t.Fatal(err)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s: signature %d: batch says %v, single %v", name, i, got[i], want[i])
			}
		}
	}
	check("all valid")
	// The fallback hides a combined check that always fails; hold
	// batchHolds itself: true for the valid batch, false with one s
	// changed, at sizes on both sides of the sixteen-root lane blocks.
	for _, m := range []int{1, 3, 16, 17, 20} {
		if !batchHolds(pks[:m], msgs[:m], sigs[:m], r) {
			t.Fatalf("batchHolds false for %d valid signatures", m)
		}
		bad := append([]byte(nil), sigs[m-1]...)
		bad[63] ^= 1
		saved := sigs[m-1]
		sigs[m-1] = bad
		if batchHolds(pks[:m], msgs[:m], sigs[:m], r) {
			t.Fatalf("batchHolds true with signature %d altered", m-1)
		}
		sigs[m-1] = saved
	}
	if got, _ := VerifyBatchVar(nil, nil, nil, r); len(got) != 0 {
		t.Fatal("empty batch")
	}
	// Add every BIP vector, valid and invalid: the batch must give each
	// the single answer.
	for _, c := range cases {
		pks, msgs, sigs, want = append(pks, c.Pub), append(msgs, c.Msg), append(sigs, c.Sig), append(want, c.Valid)
	}
	check("with the BIP vectors")
	if _, err := VerifyBatchVar(pks[:1], msgs, sigs, r); err == nil {
		t.Fatal("length mismatch accepted")
	}
}

func BenchmarkBIP340(b *testing.B) {
	r := rand.New(rand.NewSource(3))
	const n = 64
	var pks, msgs, sigs [][]byte
	for range n {
		sk := make([]byte, 32)
		r.Read(sk)
		sk[0] &= 0x7f
		msg := make([]byte, 32)
		r.Read(msg)
		sig, _ := Sign(sk, msg, make([]byte, 32))
		pub, _ := PublicKey(sk)
		pks, msgs, sigs = append(pks, pub), append(msgs, msg), append(sigs, sig)
	}
	b.Run("op=sign", func(b *testing.B) {
		sk := make([]byte, 32)
		sk[31] = 7
		for b.Loop() {
			Sign(sk, msgs[0], msgs[1])
		}
	})
	b.Run("op=verify", func(b *testing.B) {
		for b.Loop() {
			Verify(pks[0], msgs[0], sigs[0])
		}
	})
	for _, m := range []int{16, n} {
		b.Run(fmt.Sprintf("op=verify%d-one-by-one", m), func(b *testing.B) {
			for b.Loop() {
				for i := range m {
					Verify(pks[i], msgs[i], sigs[i])
				}
			}
		})
		b.Run(fmt.Sprintf("op=verify%d-batch", m), func(b *testing.B) {
			for b.Loop() {
				VerifyBatchVar(pks[:m], msgs[:m], sigs[:m], nil)
			}
		})
	}
}
