package vectors

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"strings"
)

// SignInput is a line of the SUPERCOP Ed25519 sign.input file:
// sk64:pk32:msg:sig64‖msg: (hex), sk64 = seed ‖ public key.
type SignInput struct {
	Line           int
	Seed, Pub, Msg []byte
	Sig            []byte
}

// ParseSignInput reads sign.input, gzipped or not.
func ParseSignInput(data []byte) ([]SignInput, error) {
	if len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("gzip: %v", err)
		}
		var buf bytes.Buffer
		if _, err := buf.ReadFrom(zr); err != nil {
			return nil, fmt.Errorf("gzip: %v", err)
		}
		data = buf.Bytes()
	}
	var out []SignInput
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" {
			continue
		}
		f := strings.Split(line, ":")
		if len(f) != 5 || f[4] != "" {
			return nil, fmt.Errorf("line %d: want 5 colon-separated fields, the last empty; got %d", n, len(f))
		}
		sk, err := unhexField("sk", f[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		pk, err := unhexField("pk", f[1])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		msg, err := unhexField("msg", f[2])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		sm, err := unhexField("sig‖msg", f[3])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		if len(sk) != 64 || len(pk) != 32 || len(sm) != 64+len(msg) {
			return nil, fmt.Errorf("line %d: field lengths sk=%d pk=%d sig‖msg=%d do not fit the format", n, len(sk), len(pk), len(sm))
		}
		out = append(out, SignInput{Line: n, Seed: sk[:32], Pub: pk, Msg: msg, Sig: sm[:64]})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no sign.input lines")
	}
	return out, nil
}
