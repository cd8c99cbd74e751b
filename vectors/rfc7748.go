package vectors

import (
	"encoding/json"
	"fmt"
)

// X25519KAT is an entry of rfc7748_kat_test.json: X25519(scalar, input) =
// output (RFC 7748 §5.2 and §6.1).
type X25519KAT struct {
	Input  Hex `json:"input"`
	Output Hex `json:"output"`
	Scalar Hex `json:"scalar"`
}

// X25519Iteration is an entry of rfc7748_times_test.json: the RFC 7748 §5.2
// iteration with k = u = 9 initially, the result after Times steps.
type X25519Iteration struct {
	Times int `json:"times"`
	Key   Hex `json:"key"`
}

// ParseX25519KAT decodes rfc7748_kat_test.json.
func ParseX25519KAT(data []byte) ([]X25519KAT, error) {
	var out []X25519KAT
	if err := decodeStrictJSON(data, &out); err != nil {
		return nil, err
	}
	for i, e := range out {
		if len(e.Input) != 32 || len(e.Output) != 32 || len(e.Scalar) != 32 {
			return nil, fmt.Errorf("entry %d: fields input, output and scalar must be 32 bytes", i)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no entries")
	}
	return out, nil
}

// ParseX25519Iterations decodes rfc7748_times_test.json.
func ParseX25519Iterations(data []byte) ([]X25519Iteration, error) {
	var out []X25519Iteration
	if err := decodeStrictJSON(data, &out); err != nil {
		return nil, err
	}
	for i, e := range out {
		if e.Times <= 0 || len(e.Key) != 32 {
			return nil, fmt.Errorf("entry %d: field times must be positive and key 32 bytes", i)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no entries")
	}
	return out, nil
}

var _ json.Unmarshaler = (*Hex)(nil)
