//go:build verify

package field

import "testing"

// TestVerifyCatchesOutOfBounds: under the verify tag a limb beyond the
// loose bound makes Mul panic.
func TestVerifyCatchesOutOfBounds(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Mul accepted a limb of 2^53")
		}
	}()
	bad := &Element{limb: [5]uint64{1 << 53}}
	new(Element).Mul(bad, bad)
}
