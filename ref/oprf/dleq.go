package oprf

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The batched discrete-log-equality proof of RFC 9497 §2.2: that
// D_i = k·C_i for every i and B = k·A with A the generator, by one
// Chaum–Pedersen proof on random linear combinations M = Σ d_i·C_i and
// Z = Σ d_i·D_i.

// composites returns M and Z (§2.2.1 ComputeComposites; with k given, the
// prover's ComputeCompositesFast, Z = k·M).
func (s *Suite) composites(m Mode, k *big.Int, B weierstrass.Point, C, D []weierstrass.Point) (M, Z weierstrass.Point, err error) {
	c := s.Curve
	if len(C) != len(D) || len(C) == 0 || len(C) > 0xffff {
		return M, Z, errors.New("oprf: proof over an empty or unequal batch")
	}
	seedDST := append([]byte("Seed-"), s.Context(m)...)
	h := s.Hash.New()
	h.Write(lengthPrefixed(s.SerializeElement(B)))
	h.Write(lengthPrefixed(seedDST))
	seed := h.Sum(nil)
	M, Z = c.Identity(), c.Identity()
	for i := range C {
		var t bytes.Buffer
		t.Write(lengthPrefixed(seed))
		t.Write(i2osp2(i))
		t.Write(lengthPrefixed(s.SerializeElement(C[i])))
		t.Write(lengthPrefixed(s.SerializeElement(D[i])))
		t.WriteString("Composite")
		d, err := s.HashToScalar(m, t.Bytes(), nil)
		if err != nil {
			return M, Z, err
		}
		M = c.Add(M, c.ScalarMult(d, C[i]))
		if k == nil {
			Z = c.Add(Z, c.ScalarMult(d, D[i]))
		}
	}
	if k != nil {
		Z = c.ScalarMult(k, M)
	}
	return M, Z, nil
}

// challenge is HashToScalar(len ‖ ser(B) ‖ len ‖ ser(M) ‖ len ‖ ser(Z) ‖
// len ‖ ser(t2) ‖ len ‖ ser(t3) ‖ "Challenge").
func (s *Suite) challenge(m Mode, B, M, Z, t2, t3 weierstrass.Point) (*big.Int, error) {
	var t bytes.Buffer
	for _, P := range []weierstrass.Point{B, M, Z, t2, t3} {
		t.Write(lengthPrefixed(s.SerializeElement(P)))
	}
	t.WriteString("Challenge")
	return s.HashToScalar(m, t.Bytes(), nil)
}

// GenerateProof proves D_i = k·C_i and B = k·G with nonce r (§2.2.1):
// t2 = r·G, t3 = r·M, c = challenge, s = r - c·k; the proof is c ‖ s.
func (s *Suite) GenerateProof(m Mode, k *big.Int, B weierstrass.Point, C, D []weierstrass.Point, r *big.Int) ([]byte, error) {
	c := s.Curve
	M, Z, err := s.composites(m, k, B, C, D)
	if err != nil {
		return nil, err
	}
	ch, err := s.challenge(m, B, M, Z, c.ScalarBaseMult(r), c.ScalarMult(r, M))
	if err != nil {
		return nil, err
	}
	sv := new(big.Int).Sub(r, new(big.Int).Mul(ch, k))
	return append(s.SerializeScalar(ch), s.SerializeScalar(sv)...), nil
}

// VerifyProof checks a proof c ‖ s (§2.2.2): t2 = s·G + c·B,
// t3 = s·M + c·Z, and c must equal the recomputed challenge.
func (s *Suite) VerifyProof(m Mode, B weierstrass.Point, C, D []weierstrass.Point, proof []byte) error {
	c := s.Curve
	n := (c.N.BitLen() + 7) / 8
	if len(proof) != 2*n {
		return errors.New("oprf: proof is not two scalars")
	}
	ch, err := s.DeserializeScalar(proof[:n])
	if err != nil {
		return err
	}
	sv, err := s.DeserializeScalar(proof[n:])
	if err != nil {
		return err
	}
	M, Z, err := s.composites(m, nil, B, C, D)
	if err != nil {
		return err
	}
	t2 := c.Add(c.ScalarBaseMult(sv), c.ScalarMult(ch, B))
	t3 := c.Add(c.ScalarMult(sv, M), c.ScalarMult(ch, Z))
	want, err := s.challenge(m, B, M, Z, t2, t3)
	if err != nil {
		return err
	}
	if want.Cmp(ch) != 0 {
		return ErrVerify
	}
	return nil
}
