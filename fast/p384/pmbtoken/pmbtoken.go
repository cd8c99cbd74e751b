// Package pmbtoken is PMBTokens (Kreuter, Lepoint, Orrù, Raykova,
// eprint 2020/072) on fast/p384, in the design of BoringSSL's Trust
// Tokens v2_pmb and byte for byte the protocol of curvecheck's reference,
// ref/pmbtoken, whose package documentation describes it.
//
// Secrets and their handling: the issuer's six key scalars, the private
// metadata bit, the proof randomness and the client's blinds are handled
// in constant time. The issuer's secret-key multiplications —
// W' = x_b·T' + y_b·S', Ws' = xs·T' + ys·S' and the proofs' commitments on
// the batch points — use p384.MultiScalarMult (one shared chain of
// doublings, the CT batch multiplication of BoringSSL's commit 5f43b12d5),
// or, with Options.Separate, one constant-time ScalarMult per term added
// up: the comparison the package exists to measure. Multiplications of
// the fixed points G, H, pub0 and pub1 use precomputed tables
// (p384.Precomputed, BoringSSL's ec_init_precomp). Public work — the
// batch folding and the client's proof verification — uses the
// variable-time MSMs.
package pmbtoken

import (
	"crypto/sha512"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
	"github.com/curvecheck/curvecheck/fast/xmd"
)

// Sizes of the encodings (as ref/pmbtoken).
const (
	PointSize  = 97
	ScalarSize = 48
	TNonceSize = 64
	SNonceSize = 32
	ProofSize  = 9 * ScalarSize
	TokenSize  = TNonceSize + 3*PointSize
)

const (
	tagH      = "curvecheck-PMBTokens-P384-HashH"
	tagT      = "curvecheck-PMBTokens-P384-HashT"
	tagS      = "curvecheck-PMBTokens-P384-HashS"
	tagC      = "curvecheck-PMBTokens-P384-HashC"
	tagKeyGen = "curvecheck-PMBTokens-P384-KeyGen"
)

// Errors.
var (
	ErrProof        = errors.New("pmbtoken: the issuance proof does not verify")
	ErrInvalidToken = errors.New("pmbtoken: invalid token")
)

// generators holds H and the tables of G and H.
type generators struct {
	H      p384.Point
	G, Htb *p384.Precomputed
}

// fixed returns the generators, built on first use.
var fixed = sync.OnceValue(func() *generators {
	f := new(generators)
	if _, err := f.H.HashToCurve([]byte("generator"), []byte(tagH)); err != nil {
		panic(err)
	}
	f.G = p384.NewPrecomputed(p384.NewGenerator())
	f.Htb = p384.NewPrecomputed(&f.H)
	return f
})

// hashC is H_c: 72 bytes of expand_message_xmd (SHA-384) under tag,
// reduced mod n. Constant time in msg.
func hashC(tag string, msg []byte) scalar.Scalar {
	var b [96]byte
	if err := xmd.Expand(sha512.New384(), b[24:], msg, []byte(tag)); err != nil {
		panic(err) // fixed tag and length
	}
	var s scalar.Scalar
	s.SetWideBytes(b[:])
	return s
}

func hashT(t []byte) *p384.Point {
	P, err := new(p384.Point).HashToCurve(t, []byte(tagT))
	if err != nil {
		panic(err)
	}
	return P
}

// hashS is H_s(T', s) for T' given by its encoding.
func hashS(tp []byte, s []byte) *p384.Point {
	P, err := new(p384.Point).HashToCurve(append(append(make([]byte, 0, PointSize+SNonceSize), tp...), s...), []byte(tagS))
	if err != nil {
		panic(err)
	}
	return P
}

// randScalar draws 72 bytes from r and reduces them mod n.
func randScalar(r io.Reader) (scalar.Scalar, error) {
	var b [96]byte
	var s scalar.Scalar
	if _, err := io.ReadFull(r, b[24:]); err != nil {
		return s, fmt.Errorf("pmbtoken: randomness: %w", err)
	}
	s.SetWideBytes(b[:])
	return s, nil
}

// encode is the uncompressed encoding without a branch on the point (the
// points encoded here are finite but for negligible probability; the
// point at infinity would come out as zeros, which no decoder accepts).
func encode(p *p384.Point) [PointSize]byte {
	x, y, inf := p.Coordinates()
	var out [PointSize]byte
	out[0] = 4 & (byte(inf) - 1)
	copy(out[1:], x[:])
	copy(out[49:], y[:])
	return out
}

// decode reads an uncompressed point other than the identity. The
// encoding is public.
func decode(b []byte, what string) (*p384.Point, error) {
	if len(b) != PointSize || b[0] != 4 {
		return nil, fmt.Errorf("pmbtoken: %s: want a %d-byte uncompressed point", what, PointSize)
	}
	p, err := new(p384.Point).SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("pmbtoken: %s: %v", what, err)
	}
	return p, nil
}

// decodeScalar reads a public scalar below n.
func decodeScalar(b []byte, what string) (scalar.Scalar, error) {
	var s scalar.Scalar
	if _, err := s.SetBytes(b); err != nil {
		return s, fmt.Errorf("pmbtoken: %s: %v", what, err)
	}
	return s, nil
}
