//go:build !exhaustive

package ecdsa

import (
	"crypto"
	"crypto/sha512"
	"math/big"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"

	"github.com/curvecheck/curvecheck/internal/proptest"
	refecdsa "github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// TestSignatureProperties: for keys in [1, n-1] and any message, Sign
// equals the reference's RFC 6979 signature, it verifies (P1363 and DER),
// and it does not verify on another message.
func TestSignatureProperties(t *testing.T) {
	c := weierstrass.P384
	props := gopter.NewProperties(proptest.Parameters(t, 25))
	nm1 := new(big.Int).Sub(c.N, big.NewInt(1))
	props.Property("Sign = reference, and Verify / VerifyASN1 accept it only for its digest", prop.ForAll(func(d *big.Int, msg []byte) bool {
		d = new(big.Int).Add(d, big.NewInt(1)) // in [1, n-1]
		priv := d.FillBytes(make([]byte, 48))
		pub := c.EncodeUncompressed(c.ScalarBaseMult(d))
		digest := sha512.Sum384(msg)
		sig, err := Sign(priv, digest[:])
		if err != nil {
			return false
		}
		want, err := refecdsa.Sign(c, d, crypto.SHA384, digest[:], false)
		if err != nil || string(sig) != string(refecdsa.EncodeP1363(c, want)) {
			return false
		}
		der, err := SignASN1(priv, digest[:])
		if err != nil || Verify(pub, digest[:], sig) != nil || VerifyASN1(pub, digest[:], der) != nil {
			return false
		}
		other := sha512.Sum384(append(msg, 0))
		return Verify(pub, other[:], sig) != nil
	}, proptest.Int(nm1), proptest.Bytes(20)))
	props.TestingRun(t)
}
