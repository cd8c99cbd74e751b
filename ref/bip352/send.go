package bip352

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Recipient is a silent payment address's pair of keys: B_scan and the
// (possibly labeled) spend key B_m.
type Recipient struct {
	Scan, Spend weierstrass.Point
}

// SecretKeySum returns a = Σ a_i over the eligible inputs, where secrets[i]
// is the secret key of ins[i]; the key of a taproot input is negated when
// its point has odd y (the output key is the even-y one). It checks that
// each eligible input's key is the one its secret gives.
func SecretKeySum(ins []Input, secrets []*big.Int) (*big.Int, error) {
	if len(secrets) != len(ins) {
		return nil, fmt.Errorf("bip352: %d secret keys for %d inputs", len(secrets), len(ins))
	}
	a := new(big.Int)
	n := 0
	for i := range ins {
		P, ok := ins[i].PublicKey()
		if !ok {
			continue
		}
		d := secrets[i]
		if d == nil || d.Sign() <= 0 || d.Cmp(curve.N) >= 0 {
			return nil, fmt.Errorf("bip352: input %d: secret key not in [1, n-1]", i)
		}
		Q := curve.ScalarBaseMult(d)
		if isP2TR(ins[i].PrevScript) && Q.Y.Bit(0) == 1 {
			d = new(big.Int).Sub(curve.N, d)
			Q = curve.Neg(Q)
		}
		if !curve.Equal(P, Q) {
			return nil, fmt.Errorf("bip352: input %d: the secret key is not the input's key", i)
		}
		a.Add(a, d)
		n++
	}
	if n == 0 {
		return nil, ErrNoInputs
	}
	a.Mod(a, curve.N)
	if a.Sign() == 0 {
		return nil, ErrInfinity
	}
	return a, nil
}

// CreateOutputs returns the x-only output keys a sender creates for the
// recipients, one per recipient, in the recipients' order ("Creating
// outputs"): recipients are grouped by scan key (groups in order of first
// appearance), and within a group the k-th recipient, k = 0, 1, …, gets
// P = B_m + t_k·G with t_k from the group's shared secret
// input_hash·a·B_scan. A group of more than KMax recipients fails.
func CreateOutputs(ins []Input, secrets []*big.Int, recipients []Recipient) ([][]byte, error) {
	for i := range recipients {
		n := 0
		for j := range recipients {
			if curve.Equal(recipients[j].Scan, recipients[i].Scan) {
				n++
			}
		}
		if n > KMax {
			return nil, fmt.Errorf("bip352: %d recipients share the scan key %x, more than K_max = %d", n, curve.EncodeCompressed(recipients[i].Scan), KMax)
		}
	}
	a, err := SecretKeySum(ins, secrets)
	if err != nil {
		return nil, err
	}
	A := curve.ScalarBaseMult(a)
	h, err := inputHash(ins, A)
	if err != nil {
		return nil, err
	}
	ha := new(big.Int).Mul(h, a)
	ha.Mod(ha, curve.N)

	out := make([][]byte, len(recipients))
	done := make([]bool, len(recipients))
	for i := range recipients {
		if done[i] {
			continue
		}
		scan := recipients[i].Scan
		if scan.Inf {
			return nil, fmt.Errorf("bip352: recipient %d: scan key is the point at infinity", i)
		}
		S := curve.ScalarMult(ha, scan)
		k := uint32(0)
		for j := i; j < len(recipients); j++ {
			if done[j] || !curve.Equal(recipients[j].Scan, scan) {
				continue
			}
			t, err := outputTweak(S, k)
			if err != nil {
				return nil, err
			}
			P := curve.Add(recipients[j].Spend, curve.ScalarBaseMult(t))
			if P.Inf {
				return nil, errors.New("bip352: an output key is the point at infinity")
			}
			out[j] = ser256(P.X)
			done[j] = true
			k++
		}
	}
	return out, nil
}
