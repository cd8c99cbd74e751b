package bip352

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Found is an output that pays the receiver: its x-only key, the tweak of
// its private key (the spend key plus Tweak, mod n, spends it) and the
// label it was sent to, if any.
type Found struct {
	Output []byte // 32-byte x-only key
	Tweak  *big.Int
	Label  *uint32
}

// Tweaks returns the values a receiver derives from the inputs alone: the
// public tweak data input_hash·A (what a light client downloads) and the
// shared secret b_scan·input_hash·A.
func Tweaks(ins []Input, bScan *big.Int) (tweak, shared weierstrass.Point, err error) {
	A, h, err := InputKeySum(ins)
	if err != nil {
		return weierstrass.Point{}, weierstrass.Point{}, err
	}
	tweak = curve.ScalarMult(h, A)
	return tweak, curve.ScalarMult(bScan, tweak), nil
}

// Scan returns the outputs (32-byte x-only keys) of a transaction with
// inputs ins that pay the receiver with scan secret bScan and spend key
// spend, under any of the labels ("Scanning"): for k = 0, 1, … it forms
// P_k = B_spend + t_k·G and looks for an output with P_k's x, or, for each
// label m, an output O with O - P_k or -O - P_k equal to the label's point
// hash_BIP0352/Label(b_scan ‖ m)·G; the tweak is then t_k plus the label's.
// The scan stops at the first k no output matches, or after KMax found
// outputs. A transaction with no eligible input, or whose keys sum to
// infinity, pays nobody: no outputs and no error.
func Scan(ins []Input, outputs [][]byte, bScan *big.Int, spend weierstrass.Point, labels []uint32) ([]Found, error) {
	_, S, err := Tweaks(ins, bScan)
	if errors.Is(err, ErrNoInputs) || errors.Is(err, ErrInfinity) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	type labelEntry struct {
		m     uint32
		tweak *big.Int
	}
	labelOf := map[string]labelEntry{}
	for _, m := range labels {
		t := LabelTweak(bScan, m)
		labelOf[string(curve.EncodeCompressed(curve.ScalarBaseMult(t)))] = labelEntry{m, t}
	}
	// The outputs' points (even y); an x that is no point's cannot pay us.
	points := make([]*weierstrass.Point, len(outputs))
	for i, o := range outputs {
		if len(o) != 32 {
			continue
		}
		if P, err := curve.LiftX(new(big.Int).SetBytes(o)); err == nil {
			points[i] = &P
		}
	}
	taken := make([]bool, len(outputs))
	var found []Found
	for k := uint32(0); k < KMax; k++ {
		t, err := outputTweak(S, k)
		if err != nil {
			return nil, err
		}
		Pk := curve.Add(spend, curve.ScalarBaseMult(t))
		x := ser256(Pk.X)
		hit := -1
		var lab *labelEntry
		for i, o := range outputs {
			if !taken[i] && bytes.Equal(o, x) {
				hit = i
				break
			}
		}
		if hit < 0 && len(labelOf) > 0 {
			negPk := curve.Neg(Pk)
			for i, O := range points {
				if taken[i] || O == nil {
					continue
				}
				for _, cand := range []weierstrass.Point{curve.Add(*O, negPk), curve.Add(curve.Neg(*O), negPk)} {
					if e, ok := labelOf[string(curve.EncodeCompressed(cand))]; ok {
						hit, lab = i, &e
						break
					}
				}
				if hit >= 0 {
					break
				}
			}
		}
		if hit < 0 {
			break
		}
		taken[hit] = true
		f := Found{Output: outputs[hit], Tweak: t}
		if lab != nil {
			m := lab.m
			f.Label = &m
			f.Tweak = new(big.Int).Add(t, lab.tweak)
			f.Tweak.Mod(f.Tweak, curve.N)
		}
		found = append(found, f)
	}
	return found, nil
}
