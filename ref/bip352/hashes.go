package bip352

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/bip340"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// KMax is the most outputs one scan key may receive in a transaction: a
// sender fails with more recipients in one group, and a receiver stops
// looking after KMax found outputs (BIP-352, "K_max").
const KMax = 2323

// The BIP's tagged hashes (BIP-340's construction).
const (
	tagInputs       = "BIP0352/Inputs"
	tagSharedSecret = "BIP0352/SharedSecret"
	tagLabel        = "BIP0352/Label"
)

// ErrNoInputs is returned when no input of the transaction counts, and
// ErrInfinity when the counted keys sum to the point at infinity (or the
// secret keys to 0): the transaction has no silent payment outputs.
var (
	ErrNoInputs = errors.New("bip352: no input of the transaction is eligible")
	ErrInfinity = errors.New("bip352: the eligible input keys sum to the point at infinity")
)

func ser32(k uint32) []byte { return binary.BigEndian.AppendUint32(nil, k) }

func ser256(x *big.Int) []byte { return x.FillBytes(make([]byte, 32)) }

// smallestOutpoint returns the least serialized outpoint of all the
// inputs (eligible or not), compared byte by byte.
func smallestOutpoint(ins []Input) []byte {
	var least []byte
	for i := range ins {
		if o := ins[i].Outpoint(); least == nil || bytes.Compare(o, least) < 0 {
			least = o
		}
	}
	return least
}

// inputHash returns hash_BIP0352/Inputs(outpoint_L ‖ serP(A)) as an
// integer; the BIP requires it to be a valid scalar.
func inputHash(ins []Input, A weierstrass.Point) (*big.Int, error) {
	h := new(big.Int).SetBytes(bip340.TaggedHash(tagInputs, smallestOutpoint(ins), curve.EncodeCompressed(A)))
	if h.Sign() == 0 || h.Cmp(curve.N) >= 0 {
		return nil, errors.New("bip352: input hash is not a valid scalar")
	}
	return h, nil
}

// outputTweak returns t_k = hash_BIP0352/SharedSecret(serP(S) ‖ ser32(k)).
func outputTweak(S weierstrass.Point, k uint32) (*big.Int, error) {
	t := new(big.Int).SetBytes(bip340.TaggedHash(tagSharedSecret, curve.EncodeCompressed(S), ser32(k)))
	if t.Sign() == 0 || t.Cmp(curve.N) >= 0 {
		return nil, errors.New("bip352: output tweak is not a valid scalar")
	}
	return t, nil
}

// LabelTweak returns hash_BIP0352/Label(ser256(b_scan) ‖ ser32(m)): the
// labeled spend key is B_spend + LabelTweak·G.
func LabelTweak(bScan *big.Int, m uint32) *big.Int {
	t := new(big.Int).SetBytes(bip340.TaggedHash(tagLabel, ser256(bScan), ser32(m)))
	return t.Mod(t, curve.N)
}

// LabeledSpendKey returns B_m = B_spend + LabelTweak(b_scan, m)·G.
func LabeledSpendKey(bScan *big.Int, spend weierstrass.Point, m uint32) weierstrass.Point {
	return curve.Add(spend, curve.ScalarBaseMult(LabelTweak(bScan, m)))
}

// InputKeySum returns A = Σ A_i over the eligible inputs, and the input
// hash of the transaction.
func InputKeySum(ins []Input) (A weierstrass.Point, hash *big.Int, err error) {
	A = curve.Identity()
	n := 0
	for i := range ins {
		if P, ok := ins[i].PublicKey(); ok {
			A = curve.Add(A, P)
			n++
		}
	}
	if n == 0 {
		return A, nil, ErrNoInputs
	}
	if A.Inf {
		return A, nil, ErrInfinity
	}
	hash, err = inputHash(ins, A)
	return A, hash, err
}
