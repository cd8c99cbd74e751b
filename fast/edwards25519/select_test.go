package edwards25519

import (
	"math/rand"
	"testing"
	"unsafe"
)

// TestLookupMatchesGeneric: the lookups in use (assembly on amd64) and the
// portable one agree on random tables for every index 0 … 8, and an index
// selects exactly its entry.
func TestLookupMatchesGeneric(t *testing.T) {
	checkLookups(t, lookupAddend, lookupAffine)
}

func checkLookups(t *testing.T,
	lookupAddend func(*[addendWords]uint64, *[8 * addendWords]uint64, uint64),
	lookupAffine func(*[affineWords]uint64, *[8 * affineWords]uint64, uint64)) {
	t.Helper()
	r := rand.New(rand.NewSource(3))
	for iter := 0; iter < 200; iter++ {
		var t20 [160]uint64
		var t15 [120]uint64
		for i := range t20 {
			t20[i] = r.Uint64()
		}
		for i := range t15 {
			t15[i] = r.Uint64()
		}
		for idx := uint64(0); idx <= 8; idx++ {
			var a20, g20 [20]uint64
			a20[3] = 99 // the lookup overwrites, it does not accumulate
			lookupAddend(&a20, &t20, idx)
			lookupPortable(g20[:], t20[:], idx)
			var a15, g15 [15]uint64
			a15[14] = 99
			lookupAffine(&a15, &t15, idx)
			lookupPortable(g15[:], t15[:], idx)
			if a20 != g20 || a15 != g15 {
				t.Fatalf("idx %d: lookups disagree", idx)
			}
			var w20 [20]uint64
			var w15 [15]uint64
			if idx > 0 {
				copy(w20[:], t20[(idx-1)*20:idx*20])
				copy(w15[:], t15[(idx-1)*15:idx*15])
			}
			if g20 != w20 || g15 != w15 {
				t.Fatalf("idx %d: wrong entry selected", idx)
			}
		}
	}
}

// TestLookupLayout: the word view used by lookup matches the field
// elements: x = 0 gives the identity, x = ±k gives ±k·Q.
func TestLookupLayout(t *testing.T) {
	q := NewGenerator()
	var pt windowTable
	pt.fill(q)
	var at affineWindowTable
	at.fill(q)
	var pc addend
	var ac affineAddend
	var r efgh
	var acc Point
	for x := int8(-8); x <= 8; x++ {
		pt.lookup(&pc, x)
		at.lookup(&ac, x)
		var want Point
		k := x
		if k < 0 {
			k = -k
		}
		want.Set(&identity)
		for i := int8(0); i < k; i++ {
			want.Add(&want, q)
		}
		if x < 0 {
			want.Neg(&want)
		}
		acc.Set(&identity)
		acc.fromEFGH(r.sum(&acc, &pc))
		if acc.Equal(&want) != 1 {
			t.Fatalf("addend table, x = %d: wrong point", x)
		}
		acc.Set(&identity)
		acc.fromEFGH(r.sumAffine(&acc, &ac))
		if acc.Equal(&want) != 1 {
			t.Fatalf("affine table, x = %d: wrong point", x)
		}
	}
	if unsafe.Sizeof(pc) != 160 || unsafe.Sizeof(ac) != 120 {
		t.Fatal("the addends are not 20 and 15 words")
	}
}
