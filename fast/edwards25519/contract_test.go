//go:build !exhaustive

package edwards25519

import (
	"bytes"
	"math/rand"
	"testing"
)

// TestContractMethods: Select, IsIdentity and the Var multiplications
// against the reference.
func TestContractMethods(t *testing.T) {
	r := rand.New(rand.NewSource(41))
	for i := 0; i < 20; i++ {
		k, kb := randScalar(r)
		m, mb := randScalar(r)
		want := rc.Encode(rc.ScalarBaseMult(kb))
		if got := new(Point).ScalarBaseMultVar(k).Bytes(); !bytes.Equal(got, want) {
			t.Fatalf("ScalarBaseMultVar(%x) = %x, want %x", kb, got, want)
		}
		P := new(Point).ScalarBaseMult(m)
		want = rc.Encode(rc.ScalarMult(kb, rc.ScalarBaseMult(mb)))
		if got := new(Point).ScalarMultVar(k, P).Bytes(); !bytes.Equal(got, want) {
			t.Fatalf("ScalarMultVar(%x, %x·B) = %x, want %x", kb, mb, got, want)
		}
		Q := NewGenerator()
		if got := new(Point).Select(P, Q, 1); got.Equal(P) != 1 {
			t.Fatal("Select(P, Q, 1) != P")
		}
		if got := new(Point).Select(P, Q, 0); got.Equal(Q) != 1 {
			t.Fatal("Select(P, Q, 0) != Q")
		}
		if P.IsIdentity() != 0 || new(Point).Sub(P, P).IsIdentity() != 1 {
			t.Fatalf("IsIdentity: %x·B gives %d, P - P gives %d", mb, P.IsIdentity(), new(Point).Sub(P, P).IsIdentity())
		}
	}
	if NewIdentity().IsIdentity() != 1 || NewGenerator().IsIdentity() != 0 {
		t.Fatal("IsIdentity on the identity or the generator")
	}
}
