package catalog

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"strings"
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

// ParseFuzzCorpusFile reads a file written by FuzzCorpusFile (a finding's
// corpus file) back into its operation and inputs.
func ParseFuzzCorpusFile(data []byte) (Op, Values, error) {
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 3 || lines[0] != "go test fuzz v1" {
		return Op{}, nil, errors.New("not a curvecheck corpus file (want the lines go test fuzz v1, string(...), []byte(...))")
	}
	arg := func(line, prefix string) (string, error) {
		if !strings.HasPrefix(line, prefix) || !strings.HasSuffix(line, ")") {
			return "", fmt.Errorf("line %q is not %s...)", line, prefix)
		}
		return strconv.Unquote(line[len(prefix) : len(line)-1])
	}
	name, err := arg(lines[1], "string(")
	if err != nil {
		return Op{}, nil, fmt.Errorf("operation: %w", err)
	}
	raw, err := arg(lines[2], "[]byte(")
	if err != nil {
		return Op{}, nil, fmt.Errorf("inputs: %w", err)
	}
	op, ok := LookupOp(name)
	if !ok {
		return Op{}, nil, fmt.Errorf("operation %q is not in the catalog", name)
	}
	return op, DecodeInputs(op, []byte(raw)), nil
}
