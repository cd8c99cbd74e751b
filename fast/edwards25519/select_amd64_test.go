//go:build amd64 && !purego

package edwards25519

import (
	"testing"

	"golang.org/x/sys/cpu"
)

// TestLookupAsm: both assembly forms match the portable lookup, whichever
// one this CPU would pick.
func TestLookupAsm(t *testing.T) {
	t.Run("SSE2", func(t *testing.T) { checkLookups(t, lookupAddendSSE2, lookupAffineSSE2) })
	t.Run("AVX2", func(t *testing.T) {
		if !cpu.X86.HasAVX2 {
			t.Skip("this CPU has no AVX2")
		}
		checkLookups(t, lookupAddendAVX2, lookupAffineAVX2)
	})
}
