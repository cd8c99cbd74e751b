package bip340_test

import (
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/internal/proptest"
	"github.com/curvecheck/curvecheck/ref/bip340"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

func TestSignVerifyProperties(t *testing.T) {
	c := weierstrass.Secp256k1
	props := gopter.NewProperties(proptest.Parameters(t, 20))
	props.Property("sign then verify; tampering fails", prop.ForAll(
		func(d *big.Int, msg, aux []byte, flipBig *big.Int) bool {
			flip := int(flipBig.Int64())
			if d.Sign() == 0 {
				d = big.NewInt(1)
			}
			sk := d.FillBytes(make([]byte, 32))
			pk, err := bip340.PublicKey(sk)
			if err != nil {
				return false
			}
			sig, err := bip340.Sign(sk, msg, aux)
			if err != nil || bip340.Verify(pk, msg, sig) != nil {
				return false
			}
			bad := append([]byte(nil), sig...)
			bad[flip%64] ^= 1 << (flip % 8)
			// Another key: its x-only encoding must differ from pk's (d and
			// n - d share one, so d + 1 is no good for d = (n-1)/2).
			var other []byte
			for _, k := range []int64{7, 11} {
				if other, _ = bip340.PublicKey(c.Scalar.EncodeBE(big.NewInt(k))); string(other) != string(pk) {
					break
				}
			}
			return bip340.Verify(pk, msg, bad) != nil && bip340.Verify(other, msg, sig) != nil &&
				bip340.Verify(pk, append(msg, 0), sig) != nil
		}, proptest.Int(c.N), proptest.Bytes(32), proptest.Bytes(32), proptest.Int(big.NewInt(1<<20))))
	props.TestingRun(t)
}
