package refimpl

import (
	"bytes"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
)

// TestMemoAnswersAsComputed: an instance with a Memo answers every case as
// a plain one does (outputs and rejections), the second time from the
// table, under a policy too; changing a returned value does not change the
// recorded one.
func TestMemoAnswersAsComputed(t *testing.T) {
	m := new(Memo)
	plain, memo := New(), NewMemo(m)
	ops := []string{"secp256k1/scalar_base_mult", "ed25519/verify", "p384/ecdsa_verify", "x25519/ecdh"}
	var cases int
	for _, name := range ops {
		op, ok := catalog.LookupOp(name)
		if !ok {
			t.Fatalf("%s: no such operation", name)
		}
		for _, in := range op.Edges()[:min(6, len(op.Edges()))] {
			want, wantErr := plain.Run(name, in)
			for round := range 2 {
				got, err := memo.Run(name, in)
				if (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
					t.Fatalf("%s round %d: error %v, want %v", name, round, err, wantErr)
				}
				if len(got) != len(want) {
					t.Fatalf("%s round %d: %d outputs, want %d", name, round, len(got), len(want))
				}
				for k, v := range want {
					if !bytes.Equal(got[k], v) {
						t.Fatalf("%s round %d: %s = %x, want %x", name, round, k, got[k], v)
					}
				}
				for k := range got {
					if len(got[k]) > 0 {
						got[k][0] ^= 1 // the caller's copy
					}
				}
			}
			cases++
		}
	}
	if m.Hits() != cases {
		t.Fatalf("%d hits over %d cases asked twice, want one each", m.Hits(), cases)
	}
	// A policy's instance shares the table but not the answers.
	lenient, err := memo.WithPolicy("ed25519/verify", "ed25519:cofactored")
	if err != nil {
		t.Fatal(err)
	}
	op, _ := catalog.LookupOp("ed25519/verify")
	p, _ := plain.WithPolicy("ed25519/verify", "ed25519:cofactored")
	differ := 0
	for _, in := range op.Edges() {
		_, e1 := lenient.Run("ed25519/verify", in)
		_, e2 := memo.Run("ed25519/verify", in)
		_, e3 := p.Run("ed25519/verify", in)
		_, e4 := plain.Run("ed25519/verify", in)
		if (e1 == nil) != (e3 == nil) || (e2 == nil) != (e4 == nil) {
			t.Fatalf("an instance with a memo disagrees with a plain one: %v vs %v, %v vs %v", e1, e3, e2, e4)
		}
		if (e1 == nil) != (e2 == nil) {
			differ++
		}
	}
	if differ == 0 {
		t.Fatal("no edge case tells the two policies apart: the test shows nothing")
	}
}

// TestMemoKeyUnambiguous: inputs that concatenate alike have different keys.
func TestMemoKeyUnambiguous(t *testing.T) {
	a := memoKey("", "op", catalog.Values{"a": []byte("bc")})
	b := memoKey("", "op", catalog.Values{"ab": []byte("c")})
	c := memoKey("x", "op", catalog.Values{"a": []byte("bc")})
	if a == b || a == c {
		t.Fatal("distinct inputs share a key")
	}
}
