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

// TestSquareADXAgreesWithGeneric holds montSqrADX to montMulGeneric(a,
// a) limb for limb on the same inputs, apart and in place.
func TestSquareADXAgreesWithGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no BMI2 and ADX on this CPU: the assembly is never called")
	}
	r := rand.New(rand.NewSource(4))
	var els []*Element
	for _, x := range testValues(r, 20) {
		els = append(els, fromBig(t, x))
	}
	for i := range 200000 {
		var e Element
		x := new(big.Int).Rand(r, bigP)
		copy(e.l[:], limbsOf(x))
		if i%2 == 0 {
			// Limbs of all ones and zeros, where the carries run longest.
			for j := range e.l {
				switch r.Intn(4) {
				case 0:
					e.l[j] = 0
				case 1:
					e.l[j] = ^uint64(0)
				case 2:
					e.l[j] = ^uint64(0) << uint(r.Intn(64))
				}
			}
			if !below(e.l, pLimbsForTest()) {
				continue
			}
		}
		els = append(els, &e)
	}
	for _, a := range els {
		var want, got Element
		montMulGeneric(&want, a, a)
		montSqrADX(&got.l, &a.l)
		if got != want {
			t.Fatalf("montSqrADX(%x) = %x, want %x", a.l, got.l, want.l)
		}
		got = *a
		montSqrADX(&got.l, &got.l)
		if got != want {
			t.Fatalf("in place: montSqrADX(%x) = %x, want %x", a.l, got.l, want.l)
		}
	}
}

// TestDoubleJacobianADXAgreesWithGeneric holds the one-routine doubling
// to n calls of doubleJacobianGeneric, limb for limb, on random
// coordinates (the formulas are arithmetic: any values below p), on the
// point at infinity (1, 1, 0) and on coordinates of all-ones limbs.
func TestDoubleJacobianADXAgreesWithGeneric(t *testing.T) {
	if !useADX {
		t.Skip("no BMI2 and ADX on this CPU: the assembly is never called")
	}
	r := rand.New(rand.NewSource(12))
	pm1 := fromBig(t, new(big.Int).Sub(bigP, big.NewInt(1)))
	var one Element
	one.One()
	cases := [][3]Element{{one, one, {}}, {*pm1, *pm1, *pm1}}
	for range 3000 {
		var c [3]Element
		for i := range c {
			copy(c[i].l[:], limbsOf(new(big.Int).Rand(r, bigP)))
		}
		cases = append(cases, c)
	}
	for _, c := range cases {
		for _, n := range []int{1, 2, 5} {
			want := c
			for range n {
				doubleJacobianGeneric(&want[0], &want[1], &want[2])
			}
			got := c
			doubleJacobianADX(&got[0].l, &got[1].l, &got[2].l, n)
			if got != want {
				t.Fatalf("n=%d from %x: got %x, want %x", n, c, got, want)
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

// below reports x < y for little-endian limbs.
func below(x, y [6]uint64) bool {
	for i := 5; i >= 0; i-- {
		if x[i] != y[i] {
			return x[i] < y[i]
		}
	}
	return false
}

func pLimbsForTest() [6]uint64 {
	var l [6]uint64
	copy(l[:], limbsOf(bigP))
	return l
}
