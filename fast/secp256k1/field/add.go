package field

// Add sets v = a + b and returns v. The magnitudes add (the sum must stay
// at most 32). Constant time.
func (v *Element) Add(a, b *Element) *Element {
	mag := a.magnitude() + b.magnitude()
	if checkEnabled && mag > 32 {
		panic("field: Add: magnitude above 32")
	}
	x, y := &a.n, &b.n
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = x[0]+y[0], x[1]+y[1], x[2]+y[2], x[3]+y[3], x[4]+y[4]
	v.setMeta(mag, false)
	return v
}

// Neg sets v = -a and returns v, where a has magnitude at most m (m < 32):
// v = 2(m+1)·p - a, computed limb by limb, of magnitude m + 1. Constant
// time (m is public).
//
// No limb goes below zero: a limb of a is below 2m·2^52, and the same limb
// of 2(m+1)·p is at least 2(m+1)·(2^52 - 2^33) > 2m·2^52 for m < 2^19.
func (v *Element) Neg(a *Element, m int) *Element {
	checkMag("Neg", m, a)
	k := 2 * uint64(m+1)
	x := &a.n
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = k*pLimbs[0]-x[0], k*pLimbs[1]-x[1], k*pLimbs[2]-x[2], k*pLimbs[3]-x[3], k*pLimbs[4]-x[4]
	v.setMeta(m+1, false)
	return v
}

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
