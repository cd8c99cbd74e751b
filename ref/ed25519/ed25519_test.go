package ed25519_test

import (
	stded25519 "crypto/ed25519"
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/internal/proptest"
	"github.com/curvecheck/curvecheck/ref/ed25519"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

func TestSignVerifyProperties(t *testing.T) {
	props := gopter.NewProperties(proptest.Parameters(t, 20))
	props.Property("sign = crypto/ed25519; verify under every policy; tampering fails", prop.ForAll(
		func(seed, msg []byte, flipBig *big.Int) bool {
			flip := int(flipBig.Int64())
			pub, _ := ed25519.PublicKey(seed)
			sig, _ := ed25519.Sign(seed, msg)
			std := stded25519.NewKeyFromSeed(seed)
			if string(pub) != string(std.Public().(stded25519.PublicKey)) || string(sig) != string(stded25519.Sign(std, msg)) {
				return false
			}
			for _, pol := range ed25519.Policies {
				if ed25519.Verify(pol, pub, msg, sig) != nil {
					return false
				}
				badSig := append([]byte(nil), sig...)
				badSig[flip%64] ^= 1 << (flip % 8)
				badMsg := append([]byte{byte(flip)}, msg...)
				otherPub, _ := ed25519.PublicKey(append([]byte{1}, seed[1:]...))
				if seed[0] == 1 {
					otherPub, _ = ed25519.PublicKey(append([]byte{2}, seed[1:]...))
				}
				if ed25519.Verify(pol, pub, msg, badSig) == nil || ed25519.Verify(pol, pub, badMsg, sig) == nil ||
					ed25519.Verify(pol, otherPub, msg, sig) == nil {
					return false
				}
			}
			return true
		}, proptest.Bytes(32), proptest.Bytes(40), proptest.Int(big.NewInt(1<<20))))
	props.TestingRun(t)
}
