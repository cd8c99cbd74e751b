package fieldproof

import (
	"errors"
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

func TestP384(t *testing.T) {
	l := p384Layout()
	proveEach(t, l, p384Specs(l))
}

// TestMontNeedsProductBound checks that the Montgomery proofs rest on
// their stated facts: without a·b ≤ (p − 1)² (product false) the output
// is not proven below p, nor with inputs widened to below 2p (then t may
// reach about 5p and one subtraction does not suffice).
func TestMontNeedsProductBound(t *testing.T) {
	l := p384Layout()
	var mul *spec
	for _, s := range p384Specs(l) {
		if s.fn == "Element.Mul" {
			mul = s
		}
	}
	if mul == nil {
		t.Fatal("no spec for Element.Mul")
	}
	noFact := *mul
	noFact.product = false
	if _, err := prove(l, &noFact); err == nil {
		t.Error("Mul proven without the product bound")
	}
	wide := *mul
	in := wide.ins[0]
	in.whole = new(big.Int).Lsh(l.p, 1)
	wide.ins = []elemIn{in, in}
	if _, err := prove(l, &wide); !errors.Is(err, interp.ErrNotBelow) {
		t.Errorf("Mul with inputs below 2p: want a below-p failure, got %v", err)
	}
}
