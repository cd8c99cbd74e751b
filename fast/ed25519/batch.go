package ed25519

import (
	"crypto/rand"

	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// VerifyBatchVar reports, for each signature, whether it is valid under
// VerifyCofactored's rules, and whether all are. It first checks the
// random linear combination
//
//	[8]( Σ zᵢ·Sᵢ·B - Σ zᵢ·Rᵢ - Σ (zᵢ·kᵢ)·Aᵢ ) = O
//
// with fresh 128-bit zᵢ, one multi-scalar multiplication for the whole
// batch; if that fails it verifies each signature on its own, so the answer
// is always the one-by-one answer (the combination of valid signatures
// always holds; a false pass has probability about 2^-128). Execution
// time depends on the (public) inputs.
func VerifyBatchVar(pubs, msgs, sigs [][]byte) (valid []bool, all bool) {
	n := len(sigs)
	if len(pubs) != n || len(msgs) != n {
		panic("ed25519: VerifyBatchVar with slices of different lengths")
	}
	valid = make([]bool, n)
	one := func() ([]bool, bool) {
		all := true
		for i := range sigs {
			valid[i] = VerifyCofactored(pubs[i], msgs[i], sigs[i])
			all = all && valid[i]
		}
		return valid, all
	}
	scalars := make([]*scalar.Scalar, 0, 2*n+1)
	points := make([]*edwards25519.Point, 0, 2*n+1)
	sumS := new(scalar.Scalar)
	var zBytes [32]byte
	for i := range sigs {
		if len(pubs[i]) != PublicKeySize || len(sigs[i]) != SignatureSize {
			return one()
		}
		A, errA := new(edwards25519.Point).SetBytesLenient(pubs[i])
		R, errR := new(edwards25519.Point).SetBytesLenient(sigs[i][:32])
		S, errS := new(scalar.Scalar).SetCanonicalBytes(sigs[i][32:])
		if errA != nil || errR != nil || errS != nil {
			return one()
		}
		if _, err := rand.Read(zBytes[:16]); err != nil {
			return one()
		}
		z, _ := new(scalar.Scalar).SetCanonicalBytes(zBytes[:]) // < 2^128 < l
		k := challenge(sigs[i][:32], pubs[i], msgs[i])
		sumS.MultiplyAdd(z, S, sumS)
		// -z·R and -(z·k)·A
		scalars = append(scalars, new(scalar.Scalar).Negate(z), new(scalar.Scalar).Negate(new(scalar.Scalar).Multiply(z, k)))
		points = append(points, R, A)
	}
	scalars = append(scalars, sumS)
	points = append(points, edwards25519.NewGeneratorPoint())
	check := new(edwards25519.Point).MultiScalarMultVar(scalars, points)
	if check.MultByCofactor(check).Equal(edwards25519.NewIdentityPoint()) == 1 {
		for i := range valid {
			valid[i] = true
		}
		return valid, true
	}
	return one()
}
