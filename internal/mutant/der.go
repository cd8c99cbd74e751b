package mutant

import (
	"errors"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/edwards"
)

func edwardsLenient() edwards.DecodeOptions {
	return edwards.DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true}
}

// derRules are the leniencies of a signature parser written to be wrong:
// with none set it parses DER strictly (X.690 §10, SEC1 §C.8), leaving
// the range of r and s to the verifier.
type derRules struct {
	unsigned   bool // INTEGER contents read as unsigned
	absolute   bool // a negative INTEGER read as its absolute value
	padded     bool // leading zero bytes in INTEGERs taken
	longForm   bool // non-minimal long-form lengths taken
	lenZeros   bool // long-form lengths with leading zero octets taken
	indefinite bool // the indefinite length on the SEQUENCE taken
	trailing   bool // bytes after the SEQUENCE or after s ignored
	anyTag     bool // tags not looked at
}

// length reads a length at b: the value, the bytes it took, and whether
// it is the indefinite form.
func (ru derRules) length(b []byte, constructed bool) (n, used int, indef bool, err error) {
	if len(b) == 0 {
		return 0, 0, false, errors.New("truncated length")
	}
	l := int(b[0])
	switch {
	case l < 0x80:
		return l, 1, false, nil
	case l == 0x80:
		if !ru.indefinite || !constructed {
			return 0, 0, false, errors.New("indefinite length")
		}
		return 0, 1, true, nil
	}
	k := l & 0x7f
	if k > 4 || len(b) < 1+k {
		return 0, 0, false, errors.New("bad long-form length")
	}
	if b[1] == 0 && !ru.lenZeros {
		return 0, 0, false, errors.New("length with a leading zero octet")
	}
	for _, c := range b[1 : 1+k] {
		n = n<<8 | int(c)
	}
	if (n < 0x80 || (b[1] == 0 && k > 1)) && !ru.longForm {
		return 0, 0, false, errors.New("long-form length where the short form is required")
	}
	return n, 1 + k, false, nil
}

func (ru derRules) integer(b []byte) (*big.Int, []byte, error) {
	if len(b) < 2 {
		return nil, nil, errors.New("truncated INTEGER")
	}
	if b[0] != 0x02 && !ru.anyTag {
		return nil, nil, errors.New("not an INTEGER")
	}
	n, used, _, err := ru.length(b[1:], false)
	if err != nil {
		return nil, nil, err
	}
	b = b[1+used:]
	if n > len(b) || n == 0 {
		return nil, nil, errors.New("bad INTEGER length")
	}
	c, rest := b[:n], b[n:]
	if len(c) > 1 && c[0] == 0 && c[1] < 0x80 && !ru.padded {
		return nil, nil, errors.New("superfluous leading zero")
	}
	v := new(big.Int).SetBytes(c)
	if c[0]&0x80 != 0 {
		switch {
		case ru.unsigned:
		case ru.absolute:
			v.Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*len(c))), v)
		default:
			return nil, nil, errors.New("negative INTEGER")
		}
	}
	return v, rest, nil
}

// parse reads SEQUENCE { r, s } under the rules.
func (ru derRules) parse(b []byte) (r, s *big.Int, err error) {
	if len(b) < 2 {
		return nil, nil, errors.New("truncated signature")
	}
	if b[0] != 0x30 && !ru.anyTag {
		return nil, nil, errors.New("not a SEQUENCE")
	}
	n, used, indef, err := ru.length(b[1:], true)
	if err != nil {
		return nil, nil, err
	}
	body := b[1+used:]
	var after []byte
	if !indef {
		if n > len(body) {
			return nil, nil, errors.New("SEQUENCE longer than the signature")
		}
		body, after = body[:n], body[n:]
	}
	if r, body, err = ru.integer(body); err != nil {
		return nil, nil, err
	}
	if s, body, err = ru.integer(body); err != nil {
		return nil, nil, err
	}
	if indef {
		if len(body) < 2 || body[0] != 0 || body[1] != 0 {
			return nil, nil, errors.New("no end-of-contents")
		}
		body, after = nil, body[2:]
	}
	if (len(body) > 0 || len(after) > 0) && !ru.trailing {
		return nil, nil, errors.New("trailing bytes")
	}
	return r, s, nil
}
