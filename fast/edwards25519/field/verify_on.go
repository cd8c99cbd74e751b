//go:build verify

package field

import "fmt"

// With the verify build tag every function checks its input and output
// bounds (package doc) and panics on a violation, as libsecp256k1's VERIFY
// builds do.

func check(fn, what string, bound uint, vs []*Element) {
	for _, v := range vs {
		for i, l := range [5]uint64{v.l0, v.l1, v.l2, v.l3, v.l4} {
			if l>>bound != 0 {
				panic(fmt.Sprintf("field: %s: limb %d = %#x is not %s (< 2^%d)", fn, i, l, what, bound))
			}
		}
	}
}

func checkTight(fn string, vs ...*Element) { check(fn, "tight", 52, vs) }
func checkLoose(fn string, vs ...*Element) { check(fn, "loose", 53, vs) }
