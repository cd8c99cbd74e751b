// Package oprf is RFC 9497's OPRF, VOPRF and POPRF on the suite
// P384-SHA384 (§4.4) over fast/p384: the client's blinding and
// finalization, the server's key derivation and blind evaluation with the
// batched DLEQ proof (§2.2).
//
// Secrets and their handling: the server key skS (and the POPRF key
// t = skS + m and its inverse), the proof nonce r and the proof's
// s = r - c·skS, and the client's input, blinds and unblinded elements
// are handled in constant time — the constant-time ScalarMult,
// ScalarBaseMult, HashToCurve and scalar arithmetic of fast/p384. What the
// protocol sends or publishes (blinded and evaluated elements, the
// composites' weights d_i and M = Σ d_i·C_i, the challenge, a proof being
// verified, pkS) goes through the variable-time multi-scalar
// multiplications (§7.4 of the RFC: the composites and the verification
// may be variable time). Functions that branch say on what.
package oprf

import (
	"crypto/sha512"
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
	"github.com/curvecheck/curvecheck/fast/xmd"
)

// Mode is the protocol variant (RFC 9497 §3.1).
type Mode byte

// The three modes.
const (
	OPRF  Mode = 0
	VOPRF Mode = 1
	POPRF Mode = 2
)

// Sizes of the suite's encodings (§4.4): compressed points, scalars, and
// the SHA-384 outputs of Finalize.
const (
	ElementSize = 49
	ScalarSize  = 48
	OutputSize  = 48
)

// Errors of the protocol.
var (
	ErrInvalidInput = errors.New("oprf: the input hashes to the identity")
	ErrInverse      = errors.New("oprf: the tweaked key skS + m is zero")
	ErrVerify       = errors.New("oprf: the proof does not verify")
	ErrDeriveKey    = errors.New("oprf: no key derived in 256 attempts")
)

func (m Mode) valid() error {
	if m > POPRF {
		return fmt.Errorf("oprf: mode %d is not 0, 1 or 2", m)
	}
	return nil
}

// context is contextString = "OPRFV1-" ‖ mode ‖ "-P384-SHA384".
func (m Mode) context() []byte { return []byte("OPRFV1-" + string(rune(m)) + "-P384-SHA384") }

func (m Mode) tag(prefix string) []byte { return append([]byte(prefix), m.context()...) }

// hashToScalar is HashToScalar (§4.4): 72 bytes of expand_message_xmd
// with SHA-384, reduced mod n, with DST "HashToScalar-" ‖ contextString
// unless dst is given. Constant time in msg.
func (m Mode) hashToScalar(msg, dst []byte) (scalar.Scalar, error) {
	var s scalar.Scalar
	if dst == nil {
		dst = m.tag("HashToScalar-")
	}
	var b [96]byte // the 72 bytes right-aligned for the 96-byte reduction
	if err := xmd.Expand(sha512.New384(), b[24:], msg, dst); err != nil {
		return s, err
	}
	_, err := s.SetWideBytes(b[:])
	return s, err
}

// hashToGroup is HashToGroup with DST "HashToGroup-" ‖ contextString.
// Constant time in msg.
func (m Mode) hashToGroup(msg []byte) (*p384.Point, error) {
	return new(p384.Point).HashToCurve(msg, m.tag("HashToGroup-"))
}

// element decodes a serialized element: a compressed point, never the
// identity (§2.1). The encoding is public.
func element(b []byte, what string) (*p384.Point, error) {
	if len(b) != ElementSize || (b[0] != 2 && b[0] != 3) {
		return nil, fmt.Errorf("oprf: %s: %d bytes with prefix %#x, want a %d-byte compressed point", what, len(b), firstByte(b), ElementSize)
	}
	p, err := new(p384.Point).SetBytes(b)
	if err != nil {
		return nil, fmt.Errorf("oprf: %s: %v", what, err)
	}
	return p, nil
}

func firstByte(b []byte) byte {
	if len(b) == 0 {
		return 0
	}
	return b[0]
}

// elements decodes a batch.
func elements(bs [][]byte, what string) ([]*p384.Point, error) {
	if len(bs) == 0 || len(bs) > 0xffff {
		return nil, fmt.Errorf("oprf: %d %s, want 1 to 65535", len(bs), what)
	}
	out := make([]*p384.Point, len(bs))
	for i, b := range bs {
		p, err := element(b, fmt.Sprintf("%s[%d]", what, i))
		if err != nil {
			return nil, err
		}
		out[i] = p
	}
	return out, nil
}

// encodings returns the uncompressed (97-byte) and compressed (49-byte)
// SEC1 encodings of p without branching on p: every point serialized here
// is finite except with probability about 2^-384 (a nonzero multiple of a
// point of prime order), and the point at infinity would come out with
// prefix 00 and zero coordinates, a string no decoder accepts. Constant
// time.
func encodings(p *p384.Point) (unc [97]byte, comp [ElementSize]byte) {
	x, y, inf := p.Coordinates()
	keep := byte(inf) - 1 // 0xff when finite, 0 at infinity
	unc[0] = 4 & keep
	copy(unc[1:], x[:])
	copy(unc[49:], y[:])
	comp[0] = (2 | y[47]&1) & keep
	copy(comp[1:], x[:])
	return unc, comp
}

// serialize is SerializeElement: the compressed encoding. Constant time.
func serialize(p *p384.Point) []byte {
	_, c := encodings(p)
	return c[:]
}

// lengthPrefixed appends I2OSP(len(b), 2) ‖ b to dst.
func lengthPrefixed(dst, b []byte) []byte {
	return append(append(dst, byte(len(b)>>8), byte(len(b))), b...)
}
