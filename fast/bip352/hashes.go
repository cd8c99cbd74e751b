package bip352

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"

	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// KMax is the most outputs per scan key in one transaction (BIP-352
// K_max): more recipients sharing a scan key make sending fail, and
// scanning stops after KMax found outputs.
const KMax = 2323

// The failures of a transaction that pays nobody.
var (
	ErrNoInputs = errors.New("bip352: no input of the transaction is eligible")
	ErrInfinity = errors.New("bip352: the eligible input keys sum to the point at infinity")
)

// tag is a BIP-340 tagged hash with its tag's digest computed once.
type tag [32]byte

func newTag(name string) tag { return sha256.Sum256([]byte(name)) }

var (
	inputsTag = newTag("BIP0352/Inputs")
	sharedTag = newTag("BIP0352/SharedSecret")
	labelTag  = newTag("BIP0352/Label")
)

// sum returns SHA256(tag ‖ tag ‖ parts…).
func (t *tag) sum(parts ...[]byte) [32]byte {
	h := sha256.New()
	h.Write(t[:])
	h.Write(t[:])
	for _, p := range parts {
		h.Write(p)
	}
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// hashScalar reads a hash as a scalar, which BIP-352 requires to be in
// [1, n-1] (failing otherwise, with negligible probability).
func hashScalar(h [32]byte, what string) (scalar.Scalar, error) {
	var s scalar.Scalar
	if _, err := s.SetBytes(h[:]); err != nil || s.IsZero() == 1 {
		return s, errors.New("bip352: " + what + " is not a valid scalar")
	}
	return s, nil
}

// tweakFor returns t_k = hash_BIP0352/SharedSecret(serP(S) ‖ ser32(k)).
// Constant time (the shared secret is secret).
func tweakFor(sharedSer []byte, k uint32) (scalar.Scalar, error) {
	var kb [4]byte
	binary.BigEndian.PutUint32(kb[:], k)
	return hashScalar(sharedTag.sum(sharedSer, kb[:]), "output tweak")
}

// labelTweak returns hash_BIP0352/Label(ser256(b_scan) ‖ ser32(m)) mod n.
// Constant time.
func labelTweak(bScan *scalar.Scalar, m uint32) scalar.Scalar {
	var kb [4]byte
	binary.BigEndian.PutUint32(kb[:], m)
	h := labelTag.sum(bScan.Bytes(), kb[:])
	var s scalar.Scalar
	s.SetBytesReduce(h[:])
	return s
}

// serP is the compressed encoding of a point that cannot be the point at
// infinity (a shared secret (h·a)·B with h, a in [1, n-1] and B of prime
// order; a label point, infinite only for a tweak ≡ 0 mod n, probability
// 2^-256), without the branch on infinity of BytesCompressed. Constant
// time.
func serP(p *secp256k1.Point) []byte {
	x, y, _ := p.Coordinates()
	return append([]byte{2 | y[31]&1}, x[:]...)
}
