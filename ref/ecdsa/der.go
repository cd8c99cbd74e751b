package ecdsa

import (
	"fmt"
	"math/big"
)

// ParseDER parses an ECDSA signature encoded as the DER SEQUENCE
// { r INTEGER, s INTEGER } (SEC1 §C.8, X.690 §8.3 and §10), strictly:
// definite minimal lengths, minimal non-negative integers, no trailing data.
// It names the first rule the input breaks.
func ParseDER(b []byte) (Signature, error) {
	body, rest, err := derElement(b, 0x30, "SEQUENCE")
	if err != nil {
		return Signature{}, err
	}
	if len(rest) != 0 {
		return Signature{}, fmt.Errorf("der: %d bytes after the SEQUENCE", len(rest))
	}
	r, body, err := derInteger(body, "r")
	if err != nil {
		return Signature{}, err
	}
	s, body, err := derInteger(body, "s")
	if err != nil {
		return Signature{}, err
	}
	if len(body) != 0 {
		return Signature{}, fmt.Errorf("der: %d bytes after s inside the SEQUENCE", len(body))
	}
	return Signature{R: r, S: s}, nil
}

// ParseBER parses the signature SEQUENCE { r INTEGER, s INTEGER } as X.690
// BER allows where DER does not (§8.1.3): lengths in the long form where
// the short form would do, long-form lengths with leading zero octets, and
// the indefinite length on the SEQUENCE (a constructed type; its contents
// end with the end-of-contents octets 00 00). The INTEGERs must still be
// primitive, of definite length and minimal (§8.3.2 holds in BER too), and
// non-negative; nothing may follow the SEQUENCE. It names the first rule
// the input breaks.
func ParseBER(b []byte) (Signature, error) {
	if len(b) < 2 || b[0] != 0x30 {
		if len(b) == 0 {
			return Signature{}, fmt.Errorf("ber: empty signature")
		}
		return Signature{}, fmt.Errorf("ber: tag 0x%02x where SEQUENCE (0x30) expected", b[0])
	}
	var body []byte
	if b[1] == 0x80 {
		// Indefinite: two INTEGERs, then 00 00, then nothing.
		r, rest, err := berInteger(b[2:], "r")
		if err != nil {
			return Signature{}, err
		}
		s, rest, err := berInteger(rest, "s")
		if err != nil {
			return Signature{}, err
		}
		if len(rest) != 2 || rest[0] != 0 || rest[1] != 0 {
			return Signature{}, fmt.Errorf("ber: the indefinite-length SEQUENCE does not end with 00 00 right after s")
		}
		return Signature{R: r, S: s}, nil
	}
	body, rest, err := berElement(b, 0x30, "SEQUENCE")
	if err != nil {
		return Signature{}, err
	}
	if len(rest) != 0 {
		return Signature{}, fmt.Errorf("ber: %d bytes after the SEQUENCE", len(rest))
	}
	r, body, err := berInteger(body, "r")
	if err != nil {
		return Signature{}, err
	}
	s, body, err := berInteger(body, "s")
	if err != nil {
		return Signature{}, err
	}
	if len(body) != 0 {
		return Signature{}, fmt.Errorf("ber: %d bytes after s inside the SEQUENCE", len(body))
	}
	return Signature{R: r, S: s}, nil
}

// berElement reads a definite-length element with tag, in the short or
// any long form (§8.1.3.5: up to 4 length octets here).
func berElement(b []byte, tag byte, what string) (body, rest []byte, err error) {
	if len(b) < 2 {
		return nil, nil, fmt.Errorf("ber: %s truncated", what)
	}
	if b[0] != tag {
		return nil, nil, fmt.Errorf("ber: tag 0x%02x where %s (0x%02x) expected", b[0], what, tag)
	}
	n, off := int(b[1]), 2
	if n&0x80 != 0 {
		k := n & 0x7f
		switch {
		case k == 0:
			return nil, nil, fmt.Errorf("ber: %s has an indefinite length (only a constructed SEQUENCE may)", what)
		case k > 4:
			return nil, nil, fmt.Errorf("ber: %s length takes %d bytes", what, k)
		case len(b) < 2+k:
			return nil, nil, fmt.Errorf("ber: %s length truncated", what)
		}
		n = 0
		for _, c := range b[2 : 2+k] {
			n = n<<8 | int(c)
		}
		off = 2 + k
	}
	if n > len(b)-off {
		return nil, nil, fmt.Errorf("ber: %s length %d exceeds the %d bytes left", what, n, len(b)-off)
	}
	return b[off : off+n], b[off+n:], nil
}

func berInteger(b []byte, what string) (*big.Int, []byte, error) {
	v, rest, err := berElement(b, 0x02, "INTEGER "+what)
	if err != nil {
		return nil, nil, err
	}
	if len(v) == 0 {
		return nil, nil, fmt.Errorf("ber: INTEGER %s is empty", what)
	}
	if v[0]&0x80 != 0 {
		return nil, nil, fmt.Errorf("ber: INTEGER %s is negative", what)
	}
	if len(v) > 1 && v[0] == 0 && v[1]&0x80 == 0 {
		return nil, nil, fmt.Errorf("ber: INTEGER %s has a superfluous leading zero (X.690 §8.3.2)", what)
	}
	return new(big.Int).SetBytes(v), rest, nil
}

// EncodeDER returns the DER SEQUENCE { r, s }.
func EncodeDER(sig Signature) []byte {
	ri, si := derIntBytes(sig.R), derIntBytes(sig.S)
	body := append(derTLV(0x02, ri), derTLV(0x02, si)...)
	return derTLV(0x30, body)
}

func derIntBytes(x *big.Int) []byte {
	b := x.Bytes()
	if len(b) == 0 || b[0]&0x80 != 0 {
		b = append([]byte{0}, b...)
	}
	return b
}

func derTLV(tag byte, v []byte) []byte {
	out := []byte{tag}
	switch n := len(v); {
	case n < 0x80:
		out = append(out, byte(n))
	case n < 0x100:
		out = append(out, 0x81, byte(n))
	default:
		out = append(out, 0x82, byte(n>>8), byte(n))
	}
	return append(out, v...)
}

func derElement(b []byte, tag byte, what string) (body, rest []byte, err error) {
	if len(b) < 2 {
		return nil, nil, fmt.Errorf("der: %s truncated", what)
	}
	if b[0] != tag {
		return nil, nil, fmt.Errorf("der: tag 0x%02x where %s (0x%02x) expected", b[0], what, tag)
	}
	n := int(b[1])
	off := 2
	if n&0x80 != 0 {
		k := n & 0x7f
		if k == 0 {
			return nil, nil, fmt.Errorf("der: %s has an indefinite length", what)
		}
		if k > 4 {
			return nil, nil, fmt.Errorf("der: %s length takes %d bytes", what, k)
		}
		if len(b) < 2+k {
			return nil, nil, fmt.Errorf("der: %s length truncated", what)
		}
		if b[2] == 0 {
			return nil, nil, fmt.Errorf("der: %s length has a leading zero byte", what)
		}
		n = 0
		for _, c := range b[2 : 2+k] {
			n = n<<8 | int(c)
		}
		if n < 0x80 {
			return nil, nil, fmt.Errorf("der: %s length %d is not in its shortest form", what, n)
		}
		off = 2 + k
	}
	if n > len(b)-off {
		return nil, nil, fmt.Errorf("der: %s length %d exceeds the %d bytes left", what, n, len(b)-off)
	}
	return b[off : off+n], b[off+n:], nil
}

func derInteger(b []byte, what string) (*big.Int, []byte, error) {
	v, rest, err := derElement(b, 0x02, "INTEGER "+what)
	if err != nil {
		return nil, nil, err
	}
	if len(v) == 0 {
		return nil, nil, fmt.Errorf("der: INTEGER %s is empty", what)
	}
	if v[0]&0x80 != 0 {
		return nil, nil, fmt.Errorf("der: INTEGER %s is negative", what)
	}
	if len(v) > 1 && v[0] == 0 && v[1]&0x80 == 0 {
		return nil, nil, fmt.Errorf("der: INTEGER %s has a superfluous leading zero", what)
	}
	return new(big.Int).SetBytes(v), rest, nil
}
