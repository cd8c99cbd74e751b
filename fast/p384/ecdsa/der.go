package ecdsa

import (
	"errors"
	"fmt"
)

// The ASN.1 DER form of a signature, SEC 1 §C.8's ECDSA-Sig-Value:
// SEQUENCE { r INTEGER, s INTEGER } under X.690's distinguished rules —
// definite lengths in the fewest bytes, integers in the fewest bytes (a
// leading zero only before a byte whose top bit is set), nothing after
// the sequence. For P-384 the sequence is at most 2 + 2·(2 + 49) = 104
// bytes, so every length fits the one-byte short form.

// SignASN1 is Sign with the signature in DER. Constant time in the key
// and the nonce, as Sign; the encoding's length depends only on r and s,
// which are public.
func SignASN1(priv, digest []byte) ([]byte, error) {
	sig, err := Sign(priv, digest)
	if err != nil {
		return nil, err
	}
	return encodeDER(sig[:48], sig[48:]), nil
}

// VerifyASN1 is Verify for a DER signature; an encoding that is not
// strict DER is rejected with an error naming the fault. Public data
// only: its time may depend on the inputs.
func VerifyASN1(pub, digest, der []byte) error {
	r, s, err := parseDER(der)
	if err != nil {
		return errors.Join(ErrInvalid, err)
	}
	return Verify(pub, digest, append(r[:], s[:]...))
}

// encodeDER returns the DER ECDSA-Sig-Value of the 48-byte big-endian r
// and s.
func encodeDER(r, s []byte) []byte {
	body := append(derInteger(r), derInteger(s)...)
	return append([]byte{0x30, byte(len(body))}, body...)
}

// derInteger returns the DER INTEGER of the non-negative big-endian b.
func derInteger(b []byte) []byte {
	for len(b) > 1 && b[0] == 0 {
		b = b[1:]
	}
	v := b
	if b[0]&0x80 != 0 {
		v = append([]byte{0}, b...)
	}
	return append([]byte{0x02, byte(len(v))}, v...)
}

// parseDER returns r and s as 48-byte big-endian values from a strict
// DER ECDSA-Sig-Value.
func parseDER(b []byte) (r, s [48]byte, err error) {
	body, rest, err := derTLV(b, 0x30, "signature")
	if err != nil {
		return r, s, err
	}
	if len(rest) != 0 {
		return r, s, fmt.Errorf("p384 ecdsa: DER signature: %d bytes after the sequence", len(rest))
	}
	if r, body, err = derUint(body, "r"); err != nil {
		return r, s, err
	}
	if s, body, err = derUint(body, "s"); err != nil {
		return r, s, err
	}
	if len(body) != 0 {
		return r, s, fmt.Errorf("p384 ecdsa: DER signature: %d bytes after s inside the sequence", len(body))
	}
	return r, s, nil
}

// derTLV splits off one element with the given tag: its contents and
// what follows it. A valid P-384 signature never needs a long-form
// length, so any is refused (it is either non-minimal or too long).
func derTLV(b []byte, tag byte, what string) (contents, rest []byte, err error) {
	switch {
	case len(b) < 2:
		return nil, nil, fmt.Errorf("p384 ecdsa: DER %s: truncated (%d bytes)", what, len(b))
	case b[0] != tag:
		return nil, nil, fmt.Errorf("p384 ecdsa: DER %s: tag %#02x, want %#02x", what, b[0], tag)
	case b[1] == 0x80:
		return nil, nil, fmt.Errorf("p384 ecdsa: DER %s: indefinite length", what)
	case b[1] > 0x80:
		return nil, nil, fmt.Errorf("p384 ecdsa: DER %s: long-form length, never minimal or short enough for P-384", what)
	case int(b[1]) > len(b)-2:
		return nil, nil, fmt.Errorf("p384 ecdsa: DER %s: length %d, but %d bytes follow", what, b[1], len(b)-2)
	}
	n := int(b[1])
	return b[2 : 2+n], b[2+n:], nil
}

// derUint parses a DER INTEGER that must be non-negative and below
// 2^384, right-aligned in 48 bytes.
func derUint(b []byte, what string) (v [48]byte, rest []byte, err error) {
	c, rest, err := derTLV(b, 0x02, what)
	switch {
	case err != nil:
		return v, nil, err
	case len(c) == 0:
		return v, nil, fmt.Errorf("p384 ecdsa: DER %s: empty INTEGER", what)
	case c[0]&0x80 != 0:
		return v, nil, fmt.Errorf("p384 ecdsa: DER %s: negative INTEGER", what)
	case len(c) > 1 && c[0] == 0 && c[1]&0x80 == 0:
		return v, nil, fmt.Errorf("p384 ecdsa: DER %s: INTEGER with a superfluous leading zero", what)
	}
	if c[0] == 0 && len(c) > 1 {
		c = c[1:]
	}
	if len(c) > 48 {
		return v, nil, fmt.Errorf("p384 ecdsa: DER %s: INTEGER of %d bytes, wider than 384 bits", what, len(c))
	}
	copy(v[48-len(c):], c)
	return v, rest, nil
}
