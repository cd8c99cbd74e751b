//go:build !exhaustive

package secp256k1

import (
	"math/rand"
	"testing"
	"unsafe"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// TestAddAffineForms holds addAffine (the assembly where the CPU has
// BMI2) to addAffineMethods coordinate by coordinate, by residue mod p,
// and limb for limb where the assembly is the 5×52 form; the output in
// place and apart, on points with random projective scaling, the point at
// infinity, and the affine operand equal to the point or its negation,
// and checks that a Point's coordinates are adjacent, as coords assumes.
func TestAddAffineForms(t *testing.T) {
	var p Point
	size := unsafe.Sizeof(p.x)
	if unsafe.Offsetof(p.y) != size || unsafe.Offsetof(p.z) != 2*size {
		t.Fatalf("Point coordinates not adjacent: y at %d, z at %d, size %d", unsafe.Offsetof(p.y), unsafe.Offsetof(p.z), size)
	}
	r := rand.New(rand.NewSource(41))
	for i := range 600 {
		ea, eb := inputPoint(r), inputPoint(r)
		a := decode(t, ea, r)
		switch i % 10 {
		case 0:
			a = NewIdentity()
		case 1:
			a = decode(t, eb, r) // a = b: the doubling case
		case 2:
			a = decode(t, eb, r)
			a.Neg(a) // a = -b: the sum is the point at infinity
		}
		b := affineOfVar(decode(t, eb, r))
		var got, want Point
		got.addAffine(a, &b.x, &b.y)
		want.addAffineMethods(a, &b.x, &b.y)
		in := *a
		in.addAffine(&in, &b.x, &b.y)
		for k, pair := range [][3]*field.Element{{&got.x, &want.x, &in.x}, {&got.y, &want.y, &in.y}, {&got.z, &want.z, &in.z}} {
			if residue(pair[0]) != residue(pair[1]) || residue(pair[2]) != residue(pair[1]) {
				t.Fatalf("point %d: coordinate %d of addAffine and addAffineMethods differ", i, k)
			}
			if !field.CompleteAddAffineWide() && (rawLimbs(pair[0]) != rawLimbs(pair[1]) || rawLimbs(pair[2]) != rawLimbs(pair[1])) {
				t.Fatalf("point %d: coordinate %d of the 5×52 addAffine and addAffineMethods differ in their limbs", i, k)
			}
		}
	}
}

// inputPoint returns the encoding of k·G for a random k in [1, 2^255),
// computed by the package's own ScalarBaseMultVar: an input for the tests
// that hold two of the package's code paths to each other (the expected
// value comes from the other path, never from this generator), which the
// reference would make about a hundred times slower. SetBytes (in decode)
// still checks that it is on the curve.
func inputPoint(r *rand.Rand) []byte {
	var b [32]byte
	r.Read(b[:])
	b[0] &= 0x7f
	b[31] |= 1
	k, err := new(scalar.Scalar).SetBytes(b[:])
	if err != nil {
		panic(err)
	}
	return new(Point).ScalarBaseMultVar(k).Bytes()
}

// residue returns e's canonical limbs (its value mod p).
func residue(e *field.Element) [5]uint64 {
	var n field.Element
	return n.Normalize(e).Limbs()
}

// rawLimbs returns e's five limbs as stored, carried or not (the limbs
// are field.Element's first field).
func rawLimbs(e *field.Element) [5]uint64 {
	return *(*[5]uint64)(unsafe.Pointer(e))
}
