package field

import (
	"math/bits"

	"github.com/curvecheck/curvecheck/fast/p384/internal/mont"
)

// Add sets v = a + b and returns v.
func (v *Element) Add(a, b *Element) *Element {
	check("Add", a, b)
	var c, bw uint64
	s0, c := bits.Add64(a.l[0], b.l[0], 0)
	s1, c := bits.Add64(a.l[1], b.l[1], c)
	s2, c := bits.Add64(a.l[2], b.l[2], c)
	s3, c := bits.Add64(a.l[3], b.l[3], c)
	s4, c := bits.Add64(a.l[4], b.l[4], c)
	s5, c := bits.Add64(a.l[5], b.l[5], c)
	u0, bw := bits.Sub64(s0, prime[0], 0)
	u1, bw := bits.Sub64(s1, prime[1], bw)
	u2, bw := bits.Sub64(s2, prime[2], bw)
	u3, bw := bits.Sub64(s3, prime[3], bw)
	u4, bw := bits.Sub64(s4, prime[4], bw)
	u5, bw := bits.Sub64(s5, prime[5], bw)
	// Keep s when the 385-bit sum c·2^384 + s is below p: c = 0 and the
	// subtraction borrowed.
	_, keep := bits.Sub64(c, 0, bw)
	m := -keep
	v.l[0] = u0 ^ (m & (s0 ^ u0))
	v.l[1] = u1 ^ (m & (s1 ^ u1))
	v.l[2] = u2 ^ (m & (s2 ^ u2))
	v.l[3] = u3 ^ (m & (s3 ^ u3))
	v.l[4] = u4 ^ (m & (s4 ^ u4))
	v.l[5] = u5 ^ (m & (s5 ^ u5))
	check("Add result", v)
	return v
}

// Sub sets v = a - b and returns v.
func (v *Element) Sub(a, b *Element) *Element {
	check("Sub", a, b)
	d0, bw := bits.Sub64(a.l[0], b.l[0], 0)
	d1, bw := bits.Sub64(a.l[1], b.l[1], bw)
	d2, bw := bits.Sub64(a.l[2], b.l[2], bw)
	d3, bw := bits.Sub64(a.l[3], b.l[3], bw)
	d4, bw := bits.Sub64(a.l[4], b.l[4], bw)
	d5, bw := bits.Sub64(a.l[5], b.l[5], bw)
	// A borrow means a < b: add p back (the carry out cancels the borrow).
	m := -bw
	var c uint64
	v.l[0], c = bits.Add64(d0, prime[0]&m, 0)
	v.l[1], c = bits.Add64(d1, prime[1]&m, c)
	v.l[2], c = bits.Add64(d2, prime[2]&m, c)
	v.l[3], c = bits.Add64(d3, prime[3]&m, c)
	v.l[4], c = bits.Add64(d4, prime[4]&m, c)
	v.l[5], _ = bits.Add64(d5, prime[5]&m, c)
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
	montSqr(v, a)
	check("Square result", v)
	return v
}

// montMulGeneric sets v = a·b·R⁻¹ mod p for a, b below p with the
// portable Montgomery multiplication of package mont.
func montMulGeneric(v, a, b *Element) {
	mont.MulGeneric(&v.l, &a.l, &b.l, &prime, pInv)
}
