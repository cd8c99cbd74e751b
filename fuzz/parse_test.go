package fuzz

import (
	"sync"
	"testing"

	"github.com/curvecheck/curvecheck/conformance"
	"github.com/curvecheck/curvecheck/vectors"
)

// FuzzRFC9380Parse: the RFC 9380 and RFC 9497 file decoders reject,
// never panic, and what they parse is consistent.
// parseSeeds is FuzzRFC9380Parse's staged files, read once.
var parseSeeds = sync.OnceValues(func() ([][]byte, error) {
	var seeds [][]byte
	for _, name := range []string{"rfc9380/P384_XMD-SHA-384_SSWU_RO_.json", "rfc9380/expand_message_xmd_SHA256_38.json", "rfc9497/allVectors.json"} {
		data, err := vectors.ReadStaged(name)
		if err != nil {
			return nil, err
		}
		seeds = append(seeds, data)
	}
	return seeds, nil
})

func FuzzRFC9380Parse(f *testing.F) {
	seeds, err := parseSeeds()
	if err != nil {
		f.Fatal(err)
	}
	for _, data := range seeds {
		conformance.AddSeed(f, "FuzzRFC9380Parse", data)
	}
	conformance.AddSeed(f, "FuzzRFC9380Parse", []byte(`{"ciphersuite":"x","dst":"","randomOracle":true,"vectors":[{"msg":"","P":{"x":"-1","y":"0x"}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if h, err := vectors.ParseH2C(data); err == nil && len(h.Vectors) == 0 {
			t.Fatal("parsed a suite file without vectors")
		}
		if suites, err := vectors.ParseRFC9497(data); err == nil {
			for _, s := range suites {
				for _, v := range s.Vectors {
					n := len(v.Inputs)
					if n == 0 || len(v.Blinds) != n || len(v.Blinded) != n || len(v.Evaluated) != n || len(v.Outputs) != n || s.Mode > 2 {
						t.Fatal("parsed an inconsistent batch")
					}
				}
			}
		}
		if x, err := vectors.ParseXMD(data); err == nil {
			for _, tc := range x.Tests {
				if len(tc.Uniform) != tc.Len {
					t.Fatal("parsed an output of the wrong length")
				}
			}
		}
	})
}
