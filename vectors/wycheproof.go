package vectors

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Wycheproof is a Wycheproof test vector file (C2SP/wycheproof,
// testvectors_v1). Groups stay raw until a typed accessor decodes them for
// the file's schema.
type Wycheproof struct {
	Algorithm     string                    `json:"algorithm"`
	Schema        string                    `json:"schema"`
	NumberOfTests int                       `json:"numberOfTests"`
	Header        []string                  `json:"header"`
	Notes         map[string]WycheproofNote `json:"notes"`
	TestGroups    []json.RawMessage         `json:"testGroups"`
}

// WycheproofNote explains a flag.
type WycheproofNote struct {
	BugType     string `json:"bugType"`
	Description string `json:"description"`
}

// WycheproofSource names who made a group's tests.
type WycheproofSource struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// WycheproofCase holds the fields every Wycheproof test has.
type WycheproofCase struct {
	TcID    int      `json:"tcId"`
	Comment string   `json:"comment"`
	Flags   []string `json:"flags"`
	Result  string   `json:"result"` // valid, invalid or acceptable
}

// Wycheproof schemas this package reads.
const (
	SchemaEddsaVerify  = "eddsa_verify_schema_v1.json"
	SchemaXdhComp      = "xdh_comp_schema_v1.json"
	SchemaEcdsaVerify  = "ecdsa_verify_schema_v1.json"
	SchemaEcdsaP1363   = "ecdsa_p1363_verify_schema_v1.json"
	SchemaEcdsaBitcoin = "ecdsa_bitcoin_verify_schema.json"
	SchemaEcdhASN      = "ecdh_test_schema_v1.json"
	SchemaEcdhEcpoint  = "ecdh_ecpoint_test_schema_v1.json"
)

// ParseWycheproof decodes a Wycheproof file and checks its frame: a known
// schema, a test count that matches, and results among the three allowed.
func ParseWycheproof(data []byte) (*Wycheproof, error) {
	var w Wycheproof
	if err := decodeStrictJSON(data, &w); err != nil {
		return nil, err
	}
	switch w.Schema {
	case SchemaEddsaVerify, SchemaXdhComp, SchemaEcdsaVerify, SchemaEcdsaP1363, SchemaEcdsaBitcoin, SchemaEcdhASN, SchemaEcdhEcpoint:
	case "":
		return nil, errors.New(`field "schema" is missing`)
	default:
		return nil, fmt.Errorf("field \"schema\": unsupported Wycheproof schema %q", w.Schema)
	}
	if len(w.TestGroups) == 0 {
		return nil, errors.New(`field "testGroups" is missing or empty`)
	}
	return &w, nil
}

// decodeStrictJSON unmarshals data, turning syntax errors into messages that
// give the byte offset.
func decodeStrictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return fmt.Errorf("malformed JSON at byte %d: %v", se.Offset, err)
		case errors.As(err, &te):
			return fmt.Errorf("field %q: JSON %s where %s expected (byte %d)", te.Field, te.Value, te.Type, te.Offset)
		case err.Error() == "unexpected EOF" || err.Error() == "EOF":
			return fmt.Errorf("malformed JSON: truncated input (%v)", err)
		}
		return fmt.Errorf("malformed JSON: %v", err)
	}
	if dec.More() {
		return errors.New("malformed JSON: data after the top-level value")
	}
	return nil
}

// decodeGroups decodes every group into a G, naming the group on error.
func decodeGroups[G any](w *Wycheproof) ([]G, error) {
	out := make([]G, len(w.TestGroups))
	for i, raw := range w.TestGroups {
		if err := decodeStrictJSON(raw, &out[i]); err != nil {
			return nil, fmt.Errorf("testGroups[%d]: %w", i, err)
		}
	}
	return out, nil
}

// EddsaGroup is a group of eddsa_verify_schema_v1.
type EddsaGroup struct {
	Source    WycheproofSource `json:"source"`
	PublicKey struct {
		Curve string `json:"curve"`
		PK    Hex    `json:"pk"`
	} `json:"publicKey"`
	Tests []struct {
		WycheproofCase
		Msg Hex `json:"msg"`
		Sig Hex `json:"sig"`
	} `json:"tests"`
}

// EddsaGroups decodes the groups of an EdDSA verification file.
func (w *Wycheproof) EddsaGroups() ([]EddsaGroup, error) { return decodeGroups[EddsaGroup](w) }

// XdhGroup is a group of xdh_comp_schema_v1.
type XdhGroup struct {
	Curve string `json:"curve"`
	Tests []struct {
		WycheproofCase
		Public  Hex `json:"public"`
		Private Hex `json:"private"`
		Shared  Hex `json:"shared"`
	} `json:"tests"`
}

// XdhGroups decodes the groups of an XDH file.
func (w *Wycheproof) XdhGroups() ([]XdhGroup, error) { return decodeGroups[XdhGroup](w) }

// EcdsaGroup is a group of the ECDSA verification schemas (DER, P1363 and
// Bitcoin share this layout).
type EcdsaGroup struct {
	Type      string `json:"type"`
	PublicKey struct {
		Curve        string `json:"curve"`
		Uncompressed Hex    `json:"uncompressed"`
	} `json:"publicKey"`
	Sha   string `json:"sha"`
	Tests []struct {
		WycheproofCase
		Msg Hex `json:"msg"`
		Sig Hex `json:"sig"`
	} `json:"tests"`
}

// EcdsaGroups decodes the groups of an ECDSA verification file.
func (w *Wycheproof) EcdsaGroups() ([]EcdsaGroup, error) { return decodeGroups[EcdsaGroup](w) }

// EcdhGroup is a group of ecdh_test_schema_v1 (public = SubjectPublicKeyInfo)
// or ecdh_ecpoint_test_schema_v1 (public = SEC1 point).
type EcdhGroup struct {
	Curve    string `json:"curve"`
	Encoding string `json:"encoding"`
	Tests    []struct {
		WycheproofCase
		Public  Hex `json:"public"`
		Private Hex `json:"private"`
		Shared  Hex `json:"shared"`
	} `json:"tests"`
}

// EcdhGroups decodes the groups of an ECDH file.
func (w *Wycheproof) EcdhGroups() ([]EcdhGroup, error) { return decodeGroups[EcdhGroup](w) }
