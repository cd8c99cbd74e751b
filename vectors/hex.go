package vectors

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
)

// Hex is a byte string that appears in JSON as a hex string.
type Hex []byte

// UnmarshalJSON decodes a JSON string of hex digits (either case).
func (h *Hex) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("want a hex string, got %s", truncate(string(b), 20))
	}
	v, err := hex.DecodeString(s)
	if err != nil {
		return fmt.Errorf("invalid hex %q: %v", truncate(s, 20), err)
	}
	*h = v
	return nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// unhexField decodes a hex field of a text format, naming it on error.
func unhexField(name, s string) ([]byte, error) {
	v, err := hex.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("field %s: invalid hex %q: %v", name, truncate(s, 20), err)
	}
	return v, nil
}
