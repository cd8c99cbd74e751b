package field

// isNormalized reports what the verify build recorded (always false
// without it, which only weakens the recorded metadata of a result).
func isNormalized(v *Element) bool { return checkEnabled && v.isNormalizedMeta() }

// carryWeak propagates the carries of limbs of magnitude at most 32 and
// folds the bits above 2^256 back as 2^256 = 2^32 + 977: the result has
// limbs below 2^52 (below 2^48 in the top one, plus at most 1), a value
// below 2^256 + 2^32·… < 2p.
func carryWeak(n0, n1, n2, n3, n4 uint64) (uint64, uint64, uint64, uint64, uint64) {
	top := n4 >> 48 // < 2^10 for magnitude 32
	n4 &= mask48
	n0 += top * reduce256
	n1 += n0 >> 52
	n0 &= mask52
	n2 += n1 >> 52
	n1 &= mask52
	n3 += n2 >> 52
	n2 &= mask52
	n4 += n3 >> 52
	n3 &= mask52
	return n0, n1, n2, n3, n4
}

// NormalizeWeak sets v to a's value with magnitude 1 (not necessarily
// below p) and returns v. a has magnitude at most 32. Constant time.
func (v *Element) NormalizeWeak(a *Element) *Element {
	if checkEnabled {
		checkMag("NormalizeWeak", 32, a)
	}
	n0, n1, n2, n3, n4 := carryWeak(a.n[0], a.n[1], a.n[2], a.n[3], a.n[4])
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = n0, n1, n2, n3, n4
	if checkEnabled {
		v.setMeta(1, false)
	}
	return v
}

// Normalize sets v to the canonical form of a (normalized) and returns v.
// a has magnitude at most 32. Constant time.
//
// After carryWeak the value t is below 2p, so one conditional subtraction
// of p is enough: t >= p exactly when t + (2^256 - p) reaches 2^256, which
// the carry out of the top limb of that sum tells.
func (v *Element) Normalize(a *Element) *Element {
	if checkEnabled {
		checkMag("Normalize", 32, a)
	}
	t0, t1, t2, t3, t4 := carryWeak(a.n[0], a.n[1], a.n[2], a.n[3], a.n[4])
	s0 := t0 + reduce256
	s1 := t1 + s0>>52
	s2 := t2 + s1>>52
	s3 := t3 + s2>>52
	s4 := t4 + s3>>52
	ge := -(s4 >> 48) // all ones when t >= p
	v.n[0] = t0 ^ ge&(t0^s0&mask52)
	v.n[1] = t1 ^ ge&(t1^s1&mask52)
	v.n[2] = t2 ^ ge&(t2^s2&mask52)
	v.n[3] = t3 ^ ge&(t3^s3&mask52)
	v.n[4] = t4 ^ ge&(t4^s4&mask48)
	if checkEnabled {
		v.setMeta(1, true)
	}
	return v
}

// NormalizeVar is Normalize for public values: it may branch on them.
func (v *Element) NormalizeVar(a *Element) *Element {
	if checkEnabled {
		checkMag("NormalizeVar", 32, a)
	}
	t0, t1, t2, t3, t4 := carryWeak(a.n[0], a.n[1], a.n[2], a.n[3], a.n[4])
	if t4 == mask48 && t3&t2&t1 == mask52 && t0 >= pLimbs[0] || t4 > mask48 {
		t0 += reduce256
		t1 += t0 >> 52
		t0 &= mask52
		t2 += t1 >> 52
		t1 &= mask52
		t3 += t2 >> 52
		t2 &= mask52
		t4 += t3 >> 52
		t3 &= mask52
		t4 &= mask48
	}
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = t0, t1, t2, t3, t4
	if checkEnabled {
		v.setMeta(1, true)
	}
	return v
}

// IsZeroVar reports whether a (magnitude at most 32) is zero mod p.
// Variable time.
func (a *Element) IsZeroVar() bool {
	var t Element
	t.NormalizeVar(a)
	return t.n[0]|t.n[1]|t.n[2]|t.n[3]|t.n[4] == 0
}
