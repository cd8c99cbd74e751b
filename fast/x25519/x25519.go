// Package x25519 implements X25519 (RFC 7748 §5) on the radix-2^51 field of
// curvecheck's optimized edwards25519 packages: a Montgomery ladder with
// constant-time conditional swaps.
//
// X25519 runs in constant time with respect to the scalar. The point is
// treated as public, as it is in ECDH (the peer's public key, or the base
// point): X25519 compares it with the base point and, when they are equal,
// takes the fixed-base path, so its timing reveals whether the point is the
// base point, and nothing of the scalar. Both paths have constant-time
// claims in curvecheck's registry.
package x25519

import (
	"bytes"
	"errors"

	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// scalarBaseMult returns X25519(k, 9): the clamped k is a multiple of 8
// below 2^255 and B has order l, so k·B = (k mod l)·B. Constant time with
// respect to k.
func scalarBaseMult(k []byte) []byte {
	s, _ := new(scalar.Scalar).SetClampedBytes(k)
	P := new(edwards25519.Point).ScalarBaseMult(s)
	return P.MontgomeryU()
}

// Basepoint is the u-coordinate 9 (RFC 7748 §4.1).
var Basepoint = []byte{9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}

// X25519 returns X25519(scalar, point): the scalar is clamped, the point's
// top bit masked and non-canonical u-coordinates accepted, as RFC 7748 §5
// requires. It returns an error, and no output, when the result is all
// zeros (a low-order point, RFC 7748 §6.1), as crypto/ecdh does. Constant
// time with respect to k; u is public (see the package doc).
func X25519(k, u []byte) ([]byte, error) {
	out, err := X25519Unchecked(k, u)
	if err != nil {
		return nil, err
	}
	var acc byte
	for _, b := range out {
		acc |= b
	}
	if acc == 0 {
		return nil, errors.New("x25519: low-order point (all-zero shared secret)")
	}
	return out, nil
}

// X25519Unchecked is X25519 without the all-zero check. For the base point
// it uses the fixed-base Edwards multiplication and the birational map
// u = (1 + y)/(1 - y) (RFC 7748 §4.1), which is faster than the ladder.
// Constant time with respect to k; u is public (it branches on whether u is
// the base point).
func X25519Unchecked(k, u []byte) ([]byte, error) {
	if len(k) != 32 || len(u) != 32 {
		return nil, errors.New("x25519: scalar and point must be 32 bytes")
	}
	if bytes.Equal(u, Basepoint) {
		return scalarBaseMult(k), nil
	}
	var e [32]byte
	copy(e[:], k)
	e[0] &= 248
	e[31] &= 127
	e[31] |= 64

	var x1, x2, z2, x3, z3, tmp0, tmp1 field.Element
	x1.SetBytes(u) // top bit ignored, non-canonical values reduced
	x2.One()
	x3.Set(&x1)
	z3.One()

	swap := 0
	for pos := 254; pos >= 0; pos-- {
		b := int(e[pos/8]>>uint(pos&7)) & 1
		swap ^= b
		x2.Swap(&x3, swap)
		z2.Swap(&z3, swap)
		swap = b

		// The ladder step of RFC 7748 §5. Every value here feeds only
		// multiplications and squarings until the next step, so the sums
		// and differences skip the carry pass (they stay loose).
		tmp0.SubLoose(&x3, &z3)     // D
		tmp1.SubLoose(&x2, &z2)     // B
		x2.AddLoose(&x2, &z2)            // A
		z2.AddLoose(&x3, &z3)            // C
		z3.Mul(&tmp0, &x2)            // DA
		z2.Mul(&z2, &tmp1)            // CB
		tmp0.Square(&tmp1)                 // BB
		tmp1.Square(&x2)                   // AA
		x3.AddLoose(&z3, &z2)            // DA + CB
		z2.SubLoose(&z3, &z2)       // DA - CB
		x2.Mul(&tmp1, &tmp0)          // x2 = AA·BB
		tmp1.SubLoose(&tmp1, &tmp0) // E = AA - BB
		z2.Square(&z2)                     // (DA - CB)²
		z3.MulSmall(&tmp1, 121666)           // 121666·E; AA + a24·E = BB + (a24 + 1)·E
		x3.Square(&x3)                     // x3 = (DA + CB)²
		tmp0.AddLoose(&tmp0, &z3)        // BB + 121666·E
		z3.Mul(&x1, &z2)              // z3 = x1·(DA - CB)²
		z2.Mul(&tmp1, &tmp0)          // z2 = E·(AA + a24·E)
	}
	x2.Swap(&x3, swap)
	z2.Swap(&z3, swap)

	z2.Inv(&z2)
	x2.Mul(&x2, &z2)
	return x2.Bytes(), nil
}
