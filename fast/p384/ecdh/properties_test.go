//go:build !exhaustive

package ecdh

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"

	"github.com/curvecheck/curvecheck/internal/proptest"
	refecdh "github.com/curvecheck/curvecheck/ref/ecdh"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// TestSharedXProperties: for keys a, b in [1, n-1], SharedX(a, bG) =
// SharedX(b, aG) = the reference's shared secret.
func TestSharedXProperties(t *testing.T) {
	c := weierstrass.P384
	props := gopter.NewProperties(proptest.Parameters(t, 20))
	nm1 := new(big.Int).Sub(c.N, big.NewInt(1))
	props.Property("SharedX(a, bG) = SharedX(b, aG) = reference", prop.ForAll(func(a, b *big.Int) bool {
		a = new(big.Int).Add(a, big.NewInt(1))
		b = new(big.Int).Add(b, big.NewInt(1))
		A := c.EncodeUncompressed(c.ScalarBaseMult(a))
		B := c.EncodeUncompressed(c.ScalarBaseMult(b))
		ab, err1 := SharedX(a.FillBytes(make([]byte, 48)), B)
		ba, err2 := SharedX(b.FillBytes(make([]byte, 48)), A)
		want, err3 := refecdh.SharedSecret(c, a, B)
		return err1 == nil && err2 == nil && err3 == nil && bytes.Equal(ab, ba) && bytes.Equal(ab, want)
	}, proptest.Int(nm1), proptest.Int(nm1)))
	props.TestingRun(t)
}
