package field

import "math/bits"

// Mul sets v = a·b and returns v. a and b have magnitude at most 8; v has
// magnitude 1. Constant time.
func (v *Element) Mul(a, b *Element) *Element {
	if checkEnabled {
		checkMag("Mul", 8, a, b)
	}
	feMul(v, a, b)
	if checkEnabled {
		v.setMeta(1, false)
	}
	return v
}

// Square sets v = a² and returns v. a has magnitude at most 8; v has
// magnitude 1. Constant time.
func (v *Element) Square(a *Element) *Element {
	if checkEnabled {
		checkMag("Square", 8, a)
	}
	feSquare(v, a)
	if checkEnabled {
		v.setMeta(1, false)
	}
	return v
}

// The product is formed column by column: column k holds the limb
// products a_i·b_j with i + j = k, at weight 2^(52k). Columns are 128-bit
// (hi, lo) pairs; with inputs of magnitude at most 8 (limbs below 2^56,
// the top limb below 2^52) a column and the carry into it stay below
// 2^116, so the carry out of it, column >> 52, fits one word.

// mac returns (h, l) + x·y as a 128-bit pair.
func mac(h, l, x, y uint64) (uint64, uint64) {
	ph, pl := bits.Mul64(x, y)
	var c uint64
	l, c = bits.Add64(l, pl, 0)
	return h + ph + c, l
}

// settle adds carry to the column (h, l) and splits it into its low 52
// bits and the carry out (the column must be below 2^116).
func settle(h, l, carry uint64) (limb, out uint64) {
	var c uint64
	l, c = bits.Add64(l, carry, 0)
	h += c
	return l & mask52, h<<12 | l>>52
}

// fold reduces the ten limbs t0 … t9 of a product (t0 … t8 below 2^52,
// t9 below 2^64) into v with magnitude 1.
//
//  1. 2^260 ≡ reduce260 (mod p), so limb k+5 moves to limb k times
//     reduce260: r_k = t_k + t_{k+5}·reduce260, below 2^52 + 2^101.
//  2. Carry r0 … r4; what passes 2^256 (bits 48 and up of the top limb,
//     below 2^54) comes back into limb 0 times reduce256 = 2^256 mod p,
//     and limb 0's carry goes into limb 1 once more. Limbs 0, 2, 3 end
//     below 2^52, limb 1 below 2^52 + 2^36, limb 4 below 2^48:
//     magnitude 1.
func fold(v *Element, t0, t1, t2, t3, t4, t5, t6, t7, t8, t9 uint64) {
	var n0, n1, n2, n3, n4, carry uint64
	h, l := bits.Mul64(t5, reduce260)
	n0, carry = settle(h, l, t0)
	h, l = mac(0, t1, t6, reduce260)
	n1, carry = settle(h, l, carry)
	h, l = mac(0, t2, t7, reduce260)
	n2, carry = settle(h, l, carry)
	h, l = mac(0, t3, t8, reduce260)
	n3, carry = settle(h, l, carry)
	h, l = mac(0, t4, t9, reduce260)
	n4, carry = settle(h, l, carry)
	top := carry<<4 | n4>>48
	h, l = mac(0, n0, top, reduce256)
	n0, carry = settle(h, l, 0)
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = n0, n1+carry, n2, n3, n4&mask48
}

// mulGeneric is the portable feMul: the 25 limb products column by
// column, each column settled into a 52-bit limb before the next, then
// fold.
func mulGeneric(v, a, b *Element) {
	a0, a1, a2, a3, a4 := a.n[0], a.n[1], a.n[2], a.n[3], a.n[4]
	b0, b1, b2, b3, b4 := b.n[0], b.n[1], b.n[2], b.n[3], b.n[4]
	var t0, t1, t2, t3, t4, t5, t6, t7, t8, c uint64

	h, l := bits.Mul64(a0, b0)
	t0, c = settle(h, l, 0)

	h, l = bits.Mul64(a0, b1)
	h, l = mac(h, l, a1, b0)
	t1, c = settle(h, l, c)

	h, l = bits.Mul64(a0, b2)
	h, l = mac(h, l, a1, b1)
	h, l = mac(h, l, a2, b0)
	t2, c = settle(h, l, c)

	h, l = bits.Mul64(a0, b3)
	h, l = mac(h, l, a1, b2)
	h, l = mac(h, l, a2, b1)
	h, l = mac(h, l, a3, b0)
	t3, c = settle(h, l, c)

	h, l = bits.Mul64(a0, b4)
	h, l = mac(h, l, a1, b3)
	h, l = mac(h, l, a2, b2)
	h, l = mac(h, l, a3, b1)
	h, l = mac(h, l, a4, b0)
	t4, c = settle(h, l, c)

	h, l = bits.Mul64(a1, b4)
	h, l = mac(h, l, a2, b3)
	h, l = mac(h, l, a3, b2)
	h, l = mac(h, l, a4, b1)
	t5, c = settle(h, l, c)

	h, l = bits.Mul64(a2, b4)
	h, l = mac(h, l, a3, b3)
	h, l = mac(h, l, a4, b2)
	t6, c = settle(h, l, c)

	h, l = bits.Mul64(a3, b4)
	h, l = mac(h, l, a4, b3)
	t7, c = settle(h, l, c)

	h, l = bits.Mul64(a4, b4)
	t8, c = settle(h, l, c)

	fold(v, t0, t1, t2, t3, t4, t5, t6, t7, t8, c)
}

// squareGeneric is the portable feSquare: the 15 distinct products, those
// off the diagonal taken against twice a limb (below 2^57).
func squareGeneric(v, a *Element) {
	a0, a1, a2, a3, a4 := a.n[0], a.n[1], a.n[2], a.n[3], a.n[4]
	d0, d1, d2, d3 := 2*a0, 2*a1, 2*a2, 2*a3
	var t0, t1, t2, t3, t4, t5, t6, t7, t8, c uint64

	h, l := bits.Mul64(a0, a0)
	t0, c = settle(h, l, 0)

	h, l = bits.Mul64(d0, a1)
	t1, c = settle(h, l, c)

	h, l = bits.Mul64(d0, a2)
	h, l = mac(h, l, a1, a1)
	t2, c = settle(h, l, c)

	h, l = bits.Mul64(d0, a3)
	h, l = mac(h, l, d1, a2)
	t3, c = settle(h, l, c)

	h, l = bits.Mul64(d0, a4)
	h, l = mac(h, l, d1, a3)
	h, l = mac(h, l, a2, a2)
	t4, c = settle(h, l, c)

	h, l = bits.Mul64(d1, a4)
	h, l = mac(h, l, d2, a3)
	t5, c = settle(h, l, c)

	h, l = bits.Mul64(d2, a4)
	h, l = mac(h, l, a3, a3)
	t6, c = settle(h, l, c)

	h, l = bits.Mul64(d3, a4)
	t7, c = settle(h, l, c)

	h, l = bits.Mul64(a4, a4)
	t8, c = settle(h, l, c)

	fold(v, t0, t1, t2, t3, t4, t5, t6, t7, t8, c)
}
