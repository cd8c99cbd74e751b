package field

import "math/bits"

// Add sets v = a + b and returns v.
func (v *Element) Add(a, b *Element) *Element {
	check("Add", a, b)
	var s, u [6]uint64
	var c, bw uint64
	for i := range 6 {
		s[i], c = bits.Add64(a.l[i], b.l[i], c)
	}
	for i := range 6 {
		u[i], bw = bits.Sub64(s[i], prime[i], bw)
	}
	// Keep s when the 385-bit sum c·2^384 + s is below p: c = 0 and the
	// subtraction borrowed.
	_, keep := bits.Sub64(c, 0, bw)
	m := -keep
	for i := range 6 {
		v.l[i] = u[i] ^ (m & (s[i] ^ u[i]))
	}
	check("Add result", v)
	return v
}

// Sub sets v = a - b and returns v.
func (v *Element) Sub(a, b *Element) *Element {
	check("Sub", a, b)
	var d [6]uint64
	var bw, c uint64
	for i := range 6 {
		d[i], bw = bits.Sub64(a.l[i], b.l[i], bw)
	}
	// A borrow means a < b: add p back (the carry out cancels the borrow).
	m := -bw
	for i := range 6 {
		v.l[i], c = bits.Add64(d[i], prime[i]&m, c)
	}
	check("Sub result", v)
	return v
}

// Neg sets v = -a and returns v.
func (v *Element) Neg(a *Element) *Element {
	return v.Sub(new(Element), a)
}

// Mul sets v = a·b and returns v.
func (v *Element) Mul(a, b *Element) *Element {
	check("Mul", a, b)
	montMul(v, a, b)
	check("Mul result", v)
	return v
}

// Square sets v = a² and returns v.
func (v *Element) Square(a *Element) *Element {
	check("Square", a)
	montMul(v, a, a)
	check("Square result", v)
	return v
}

// madd returns x·y + z + c as a 128-bit (hi, lo); it cannot overflow.
func madd(x, y, z, c uint64) (hi, lo uint64) {
	hi, lo = bits.Mul64(x, y)
	var cc uint64
	lo, cc = bits.Add64(lo, z, 0)
	hi += cc
	lo, cc = bits.Add64(lo, c, 0)
	hi += cc
	return hi, lo
}

// montMulGeneric sets v = a·b·R⁻¹ mod p for a, b below p: the operand
// scanning of Koç, Acar and Kaliski ("Analyzing and comparing Montgomery
// multiplication algorithms", IEEE Micro 1996, CIOS). Each of the six
// rounds adds a·b_i into t and then the multiple m·p, m = t_0·(-p⁻¹) mod
// 2^64, that clears t's low limb, and shifts t down by a limb. At the end
// t = (a·b + M·p)/R for some M < R, so t < (p² + R·p)/R < 2p, and one
// conditional subtraction of p leaves it below p.
func montMulGeneric(v, a, b *Element) {
	var t [8]uint64
	for i := range 6 {
		var c uint64
		for j := range 6 {
			c, t[j] = madd(a.l[j], b.l[i], t[j], c)
		}
		t[6], c = bits.Add64(t[6], c, 0)
		t[7] = c
		m := t[0] * pInv
		c, _ = madd(m, prime[0], t[0], 0)
		for j := 1; j < 6; j++ {
			c, t[j-1] = madd(m, prime[j], t[j], c)
		}
		t[5], c = bits.Add64(t[6], c, 0)
		t[6] = t[7] + c
	}
	// t = t_6·2^384 + t_0..5 < 2p: subtract p unless that borrows.
	var u [6]uint64
	var bw uint64
	for i := range 6 {
		u[i], bw = bits.Sub64(t[i], prime[i], bw)
	}
	_, keep := bits.Sub64(t[6], 0, bw)
	m := -keep
	for i := range 6 {
		v.l[i] = u[i] ^ (m & (t[i] ^ u[i]))
	}
}
