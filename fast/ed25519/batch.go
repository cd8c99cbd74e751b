package ed25519

import (
	cryptorand "crypto/rand"
	"errors"
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
// always holds; a false pass has probability about 2^-128). The zᵢ come
// from rand (crypto/rand when nil). The error is for counts that differ
// or a failing rand, never for an invalid signature. Execution time
// depends on the (public) inputs.
func VerifyBatchVar(pubs, msgs, sigs [][]byte, rand io.Reader) ([]bool, error) {
	if len(pubs) != len(sigs) || len(msgs) != len(sigs) {
		return nil, errors.New("ed25519: VerifyBatchVar needs as many keys and messages as signatures")
	}
	if rand == nil {
		rand = cryptorand.Reader
	}
	valid, _, _, err := verifyBatchVar(pubs, msgs, sigs, rand)
	return valid, err
}

// verifyBatchVar is VerifyBatchVar with the source of the zᵢ given;
// combined reports whether the answer came from the combined equation
// (true) or from verifying one by one, so that tests can hold the batch
// path to account: the one-by-one fallback alone would give the same
// verdicts. The error is zSource's; the counts must be equal. Variable
// time (public inputs).
func verifyBatchVar(pubs, msgs, sigs [][]byte, zSource io.Reader) (valid []bool, all, combined bool, err error) {
	n := len(sigs)
	valid = make([]bool, n)
	one := func() ([]bool, bool, bool, error) {
		all := true
		for i := range sigs {
			valid[i] = VerifyCofactored(pubs[i], msgs[i], sigs[i])
			all = all && valid[i]
		}
		return valid, all, false, nil
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
		return nil, false, false, errors.New("ed25519: VerifyBatchVar: random source: " + err.Error())
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
	check, _ := new(edwards25519.Point).MultiScalarMultVar(scalars, points) // 2n+1 of each: no error
	if check.MulCofactor(check).Equal(edwards25519.NewIdentity()) == 1 {
		for i := range valid {
			valid[i] = true
		}
		return valid, true, true, nil
	}
	return one()
}
