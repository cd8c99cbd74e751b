package field

// Element is an element of GF(p), p = 2^256 - 2^32 - 977, in five limbs of
// 52 bits (48 in the top one); see the package doc for the magnitude
// contract.
type Element struct {
	n [5]uint64
	//lint:ignore U1000 read and written by the verify build's checks (meta_on.go)
	m meta
}

const (
	mask52 = 1<<52 - 1
	mask48 = 1<<48 - 1
	// reduce256 is 2^256 mod p = 2^32 + 977; reduce260 is 2^260 mod p,
	// the weight of limb 5 of a product.
	reduce256 = 0x1000003D1
	reduce260 = 0x1000003D10
)

// pLimbs are the limbs of p.
var pLimbs = [5]uint64{0xFFFFEFFFFFC2F, mask52, mask52, mask52, mask48}

// Zero sets v = 0 (normalized) and returns v.
func (v *Element) Zero() *Element {
	v.n = [5]uint64{}
	if checkEnabled {
		v.setMeta(1, true)
	}
	return v
}

// One sets v = 1 (normalized) and returns v.
func (v *Element) One() *Element { return v.SetUint64(1) }

// SetUint64 sets v = x mod p for x < 2^52 (normalized) and returns v.
func (v *Element) SetUint64(x uint64) *Element {
	v.n = [5]uint64{x & mask52, x >> 52}
	if checkEnabled {
		v.setMeta(1, true)
	}
	return v
}

// Set sets v = a and returns v (same magnitude).
func (v *Element) Set(a *Element) *Element { *v = *a; return v }

// Select sets v = a when cond is 1 and v = b when cond is 0, and returns
// v. Constant time with respect to cond and the values. The result has the
// larger of the two magnitudes.
func (v *Element) Select(a, b *Element, cond int) *Element {
	m := -uint64(cond & 1)
	x, y := &a.n, &b.n
	n0, n1, n2, n3, n4 := y[0]^m&(x[0]^y[0]), y[1]^m&(x[1]^y[1]), y[2]^m&(x[2]^y[2]), y[3]^m&(x[3]^y[3]), y[4]^m&(x[4]^y[4])
	ma, mb := a.magnitude(), b.magnitude()
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = n0, n1, n2, n3, n4
	if checkEnabled {
		v.setMeta(max(ma, mb), isNormalized(a) && isNormalized(b))
	}
	return v
}

// Swap exchanges v and u when cond is 1. Constant time with respect to
// cond and the values; both get the larger magnitude.
func (v *Element) Swap(u *Element, cond int) {
	m := -uint64(cond & 1)
	x, y := &v.n, &u.n
	d0, d1, d2, d3, d4 := m&(x[0]^y[0]), m&(x[1]^y[1]), m&(x[2]^y[2]), m&(x[3]^y[3]), m&(x[4]^y[4])
	x[0], x[1], x[2], x[3], x[4] = x[0]^d0, x[1]^d1, x[2]^d2, x[3]^d3, x[4]^d4
	y[0], y[1], y[2], y[3], y[4] = y[0]^d0, y[1]^d1, y[2]^d2, y[3]^d3, y[4]^d4
	mg, norm := max(v.magnitude(), u.magnitude()), isNormalized(v) && isNormalized(u)
	if checkEnabled {
		v.setMeta(mg, norm)
	}
	u.setMeta(mg, norm)
}

// IsZero returns 1 when v is 0 and 0 otherwise. v must be normalized.
// Constant time.
func (v *Element) IsZero() int {
	if checkEnabled {
		checkNormalized("IsZero", v)
	}
	z := v.n[0] | v.n[1] | v.n[2] | v.n[3] | v.n[4]
	return int(1 ^ (z|-z)>>63)
}

// IsOdd returns the low bit of v, which must be normalized. Constant time.
func (v *Element) IsOdd() int {
	if checkEnabled {
		checkNormalized("IsOdd", v)
	}
	return int(v.n[0] & 1)
}

// Equal returns 1 when a and b are the same element and 0 otherwise. a
// must have magnitude <= 1 and b <= 31. Constant time.
func (a *Element) Equal(b *Element) int {
	if checkEnabled {
		checkMag("Equal", 1, a)
	}
	if checkEnabled {
		checkMag("Equal", 31, b)
	}
	var d Element
	d.Neg(a, 1)
	d.Add(&d, b)
	d.Normalize(&d)
	return d.IsZero()
}

// Assign sets v = a when mask is all ones and leaves v when mask is 0 (no
// other value is allowed). Constant time: the table scans use it. v takes
// the larger magnitude when a replaces it in the verify build.
func (v *Element) Assign(a *Element, mask uint64) {
	v.n[0] ^= mask & (v.n[0] ^ a.n[0])
	v.n[1] ^= mask & (v.n[1] ^ a.n[1])
	v.n[2] ^= mask & (v.n[2] ^ a.n[2])
	v.n[3] ^= mask & (v.n[3] ^ a.n[3])
	v.n[4] ^= mask & (v.n[4] ^ a.n[4])
	if checkEnabled {
		v.setMeta(max(v.magnitude(), a.magnitude()), isNormalized(v) && isNormalized(a))
	}
}

// Limbs returns the five limbs of v, which must be normalized: the form in
// which the group package's constant-time tables store points.
func (v *Element) Limbs() [5]uint64 {
	if checkEnabled {
		checkNormalized("Limbs", v)
	}
	return v.n
}

// SetLimbs sets v from limbs that Limbs returned and returns v
// (normalized). Constant time.
func (v *Element) SetLimbs(n *[5]uint64) *Element {
	v.n = *n
	if checkEnabled {
		v.setMeta(1, true)
	}
	return v
}
