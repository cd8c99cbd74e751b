package oprf

import (
	"crypto/sha512"
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// Blind is the client's first step (§3.3.1) with the blind given (48
// bytes in [1, n-1]): blind·HashToGroup(input), serialized. Constant time
// in input and blind; an input that hashes to the identity (probability
// 2^-384) is refused.
func Blind(m Mode, input, blind []byte) ([]byte, error) {
	if err := m.valid(); err != nil {
		return nil, err
	}
	var b scalar.Scalar
	if _, err := b.SetBytes(blind); err != nil {
		return nil, errors.New("oprf: blind: " + err.Error())
	}
	if b.IsZero() == 1 {
		return nil, errors.New("oprf: blind is zero")
	}
	P, err := m.hashToGroup(input)
	if err != nil {
		return nil, err
	}
	if P.IsIdentity() == 1 {
		return nil, ErrInvalidInput
	}
	P.ScalarMult(&b, P)
	return serialize(P), nil
}

// tweakedKey is pkS + HashToScalar("Info" ‖ len ‖ info)·G (§3.3.3), the
// POPRF server's public t·G; public inputs.
func tweakedKey(pk *p384.Point, info []byte) (*p384.Point, error) {
	mm, err := POPRF.hashToScalar(lengthPrefixed([]byte("Info"), info), nil)
	if err != nil {
		return nil, err
	}
	T := new(p384.Point).DoubleScalarMultBaseVar(new(scalar.Scalar).One(), pk, &mm)
	if T.IsIdentity() == 1 {
		return nil, ErrInvalidInput
	}
	return T, nil
}

// Finalize is the client's last step (§3.3.1-3.3.3) on a batch: in VOPRF
// and POPRF modes the proof is verified first (against pkS, or the
// tweaked key with the elements' roles exchanged); each output is then
// SHA-384(len ‖ input [‖ len ‖ info] ‖ len ‖ ser(blind⁻¹·evaluated) ‖
// "Finalize"). Constant time in the inputs and blinds; the proof check is
// variable time on public values.
func Finalize(m Mode, pk []byte, inputs, blinds, blinded, evaluated [][]byte, proof, info []byte) ([][]byte, error) {
	if err := m.valid(); err != nil {
		return nil, err
	}
	n := len(inputs)
	if len(blinds) != n || len(evaluated) != n || (m != OPRF && len(blinded) != n) {
		return nil, fmt.Errorf("oprf: batch of %d inputs, %d blinds, %d blinded, %d evaluated", n, len(blinds), len(blinded), len(evaluated))
	}
	if len(info) > 0xffff {
		return nil, fmt.Errorf("oprf: info of %d bytes, longer than 65535", len(info))
	}
	E, err := elements(evaluated, "evaluated elements")
	if err != nil {
		return nil, err
	}
	if m != OPRF {
		P, err := element(pk, "public key")
		if err != nil {
			return nil, err
		}
		C, err := elements(blinded, "blinded elements")
		if err != nil {
			return nil, err
		}
		if m == VOPRF {
			err = verifyProof(m, P, pk, C, E, blinded, evaluated, proof)
		} else {
			var T *p384.Point
			if T, err = tweakedKey(P, info); err == nil {
				err = verifyProof(m, T, serialize(T), E, C, evaluated, blinded, proof)
			}
		}
		if err != nil {
			return nil, err
		}
	}
	outs := make([][]byte, n)
	for i := range n {
		if len(inputs[i]) > 0xffff {
			return nil, fmt.Errorf("oprf: input %d of %d bytes, longer than 65535", i, len(inputs[i]))
		}
		var b scalar.Scalar
		if _, err := b.SetBytes(blinds[i]); err != nil {
			return nil, fmt.Errorf("oprf: blind %d: %v", i, err)
		}
		b.Inv(&b)
		var N p384.Point
		N.ScalarMult(&b, E[i])
		h := sha512.New384()
		h.Write(lengthPrefixed(nil, inputs[i]))
		if m == POPRF {
			h.Write(lengthPrefixed(nil, info))
		}
		h.Write(lengthPrefixed(nil, serialize(&N)))
		h.Write([]byte("Finalize"))
		outs[i] = h.Sum(nil)
	}
	return outs, nil
}
