package conformance

import (
	"testing"

	"github.com/curvecheck/curvecheck/conformance"
)

func TestEdwards25519(t *testing.T) { conformance.Run(t, Edwards25519, conformance.Options{}) }
func TestSecp256k1(t *testing.T)    { conformance.Run(t, Secp256k1, conformance.Options{}) }

func FuzzEdwards25519(f *testing.F) { conformance.Fuzz(f, Edwards25519, conformance.Options{}) }
func FuzzSecp256k1(f *testing.F)    { conformance.Fuzz(f, Secp256k1, conformance.Options{}) }
