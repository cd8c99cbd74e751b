package field

import "math/bits"

// uint128 is a 128-bit accumulator.
type uint128 struct{ lo, hi uint64 }

// mul returns a·b.
func mul(a, b uint64) uint128 {
	hi, lo := bits.Mul64(a, b)
	return uint128{lo, hi}
}

// addMul returns v + a·b.
func addMul(v uint128, a, b uint64) uint128 {
	hi, lo := bits.Mul64(a, b)
	lo, c := bits.Add64(lo, v.lo, 0)
	hi, _ = bits.Add64(hi, v.hi, c)
	return uint128{lo, hi}
}

// shr51 returns v >> 51 (v < 2^115 so the result fits).
func shr51(v uint128) uint64 { return v.hi<<13 | v.lo>>51 }

// Multiply sets v = a · b and returns v.
// Inputs loose, output tight. Constant time.
//
// Carry argument: with limbs < 2^53, each product is < 2^106 and each
// product with a 19-multiple (19·b < 2^58) < 2^111; a column holds at most
// five terms, so every column r_i < 2^114 and r_i >> 51 < 2^63. The top
// column r4 has no 19-terms: r4 < 5·2^106 < 2^109, so 19·(r4 >> 51) < 2^63.
func (v *Element) Multiply(a, b *Element) *Element {
	checkLoose("Multiply", a, b)
	feMul(v, a, b)
	checkTight("Multiply (result)", v)
	return v
}

// feMulGeneric is the portable feMul: the limb products, the first carry
// pass (limbs < 2^64) and a carry propagation (limbs tight).
func feMulGeneric(v, a, b *Element) {
	a0, a1, a2, a3, a4 := a.l0, a.l1, a.l2, a.l3, a.l4
	b0, b1, b2, b3, b4 := b.l0, b.l1, b.l2, b.l3, b.l4
	// 2^255 ≡ 19: terms of weight 2^(51·k), k >= 5, fold back times 19.
	b1_19, b2_19, b3_19, b4_19 := b1*19, b2*19, b3*19, b4*19

	// r0 = a0b0 + 19(a1b4 + a2b3 + a3b2 + a4b1)
	r0 := mul(a0, b0)
	r0 = addMul(r0, a1, b4_19)
	r0 = addMul(r0, a2, b3_19)
	r0 = addMul(r0, a3, b2_19)
	r0 = addMul(r0, a4, b1_19)
	// r1 = a0b1 + a1b0 + 19(a2b4 + a3b3 + a4b2)
	r1 := mul(a0, b1)
	r1 = addMul(r1, a1, b0)
	r1 = addMul(r1, a2, b4_19)
	r1 = addMul(r1, a3, b3_19)
	r1 = addMul(r1, a4, b2_19)
	// r2 = a0b2 + a1b1 + a2b0 + 19(a3b4 + a4b3)
	r2 := mul(a0, b2)
	r2 = addMul(r2, a1, b1)
	r2 = addMul(r2, a2, b0)
	r2 = addMul(r2, a3, b4_19)
	r2 = addMul(r2, a4, b3_19)
	// r3 = a0b3 + a1b2 + a2b1 + a3b0 + 19·a4b4
	r3 := mul(a0, b3)
	r3 = addMul(r3, a1, b2)
	r3 = addMul(r3, a2, b1)
	r3 = addMul(r3, a3, b0)
	r3 = addMul(r3, a4, b4_19)
	// r4 = a0b4 + a1b3 + a2b2 + a3b1 + a4b0
	r4 := mul(a0, b4)
	r4 = addMul(r4, a1, b3)
	r4 = addMul(r4, a2, b2)
	r4 = addMul(r4, a3, b1)
	r4 = addMul(r4, a4, b0)

	v.reduceColumns(r0, r1, r2, r3, r4)
	v.carryPropagate()
}

// reduceColumns sets v from five 128-bit columns (each < 2^114, the top one
// < 2^109): each column keeps its low 51 bits and passes the rest to the
// next, the top one's wrapping around times 19. The limbs are then < 2^64;
// the caller's carryPropagate makes v tight.
func (v *Element) reduceColumns(r0, r1, r2, r3, r4 uint128) {
	c0, c1, c2, c3, c4 := shr51(r0), shr51(r1), shr51(r2), shr51(r3), shr51(r4)
	v.l0 = r0.lo&maskLow51Bits + c4*19
	v.l1 = r1.lo&maskLow51Bits + c0
	v.l2 = r2.lo&maskLow51Bits + c1
	v.l3 = r3.lo&maskLow51Bits + c2
	v.l4 = r4.lo&maskLow51Bits + c3
}

// Square sets v = a² and returns v. Input loose, output tight. Constant
// time. Same bounds as Multiply; the doubled terms 2·aᵢ (< 2^54) times a
// 19-multiple (< 2^58) stay < 2^112, a column < 2^114.
func (v *Element) Square(a *Element) *Element {
	checkLoose("Square", a)
	feSquare(v, a)
	checkTight("Square (result)", v)
	return v
}

// feSquareGeneric is the portable feSquare.
func feSquareGeneric(v, a *Element) {
	l0, l1, l2, l3, l4 := a.l0, a.l1, a.l2, a.l3, a.l4
	l0_2, l1_2 := l0*2, l1*2
	l1_38, l2_38, l3_38 := l1*38, l2*38, l3*38
	l3_19, l4_19 := l3*19, l4*19

	// r0 = l0² + 38(l1l4 + l2l3)
	r0 := mul(l0, l0)
	r0 = addMul(r0, l1_38, l4)
	r0 = addMul(r0, l2_38, l3)
	// r1 = 2l0l1 + 38·l2l4 + 19·l3²
	r1 := mul(l0_2, l1)
	r1 = addMul(r1, l2_38, l4)
	r1 = addMul(r1, l3_19, l3)
	// r2 = 2l0l2 + l1² + 38·l3l4
	r2 := mul(l0_2, l2)
	r2 = addMul(r2, l1, l1)
	r2 = addMul(r2, l3_38, l4)
	// r3 = 2l0l3 + 2l1l2 + 19·l4²
	r3 := mul(l0_2, l3)
	r3 = addMul(r3, l1_2, l2)
	r3 = addMul(r3, l4_19, l4)
	// r4 = 2l0l4 + 2l1l3 + l2²
	r4 := mul(l0_2, l4)
	r4 = addMul(r4, l1_2, l3)
	r4 = addMul(r4, l2, l2)

	v.reduceColumns(r0, r1, r2, r3, r4)
	v.carryPropagate()
}

// Mult32 sets v = a · y and returns v. Input loose, output tight. Constant
// time. (X25519 multiplies by a24 = 121665, RFC 7748 §5.)
func (v *Element) Mult32(a *Element, y uint32) *Element {
	checkLoose("Mult32", a)
	r0, r1, r2, r3, r4 := mul(a.l0, uint64(y)), mul(a.l1, uint64(y)), mul(a.l2, uint64(y)), mul(a.l3, uint64(y)), mul(a.l4, uint64(y))
	v.reduceColumns(r0, r1, r2, r3, r4)
	v.carryPropagate()
	checkTight("Mult32 (result)", v)
	return v
}
