// Package ecdh implements Elliptic Curve Diffie-Hellman on P-384 (SEC 1
// §3.3.1) with fast/p384: the shared secret is the x-coordinate of d·Q.
// It runs in constant time with respect to the private key; the public
// key is public.
package ecdh

import (
	"crypto/subtle"
	"errors"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// orderBytes is n, the order of the group, big-endian.
var orderBytes = [48]byte{
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xc7, 0x63, 0x4d, 0x81, 0xf4, 0x37, 0x2d, 0xdf,
	0x58, 0x1a, 0x0d, 0xb2, 0x48, 0xb0, 0xa7, 0x7a, 0xec, 0xec, 0x19, 0x6a, 0xcc, 0xc5, 0x29, 0x73,
}

var (
	errPrivateLength = errors.New("p384 ecdh: private key is not 48 bytes")
	errPrivateRange  = errors.New("p384 ecdh: private key is not in [1, n-1]")
	errPublicInf     = errors.New("p384 ecdh: public key is the point at infinity")
	errSharedInf     = errors.New("p384 ecdh: shared point is the point at infinity")
)

// validPrivate returns 1 when the 48-byte big-endian d is in [1, n-1] and
// 0 otherwise, without a branch on d: d - n borrows exactly when d < n,
// and d is not zero.
func validPrivate(d []byte) int {
	var borrow, nonzero int
	for i := 47; i >= 0; i-- {
		diff := int(d[i]) - int(orderBytes[i]) - borrow
		borrow = (diff >> 8) & 1
		nonzero |= int(d[i])
	}
	return borrow & (1 ^ subtle.ConstantTimeByteEq(byte(nonzero), 0))
}

// SharedX returns the 48-byte x-coordinate of d·Q for the private key d
// (48 bytes, big-endian, in [1, n-1]) and the SEC1-encoded public key Q,
// or an error naming what is wrong. Whether d is in range is the one fact
// about it the result reveals, by design.
func SharedX(private, public []byte) ([]byte, error) {
	if len(private) != 48 {
		return nil, errPrivateLength
	}
	if validPrivate(private) != 1 {
		return nil, errPrivateRange
	}
	q, err := new(p384.Point).SetBytes(public)
	if err != nil {
		return nil, err
	}
	if q.IsIdentity() == 1 {
		return nil, errPublicInf
	}
	d, _ := new(scalar.Scalar).SetBytesReduce(private) // d < n: nothing to reduce
	s := new(p384.Point).ScalarMult(d, q)
	x, _, inf := s.Coordinates()
	// With d in [1, n-1] and Q of order n (P-384 has prime order), d·Q is
	// never the point at infinity: the branch is never taken.
	if inf == 1 {
		return nil, errSharedInf
	}
	return x[:], nil
}
