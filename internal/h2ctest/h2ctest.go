// Package h2ctest feeds the RFC 9380 hash-to-curve vector files staged in
// vectors/testdata/rfc9380 (origin in vectors/testdata/SOURCES.md) to the
// fast packages' tests.
package h2ctest

import (
	"testing"

	"github.com/curvecheck/curvecheck/vectors"
)

// Each parses the staged suite files named and calls check on every
// vector, as a subtest per file; a file with fewer than five vectors
// fails (the RFC gives five per suite).
func Each(t *testing.T, files []string, check func(t *testing.T, f *vectors.H2CFile, v vectors.H2CVector)) {
	t.Helper()
	for _, name := range files {
		t.Run(name, func(t *testing.T) {
			data, err := vectors.ReadStaged("rfc9380/" + name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := vectors.ParseH2C(data)
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Vectors) < 5 {
				t.Fatalf("%d vectors", len(f.Vectors))
			}
			for _, v := range f.Vectors {
				check(t, f, v)
			}
		})
	}
}
