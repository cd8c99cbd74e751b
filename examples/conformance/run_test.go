package conformance

import (
	"testing"

	"github.com/curvecheck/curvecheck/conformance"
)

func TestEdwards25519(t *testing.T) { conformance.Run(t, Edwards25519, conformance.Options{}) }
func TestSecp256k1(t *testing.T)    { conformance.Run(t, Secp256k1, conformance.Options{}) }
