package fast_test

import (
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/conformance"
	_ "github.com/curvecheck/curvecheck/impls/fast"
	"github.com/curvecheck/curvecheck/vectors"
)

func impl(t *testing.T, name string) catalog.Impl {
	t.Helper()
	impls, err := catalog.Select(name)
	if err != nil {
		t.Fatal(err)
	}
	return impls[0]
}

// TestConformance holds every fast operation against the reference: the
// vectors that apply, the edge cases, random cases and the invariants.
//
// The protocol operations (RFC 9497, PMBTokens) take their edge cases and
// 3 random cases here: the reference needs up to a second for one of
// them, and their packages' own tests hold the fast code to the
// reference byte for byte; the 2000-case differential runs are made by
// hand.
func TestConformance(t *testing.T) {
	var rest, protocol []string
	for _, op := range catalog.Ops() {
		if strings.Contains(op.Name, "/oprf_") || strings.Contains(op.Name, "/pmbtoken_") {
			protocol = append(protocol, op.Name)
		} else {
			rest = append(rest, op.Name)
		}
	}
	for _, name := range []string{"fast", "fast-vartime", "fast-cofactored", "fast-separate"} {
		t.Run(name, func(t *testing.T) {
			im := impl(t, name)
			supports := func(ops []string) bool {
				for _, op := range ops {
					if im.Supports(op) {
						return true
					}
				}
				return false
			}
			n := 20
			if testing.Short() {
				n = 10
			}
			if supports(rest) {
				conformance.Run(t, im, conformance.Options{N: n, Ops: rest})
			}
			if supports(protocol) {
				conformance.Run(t, im, conformance.Options{N: 3, Ops: protocol, NoVectors: true})
			}
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
