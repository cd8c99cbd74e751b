package vectors

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// FileTestStanza is one blank-line-separated block of BoringSSL's FileTest
// format: "Key = Value" lines, in order.
type FileTestStanza struct {
	Line   int // first line of the stanza
	Keys   []string
	Values map[string]string
}

// ParseFileTest reads BoringSSL FileTest text. Comments (#) and [section]
// lines are skipped.
func ParseFileTest(data []byte) ([]FileTestStanza, error) {
	var out []FileTestStanza
	var cur *FileTestStanza
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			cur = nil
			continue
		case strings.HasPrefix(line, "#"), strings.HasPrefix(line, "["):
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("line %d: want \"Key = Value\", got %q", n, truncate(line, 40))
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if cur == nil {
			out = append(out, FileTestStanza{Line: n, Values: map[string]string{}})
			cur = &out[len(out)-1]
		}
		if _, dup := cur.Values[k]; dup {
			return nil, fmt.Errorf("line %d: key %s repeated in a stanza", n, k)
		}
		cur.Keys = append(cur.Keys, k)
		cur.Values[k] = v
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no FileTest stanzas")
	}
	return out, nil
}

// HexValue returns the stanza's value for key: hex digits, or a quoted
// string ("Hello world", "") taken as its bytes, as FileTest writes them.
func (s FileTestStanza) HexValue(key string) ([]byte, error) {
	v, ok := s.Values[key]
	if !ok {
		return nil, fmt.Errorf("stanza at line %d: missing key %s", s.Line, key)
	}
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		return []byte(v[1 : len(v)-1]), nil
	}
	b, err := unhexField(key, v)
	if err != nil {
		return nil, fmt.Errorf("stanza at line %d: %w", s.Line, err)
	}
	return b, nil
}
