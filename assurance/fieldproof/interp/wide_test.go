package interp

import (
	"math/big"
	"strings"
	"testing"
)

// wideSrc replaces fast/p384/internal/mont's mont.go: a multiply-accumulate
// x·y + z + c (at most 2^128 − 1, so its high word cannot overflow) and
// one adding a further d (which can reach 2^128 + 2^64 − 2).
const wideSrc = `package mont

import "math/bits"

func mac(x, y, z, c uint64) (hi, lo uint64) {
	hi, lo = bits.Mul64(x, y)
	var cc uint64
	lo, cc = bits.Add64(lo, z, 0)
	hi += cc
	lo, cc = bits.Add64(lo, c, 0)
	hi += cc
	return hi, lo
}

func mac3(x, y, z, c, d uint64) (hi, lo uint64) {
	hi, lo = mac(x, y, z, c)
	var cc uint64
	lo, cc = bits.Add64(lo, d, 0)
	hi += cc
	return hi, lo
}
`

// TestWide checks the two-word bound (Wide): the high word of x·y + z + c
// over full 64-bit operands is proven not to overflow, and the same with
// a fourth addend, which can overflow, is refused.
func TestWide(t *testing.T) {
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := LoadFrom(root, "fast/p384/internal/mont", map[string][]byte{"fast/p384/internal/mont/mont.go": []byte(wideSrc)})
	if err != nil {
		t.Fatal(err)
	}
	top := pow2m1(64)
	run := func(fn string, n int) error {
		m := New(pkg)
		var args []Value
		for i := range n {
			args = append(args, m.Input(string(rune('a'+i)), new(big.Int), top))
		}
		_, err := m.Call(pkg, fn, args...)
		return err
	}
	if err := run("mac", 4); err != nil {
		t.Errorf("x·y + z + c: %v", err)
	}
	err = run("mac3", 5)
	if err == nil || !strings.Contains(err.Error(), "may leave its type's range") {
		t.Errorf("x·y + z + c + d: want an overflow error, got %v", err)
	}
}
