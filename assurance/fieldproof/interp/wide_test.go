package interp

import (
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mac3 is appended to fast/p384/internal/mont's mont.go: the shipped
// multiply-accumulate madd (x·y + z + c, at most 2^128 − 1, so its high
// word cannot overflow) with one more addend d (which can reach
// 2^128 + 2^64 − 2).
const mac3 = `

func mac3(x, y, z, c, d uint64) (hi, lo uint64) {
	hi, lo = madd(x, y, z, c)
	var cc uint64
	lo, cc = bits.Add64(lo, d, 0)
	hi += cc
	return hi, lo
}
`

// TestWide checks the two-word bound (Wide): the high word of the shipped
// madd, x·y + z + c over full 64-bit operands, is proven not to overflow, and the same with
// a fourth addend, which can overflow, is refused.
func TestWide(t *testing.T) {
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(root, "fast/p384/internal/mont/mont.go"))
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := LoadFrom(root, "fast/p384/internal/mont", map[string][]byte{"fast/p384/internal/mont/mont.go": append(src, mac3...)})
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
	if err := run("madd", 4); err != nil {
		t.Errorf("x·y + z + c: %v", err)
	}
	err = run("mac3", 5)
	if err == nil || !strings.Contains(err.Error(), "may leave its type's range") {
		t.Errorf("x·y + z + c + d: want an overflow error, got %v", err)
	}
}
