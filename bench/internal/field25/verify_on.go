//go:build verify

package field25

import "fmt"

func check(fn, what string, bound uint, vs []*Element) {
	for _, v := range vs {
		for i, l := range v.l {
			if l>>bound != 0 {
				panic(fmt.Sprintf("field25: %s: limb %d = %#x is not %s (< 2^%d)", fn, i, l, what, bound))
			}
		}
	}
}

func checkTight(fn string, vs ...*Element) { check(fn, "tight", 26, vs) }
func checkLoose(fn string, vs ...*Element) { check(fn, "loose", 27, vs) }
