package vectors

import "fmt"

// SpeccheckCase is an entry of ed25519-speccheck's cases.json; its index is
// the case number of the README's condition table.
type SpeccheckCase struct {
	Message   Hex `json:"message"`
	PubKey    Hex `json:"pub_key"`
	Signature Hex `json:"signature"`
}

// ParseSpeccheck decodes cases.json.
func ParseSpeccheck(data []byte) ([]SpeccheckCase, error) {
	var out []SpeccheckCase
	if err := decodeStrictJSON(data, &out); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no cases")
	}
	return out, nil
}

// SpeccheckExpected gives, per Ed25519 verification policy of ref/ed25519,
// the expected verdict of each of the 12 cases (V accept, X reject) and
// where it comes from. The rows are transcribed from the upstream
// results.md and README condition table (testdata/ed25519-speccheck).
var SpeccheckExpected = map[string]struct{ Verdicts, Source string }{
	"cofactorless":             {"VVVVXXXXXXXV", `results.md row "Go" (also BoringSSL, OpenSSL-3.0, PyCA, Dalek)`},
	"zip215":                   {"VVVVVVXXXVVV", `results.md row "Zebra"`},
	"strict":                   {"XXXVXXXXXXXX", `results.md rows "LibSodium" and "Dalek strict"`},
	"cofactorless-canonical-a": {"VVVVXXXXXXXX", `results.md row "BouncyCastle" (cofactorless, non-canonical A rejected)`},
	"rfc8032": {"VVVVVVXXXXXX", `README condition table: column "cof-ed" (case 5 not pre-reduced), ` +
		`with S out of bounds (6, 7) and non-canonical R or A (8-11) rejected as RFC 8032 §5.1.7 requires`},
}
