//go:build amd64 && !purego

package field

import (
	"math/rand"
	"testing"
)

// TestAsmMatchesGeneric: the generated assembly and the portable Go give the
// same limbs on loose inputs, edge limbs included.
func TestAsmMatchesGeneric(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	for i := 0; i < 100000; i++ {
		a, b := randElement(r, 53), randElement(r, 53)
		var x, y Element
		feMul(&x, a, b)
		mulGeneric(&y, a, b)
		if x != y {
			t.Fatalf("feMul(%+v, %+v): asm %+v, generic %+v", a, b, x, y)
		}
		feSquare(&x, a)
		squareGeneric(&y, a)
		if x != y {
			t.Fatalf("feSquare(%+v): asm %+v, generic %+v", a, x, y)
		}
		n := 1 + i%7
		feSquareN(&x, a, n)
		squareNGeneric(&y, a, n)
		if x != y {
			t.Fatalf("feSquareN(%+v, %d): asm %+v, generic %+v", a, n, x, y)
		}
	}
}
