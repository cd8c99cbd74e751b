package diff

import (
	"encoding/binary"
	"fmt"
)

// EncodeInputs serializes an operation's inputs in catalog order, each as a
// 2-byte big-endian length and the bytes: the form fuzz corpora and
// reproducers use. Values longer than 65535 bytes are truncated.
func EncodeInputs(op Op, in Values) []byte {
	var out []byte
	for _, p := range op.In {
		v := in[p.Name]
		if len(v) > 0xffff {
			v = v[:0xffff]
		}
		out = binary.BigEndian.AppendUint16(out, uint16(len(v)))
		out = append(out, v...)
	}
	return out
}

// DecodeInputs is the inverse of EncodeInputs. Bytes that run out leave the
// remaining inputs empty; it never fails on short data, so any fuzz input
// maps to some case. Trailing bytes are ignored.
func DecodeInputs(op Op, b []byte) Values {
	in := Values{}
	for _, p := range op.In {
		if len(b) < 2 {
			in[p.Name] = []byte{}
			continue
		}
		n := int(binary.BigEndian.Uint16(b))
		b = b[2:]
		n = min(n, len(b))
		in[p.Name] = append([]byte(nil), b[:n]...)
		b = b[n:]
	}
	return in
}

// FuzzCorpusFile returns a Go fuzz corpus file for the target FuzzOps
// (func(t *testing.T, op string, in []byte)) that replays op on in.
func FuzzCorpusFile(op Op, in Values) []byte {
	return fmt.Appendf(nil, "go test fuzz v1\nstring(%q)\n[]byte(%q)\n", op.Name, EncodeInputs(op, in))
}
