package interp

import (
	"math/big"
	"testing"
)

const bytesSrc = `package mont

import "encoding/binary"

func roundTrip(x uint64) uint64 {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], x)
	return binary.LittleEndian.Uint64(b[:])
}

func swapped(x uint64) uint64 {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], x)
	return binary.BigEndian.Uint64(b[:])
}

func cut(b []byte) (uint64, uint64) {
	w := binary.LittleEndian.Uint64(b)
	return w >> 51, w & (1<<51 - 1)
}
`

// TestBytes checks the encoding/binary model and the exact split of a
// word assembled from bytes: a little-endian round trip is the identity
// as a polynomial, a big-endian reading of little-endian bytes is not, and
// a word of eight bytes split at bit 51 gives parts whose recombination is
// the word, with bounds 2^13 and 2^51.
func TestBytes(t *testing.T) {
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := LoadFrom(root, "fast/p384/internal/mont", map[string][]byte{"fast/p384/internal/mont/mont.go": []byte(bytesSrc)})
	if err != nil {
		t.Fatal(err)
	}
	m := New(pkg)
	x := m.Input("x", new(big.Int), pow2m1(64))
	r, err := m.Call(pkg, "roundTrip", x)
	if err != nil {
		t.Fatal(err)
	}
	if !r[0].(*Scalar).P.Equal(x.P) {
		t.Error("little-endian round trip is not the identity")
	}
	r, err = m.Call(pkg, "swapped", x)
	if err != nil {
		t.Fatal(err)
	}
	if r[0].(*Scalar).P.Equal(x.P) {
		t.Error("big-endian reading of little-endian bytes is the identity")
	}
	m = New(pkg)
	b := &Slice{}
	word := m.R.Const(0)
	for j := range 8 {
		v := m.Input(string(rune('a'+j)), new(big.Int), big.NewInt(255))
		v.Kind = U8
		b.E = append(b.E, &Cell{V: v})
		word = word.Add(v.P.Scale(pow2(uint(8 * j))))
	}
	r, err = m.Call(pkg, "cut", b)
	if err != nil {
		t.Fatal(err)
	}
	h, l := r[0].(*Scalar), r[1].(*Scalar)
	if !h.P.Scale(pow2(51)).Add(l.P).Equal(word) {
		t.Error("the parts of the split do not recombine to the word")
	}
	// Exact: the high part holds byte 7 (named h) itself, not a fresh
	// variable standing for the whole high part.
	if h.P.Degree("h") != 1 {
		t.Errorf("the high part %v does not hold byte 7 as a field", h.P)
	}
	if h.Hi.Cmp(pow2m1(13)) != 0 || l.Hi.Cmp(pow2m1(51)) != 0 {
		t.Errorf("bounds %v, %v; want 2^13 − 1, 2^51 − 1", h.Hi, l.Hi)
	}
}
