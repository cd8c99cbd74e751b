//go:build verify

package field

import (
	"fmt"
	"math/bits"
)

// check panics unless every v is below p.
func check(fn string, vs ...*Element) {
	for _, v := range vs {
		var borrow uint64
		for i := range 6 {
			_, borrow = bits.Sub64(v.l[i], prime[i], borrow)
		}
		if borrow == 0 {
			panic(fmt.Sprintf("field: %s: element %x is not below p", fn, v.l))
		}
	}
}
