package bip352

import (
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// label is a label the scanner looks for: m, its (secret) tweak and its
// point tweak·G, declared public (declassifyLabelPoint).
type label struct {
	m     uint32
	tweak scalar.Scalar
	point secp256k1.Point
}

// Scanner scans transactions for one receiver: the scan secret, the spend
// public key and the labels, prepared once.
type Scanner struct {
	bScan  scalar.Scalar
	spend  secp256k1.Point
	labels []label
	opts   Options
}

// NewScanner prepares a receiver: scan secret key b_scan (32 bytes, in
// [1, n-1]), spend public key, and the labels m it accepts (each label's
// point is computed here, constant time, then declared public).
func NewScanner(scanSecret []byte, spend *secp256k1.Point, labels []uint32, opts Options) (*Scanner, error) {
	s := &Scanner{opts: opts}
	if _, err := s.bScan.SetBytes(scanSecret); err != nil || s.bScan.IsZero() == 1 {
		return nil, errors.New("bip352: scan secret key not in [1, n-1]")
	}
	if spend == nil || spend.IsIdentity() == 1 {
		return nil, errors.New("bip352: spend key is missing or the point at infinity")
	}
	s.spend.Set(spend)
	for _, m := range labels {
		l := label{m: m, tweak: labelTweak(&s.bScan, m)}
		enc := serP(new(secp256k1.Point).ScalarBaseMult(&l.tweak))
		declassifyLabelPoint(enc)
		if _, err := l.point.SetBytes(enc); err != nil || l.point.IsIdentity() == 1 {
			return nil, fmt.Errorf("bip352: label %d: its point is the point at infinity", m)
		}
		s.labels = append(s.labels, l)
	}
	return s, nil
}

// LabeledSpendKey returns B_m = B_spend + hash(b_scan ‖ m)·G, the spend key
// of the labeled address for m. Constant time in b_scan.
func (s *Scanner) LabeledSpendKey(m uint32) *secp256k1.Point {
	t := labelTweak(&s.bScan, m)
	var L secp256k1.Point
	L.ScalarBaseMult(&t)
	return L.Add(&L, &s.spend)
}

// Found is an output that pays the receiver: its x-only key, the tweak to
// add to the spend secret key to spend it, and its label if it came by
// one.
type Found struct {
	Output  [32]byte
	Tweak   scalar.Scalar
	Labeled bool
	Label   uint32
}

// keySum returns A = Σ input keys, or an error saying why the
// transaction pays nobody. Variable time (public keys).
func keySum(ins []Input) (*secp256k1.Point, error) {
	A := secp256k1.NewIdentity()
	counted := 0
	for i := range ins {
		if P, ok := ins[i].Key(); ok {
			A.Add(A, P)
			counted++
		}
	}
	switch {
	case counted == 0:
		return nil, ErrNoInputs
	case A.IsIdentity() == 1:
		return nil, ErrInfinity
	}
	return A, nil
}

// compressVar is the compressed encoding of a public finite point.
func compressVar(p *secp256k1.Point) []byte {
	x, y, _ := p.CoordinatesVar()
	return append([]byte{2 | y[31]&1}, x[:]...)
}

// sharedSecret returns A's input hash h and serP(b_scan·h·A), the shared
// secret, computed as the one constant-time multiplication (b_scan·h)·A.
func (s *Scanner) sharedSecret(ins []Input) (h scalar.Scalar, A *secp256k1.Point, ser []byte, err error) {
	if A, err = keySum(ins); err != nil {
		return h, nil, nil, err
	}
	// A in affine form (Z = 1), which also makes ScalarMult's table of
	// multiples cheaper.
	x, y, _ := A.CoordinatesVar()
	if A, err = new(secp256k1.Point).SetBytes(append(append([]byte{4}, x[:]...), y[:]...)); err != nil {
		return h, nil, nil, err
	}
	if h, err = inputHash(ins, append([]byte{2 | y[31]&1}, x[:]...)); err != nil {
		return h, nil, nil, err
	}
	var e scalar.Scalar
	e.Mul(&s.bScan, &h)
	var S secp256k1.Point
	S.ScalarMult(&e, A)
	return h, A, serP(&S), nil
}

// Tweaks returns the public tweak data input_hash·A and the shared secret
// b_scan·input_hash·A, compressed; ErrNoInputs or ErrInfinity when the
// transaction pays nobody.
func (s *Scanner) Tweaks(ins []Input) (tweakData, shared []byte, err error) {
	h, A, ser, err := s.sharedSecret(ins)
	if err != nil {
		return nil, nil, err
	}
	return compressVar(new(secp256k1.Point).ScalarMultVar(&h, A)), ser, nil
}

// directCompare is the most outputs the Var scan compares with P_k one by
// one (a multiplication each) rather than through an inversion and the
// index.
const directCompare = 32

// directCompareCells is the most candidate–output pairs the first round
// of the index path compares one by one (32-byte comparisons, about as
// costly in all as building the index over 4096 outputs).
const directCompareCells = 4096

// Scan returns the outputs (x-only keys) that pay the receiver. For
// k = 0, 1, … it computes P_k = B_spend + t_k·G and, with one batched
// inversion, the x of P_k and of P_k + L_m for each label: an output
// with P_k's x pays the plain address, one with the x of P_k + L_m (that
// is, O - P_k or -O - P_k is L_m) the address of label m. The outputs are
// indexed by x, so each candidate costs one lookup whatever their number.
// The scan stops at the first k nothing matches, or after KMax outputs. A
// transaction with no eligible input, or whose keys sum to infinity,
// pays nobody (no outputs, no error).
func (s *Scanner) Scan(ins []Input, outputs [][32]byte) ([]Found, error) {
	_, _, ser, err := s.sharedSecret(ins)
	if errors.Is(err, ErrNoInputs) || errors.Is(err, ErrInfinity) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var index map[[32]byte]int // built on first use: the direct Var path needs none
	taken := make([]bool, len(outputs))
	cands := make([]*secp256k1.Point, 1+len(s.labels))
	for i := range cands {
		cands[i] = new(secp256k1.Point)
	}
	xs := make([][32]byte, len(cands))
	inf := make([]bool, len(cands))
	var found []Found
	for k := uint32(0); k < KMax; k++ {
		t, err := tweakFor(ser, k)
		if err != nil {
			return nil, err
		}
		if s.opts.VarTimeTweak && len(s.labels) == 0 && len(outputs) <= directCompare {
			// P_k is public: compare it with each output as X = x·Z,
			// no inversion.
			var P secp256k1.Point
			P.Add(&s.spend, s.opts.tweakTimesG(&t))
			hit := -1
			for i := range outputs {
				if !taken[i] && P.HasXVar(&outputs[i]) {
					hit = i
					break
				}
			}
			if hit < 0 {
				break
			}
			taken[hit] = true
			found = append(found, Found{Output: outputs[hit], Tweak: t})
			continue
		}
		x, y, err := s.opts.outputPoint(&s.spend, &t)
		if err != nil {
			return nil, err
		}
		if len(s.labels) == 0 {
			xs[0], inf[0] = x, false
		} else {
			enc := append(append([]byte{4}, x[:]...), y[:]...)
			if _, err := cands[0].SetBytes(enc); err != nil {
				return nil, err
			}
			for i := range s.labels {
				cands[1+i].Add(cands[0], &s.labels[i].point)
			}
			secp256k1.XsVar(xs, inf, cands)
		}
		// The first round compares directly while that costs less than
		// building the index (a transaction that does not pay us, the
		// common case, never needs it); nothing is taken yet, so the first
		// equal output is the one the index would give.
		direct := k == 0 && len(cands)*len(outputs) <= directCompareCells
		if index == nil && !direct {
			index = make(map[[32]byte]int, len(outputs))
			for i := len(outputs) - 1; i >= 0; i-- {
				index[outputs[i]] = i // the first of equal outputs
			}
		}
		hit := -1
		var f Found
		for c := range cands {
			if inf[c] {
				continue
			}
			i, ok := -1, false
			if direct {
				for j := range outputs {
					if outputs[j] == xs[c] {
						i, ok = j, true
						break
					}
				}
			} else {
				i, ok = index[xs[c]]
			}
			if ok && !taken[i] {
				hit = i
				f = Found{Output: outputs[i], Tweak: t}
				if c > 0 {
					l := &s.labels[c-1]
					f.Tweak.Add(&t, &l.tweak)
					f.Labeled, f.Label = true, l.m
				}
				break
			}
		}
		if hit < 0 {
			break
		}
		taken[hit] = true
		found = append(found, f)
	}
	return found, nil
}
