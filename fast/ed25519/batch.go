package ed25519

import (
	"crypto/rand"
	"io"

	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// VerifyBatchVar reports, for each signature, whether it is valid under
// VerifyCofactored's rules, and whether all are. It first checks the
// random linear combination
//
//	[8]( Σ zᵢ·Rᵢ + Σ (zᵢ·kᵢ)·Aᵢ - (Σ zᵢ·Sᵢ)·B ) = O
//
// with fresh 128-bit zᵢ, one multi-scalar multiplication for the whole
// batch (the zᵢ stay 128-bit, so the Rᵢ terms cost half the additions of
// the others: the one negation is on the B scalar); if that fails it
// verifies each signature on its own, so the answer is always the
// one-by-one answer (the combination of valid signatures
// always holds; a false pass has probability about 2^-128). Execution
// time depends on the (public) inputs.
func VerifyBatchVar(pubs, msgs, sigs [][]byte) (valid []bool, all bool) {
	valid, all, _ = verifyBatchVar(pubs, msgs, sigs, rand.Reader)
	return valid, all
}

// verifyBatchVar is VerifyBatchVar with the source of the zᵢ given;
// combined reports whether the answer came from the combined equation
// (true) or from verifying one by one, so that tests can hold the batch
// path to account: the one-by-one fallback alone would give the same
// verdicts. Variable time (public inputs).
func verifyBatchVar(pubs, msgs, sigs [][]byte, zSource io.Reader) (valid []bool, all, combined bool) {
	n := len(sigs)
	if len(pubs) != n || len(msgs) != n {
		panic("ed25519: VerifyBatchVar with slices of different lengths")
	}
	valid = make([]bool, n)
	one := func() ([]bool, bool, bool) {
		all := true
		for i := range sigs {
			valid[i] = VerifyCofactored(pubs[i], msgs[i], sigs[i])
			all = all && valid[i]
		}
		return valid, all, false
	}
	// The terms live in two arrays: a handful of allocations per batch.
	scalarVals := make([]scalar.Scalar, 2*n+1)
	pointVals := make([]edwards25519.Point, 2*n+1)
	scalars := make([]*scalar.Scalar, 2*n+1)
	points := make([]*edwards25519.Point, 2*n+1)
	for i := range scalars {
		scalars[i], points[i] = &scalarVals[i], &pointVals[i]
	}
	var sumS, S scalar.Scalar
	// All the zᵢ in one read: 16 random bytes each.
	zs := make([]byte, 16*n)
	if _, err := io.ReadFull(zSource, zs); err != nil {
		return one()
	}
	var zBytes [32]byte
	for i := range sigs {
		if len(pubs[i]) != PublicKeySize || len(sigs[i]) != SignatureSize {
			return one()
		}
		// z·R and (z·k)·A
		R, A := points[2*i], points[2*i+1]
		z, zk := scalars[2*i], scalars[2*i+1]
		_, errA := A.SetBytesLenient(pubs[i])
		_, errR := R.SetBytesLenient(sigs[i][:32])
		_, errS := S.SetBytes(sigs[i][32:])
		if errA != nil || errR != nil || errS != nil {
			return one()
		}
		copy(zBytes[:16], zs[16*i:])
		z.SetBytes(zBytes[:]) // < 2^128 < l: never fails
		zk.Mul(z, challenge(sigs[i][:32], pubs[i], msgs[i]))
		sumS.MulAdd(z, &S, &sumS)
	}
	scalars[2*n].Neg(&sumS)
	points[2*n].Set(edwards25519.NewGenerator())
	check := new(edwards25519.Point).MultiScalarMultVar(scalars, points)
	if check.MulCofactor(check).Equal(edwards25519.NewIdentity()) == 1 {
		for i := range valid {
			valid[i] = true
		}
		return valid, true, true
	}
	return one()
}
