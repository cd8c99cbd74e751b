package fieldproof

import "testing"

func TestP384(t *testing.T) {
	l := p384Layout()
	proveEach(t, l, p384Specs(l))
}
