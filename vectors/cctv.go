package vectors

import (
	"encoding/json"
	"fmt"
)

// CCTVCase is an entry of C2SP CCTV's ed25519vectors.json. Msg is a plain
// string (its UTF-8 bytes are signed), not hex.
type CCTVCase struct {
	Number int      `json:"number"`
	Key    Hex      `json:"key"`
	Sig    Hex      `json:"sig"`
	Msg    string   `json:"msg"`
	Flags  []string `json:"flags"`
}

// ParseCCTV decodes ed25519vectors.json.
func ParseCCTV(data []byte) ([]CCTVCase, error) {
	var out []CCTVCase
	if err := decodeStrictJSON(data, &out); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no cases")
	}
	return out, nil
}

// CCTVExpect returns what a case with these flags requires under the named
// policy, following the CCTV README's "Ecosystem behaviors":
//   - zip215: every vector is accepted, except that reencoded_k vectors are
//     Acceptable: their k was computed over the canonical re-encoding, which
//     ZIP-215 (hashing the bytes as received) does not do, so they verify only
//     when the low-order components happen to cancel. The README's "ZIP215
//     rules require accepting all vectors" and its "No known validators
//     re-encode k" cannot both hold for them;
//   - cofactorless (ref10, Go, OpenSSL): reject non_canonical_R and
//     low_order_residue, accept the rest;
//   - rfc8032 (cofactored, canonical encodings): reject non_canonical_A and
//     non_canonical_R; low_order_residue verifies under the cofactored
//     equation;
//   - strict (ed25519-dalek verify_strict): reject every flag but
//     low_order_component_A and low_order_component_R.
//
// ok is false for a policy the README does not describe.
func CCTVExpect(policy string, flags []string) (want Expectation, ok bool) {
	has := map[string]bool{}
	for _, f := range flags {
		has[f] = true
	}
	switch policy {
	case "zip215":
		if has["reencoded_k"] {
			return Acceptable, true
		}
		return Valid, true
	case "cofactorless":
		return verdict(!has["non_canonical_R"] && !has["low_order_residue"]), true
	case "cofactorless-canonical-a":
		// The cofactorless rules with RFC 8032's canonical-encoding rule
		// for A as well.
		return verdict(!has["non_canonical_R"] && !has["low_order_residue"] && !has["non_canonical_A"]), true
	case "rfc8032":
		return verdict(!has["non_canonical_A"] && !has["non_canonical_R"]), true
	case "strict":
		for f := range has {
			if f != "low_order_component_A" && f != "low_order_component_R" {
				return Invalid, true
			}
		}
		return Valid, true
	}
	return 0, false
}

var _ json.Unmarshaler = (*Hex)(nil)
