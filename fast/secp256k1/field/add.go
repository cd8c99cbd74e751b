package field

// Add sets v = a + b and returns v. The magnitudes add (the sum must stay
// at most 32). Constant time.
func (v *Element) Add(a, b *Element) *Element {
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = a.n[0]+b.n[0], a.n[1]+b.n[1], a.n[2]+b.n[2], a.n[3]+b.n[3], a.n[4]+b.n[4]
	// The metadata of a and b is intact even when v aliases one of them:
	// only the limbs have changed so far.
	v.setMeta(addMag(a, b), false)
	return v
}

// Neg sets v = -a and returns v, where a has magnitude at most m (m < 32):
// v = 2(m+1)·p - a, computed limb by limb, of magnitude m + 1. Constant
// time (m is public).
//
// No limb goes below zero: a limb of a is below 2m·2^52, and the same limb
// of 2(m+1)·p is at least 2(m+1)·(2^52 - 2^33) > 2m·2^52 for m < 2^19.
func (v *Element) Neg(a *Element, m int) *Element {
	if checkEnabled {
		checkMag1("Neg", m, a)
	}
	k := 2 * uint64(m+1)
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = k*p0-a.n[0], k*mask52-a.n[1], k*mask52-a.n[2], k*mask52-a.n[3], k*mask48-a.n[4]
	if checkEnabled {
		v.setMeta(m+1, false)
	}
	return v
}

// p0 is the low limb of p (the others are all ones: mask52, mask48).
const p0 = 0xFFFFEFFFFFC2F

// MulInt sets v = k·a for a small k and returns v; the magnitude is
// multiplied by k (at most 32). Constant time.
func (v *Element) MulInt(a *Element, k int) *Element {
	mag := a.magnitude() * k
	if checkEnabled && mag > 32 {
		panic("field: MulInt: magnitude above 32")
	}
	c := uint64(k)
	x := &a.n
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = c*x[0], c*x[1], c*x[2], c*x[3], c*x[4]
	v.setMeta(mag, false)
	return v
}

// Half sets v = a/2 mod p and returns v. a has magnitude at most 31; v has
// magnitude ⌊m/2⌋ + 1. Constant time. (An odd value has p added first, so
// that the division by 2 is a shift.)
func (v *Element) Half(a *Element) *Element {
	mag := a.magnitude()
	checkMag("Half", 31, a)
	x := &a.n
	odd := -(x[0] & 1)
	t0, t1, t2, t3, t4 := x[0]+pLimbs[0]&odd, x[1]+pLimbs[1]&odd, x[2]+pLimbs[2]&odd, x[3]+pLimbs[3]&odd, x[4]+pLimbs[4]&odd
	// Shift right by one across the limbs: each limb takes the low bit of
	// the next one as its bit 51.
	v.n[0] = t0>>1 + (t1&1)<<51
	v.n[1] = t1>>1 + (t2&1)<<51
	v.n[2] = t2>>1 + (t3&1)<<51
	v.n[3] = t3>>1 + (t4&1)<<51
	v.n[4] = t4 >> 1
	v.setMeta(mag/2+1, false)
	return v
}
