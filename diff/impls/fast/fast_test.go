package fast_test

import (
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/conformance"
	"github.com/curvecheck/curvecheck/diff"
	_ "github.com/curvecheck/curvecheck/diff/impls/fast"
	"github.com/curvecheck/curvecheck/vectors"
)

func impl(t *testing.T, name string) diff.Impl {
	t.Helper()
	impls, err := diff.Select(name)
	if err != nil {
		t.Fatal(err)
	}
	return impls[0]
}

// TestConformance holds every fast operation against the reference: the
// vectors that apply, the edge cases, random cases and the invariants.
func TestConformance(t *testing.T) {
	for _, name := range []string{"fast", "fast-vartime", "fast-cofactored"} {
		t.Run(name, func(t *testing.T) {
			conformance.Run(t, impl(t, name), conformance.Options{N: 30})
		})
	}
}

// TestVectors: every staged Ed25519, X25519, secp256k1 and P-384 file (Wycheproof
// ECDSA and ECDH, BIP-340), no failure, under each implementation's
// declared policy.
func TestVectors(t *testing.T) {
	for _, name := range []string{"fast", "fast-cofactored"} {
		im := impl(t, name)
		for _, file := range vectors.Staged {
			ours := strings.Contains(file, "25519") || strings.Contains(file, "secp256k1") || strings.Contains(file, "secp384r1") || strings.Contains(file, "bip340")
			if !ours || (testing.Short() && strings.Contains(file, "full")) {
				continue
			}
			data, _ := vectors.ReadStaged(file)
			results, err := vectors.Check(file, data, im, vectors.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range results {
				for _, f := range r.Failures {
					t.Errorf("%s %s [%s]: want %s, got %s %v", file, f.ID, name, f.Want, f.Got, f.Flags)
				}
			}
		}
	}
}
