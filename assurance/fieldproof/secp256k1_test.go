package fieldproof

import "testing"

func TestSecp256k1(t *testing.T) {
	l, mag, err := secpLayout()
	if err != nil {
		t.Fatal(err)
	}
	proveEach(t, l, secpSpecs(mag))
}
