package field

import "math/bits"

// Mul sets v = a·b and returns v. a and b have magnitude at most 8; v has
// magnitude 1. Constant time.
func (v *Element) Mul(a, b *Element) *Element {
	if checkEnabled {
		checkMag("Mul", 8, a, b)
	}
	if useMULX {
		feMulX(v, a, b)
	} else {
		feMul(v, a, b)
	}
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
	if useMULX {
		feSquareX(v, a)
	} else {
		feSquare(v, a)
	}
	if checkEnabled {
		v.setMeta(1, false)
	}
	return v
}

// The product is formed column by column: column k holds the limb
// products a_i·b_j with i + j = k, at weight 2^(52k), as a 128-bit
// (hi, lo) pair. With inputs of magnitude at most 8 (limbs below 2^56,
// the top limb below 2^52) a column has at most five products and stays
// below 2^114.
//
// The carries are saved, not propagated: every column is split on its
// own into its low 52 bits and the rest (below 2^62), and limb k of the
// unreduced product is t_k = low_k + rest_(k-1), below 2^63. No column
// waits for the one below it, which leaves the multiplications free to
// overlap; fold then reduces the ten limbs with two short carry steps.

// mac returns (h, l) + x·y as a 128-bit pair.
func mac(h, l, x, y uint64) (uint64, uint64) {
	ph, pl := bits.Mul64(x, y)
	var c uint64
	l, c = bits.Add64(l, pl, 0)
	return h + ph + c, l
}

// split returns the low 52 bits of the 128-bit (h, l) and the rest,
// (h, l) >> 52 (below 2^64 for (h, l) below 2^116).
func split(h, l uint64) (low, rest uint64) {
	return l & mask52, h<<12 | l>>52
}

// fold reduces the ten limbs t0 … t9 of a product (each below 2^64) into
// v with magnitude 1:
//
//  1. 2^260 ≡ reduce260 (mod p), so limb k+5 moves to limb k times
//     reduce260: r_k = t_k + t_(k+5)·reduce260, below 2^102, each split
//     into 52 low bits and a rest below 2^50.
//  2. Limb 4 takes r3's rest; its bits from 48 up (below 2^54) stand for
//     multiples of 2^256 ≡ reduce256 and come back into limb 0 as
//     top·reduce256 (below 2^87), whose own rest (below 2^36) goes to
//     limb 1.
//  3. Limbs 1 … 3 add the rest of the limb below: limbs 0, 4 end below
//     2^52 and 2^48, limbs 1 … 3 below 2^52 + 2^50 + 2^36 < 2·2^52:
//     magnitude 1.
func fold(v *Element, t0, t1, t2, t3, t4, t5, t6, t7, t8, t9 uint64) {
	r0, c0 := split(mac(0, t0, t5, reduce260))
	r1, c1 := split(mac(0, t1, t6, reduce260))
	r2, c2 := split(mac(0, t2, t7, reduce260))
	r3, c3 := split(mac(0, t3, t8, reduce260))
	h4, l4 := mac(0, t4, t9, reduce260)
	var c uint64
	l4, c = bits.Add64(l4, c3, 0)
	h4 += c
	top := h4<<16 | l4>>48
	n0, cTop := split(mac(0, r0, top, reduce256))
	v.n[0], v.n[1], v.n[2], v.n[3], v.n[4] = n0, r1+c0+cTop, r2+c1, r3+c2, l4&mask48
}

// mulGeneric is the portable feMul: the 25 limb products in nine
// independent columns, the saved carries, then fold.
func mulGeneric(v, a, b *Element) {
	a0, a1, a2, a3, a4 := a.n[0], a.n[1], a.n[2], a.n[3], a.n[4]
	b0, b1, b2, b3, b4 := b.n[0], b.n[1], b.n[2], b.n[3], b.n[4]

	l0, c0 := split(bits.Mul64(a0, b0))
	h, l := bits.Mul64(a0, b1)
	l1, c1 := split(mac(h, l, a1, b0))
	h, l = bits.Mul64(a0, b2)
	h, l = mac(h, l, a1, b1)
	l2, c2 := split(mac(h, l, a2, b0))
	h, l = bits.Mul64(a0, b3)
	h, l = mac(h, l, a1, b2)
	h, l = mac(h, l, a2, b1)
	l3, c3 := split(mac(h, l, a3, b0))
	h, l = bits.Mul64(a0, b4)
	h, l = mac(h, l, a1, b3)
	h, l = mac(h, l, a2, b2)
	h, l = mac(h, l, a3, b1)
	l4, c4 := split(mac(h, l, a4, b0))
	h, l = bits.Mul64(a1, b4)
	h, l = mac(h, l, a2, b3)
	h, l = mac(h, l, a3, b2)
	l5, c5 := split(mac(h, l, a4, b1))
	h, l = bits.Mul64(a2, b4)
	h, l = mac(h, l, a3, b3)
	l6, c6 := split(mac(h, l, a4, b2))
	h, l = bits.Mul64(a3, b4)
	l7, c7 := split(mac(h, l, a4, b3))
	l8, c8 := split(bits.Mul64(a4, b4))

	fold(v, l0, l1+c0, l2+c1, l3+c2, l4+c3, l5+c4, l6+c5, l7+c6, l8+c7, c8)
}

// squareGeneric is the portable feSquare: the 15 distinct products, those
// off the diagonal taken against twice a limb (below 2^57), then as
// mulGeneric.
func squareGeneric(v, a *Element) {
	a0, a1, a2, a3, a4 := a.n[0], a.n[1], a.n[2], a.n[3], a.n[4]
	d0, d1, d2, d3 := 2*a0, 2*a1, 2*a2, 2*a3

	l0, c0 := split(bits.Mul64(a0, a0))
	l1, c1 := split(bits.Mul64(d0, a1))
	h, l := bits.Mul64(d0, a2)
	l2, c2 := split(mac(h, l, a1, a1))
	h, l = bits.Mul64(d0, a3)
	l3, c3 := split(mac(h, l, d1, a2))
	h, l = bits.Mul64(d0, a4)
	h, l = mac(h, l, d1, a3)
	l4, c4 := split(mac(h, l, a2, a2))
	h, l = bits.Mul64(d1, a4)
	l5, c5 := split(mac(h, l, d2, a3))
	h, l = bits.Mul64(d2, a4)
	l6, c6 := split(mac(h, l, a3, a3))
	l7, c7 := split(bits.Mul64(d3, a4))
	l8, c8 := split(bits.Mul64(a4, a4))

	fold(v, l0, l1+c0, l2+c1, l3+c2, l4+c3, l5+c4, l6+c5, l7+c6, l8+c7, c8)
}
