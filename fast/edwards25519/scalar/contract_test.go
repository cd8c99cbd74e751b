package scalar

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestContractMethods: SetBytesReduce against math/big mod l, IsZero,
// Select and InvVar.
func TestContractMethods(t *testing.T) {
	r := rand.New(rand.NewSource(42))
	lBytes := le(lBig, 32)
	for i := 0; i < 200; i++ {
		b := make([]byte, 32)
		r.Read(b)
		switch i {
		case 0:
			copy(b, lBytes)
		case 1:
			for j := range b {
				b[j] = 0xff
			}
		case 2:
			clear(b)
		}
		s, err := new(Scalar).SetBytesReduce(b)
		if err != nil {
			t.Fatal(err)
		}
		want := new(big.Int).Mod(fromLE(b), lBig)
		if got := fromLE(s.Bytes()); got.Cmp(want) != 0 {
			t.Fatalf("SetBytesReduce(%x) = %x, want %x", b, got, want)
		}
		if zero := want.Sign() == 0; (s.IsZero() == 1) != zero {
			t.Fatalf("IsZero(%x) = %d", want, s.IsZero())
		}
		if want.Sign() != 0 {
			inv, invVar := new(Scalar).Inv(s), new(Scalar).InvVar(s)
			if inv.Equal(invVar) != 1 {
				t.Fatalf("InvVar(%x) != Inv", want)
			}
		}
		var o Scalar
		o.One()
		if new(Scalar).Select(s, &o, 1).Equal(s) != 1 || new(Scalar).Select(s, &o, 0).Equal(&o) != 1 {
			t.Fatal("Select")
		}
	}
	if _, err := new(Scalar).SetBytesReduce(make([]byte, 31)); err == nil {
		t.Fatal("SetBytesReduce accepted 31 bytes")
	}
}
