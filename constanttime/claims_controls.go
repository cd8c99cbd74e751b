package constanttime

import (
	"bytes"
	"runtime"

	"github.com/curvecheck/curvecheck/constanttime/internal/leaky"
)

// The deliberately leaky controls: each leaks in the way a reviewer
// fears, so a checker that does not flag them is shown to prove nothing.

// controlTable spreads its 256 entries a page apart (1 MiB, more than
// the L1 and L2 caches), so the timing method sees a secret index too.
var controlTable [256][4096]byte

//go:noinline
func tableLookup(secret []byte) byte {
	var x byte
	for _, s := range secret {
		x ^= controlTable[s][0]
	}
	return x
}

//go:noinline
func branchOnBit(secret []byte) int {
	n := 0
	for _, b := range secret {
		// A branch on a secret bit; the calls keep the compiler from
		// turning it into a conditional move.
		if b&1 == 1 {
			n = stepOdd(n)
		} else {
			n = stepEven(n)
		}
	}
	return n
}

//go:noinline
func stepOdd(n int) int {
	for i := 0; i < 40; i++ { // the odd branch costs more: a timing leak too
		n = n*3 + i
	}
	return n
}

//go:noinline
func stepEven(n int) int { return n * 5 }

//go:noinline
func earlyExitCompare(secret []byte) bool {
	public := make([]byte, len(secret))
	for i := range secret {
		if secret[i] != public[i] { // returns at the first difference
			return false
		}
	}
	return true
}

// taintOnly is why the attribution controls are not timed: they exist to
// show where the Valgrind method looks, and their leaks (a 32-byte compare,
// a 2 KiB table that stays in the L1 cache) are too small for dudect's
// budget.
const taintOnly = "an attribution control for the Valgrind method; its leak is too small to time"

func init() {
	for _, c := range []struct {
		name      string
		f         func([]byte)
		taintOnly string
	}{
		{"control.TableLookup", func(s []byte) { x := tableLookup(s); DeclassifyValue(&x); runtime.KeepAlive(x) }, ""},
		{"control.BranchOnBit", func(s []byte) { x := branchOnBit(s); DeclassifyValue(&x); runtime.KeepAlive(x) }, ""},
		{"control.EarlyExitCompare", func(s []byte) { x := earlyExitCompare(s); DeclassifyValue(&x); runtime.KeepAlive(x) }, ""},
		// bytes.Equal on a secret: the leak is in runtime.memequal, a
		// runtime frame below the claim.
		{"control.BytesEqual", func(s []byte) {
			x := bytes.Equal(s, make([]byte, len(s)))
			DeclassifyValue(&x)
			runtime.KeepAlive(x)
		}, taintOnly},
		// Leaky functions of another package that the compiler inlines into
		// this closure: memcheck reports them at their own file:line under
		// the closure's frame name.
		{"control.InlinedTableIndex", func(s []byte) { x := leaky.TableIndex(s); DeclassifyValue(&x); runtime.KeepAlive(x) }, taintOnly},
		{"control.InlinedEarlyExit", func(s []byte) {
			x := leaky.EarlyExit(s, make([]byte, len(s)))
			DeclassifyValue(&x)
			runtime.KeepAlive(x)
		}, taintOnly},
		{"control.InlinedSkipZero", func(s []byte) { x := leaky.SkipZero(s); DeclassifyValue(&x); runtime.KeepAlive(x) }, taintOnly},
	} {
		Register(Claim{Name: c.name, Library: "control", Kind: Control, Secret: "32 bytes", SecretLen: 32, Run: c.f, TaintOnly: c.taintOnly})
	}
}
