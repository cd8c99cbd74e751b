//go:build amd64 && !purego

package field

import (
	"math/rand"
	"testing"
)

// TestAsmAgreesWithGeneric holds the assembly to the portable code limb for
// limb, at every input magnitude up to 8.
func TestAsmAgreesWithGeneric(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for i := range 200000 {
		a, _ := randElement(r, 1+i%8)
		b, _ := randElement(r, 1+(i/8)%8)
		var x, y Element
		feMul(&x, a, b)
		mulGeneric(&y, a, b)
		if x.n != y.n {
			t.Fatalf("feMul(%x, %x) = %x, mulGeneric %x", a.n, b.n, x.n, y.n)
		}
		feSquare(&x, a)
		squareGeneric(&y, a)
		if x.n != y.n {
			t.Fatalf("feSquare(%x) = %x, squareGeneric %x", a.n, x.n, y.n)
		}
	}
}
