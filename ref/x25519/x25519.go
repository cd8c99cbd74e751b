// Package x25519 implements the X25519 function of RFC 7748 §5 with
// math/big, as the RFC's pseudocode writes it.
//
// It is part of the reference: never constant-time (its "cswap" is a
// branch), never for production.
package x25519

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/field"
)

// F is GF(2²⁵⁵ - 19).
var F = field.New("curve25519", new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19)))

// a24 = (486662 - 2) / 4 (RFC 7748 §5).
var a24 = big.NewInt(121665)

// Basepoint is the u-coordinate 9 (RFC 7748 §4.1), encoded.
var Basepoint = func() []byte { b := make([]byte, 32); b[0] = 9; return b }()

// DecodeScalar clamps a 32-byte scalar (RFC 7748 §5, decodeScalar25519).
func DecodeScalar(k []byte) (*big.Int, error) {
	if len(k) != 32 {
		return nil, fmt.Errorf("x25519: scalar is %d bytes, want 32", len(k))
	}
	b := append([]byte(nil), k...)
	b[0] &= 248
	b[31] &= 127
	b[31] |= 64
	return field.IntLE(b), nil
}

// DecodeU decodes a 32-byte u-coordinate (RFC 7748 §5, decodeUCoordinate):
// the top bit is masked and non-canonical values (>= p) are reduced, as the
// RFC requires.
func DecodeU(u []byte) (*big.Int, error) {
	if len(u) != 32 {
		return nil, fmt.Errorf("x25519: u-coordinate is %d bytes, want 32", len(u))
	}
	b := append([]byte(nil), u...)
	b[31] &= 127
	return F.Reduce(field.IntLE(b)), nil
}

// X25519 returns X25519(k, u) (RFC 7748 §5): the Montgomery ladder on the
// clamped scalar. It returns the all-zero output for low-order inputs;
// rejecting that is the caller's choice (RFC 7748 §6.1), see ErrZero.
func X25519(k, u []byte) ([]byte, error) {
	kk, err := DecodeScalar(k)
	if err != nil {
		return nil, err
	}
	x1, err := DecodeU(u)
	if err != nil {
		return nil, err
	}
	x2, z2 := big.NewInt(1), big.NewInt(0)
	x3, z3 := new(big.Int).Set(x1), big.NewInt(1)
	swap := uint(0)
	for t := 254; t >= 0; t-- {
		kt := kk.Bit(t)
		swap ^= kt
		if swap == 1 { // cswap(swap, x_2, x_3); cswap(swap, z_2, z_3)
			x2, x3 = x3, x2
			z2, z3 = z3, z2
		}
		swap = kt
		A := F.Add(x2, z2)
		AA := F.Square(A)
		B := F.Sub(x2, z2)
		BB := F.Square(B)
		E := F.Sub(AA, BB)
		C := F.Add(x3, z3)
		D := F.Sub(x3, z3)
		DA := F.Mul(D, A)
		CB := F.Mul(C, B)
		x3 = F.Square(F.Add(DA, CB))
		z3 = F.Mul(x1, F.Square(F.Sub(DA, CB)))
		x2 = F.Mul(AA, BB)
		z2 = F.Mul(E, F.Add(AA, F.Mul(a24, E)))
	}
	if swap == 1 {
		x2, x3 = x3, x2
		z2, z3 = z3, z2
	}
	_, _ = x3, z3
	// x_2 * z_2^(p-2); z_2 = 0 gives 0 as the RFC's formula does.
	res := F.Mul(x2, F.Exp(z2, new(big.Int).Sub(F.P(), big.NewInt(2))))
	return F.EncodeLE(res), nil
}

// IsZero reports whether an X25519 output is all zeros (RFC 7748 §6.1: the
// check for a low-order peer point).
func IsZero(out []byte) bool {
	var acc byte
	for _, b := range out {
		acc |= b
	}
	return acc == 0
}
