// Package oprf is the reference of RFC 9497, "Oblivious Pseudorandom
// Functions (OPRFs) Using Prime-Order Groups": the OPRF, VOPRF and POPRF
// modes (§3) with the batched DLEQ proofs of §2.2, on the suites
// P384-SHA384 (§4.4) and P256-SHA256 (§4.3). Every protocol step is a
// function of its inputs, the random blinds and proof nonces included, so
// that the RFC's test vectors and other implementations can be replayed
// step by step.
//
// Like the rest of ref/, it is written for clarity with math/big and is
// not constant time: never use it on secrets.
package oprf

import (
	"crypto"
	_ "crypto/sha256" // the suites' hashes
	_ "crypto/sha512"
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/h2c"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Mode is a protocol variant (§3.1).
type Mode byte

// The three modes.
const (
	OPRF  Mode = 0
	VOPRF Mode = 1
	POPRF Mode = 2
)

// Suite is an RFC 9497 ciphersuite on a prime-order Weierstrass group.
type Suite struct {
	ID    string // the identifier in contextString, "P384-SHA384"
	Curve *weierstrass.Curve
	Hash  crypto.Hash // the suite's Hash (Finalize, the composites' seed)
	H2C   *h2c.Suite  // HashToGroup: its _RO_ suite, with the tag of §4
	L     int         // bytes hash_to_field draws for HashToScalar
}

// The suites of §4.3 and §4.4.
var (
	P384SHA384 = &Suite{ID: "P384-SHA384", Curve: weierstrass.P384, Hash: crypto.SHA384, H2C: h2c.P384RO, L: 72}
	P256SHA256 = &Suite{ID: "P256-SHA256", Curve: weierstrass.P256, Hash: crypto.SHA256, H2C: h2c.P256RO, L: 48}
)

// Errors of the protocol (§2.1, §3.3).
var (
	ErrInvalidInput  = errors.New("oprf: the input hashes to the identity")
	ErrDeriveKeyPair = errors.New("oprf: no key derived in 256 attempts")
	ErrInverse       = errors.New("oprf: the tweaked key skS + m is zero")
	ErrVerify        = errors.New("oprf: the proof does not verify")
)

// Context is contextString = "OPRFV1-" ‖ I2OSP(mode, 1) ‖ "-" ‖ identifier
// (§3.1).
func (s *Suite) Context(m Mode) []byte {
	return append([]byte("OPRFV1-"+string([]byte{byte(m)})+"-"), s.ID...)
}

// i2osp2 is I2OSP(n, 2).
func i2osp2(n int) []byte { return []byte{byte(n >> 8), byte(n)} }

// lengthPrefixed is I2OSP(len(b), 2) ‖ b.
func lengthPrefixed(b []byte) []byte { return append(i2osp2(len(b)), b...) }

// HashToGroup is the suite's hash_to_curve with DST "HashToGroup-" ‖
// contextString.
func (s *Suite) HashToGroup(m Mode, msg []byte) (weierstrass.Point, error) {
	return s.H2C.Hash(msg, append([]byte("HashToGroup-"), s.Context(m)...))
}

// HashToScalar is hash_to_field over GF(n) with expand_message_xmd and the
// suite's hash (§4.3, §4.4), with DST "HashToScalar-" ‖ contextString
// unless dst is given.
func (s *Suite) HashToScalar(m Mode, msg, dst []byte) (*big.Int, error) {
	if dst == nil {
		dst = append([]byte("HashToScalar-"), s.Context(m)...)
	}
	b, err := h2c.ExpandMessageXMD(s.Hash.New, msg, dst, s.L)
	if err != nil {
		return nil, err
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), s.Curve.N), nil
}

// SerializeElement is the compressed SEC1 encoding (§4.3: Ne = 33 or 49).
func (s *Suite) SerializeElement(P weierstrass.Point) []byte { return s.Curve.EncodeCompressed(P) }

// DeserializeElement parses a compressed point and rejects the identity
// (§2.1: "MUST ... fail if the input is the identity").
func (s *Suite) DeserializeElement(b []byte) (weierstrass.Point, error) {
	if len(b) != 1+s.Curve.F.Size() || (b[0] != 2 && b[0] != 3) {
		return weierstrass.Point{}, fmt.Errorf("oprf: element of %d bytes with prefix %#x, want %d compressed", len(b), firstByte(b), 1+s.Curve.F.Size())
	}
	return s.Curve.Decode(b)
}

func firstByte(b []byte) byte {
	if len(b) == 0 {
		return 0
	}
	return b[0]
}

// SerializeScalar is the big-endian encoding of the size of n.
func (s *Suite) SerializeScalar(k *big.Int) []byte {
	return new(big.Int).Mod(k, s.Curve.N).FillBytes(make([]byte, (s.Curve.N.BitLen()+7)/8))
}

// DeserializeScalar parses a big-endian scalar and rejects values ≥ n.
func (s *Suite) DeserializeScalar(b []byte) (*big.Int, error) {
	if len(b) != (s.Curve.N.BitLen()+7)/8 {
		return nil, fmt.Errorf("oprf: scalar of %d bytes, want %d", len(b), (s.Curve.N.BitLen()+7)/8)
	}
	k := new(big.Int).SetBytes(b)
	if k.Cmp(s.Curve.N) >= 0 {
		return nil, errors.New("oprf: scalar not below the group order")
	}
	return k, nil
}

// DeriveKeyPair derives (skS, pkS) from a 32-byte seed and info (§3.2.1,
// "seed[32]").
func (s *Suite) DeriveKeyPair(m Mode, seed, info []byte) (*big.Int, weierstrass.Point, error) {
	if len(seed) != 32 {
		return nil, weierstrass.Point{}, fmt.Errorf("oprf: seed of %d bytes, want 32", len(seed))
	}
	if len(info) > 0xffff {
		return nil, weierstrass.Point{}, errors.New("oprf: info longer than 65535 bytes")
	}
	in := append(append(append([]byte{}, seed...), i2osp2(len(info))...), info...)
	dst := append([]byte("DeriveKeyPair"), s.Context(m)...)
	for counter := 0; counter < 256; counter++ {
		sk, err := s.HashToScalar(m, append(append([]byte{}, in...), byte(counter)), dst)
		if err != nil {
			return nil, weierstrass.Point{}, err
		}
		if sk.Sign() != 0 {
			return sk, s.Curve.ScalarBaseMult(sk), nil
		}
	}
	return nil, weierstrass.Point{}, ErrDeriveKeyPair
}

// Blind is the client's first step (§3.3.1) with the blind given:
// blindedElement = blind·HashToGroup(input).
func (s *Suite) Blind(m Mode, input []byte, blind *big.Int) (weierstrass.Point, error) {
	P, err := s.HashToGroup(m, input)
	if err != nil {
		return weierstrass.Point{}, err
	}
	if P.Inf {
		return weierstrass.Point{}, ErrInvalidInput
	}
	return s.Curve.ScalarMult(blind, P), nil
}

// framedInfo is "Info" ‖ I2OSP(len(info), 2) ‖ info (§3.3.3).
func framedInfo(info []byte) []byte { return append([]byte("Info"), lengthPrefixed(info)...) }

// TweakedKey is the POPRF key t·G = pkS + m·G with m =
// HashToScalar(framedInfo) (§3.3.3); the identity is an invalid input.
func (s *Suite) TweakedKey(pk weierstrass.Point, info []byte) (weierstrass.Point, error) {
	mm, err := s.HashToScalar(POPRF, framedInfo(info), nil)
	if err != nil {
		return weierstrass.Point{}, err
	}
	T := s.Curve.Add(s.Curve.ScalarBaseMult(mm), pk)
	if T.Inf {
		return weierstrass.Point{}, ErrInvalidInput
	}
	return T, nil
}

// BlindEvaluate is the server's step (§3.3.1-3.3.3) on a batch: OPRF
// multiplies by skS and gives no proof; VOPRF multiplies by skS and
// proves it for the batch with nonce r; POPRF multiplies by 1/(skS + m)
// and proves, with the roles of C and D exchanged, that the blinded
// elements are t times the evaluated ones.
func (s *Suite) BlindEvaluate(m Mode, sk *big.Int, blinded []weierstrass.Point, info []byte, r *big.Int) ([]weierstrass.Point, []byte, error) {
	c := s.Curve
	k := new(big.Int).Set(sk)
	if m == POPRF {
		mm, err := s.HashToScalar(m, framedInfo(info), nil)
		if err != nil {
			return nil, nil, err
		}
		k.Add(k, mm).Mod(k, c.N)
		if k.Sign() == 0 {
			return nil, nil, ErrInverse
		}
		k.ModInverse(k, c.N)
	}
	out := make([]weierstrass.Point, len(blinded))
	for i, B := range blinded {
		out[i] = c.ScalarMult(k, B)
	}
	switch m {
	case OPRF:
		return out, nil, nil
	case VOPRF:
		proof, err := s.GenerateProof(m, sk, c.ScalarBaseMult(sk), blinded, out, r)
		return out, proof, err
	default:
		t := new(big.Int).ModInverse(k, c.N)
		proof, err := s.GenerateProof(m, t, c.ScalarBaseMult(t), out, blinded, r)
		return out, proof, err
	}
}

// Finalize is the client's last step (§3.3.1-3.3.3): in the verifiable
// modes the batch proof is checked first (against pkS, or for POPRF the
// tweaked key with C and D exchanged); then each output is
// Hash(len ‖ input [‖ len ‖ info] ‖ len ‖ ser(blind⁻¹·evaluated) ‖ "Finalize").
func (s *Suite) Finalize(m Mode, pk weierstrass.Point, inputs [][]byte, blinds []*big.Int, blinded, evaluated []weierstrass.Point, proof, info []byte) ([][]byte, error) {
	c := s.Curve
	if len(inputs) != len(blinds) || len(inputs) != len(evaluated) || (m != OPRF && len(blinded) != len(evaluated)) {
		return nil, errors.New("oprf: batch lengths differ")
	}
	switch m {
	case VOPRF:
		if err := s.VerifyProof(m, pk, blinded, evaluated, proof); err != nil {
			return nil, err
		}
	case POPRF:
		T, err := s.TweakedKey(pk, info)
		if err != nil {
			return nil, err
		}
		if err := s.VerifyProof(m, T, evaluated, blinded, proof); err != nil {
			return nil, err
		}
	}
	outs := make([][]byte, len(inputs))
	for i := range inputs {
		if len(inputs[i]) > 0xffff || len(info) > 0xffff {
			return nil, errors.New("oprf: input or info longer than 65535 bytes")
		}
		N := c.ScalarMult(new(big.Int).ModInverse(blinds[i], c.N), evaluated[i])
		h := s.Hash.New()
		h.Write(lengthPrefixed(inputs[i]))
		if m == POPRF {
			h.Write(lengthPrefixed(info))
		}
		h.Write(lengthPrefixed(s.SerializeElement(N)))
		h.Write([]byte("Finalize"))
		outs[i] = h.Sum(nil)
	}
	return outs, nil
}
