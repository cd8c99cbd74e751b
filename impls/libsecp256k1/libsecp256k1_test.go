//go:build libsecp256k1 && cgo

package libsecp256k1_test

import (
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/conformance"
	"github.com/curvecheck/curvecheck/impls/libsecp256k1"
	"github.com/curvecheck/curvecheck/vectors"
)

func impl(t *testing.T) catalog.Impl {
	impls, err := catalog.Select("libsecp256k1")
	if err != nil {
		t.Fatal(err)
	}
	return impls[0]
}

// TestConformance holds every operation the library computes against the
// reference under its declared policies.
func TestConformance(t *testing.T) {
	conformance.Run(t, impl(t), conformance.Options{N: 50})
	if n := libsecp256k1.IllegalArguments(); n != 0 {
		t.Errorf("the library flagged %d illegal arguments", n)
	}
}

// TestVectors: every staged secp256k1 file passes (Wycheproof ECDSA and
// ECDH, BIP-340).
func TestVectors(t *testing.T) {
	im := impl(t)
	checked := 0
	for _, file := range vectors.Staged {
		if !strings.Contains(file, "secp256k1") && !strings.Contains(file, "bip340") {
			continue
		}
		data, _ := vectors.ReadStaged(file)
		results, err := vectors.Check(file, data, im, vectors.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range results {
			checked += r.Pass
			for _, f := range r.Failures {
				t.Errorf("%s %s: want %s, got %s %v", file, f.ID, f.Want, f.Got, f.Flags)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d cases passed: the files did not run", checked)
	}
}
