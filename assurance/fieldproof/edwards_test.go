package fieldproof

import "testing"

func TestEdwards(t *testing.T) {
	l, b, err := edwardsLayout()
	if err != nil {
		t.Fatal(err)
	}
	proveEach(t, l, edwardsSpecs(b))
}
