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
		return nil, errors.New("x25519: the scalar and the u-coordinate are 32 bytes each")
	}
	if bytes.Equal(u, Basepoint) {
		return scalarBaseMult(k), nil
	}
	var clamped [32]byte
	copy(clamped[:], k)
	clamped[0] &^= 7    // a multiple of the cofactor 8
	clamped[31] &^= 128 // below 2^255
	clamped[31] |= 64   // bit 254 set

	var l ladder
	l.x1.SetBytesReduce(u) // bit 255 ignored, u >= p reduced (RFC 7748 §5)
	l.x2.One()
	l.x3.Set(&l.x1)
	l.z3.One()
	swapped := 0
	for t := 254; t >= 0; t-- {
		bit := int(clamped[t>>3]>>(t&7)) & 1
		l.cswap(swapped ^ bit)
		swapped = bit
		l.step()
	}
	l.cswap(swapped)
	var out field.Element
	out.Inv(&l.z2)
	return out.Mul(&l.x2, &out).Bytes(), nil
}

// ladder is the state of the Montgomery ladder of RFC 7748 §5: x1 = u,
// (x2 : z2) and (x3 : z3) the projective x-coordinates of two points whose
// difference is u. All tight between steps.
type ladder struct{ x1, x2, z2, x3, z3 field.Element }

// cswap exchanges the two points when swap is 1. Constant time.
func (l *ladder) cswap(swap int) {
	l.x2.Swap(&l.x3, swap)
	l.z2.Swap(&l.z3, swap)
}

// step is one ladder step, RFC 7748 §5 with its names:
// a differential addition into (x3 : z3) and a doubling into (x2 : z2).
// The sums and differences feed only products, so they skip the carry.
func (l *ladder) step() {
	var a, aa, b, bb, e, c, d, da, cb, t field.Element
	a.AddLoose(&l.x2, &l.z2)
	aa.Square(&a)
	b.SubLoose(&l.x2, &l.z2)
	bb.Square(&b)
	e.SubLoose(&aa, &bb)
	c.AddLoose(&l.x3, &l.z3)
	d.SubLoose(&l.x3, &l.z3)
	da.Mul(&d, &a)
	cb.Mul(&c, &b)
	l.x3.Square(t.AddLoose(&da, &cb))               // (DA + CB)²
	l.z3.Mul(&l.x1, t.Square(t.SubLoose(&da, &cb))) // x1·(DA - CB)²
	l.x2.Mul(&aa, &bb)                              // AA·BB
	t.MulSmall(&e, a24)                             // a24·E
	l.z2.Mul(&e, t.AddLoose(&aa, &t))               // E·(AA + a24·E)
}
