package oprf

import (
	"fmt"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// PrivateKey is a server key skS with its public key pkS = skS·G, for one
// mode.
type PrivateKey struct {
	mode Mode
	k    scalar.Scalar
	pub  p384.Point
	pubB []byte
}

// DeriveKeyPair derives the key of a 32-byte seed ("seed[32]") and info
// (§3.2.1): the first
// nonzero HashToScalar(seed ‖ len ‖ info ‖ counter, "DeriveKeyPair" ‖
// contextString). Constant time in seed except the retry on a zero
// candidate (probability 2^-384 a try: the branch shows only that one
// happened).
func DeriveKeyPair(m Mode, seed, info []byte) (*PrivateKey, error) {
	if err := m.valid(); err != nil {
		return nil, err
	}
	if len(seed) != 32 {
		return nil, fmt.Errorf("oprf: seed of %d bytes, want 32", len(seed))
	}
	if len(info) > 0xffff {
		return nil, fmt.Errorf("oprf: info of %d bytes, longer than 65535", len(info))
	}
	in := lengthPrefixed(append([]byte{}, seed...), info)
	dst := m.tag("DeriveKeyPair")
	for counter := range 256 {
		k, err := m.hashToScalar(append(in, byte(counter)), dst)
		if err != nil {
			return nil, err
		}
		if k.IsZero() == 0 {
			return newKey(m, &k), nil
		}
	}
	return nil, ErrDeriveKey
}

// NewPrivateKey takes skS as 48 big-endian bytes in [1, n-1]. Whether it
// accepts depends on the value (a key that fails is never used).
func NewPrivateKey(m Mode, sk []byte) (*PrivateKey, error) {
	if err := m.valid(); err != nil {
		return nil, err
	}
	var k scalar.Scalar
	if _, err := k.SetBytes(sk); err != nil {
		return nil, fmt.Errorf("oprf: private key: %v", err)
	}
	if k.IsZero() == 1 {
		return nil, fmt.Errorf("oprf: private key is zero")
	}
	return newKey(m, &k), nil
}

func newKey(m Mode, k *scalar.Scalar) *PrivateKey {
	key := &PrivateKey{mode: m, k: *k}
	key.pub.ScalarBaseMult(k)
	key.pubB = serialize(&key.pub)
	declassifyPublicKey(key.pubB)
	return key
}

// Bytes returns skS, 48 bytes.
func (key *PrivateKey) Bytes() []byte { return key.k.Bytes() }

// PublicKey returns pkS serialized (49 bytes).
func (key *PrivateKey) PublicKey() []byte { return append([]byte{}, key.pubB...) }

// BlindEvaluate is the server's step on a batch of blinded elements
// (§3.3.1-3.3.3) with the proof nonce r (48 bytes, below n; ignored in
// OPRF mode, where there is no proof). OPRF and VOPRF multiply each
// element by skS; POPRF by 1/t with t = skS + HashToScalar("Info" ‖ len ‖
// info). The verifiable modes prove the whole batch with one proof
// (proof.go). Constant time in skS, t and r; the elements are public.
func (key *PrivateKey) BlindEvaluate(blinded [][]byte, info, r []byte) (evaluated [][]byte, proof []byte, err error) {
	m := key.mode
	C, err := elements(blinded, "blinded elements")
	if err != nil {
		return nil, nil, err
	}
	k := key.k
	if m == POPRF {
		if len(info) > 0xffff {
			return nil, nil, fmt.Errorf("oprf: info of %d bytes, longer than 65535", len(info))
		}
		mm, err := m.hashToScalar(lengthPrefixed([]byte("Info"), info), nil)
		if err != nil {
			return nil, nil, err
		}
		k.Add(&k, &mm)
		if k.IsZero() == 1 { // t = 0: skS = -m, which the client's tweaked key exposes anyway
			return nil, nil, ErrInverse
		}
		k.Inv(&k)
	}
	E := make([]*p384.Point, len(C))
	evaluated = make([][]byte, len(C))
	unc := make([][97]byte, len(C))
	for i, c := range C {
		var e p384.Point
		e.ScalarMult(&k, c)
		var comp [ElementSize]byte
		unc[i], comp = encodings(&e)
		evaluated[i] = comp[:]
	}
	// The response is public from here on; the proof's variable-time MSM
	// takes the evaluated points from their affine encodings (on-curve
	// check, no root), never from the projective coordinates the
	// multiplications left, which would say more than the points.
	declassifyEvaluated(evaluated, unc)
	for i := range E {
		if m != POPRF { // only POPRF's proof takes the points
			break
		}
		E[i], err = new(p384.Point).SetBytes(unc[i][:])
		if err != nil {
			return nil, nil, err // only for the point at infinity, see encodings
		}
	}
	switch m {
	case OPRF:
		return evaluated, nil, nil
	case VOPRF:
		proof, err = generateProof(m, &key.k, &key.pub, key.pubB, C, E, blinded, evaluated, r)
	default:
		// t·evaluated_i = blinded_i: prove with k = t, B = t·G, C and D exchanged.
		var t scalar.Scalar
		t.Inv(&k)
		var T p384.Point
		T.ScalarBaseMult(&t)
		Tb := serialize(&T)
		declassifyTweakedKey(Tb)
		proof, err = generateProof(m, &t, &T, Tb, E, C, evaluated, blinded, r)
	}
	if err != nil {
		return nil, nil, err
	}
	return evaluated, proof, nil
}
