//go:build verify

package field

import "fmt"

// With the verify build tag every function checks its input and output
// bounds (package doc) and panics on a violation, as libsecp256k1's VERIFY
// builds do.

func check(fn, what string, bound uint64, vs []*Element) {
	for _, v := range vs {
		for i, l := range v.limb {
			if l >= bound {
				panic(fmt.Sprintf("field: %s: limb %d = %#x is not %s (< %#x)", fn, i, l, what, bound))
			}
		}
	}
}

func checkTight(fn string, vs ...*Element) { check(fn, "tight", 1<<51+1<<18, vs) }
func checkLoose(fn string, vs ...*Element) { check(fn, "loose", 1<<53, vs) }
