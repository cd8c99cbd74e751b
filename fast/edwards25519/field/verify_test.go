//go:build verify

package field

import "testing"

// TestVerifyCatchesOutOfBounds: under the verify tag a limb beyond the
// loose bound makes Multiply panic.
func TestVerifyCatchesOutOfBounds(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Multiply accepted a limb of 2^53")
		}
	}()
	bad := &Element{1 << 53, 0, 0, 0, 0}
	new(Element).Multiply(bad, bad)
}
