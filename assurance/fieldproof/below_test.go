package fieldproof

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

// TestBelowPCatches alters the comparison constant of each canonical
// reduction so that some value at or above p is left unreduced, and checks
// that the below-p proof (not the value identity, which still holds) fails.
func TestBelowPCatches(t *testing.T) {
	ps, err := packages()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ pkg, fn, file, from, to string }{
		// q = 1 only from v ≥ 2^255 − 18: v = p stays p.
		{"edwards25519", "Element.canonical", "encoding.go", "q := (l0 + 19) >> 51", "q := (l0 + 18) >> 51"},
		// ge = 0 for t in [p, 2^256): t stays at or above p.
		{"secp256k1", "Element.Normalize", "normalize.go", "ge := -(s4 >> 48)", "ge := -(s4 >> 49)"},
	}
	root, err := interp.Root()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		for _, p := range ps {
			if p.l.pkg != c.pkg {
				continue
			}
			data, err := os.ReadFile(filepath.Join(root, p.l.rel, c.file))
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Count(data, []byte(c.from)) != 1 {
				t.Fatalf("%s: %q not found once in %s", c.pkg, c.from, c.file)
			}
			ml := *p.l
			ml.override = map[string][]byte{p.l.rel + "/" + c.file: bytes.Replace(data, []byte(c.from), []byte(c.to), 1)}
			found := false
			for _, s := range p.specs {
				if s.fn != c.fn {
					continue
				}
				found = true
				if _, err := prove(&ml, s); !errors.Is(err, interp.ErrNotBelow) {
					t.Errorf("%s %s with %q: want a below-p failure, got %v", c.pkg, c.fn, c.to, err)
				}
				if _, err := prove(p.l, s); err != nil {
					t.Errorf("%s %s: %v", c.pkg, c.fn, err)
				}
			}
			if !found {
				t.Errorf("%s: no spec for %s", c.pkg, c.fn)
			}
		}
	}
}
