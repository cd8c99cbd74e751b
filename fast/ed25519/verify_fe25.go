package ed25519

import (
	"crypto/subtle"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	"github.com/curvecheck/curvecheck/fast/internal/group25"
)

// VerifyFE25 is Verify computed over the ten-limb radix-2^25.5 field: the
// baseline the benchmarks compare the radix-2^51 field against, tested to
// agree with Verify. Not for use: it is the slow layout.
func VerifyFE25(pub, msg, sig []byte) bool {
	if len(pub) != PublicKeySize || len(sig) != SignatureSize {
		return false
	}
	A, err := new(group25.Point).SetBytesLenient(pub)
	if err != nil {
		return false
	}
	S, err := new(scalar.Scalar).SetCanonicalBytes(sig[32:])
	if err != nil {
		return false
	}
	k := challenge(sig[:32], pub, msg)
	minusA := new(group25.Point).Negate(A)
	R := new(group25.Point).DoubleScalarMultBaseVar(k, minusA, S)
	return subtle.ConstantTimeCompare(R.Bytes(), sig[:32]) == 1
}
