//go:build amd64 && !purego

package field

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestADXAgreesWithGeneric holds montMulADX to montMulGeneric limb for
// limb on edge and random inputs, apart and in place.
func TestADXAgreesWithGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no BMI2 and ADX on this CPU: the assembly is never called")
	}
	r := rand.New(rand.NewSource(3))
	vals := testValues(r, 20)
	var els []*Element
	for _, x := range vals {
		els = append(els, fromBig(t, x))
	}
	for range 100000 {
		var e Element
		x := new(big.Int).Rand(r, bigP)
		copy(e.l[:], limbsOf(x))
		els = append(els, &e)
	}
	for i, a := range els {
		for _, b := range []*Element{els[(i*7+1)%len(els)], els[i%31], a} {
			var want, got Element
			montMulGeneric(&want, a, b)
			montMulADX(&got.l, &a.l, &b.l)
			if got != want {
				t.Fatalf("montMulADX(%x, %x) = %x, want %x", a.l, b.l, got.l, want.l)
			}
			got = *a
			montMulADX(&got.l, &got.l, &b.l)
			if got != want {
				t.Fatalf("in place: montMulADX(%x, %x) = %x, want %x", a.l, b.l, got.l, want.l)
			}
		}
	}
}

// limbsOf returns the little-endian limbs of x < 2^384.
func limbsOf(x *big.Int) []uint64 {
	l := make([]uint64, 6)
	for i := range l {
		l[i] = new(big.Int).Rsh(x, uint(64*i)).Uint64()
	}
	return l
}
