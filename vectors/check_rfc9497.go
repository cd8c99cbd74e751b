package vectors

import (
	"bytes"
	"fmt"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/outcome"
)

func init() {
	registerFormat(format{
		name: "rfc9497",
		detect: func(name string, data []byte) bool {
			return bytes.Contains(data, []byte(`"EvaluationElement"`)) && bytes.Contains(data, []byte(`"skSm"`))
		},
		check: checkRFC9497,
	})
}

// rfc9497Families maps a suite to the catalog family of its operations.
var rfc9497Families = map[string]string{"P384-SHA384": "p384", "P256-SHA256": "p256"}

func checkRFC9497(c *checker) error {
	suites, err := ParseRFC9497(c.data)
	if err != nil {
		return err
	}
	for _, s := range suites {
		fam, ok := rfc9497Families[s.ID]
		if !ok {
			for range 1 + 3*len(s.Vectors) {
				c.res.Add(outcome.NotApplicable, "suite "+s.ID+" not in the catalog")
			}
			continue
		}
		mode := []byte{s.Mode}
		id := fmt.Sprintf("%s mode %d", s.ID, s.Mode)
		want := catalog.Values{"sk": s.SkS}
		if s.Mode != 0 {
			want["pk"] = s.PkS
		}
		c.do(id+" DeriveKeyPair", nil, Valid, fam+"/oprf_derive_key", catalog.Values{"mode": mode, "seed": s.Seed, "info": s.KeyInfo}, want)
		for vi, v := range s.Vectors {
			vid := fmt.Sprintf("%s vector %d (batch %d)", id, vi, len(v.Inputs))
			// Blind checks the first element (the others repeat the step).
			c.do(vid+" Blind", nil, Valid, fam+"/oprf_blind", catalog.Values{"mode": mode, "input": v.Inputs[0], "blind": v.Blinds[0]}, catalog.Values{"blinded": v.Blinded[0]})
			r := v.R
			if r == nil {
				r = make([]byte, len(s.SkS)) // OPRF mode: no proof, the nonce is not used
			}
			wantEval := catalog.Values{"evaluated": concatBytes(v.Evaluated)}
			if s.Mode != 0 {
				wantEval["proof"] = v.Proof
			}
			c.do(vid+" BlindEvaluate", nil, Valid, fam+"/oprf_blind_evaluate",
				catalog.Values{"mode": mode, "sk": s.SkS, "blinded": concatBytes(v.Blinded), "info": v.Info, "r": r}, wantEval)
			c.do(vid+" Finalize", nil, Valid, fam+"/oprf_finalize",
				catalog.Values{"mode": mode, "pk": s.PkS, "inputs": catalog.EncodeList(v.Inputs), "blinds": concatBytes(v.Blinds),
					"blinded": concatBytes(v.Blinded), "evaluated": concatBytes(v.Evaluated), "proof": v.Proof, "info": v.Info},
				catalog.Values{"outputs": catalog.EncodeList(v.Outputs)})
		}
	}
	return nil
}

func concatBytes(items [][]byte) []byte {
	var out []byte
	for _, it := range items {
		out = append(out, it...)
	}
	return out
}
