package catalog

import (
	"math/big"
	"math/rand"

	"github.com/curvecheck/curvecheck/ref/ecdsa"
)

// Encodings of an ECDSA signature that break DER (X.690 §10, SEC1 §C.8:
// SEQUENCE { r INTEGER, s INTEGER }) in the ways lenient parsers accept.
// Each is an edge class of the DER verification operations.
const (
	ClassDERMissingPad     = "der-missing-pad"
	ClassDERSuperfluousPad = "der-superfluous-pad"
	ClassDERLongForm       = "der-long-form-length"
	ClassDERLenLeadingZero = "der-length-leading-zero"
	ClassDERIndefinite     = "der-indefinite-length"
	ClassDERTrailing       = "der-trailing-bytes"
	ClassDERWrongTag       = "der-wrong-tag"
	ClassDERZero           = "der-r-or-s-zero"
	ClassDERNegative       = "der-r-or-s-negative"
	ClassDERAtLeastN       = "der-r-or-s-at-least-n"
)

var derClassDocs = map[string]string{
	ClassDERMissingPad:     "an INTEGER whose first content byte is 0x80 to 0xfe: r or s with its top bit set written without the 00 pad (X.690 §8.3.3 reads it as negative; a parser that reads it unsigned gets the value)",
	ClassDERSuperfluousPad: "an INTEGER with a 00 byte before a byte below 0x80 (X.690 §8.3.2: not minimal, in DER and BER alike)",
	ClassDERLongForm:       "a length in the long form where a shorter form encodes it (X.690 §10.1: DER lengths are minimal; BER allows it)",
	ClassDERLenLeadingZero: "a long-form length whose first octet is zero (X.690 §10.1 forbids it; BER allows it)",
	ClassDERIndefinite:     "the indefinite length 0x80 with end-of-contents octets (X.690 §8.1.3.6: BER only; DER §10.1 forbids it)",
	ClassDERTrailing:       "bytes after the SEQUENCE, or after s inside it",
	ClassDERWrongTag:       "a tag other than SEQUENCE (0x30) around the pair or INTEGER (0x02) for r or s",
	ClassDERZero:           "r or s is zero (SEC1 §4.1.4 step 1 requires both in [1, n-1])",
	ClassDERNegative:       "an INTEGER whose content starts with 0xff: a negative value in two's complement, such as -r for an r with its top bit set (a parser that drops the sign gets r)",
	ClassDERAtLeastN:       "r or s is n or more, read unsigned (SEC1 §4.1.4 step 1 rejects it)",
}

// derShape is what a lenient reading of a DER or BER signature finds.
type derShape struct {
	classes map[string]bool
	ints    [][]byte // the INTEGER contents found, in order
}

// readTLV reads one element leniently: any tag, short, long (any number of
// octets) or indefinite length. It notes the length's class and returns
// the contents, the rest, and false when b is too short.
func readTLV(b []byte, sh *derShape) (tag byte, body, rest []byte, ok bool) {
	if len(b) < 2 {
		return 0, nil, nil, false
	}
	tag, l := b[0], int(b[1])
	b = b[2:]
	switch {
	case l < 0x80:
	case l == 0x80:
		sh.classes[ClassDERIndefinite] = true
		// The contents run to the end-of-contents octets 00 00 that
		// close the element: for a SEQUENCE of INTEGERs, read elements
		// until a 00 00 pair starts.
		n := 0
		for n+1 < len(b) && !(b[n] == 0 && b[n+1] == 0) {
			_, _, r, ok := readTLV(b[n:], &derShape{classes: map[string]bool{}})
			if !ok {
				return 0, nil, nil, false
			}
			n = len(b) - len(r)
		}
		if n+1 >= len(b) {
			return 0, nil, nil, false
		}
		return tag, b[:n], b[n+2:], true
	default:
		k := l & 0x7f
		if k > 4 || len(b) < k {
			return 0, nil, nil, false
		}
		if b[0] == 0 {
			sh.classes[ClassDERLenLeadingZero] = true
		}
		l = 0
		for _, c := range b[:k] {
			l = l<<8 | int(c)
		}
		if need := (big.NewInt(int64(l)).BitLen() + 7) / 8; l < 0x80 || k > need {
			sh.classes[ClassDERLongForm] = true
		}
		b = b[k:]
	}
	if l > len(b) {
		return 0, nil, nil, false
	}
	return tag, b[:l], b[l:], true
}

// shapeOf reads sig leniently and classifies it against f's n.
func shapeOf(f *Family, sig []byte) derShape {
	sh := derShape{classes: map[string]bool{}}
	tag, body, rest, ok := readTLV(sig, &sh)
	if !ok {
		return sh
	}
	if tag != 0x30 {
		sh.classes[ClassDERWrongTag] = true
	}
	if len(rest) > 0 {
		sh.classes[ClassDERTrailing] = true
	}
	for i := 0; i < 2; i++ {
		t, c, r, ok := readTLV(body, &sh)
		if !ok {
			return sh
		}
		body = r
		if t != 0x02 {
			sh.classes[ClassDERWrongTag] = true
		}
		sh.ints = append(sh.ints, c)
		switch {
		case len(c) == 0:
		case c[0] == 0xff:
			sh.classes[ClassDERNegative] = true
		case c[0] >= 0x80:
			sh.classes[ClassDERMissingPad] = true
		case len(c) >= 2 && c[0] == 0 && c[1] < 0x80:
			sh.classes[ClassDERSuperfluousPad] = true
		}
		v := new(big.Int).SetBytes(c)
		if v.Sign() == 0 {
			sh.classes[ClassDERZero] = true
		}
		if v.Cmp(f.N) >= 0 {
			sh.classes[ClassDERAtLeastN] = true
		}
	}
	if len(body) > 0 {
		sh.classes[ClassDERTrailing] = true
	}
	return sh
}

// derClasses are the DER edge classes of an operation whose param holds a
// DER signature.
func derClasses(f *Family, param string) []InputClass {
	var out []InputClass
	for _, name := range []string{ClassDERMissingPad, ClassDERSuperfluousPad, ClassDERLongForm, ClassDERLenLeadingZero,
		ClassDERIndefinite, ClassDERTrailing, ClassDERWrongTag, ClassDERZero, ClassDERNegative, ClassDERAtLeastN} {
		name := name
		out = append(out, classOn(name, derClassDocs[name], func(b []byte) bool { return shapeOf(f, b).classes[name] }, param))
	}
	return out
}

// The DER writer for edge cases: tlv with a chosen length form.
type derLen int

const (
	lenDER        derLen = iota // minimal
	lenLong                     // 0x81 form (or one octet longer than needed)
	lenLeadZero                 // a long form with a leading zero octet
	lenIndefinite               // 0x80 … 00 00
)

func derTLVForm(tag byte, v []byte, form derLen) []byte {
	out := []byte{tag}
	n := len(v)
	minimal := func() []byte {
		switch {
		case n < 0x80:
			return []byte{byte(n)}
		case n < 0x100:
			return []byte{0x81, byte(n)}
		}
		return []byte{0x82, byte(n >> 8), byte(n)}
	}
	switch form {
	case lenLong:
		if n < 0x80 {
			out = append(out, 0x81, byte(n))
		} else {
			out = append(out, 0x82, byte(n>>8), byte(n))
		}
	case lenLeadZero:
		out = append(out, 0x82, 0, byte(n))
		if n >= 0x100 {
			out = append(out[:1], 0x83, 0, byte(n>>8), byte(n))
		}
	case lenIndefinite:
		out = append(out, 0x80)
		out = append(out, v...)
		return append(out, 0, 0)
	default:
		out = append(out, minimal()...)
	}
	return append(out, v...)
}

// unsignedContent is x big-endian with the 00 pad DER needs when the top
// bit is set.
func unsignedContent(x *big.Int) []byte {
	b := x.Bytes()
	if len(b) == 0 || b[0]&0x80 != 0 {
		b = append([]byte{0}, b...)
	}
	return b
}

// negContent is the minimal two's complement of -x (x > 0).
func negContent(x *big.Int) []byte {
	n := len(x.Bytes()) + 1
	v := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*n)), x).Bytes()
	for len(v) < n {
		v = append([]byte{0xff}, v...)
	}
	for len(v) >= 2 && v[0] == 0xff && v[1]&0x80 != 0 {
		v = v[1:]
	}
	return v
}

func derPair(r, s []byte) []byte {
	return derTLVForm(0x30, append(derTLVForm(0x02, r, lenDER), derTLVForm(0x02, s, lenDER)...), lenDER)
}

// derEdgeSigs returns sig in DER and variants of it in every DER class
// (the missing-pad form keeps the value only for an r with its top bit
// set: see derSignForms).
func derEdgeSigs(f *Family, sig ecdsa.Signature) [][]byte {
	r, s := unsignedContent(sig.R), unsignedContent(sig.S)
	seq := func(form derLen, body []byte) []byte { return derTLVForm(0x30, body, form) }
	ints := func(form derLen) []byte {
		return append(derTLVForm(0x02, r, form), derTLVForm(0x02, s, form)...)
	}
	good := derPair(r, s)
	zero := []byte{0}
	return [][]byte{
		good,
		// der-missing-pad (of this r when its top bit is set; a top byte
		// of 0x80 or more forced into s otherwise)
		derPair(sig.R.Bytes(), s),
		derPair(r, append([]byte{0x80}, s[1:]...)),
		// der-superfluous-pad: 00 before r, and 00 00 before s
		derPair(append([]byte{0}, r...), s),
		derPair(r, append([]byte{0, 0}, s...)),
		// der-long-form-length: on the SEQUENCE, on the INTEGERs
		seq(lenLong, ints(lenDER)), seq(lenDER, ints(lenLong)),
		// der-length-leading-zero
		seq(lenLeadZero, ints(lenDER)), seq(lenDER, ints(lenLeadZero)),
		// der-indefinite-length (a BER encoding, minimal INTEGERs)
		seq(lenIndefinite, ints(lenDER)),
		// der-trailing-bytes: after the SEQUENCE, and inside it after s
		append(append([]byte(nil), good...), 0),
		append(append([]byte(nil), good...), 0x05, 0x00),
		seq(lenDER, append(ints(lenDER), 0x02, 0x01, 0x00)),
		// der-wrong-tag: SET around the pair, BIT STRING and OCTET STRING for
		// r, a constructed INTEGER for s
		derTLVForm(0x31, ints(lenDER), lenDER),
		seq(lenDER, append(derTLVForm(0x03, r, lenDER), derTLVForm(0x02, s, lenDER)...)),
		seq(lenDER, append(derTLVForm(0x04, r, lenDER), derTLVForm(0x02, s, lenDER)...)),
		seq(lenDER, append(derTLVForm(0x02, r, lenDER), derTLVForm(0x22, s, lenDER)...)),
		// der-r-or-s-zero, and both (Java's CVE-2022-21449 accepted r = s = 0)
		derPair(zero, s), derPair(r, zero), derPair(zero, zero),
		// der-r-or-s-negative: -r, -1
		derPair(negContent(sig.R), s), derPair(r, []byte{0xff}),
		// der-r-or-s-at-least-n: r + n, s = n
		derPair(unsignedContent(new(big.Int).Add(sig.R, f.N)), s),
		derPair(r, unsignedContent(f.N)),
		// Truncated and empty.
		good[:len(good)-1], {},
	}
}

// derSignForms are the encodings of sig, whose r has its top bit set, that
// a parser dropping the sign reads as sig: r without its 00 pad, and -r.
// Over sig's own digest they verify for such a parser.
func derSignForms(sig ecdsa.Signature) [][]byte {
	s := unsignedContent(sig.S)
	return [][]byte{derPair(sig.R.Bytes(), s), derPair(negContent(sig.R), s)}
}

// derMutations are the class variants derEdgeSigs builds, as functions of
// one signature, for the random cases.
func randDERVariant(r *rand.Rand, f *Family, sig ecdsa.Signature) []byte {
	rc, sc := unsignedContent(sig.R), unsignedContent(sig.S)
	body := func(form derLen) []byte {
		return append(derTLVForm(0x02, rc, form), derTLVForm(0x02, sc, form)...)
	}
	switch r.Intn(10) {
	case 0: // der-missing-pad: the value is kept where the top bit is set
		return derPair(sig.R.Bytes(), sig.S.Bytes())
	case 1: // der-superfluous-pad
		return derPair(append([]byte{0}, rc...), sc)
	case 2:
		return derTLVForm(0x30, body(lenDER), lenLong)
	case 3:
		return derTLVForm(0x30, body(lenLeadZero), lenDER)
	case 4:
		return derTLVForm(0x30, body(lenDER), lenIndefinite)
	case 5:
		return append(derPair(rc, sc), byte(r.Intn(256)))
	case 6:
		return derTLVForm([]byte{0x31, 0x10, 0xa0}[r.Intn(3)], body(lenDER), lenDER)
	case 7:
		if r.Intn(2) == 0 {
			return derPair([]byte{0}, []byte{0})
		}
		return derPair(rc, []byte{0})
	case 8: // der-r-or-s-negative: -r or -s (whichever has its top bit set), or s = -1
		switch {
		case sig.R.BitLen()%8 == 0:
			return derPair(negContent(sig.R), sc)
		case sig.S.BitLen()%8 == 0:
			return derPair(rc, negContent(sig.S))
		}
		return derPair(rc, []byte{0xff})
	}
	return derPair(rc, unsignedContent(new(big.Int).Add(sig.S, f.N)))
}
