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

// TestMULXAgreesWithGeneric holds the BMI2 forms to the portable code
// limb for limb, on CPUs that have BMI2.
func TestMULXAgreesWithGeneric(t *testing.T) {
	if !useMULX {
		t.Skip("no BMI2 on this CPU: the MULX forms are never called")
	}
	r := rand.New(rand.NewSource(12))
	for i := range 200000 {
		a, _ := randElement(r, 1+i%8)
		b, _ := randElement(r, 1+(i/8)%8)
		var x, y Element
		feMulX(&x, a, b)
		mulGeneric(&y, a, b)
		if x.n != y.n {
			t.Fatalf("feMulX(%x, %x) = %x, mulGeneric %x", a.n, b.n, x.n, y.n)
		}
		feSquareX(&x, a)
		squareGeneric(&y, a)
		if x.n != y.n {
			t.Fatalf("feSquareX(%x) = %x, squareGeneric %x", a.n, x.n, y.n)
		}
		// out aliasing an input
		x = *a
		feMulX(&x, &x, b)
		mulGeneric(&y, a, b)
		if x.n != y.n {
			t.Fatalf("feMulX aliased to a: %x, mulGeneric %x", x.n, y.n)
		}
		x = *a
		feSquareX(&x, &x)
		squareGeneric(&y, a)
		if x.n != y.n {
			t.Fatalf("feSquareX aliased: %x, squareGeneric %x", x.n, y.n)
		}
	}
}
