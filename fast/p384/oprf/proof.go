package oprf

import (
	"crypto/sha512"
	"errors"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// The batched DLEQ proof (RFC 9497 §2.2): D_i = k·C_i for all i and
// B = k·G, shown by one Chaum–Pedersen proof on M = Σ d_i·C_i and
// Z = Σ d_i·D_i with weights d_i hashed from the whole batch.

// weights returns d_i = HashToScalar(len ‖ seed ‖ I2OSP(i, 2) ‖ len ‖ C_i ‖
// len ‖ D_i ‖ "Composite"), seed = Hash(len ‖ B ‖ len ‖ "Seed-" ‖
// contextString). Everything here is public.
func weights(m Mode, Bb []byte, Cb, Db [][]byte) ([]*scalar.Scalar, error) {
	h := sha512.New384()
	h.Write(lengthPrefixed(nil, Bb))
	h.Write(lengthPrefixed(nil, m.tag("Seed-")))
	seed := h.Sum(nil)
	ds := make([]*scalar.Scalar, len(Cb))
	buf := make([]byte, 0, 2+len(seed)+2+2*(2+ElementSize)+9)
	for i := range Cb {
		buf = lengthPrefixed(buf[:0], seed)
		buf = append(buf, byte(i>>8), byte(i))
		buf = lengthPrefixed(buf, Cb[i])
		buf = lengthPrefixed(buf, Db[i])
		buf = append(buf, "Composite"...)
		d, err := m.hashToScalar(buf, nil)
		if err != nil {
			return nil, err
		}
		ds[i] = &d
	}
	return ds, nil
}

// challenge is HashToScalar(len ‖ B ‖ len ‖ M ‖ len ‖ Z ‖ len ‖ t2 ‖ len ‖
// t3 ‖ "Challenge") over the serialized points.
func challenge(m Mode, Bb []byte, M, Z, t2, t3 *p384.Point) (scalar.Scalar, error) {
	buf := make([]byte, 0, 5*(2+ElementSize)+9)
	buf = lengthPrefixed(buf, Bb)
	for _, P := range []*p384.Point{M, Z, t2, t3} {
		buf = lengthPrefixed(buf, serialize(P))
	}
	return m.hashToScalar(append(buf, "Challenge"...), nil)
}

// generateProof proves D = k·C and B = k·G with the nonce r (§2.2.1 with
// ComputeCompositesFast): M = Σ d_i·C_i by the variable-time MSM (public
// points and weights), Z = k·M, t2 = r·G and t3 = r·M by the constant-time
// multiplications, s = r - c·k in constant time. The proof is c ‖ s.
func generateProof(m Mode, k *scalar.Scalar, B *p384.Point, Bb []byte, C, D []*p384.Point, Cb, Db [][]byte, r []byte) ([]byte, error) {
	var rs scalar.Scalar
	if _, err := rs.SetBytes(r); err != nil {
		return nil, errors.New("oprf: proof nonce: " + err.Error())
	}
	ds, err := weights(m, Bb, Cb, Db)
	if err != nil {
		return nil, err
	}
	var M, Z, t2, t3 p384.Point
	if _, err := M.MultiScalarMultVar(ds, C); err != nil {
		return nil, err
	}
	Z.ScalarMult(k, &M)
	t2.ScalarBaseMult(&rs)
	t3.ScalarMult(&rs, &M)
	c, err := challenge(m, Bb, &M, &Z, &t2, &t3)
	if err != nil {
		return nil, err
	}
	var s scalar.Scalar
	s.Mul(&c, k)
	s.Sub(&rs, &s)
	return append(c.Bytes(), s.Bytes()...), nil
}

// verifyProof checks c ‖ s (§2.2.2), all in variable time on public
// values: M = Σ d_i·C_i and Z = Σ d_i·D_i, t2 = s·G + c·B, t3 = s·M + c·Z,
// and c must be the challenge of those.
func verifyProof(m Mode, B *p384.Point, Bb []byte, C, D []*p384.Point, Cb, Db [][]byte, proof []byte) error {
	if len(proof) != 2*ScalarSize {
		return errors.New("oprf: proof is not 96 bytes (c ‖ s)")
	}
	var c, s scalar.Scalar
	if _, err := c.SetBytes(proof[:ScalarSize]); err != nil {
		return errors.New("oprf: proof's c: " + err.Error())
	}
	if _, err := s.SetBytes(proof[ScalarSize:]); err != nil {
		return errors.New("oprf: proof's s: " + err.Error())
	}
	ds, err := weights(m, Bb, Cb, Db)
	if err != nil {
		return err
	}
	var M, Z, t2, t3 p384.Point
	M.MultiScalarMultVar(ds, C)
	Z.MultiScalarMultVar(ds, D)
	t2.DoubleScalarMultBaseVar(&c, B, &s)
	t3.MultiScalarMultVar([]*scalar.Scalar{&s, &c}, []*p384.Point{&M, &Z})
	want, err := challenge(m, Bb, &M, &Z, &t2, &t3)
	if err != nil {
		return err
	}
	if want.Equal(&c) != 1 {
		return ErrVerify
	}
	return nil
}
