package bip352

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// Options select how the output keys are computed.
type Options struct {
	// VarTimeTweak computes t_k·G with ScalarBaseMultVar after declaring
	// t_k public (declassifyTweak), as libsecp256k1 PR #1914 does; by
	// default t_k·G is the constant-time ScalarBaseMult.
	VarTimeTweak bool
}

// Recipient is a silent payment address's keys: B_scan and the (possibly
// labeled) spend key B_m.
type Recipient struct {
	Scan, Spend *secp256k1.Point
}

// tweakTimesG returns t·G, constant time unless opts.VarTimeTweak (which
// declassifies t first).
func (o Options) tweakTimesG(t *scalar.Scalar) *secp256k1.Point {
	var T secp256k1.Point
	if o.VarTimeTweak {
		declassifyTweak(t)
		return T.ScalarBaseMultVar(t)
	}
	return T.ScalarBaseMult(t)
}

// outputPoint returns the affine coordinates of P = spend + t·G, declared
// public (declassifyOutput): P is an output of the transaction.
func (o Options) outputPoint(spend *secp256k1.Point, t *scalar.Scalar) (x, y [32]byte, err error) {
	var P secp256k1.Point
	P.Add(spend, o.tweakTimesG(t))
	if o.VarTimeTweak {
		x, y, _ = P.CoordinatesVar()
	} else {
		x, y, _ = P.Coordinates()
	}
	declassifyOutput(&x, &y)
	// Both coordinates come back zero for the point at infinity, and no
	// finite point has y = 0 (x³ + 7 = 0 has no root mod p).
	if y == [32]byte{} {
		return x, y, errors.New("bip352: an output key is the point at infinity")
	}
	return x, y, nil
}

// smallestOutpoint returns the least serialized outpoint.
func smallestOutpoint(ins []Input) []byte {
	least := ins[0].Outpoint[:]
	for i := range ins[1:] {
		if o := ins[i+1].Outpoint[:]; bytes.Compare(o, least) < 0 {
			least = o
		}
	}
	return least
}

// inputHash returns hash_BIP0352/Inputs(outpoint_L ‖ serP(A)) for the
// public key sum A.
func inputHash(ins []Input, serA []byte) (scalar.Scalar, error) {
	return hashScalar(inputsTag.sum(smallestOutpoint(ins), serA), "input hash")
}

// CreateOutputs returns the x-only output key of each recipient, in the
// recipients' order: recipients sharing a scan key form a group (groups
// in order of first appearance) whose k-th member gets
// B_m + hash(serP(input_hash·a·B_scan) ‖ k)·G. secrets[i] is the secret
// key of ins[i] (read for the inputs that count; a taproot key is negated
// when its point has odd y). Constant time in the secret keys; the input
// keys, the recipients and the result are public.
func CreateOutputs(ins []Input, secrets [][32]byte, recipients []Recipient, opts Options) ([][32]byte, error) {
	if len(ins) == 0 || len(secrets) != len(ins) {
		return nil, fmt.Errorf("bip352: %d secret keys for %d inputs", len(secrets), len(ins))
	}
	// Group the recipients by scan key.
	var order []string
	groups := map[string][]int{}
	for i, r := range recipients {
		if r.Scan == nil || r.Spend == nil || r.Scan.IsIdentity() == 1 || r.Spend.IsIdentity() == 1 {
			return nil, fmt.Errorf("bip352: recipient %d: a key is missing or the point at infinity", i)
		}
		key := string(compressVar(r.Scan)) // public keys: the Var encoding
		if _, ok := groups[key]; !ok {
			order = append(order, key)
		}
		groups[key] = append(groups[key], i)
	}
	for _, key := range order {
		if n := len(groups[key]); n > KMax {
			return nil, fmt.Errorf("bip352: %d recipients share the scan key %x, more than K_max = %d", n, key, KMax)
		}
	}

	// a = Σ a_i over the inputs that count, each checked against the
	// input's key; A, their public key sum, from the public keys.
	var a scalar.Scalar
	A := secp256k1.NewIdentity()
	counted := 0
	for i := range ins {
		P, ok := ins[i].Key()
		if !ok {
			continue
		}
		var d scalar.Scalar
		if _, err := d.SetBytes(secrets[i][:]); err != nil || d.IsZero() == 1 {
			return nil, fmt.Errorf("bip352: input %d: secret key not in [1, n-1]", i)
		}
		var Q secp256k1.Point
		Q.ScalarBaseMult(&d)
		if kindOf(ins[i].PrevScript) == p2tr {
			_, y, _ := Q.Coordinates()
			odd := int(y[31] & 1)
			d.CondNeg(&d, odd)
			Q.Select(new(secp256k1.Point).Neg(&Q), &Q, odd)
		}
		if Q.Equal(P) != 1 {
			return nil, fmt.Errorf("bip352: input %d: the secret key is not the input's key", i)
		}
		a.Add(&a, &d)
		A.Add(A, P)
		counted++
	}
	if counted == 0 {
		return nil, ErrNoInputs
	}
	if A.IsIdentity() == 1 { // a = 0: the keys checked above sum to infinity
		return nil, ErrInfinity
	}
	h, err := inputHash(ins, compressVar(A))
	if err != nil {
		return nil, err
	}
	var ha scalar.Scalar
	ha.Mul(&h, &a)

	out := make([][32]byte, len(recipients))
	for _, key := range order {
		members := groups[key]
		var S secp256k1.Point
		S.ScalarMult(&ha, recipients[members[0]].Scan)
		ser := serP(&S)
		for k, j := range members {
			t, err := tweakFor(ser, uint32(k))
			if err != nil {
				return nil, err
			}
			x, _, err := opts.outputPoint(recipients[j].Spend, &t)
			if err != nil {
				return nil, err
			}
			out[j] = x
		}
	}
	return out, nil
}
