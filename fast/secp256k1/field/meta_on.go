//go:build verify

package field

import "fmt"

// meta tracks an Element's magnitude and whether it is normalized, under
// the verify tag (libsecp256k1's VERIFY builds do the same).
const checkEnabled = true

type meta struct {
	mag        int
	normalized bool
	set        bool // false for the zero value: the element 0, normalized
}

func (v *Element) setMeta(mag int, normalized bool) {
	v.m = meta{mag: mag, normalized: normalized, set: true}
	checkLimbs("result", v)
}

func (v *Element) magnitude() int {
	if !v.m.set {
		return 1
	}
	return v.m.mag
}

// checkMag panics unless every v has magnitude <= max.
func checkMag(fn string, max int, vs ...*Element) {
	for _, v := range vs {
		checkLimbs(fn, v)
		if v.magnitude() > max {
			panic(fmt.Sprintf("field: %s: magnitude %d > %d", fn, v.magnitude(), max))
		}
	}
}

// checkNormalized panics unless every v is normalized.
func checkNormalized(fn string, vs ...*Element) {
	for _, v := range vs {
		checkLimbs(fn, v)
		if v.m.set && !v.m.normalized {
			panic(fmt.Sprintf("field: %s: element not normalized", fn))
		}
	}
}

// checkLimbs panics unless v's limbs are within its recorded magnitude
// (and below p when it is recorded normalized).
func checkLimbs(fn string, v *Element) {
	m := uint64(v.magnitude())
	for i := 0; i < 4; i++ {
		if v.n[i] >= 2*m<<52 {
			panic(fmt.Sprintf("field: %s: limb %d = %#x exceeds magnitude %d", fn, i, v.n[i], m))
		}
	}
	if v.n[4] >= 2*m<<48 {
		panic(fmt.Sprintf("field: %s: limb 4 = %#x exceeds magnitude %d", fn, v.n[4], m))
	}
	if v.m.set && v.m.normalized {
		if v.n[0]>>52|v.n[1]>>52|v.n[2]>>52|v.n[3]>>52|v.n[4]>>48 != 0 || !belowP(&v.n) {
			panic(fmt.Sprintf("field: %s: element recorded normalized is not canonical", fn))
		}
	}
}

// belowP reports whether 52-bit limbs encode a value below p (variable
// time: for the checks only).
func belowP(n *[5]uint64) bool {
	for i := 4; i >= 0; i-- {
		if n[i] != pLimbs[i] {
			return n[i] < pLimbs[i]
		}
	}
	return false
}

func (v *Element) isNormalizedMeta() bool { return !v.m.set || v.m.normalized }

// addMag returns the magnitude of a + b, at most 32.
func addMag(a, b *Element) int {
	mag := a.magnitude() + b.magnitude()
	if mag > 32 {
		panic("field: Add: magnitude above 32")
	}
	return mag
}

// checkMag1 is checkMag for one element.
func checkMag1(fn string, max int, v *Element) { checkMag(fn, max, v) }
