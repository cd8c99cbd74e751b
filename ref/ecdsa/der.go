package ecdsa

import (
	"fmt"
	"math/big"
)

// ParseDER parses an ECDSA signature encoded as the DER SEQUENCE
// { r INTEGER, s INTEGER } (SEC1 §C.8, X.690 §8.3 and §10), strictly:
// definite minimal lengths, minimal non-negative integers, no trailing data.
// It names the first rule the input breaks.
func ParseDER(b []byte) (Signature, error) { return asn1Rules{}.signature(b) }

// ParseBER parses the signature SEQUENCE { r INTEGER, s INTEGER } as X.690
// BER allows where DER does not (§8.1.3): lengths in the long form where
// the short form would do, long-form lengths with leading zero octets, and
// the indefinite length on the SEQUENCE (a constructed type; its contents
// end with the end-of-contents octets 00 00). The INTEGERs must still be
// primitive, of definite length and minimal (§8.3.2 holds in BER too), and
// non-negative; nothing may follow the SEQUENCE. It names the first rule
// the input breaks.
func ParseBER(b []byte) (Signature, error) { return asn1Rules{ber: true}.signature(b) }

// asn1Rules are the rules a parse follows: DER (X.690 §10), or with ber
// set the length forms BER allows as well (§8.1.3).
type asn1Rules struct{ ber bool }

func (ru asn1Rules) errorf(format string, args ...any) error {
	name := "der"
	if ru.ber {
		name = "ber"
	}
	return fmt.Errorf(name+": "+format, args...)
}

func (ru asn1Rules) signature(b []byte) (Signature, error) {
	var body []byte
	if ru.ber && len(b) >= 2 && b[0] == 0x30 && b[1] == 0x80 {
		// Indefinite: the contents run to the end-of-contents octets,
		// which must close the signature.
		body = b[2:]
		if len(body) < 2 || body[len(body)-2] != 0 || body[len(body)-1] != 0 {
			return Signature{}, ru.errorf("the indefinite-length SEQUENCE does not end with 00 00")
		}
		body = body[:len(body)-2]
	} else {
		var rest []byte
		var err error
		body, rest, err = ru.element(b, 0x30, "SEQUENCE")
		if err != nil {
			return Signature{}, err
		}
		if len(rest) != 0 {
			return Signature{}, ru.errorf("%d bytes after the SEQUENCE", len(rest))
		}
	}
	r, body, err := ru.integer(body, "r")
	if err != nil {
		return Signature{}, err
	}
	s, body, err := ru.integer(body, "s")
	if err != nil {
		return Signature{}, err
	}
	if len(body) != 0 {
		return Signature{}, ru.errorf("%d bytes after s inside the SEQUENCE", len(body))
	}
	return Signature{R: r, S: s}, nil
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

// element reads a definite-length element with tag: under DER its length
// in the shortest form, under BER in the short or any long form (up to 4
// length octets here). The indefinite length is refused: only the
// SEQUENCE may have it, under BER, and signature handles that.
func (ru asn1Rules) element(b []byte, tag byte, what string) (body, rest []byte, err error) {
	if len(b) < 2 {
		return nil, nil, ru.errorf("%s truncated", what)
	}
	if b[0] != tag {
		return nil, nil, ru.errorf("tag 0x%02x where %s (0x%02x) expected", b[0], what, tag)
	}
	n, off := int(b[1]), 2
	if n&0x80 != 0 {
		k := n & 0x7f
		switch {
		case k == 0:
			return nil, nil, ru.errorf("%s has an indefinite length", what)
		case k > 4:
			return nil, nil, ru.errorf("%s length takes %d bytes", what, k)
		case len(b) < 2+k:
			return nil, nil, ru.errorf("%s length truncated", what)
		case b[2] == 0 && !ru.ber:
			return nil, nil, ru.errorf("%s length has a leading zero byte", what)
		}
		n = 0
		for _, c := range b[2 : 2+k] {
			n = n<<8 | int(c)
		}
		if n < 0x80 && !ru.ber {
			return nil, nil, ru.errorf("%s length %d is not in its shortest form", what, n)
		}
		off = 2 + k
	}
	if n > len(b)-off {
		return nil, nil, ru.errorf("%s length %d exceeds the %d bytes left", what, n, len(b)-off)
	}
	return b[off : off+n], b[off+n:], nil
}

// integer reads a minimal non-negative INTEGER (X.690 §8.3.2, in DER and
// BER alike).
func (ru asn1Rules) integer(b []byte, what string) (*big.Int, []byte, error) {
	v, rest, err := ru.element(b, 0x02, "INTEGER "+what)
	if err != nil {
		return nil, nil, err
	}
	if len(v) == 0 {
		return nil, nil, ru.errorf("INTEGER %s is empty", what)
	}
	if v[0]&0x80 != 0 {
		return nil, nil, ru.errorf("INTEGER %s is negative", what)
	}
	if len(v) > 1 && v[0] == 0 && v[1]&0x80 == 0 {
		return nil, nil, ru.errorf("INTEGER %s has a superfluous leading zero (X.690 §8.3.2)", what)
	}
	return new(big.Int).SetBytes(v), rest, nil
}
