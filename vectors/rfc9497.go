package vectors

import (
	"encoding/json"
	"fmt"
	"strings"
)

// The RFC 9497 test vectors (the VOPRF draft's poc/vectors/allVectors.json):
// per suite and mode, a key derivation and batches with their blinds,
// elements, proof and outputs.

// OPRFSuite is one suite-and-mode entry.
type OPRFSuite struct {
	ID            string
	Mode          byte
	Seed, KeyInfo []byte
	SkS, PkS      []byte // PkS is empty in OPRF mode
	Vectors       []OPRFVector
}

// OPRFVector is one batch.
type OPRFVector struct {
	Inputs, Blinds, Blinded, Evaluated, Outputs [][]byte
	Info, Proof, R                              []byte // Proof and R empty in OPRF mode
}

// ParseRFC9497 reads allVectors.json, naming the entry and field at fault.
func ParseRFC9497(data []byte) ([]OPRFSuite, error) {
	var raw []struct {
		Identifier string
		Mode       *int
		Seed       string
		KeyInfo    string
		SkSm       string
		PkSm       string
		Vectors    []struct {
			Batch             int
			Blind             string
			BlindedElement    string
			EvaluationElement string
			Info              string
			Input             string
			Output            string
			Proof             *struct{ Proof, R string }
		}
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("rfc9497: %w", err)
	}
	var out []OPRFSuite
	for i, e := range raw {
		where := fmt.Sprintf("rfc9497: entry %d (%s)", i, e.Identifier)
		if e.Identifier == "" || e.Mode == nil || *e.Mode < 0 || *e.Mode > 2 {
			return nil, fmt.Errorf("%s: identifier and a mode 0, 1 or 2 are required", where)
		}
		s := OPRFSuite{ID: e.Identifier, Mode: byte(*e.Mode)}
		var err error
		for _, f := range []struct {
			name, hex string
			dst       *[]byte
		}{{"seed", e.Seed, &s.Seed}, {"keyInfo", e.KeyInfo, &s.KeyInfo}, {"skSm", e.SkSm, &s.SkS}, {"pkSm", e.PkSm, &s.PkS}} {
			if *f.dst, err = unhexField(f.name, f.hex); err != nil {
				return nil, fmt.Errorf("%s: %w", where, err)
			}
		}
		for j, v := range e.Vectors {
			vw := fmt.Sprintf("%s vector %d", where, j)
			if v.Batch < 1 {
				return nil, fmt.Errorf("%s: batch %d", vw, v.Batch)
			}
			var ov OPRFVector
			for _, f := range []struct {
				name, csv string
				dst       *[][]byte
			}{{"Input", v.Input, &ov.Inputs}, {"Blind", v.Blind, &ov.Blinds}, {"BlindedElement", v.BlindedElement, &ov.Blinded},
				{"EvaluationElement", v.EvaluationElement, &ov.Evaluated}, {"Output", v.Output, &ov.Outputs}} {
				parts := strings.Split(f.csv, ",")
				if len(parts) != v.Batch {
					return nil, fmt.Errorf("%s: field %s has %d items for a batch of %d", vw, f.name, len(parts), v.Batch)
				}
				for _, p := range parts {
					b, err := unhexField(f.name, p)
					if err != nil {
						return nil, fmt.Errorf("%s: %w", vw, err)
					}
					*f.dst = append(*f.dst, b)
				}
			}
			if ov.Info, err = unhexField("Info", v.Info); err != nil {
				return nil, fmt.Errorf("%s: %w", vw, err)
			}
			if (v.Proof != nil) != (s.Mode != 0) {
				return nil, fmt.Errorf("%s: a proof is given exactly in the verifiable modes", vw)
			}
			if v.Proof != nil {
				if ov.Proof, err = unhexField("proof", v.Proof.Proof); err != nil {
					return nil, fmt.Errorf("%s: %w", vw, err)
				}
				if ov.R, err = unhexField("r", v.Proof.R); err != nil {
					return nil, fmt.Errorf("%s: %w", vw, err)
				}
			}
			s.Vectors = append(s.Vectors, ov)
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("rfc9497: no entries")
	}
	return out, nil
}
