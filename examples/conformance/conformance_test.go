package conformance

import (
	"sync"
	"testing"

	"github.com/curvecheck/curvecheck/conformance"
)

// The fuzz targets (the tests are in run_test.go) are written out with conformance.FuzzTarget rather than
// conformance.Fuzz(f, …) so that they also build as libFuzzer binaries
// (OSS-Fuzz, ClusterFuzzLite, make libfuzzer): that build replaces the
// testing package in this file only (so nothing here hands a *testing.T
// to another package), and runs the target function once
// per input, so the prepared targets are kept in package variables.

var edwards25519Target = sync.OnceValues(func() (*conformance.FuzzTarget, error) {
	return conformance.NewFuzzTarget(Edwards25519, conformance.Options{})
})

var secp256k1Target = sync.OnceValues(func() (*conformance.FuzzTarget, error) {
	return conformance.NewFuzzTarget(Secp256k1, conformance.Options{})
})

func FuzzEdwards25519(f *testing.F) {
	tg, err := edwards25519Target()
	if err != nil {
		f.Fatal(err)
	}
	tg.AddSeeds(f, "FuzzEdwards25519")
	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		if msg := tg.Check(sel, data); msg != "" {
			t.Error(msg)
		}
	})
}

func FuzzSecp256k1(f *testing.F) {
	tg, err := secp256k1Target()
	if err != nil {
		f.Fatal(err)
	}
	tg.AddSeeds(f, "FuzzSecp256k1")
	f.Fuzz(func(t *testing.T, sel uint8, data []byte) {
		if msg := tg.Check(sel, data); msg != "" {
			t.Error(msg)
		}
	})
}
