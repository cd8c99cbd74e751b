package field

// Element is an element of GF(2^255 - 19) in radix 2^51 (see the package
// doc for the limb bounds).
type Element struct {
	l0, l1, l2, l3, l4 uint64
}

const maskLow51Bits uint64 = (1 << 51) - 1

var feZero = &Element{}
var feOne = &Element{1, 0, 0, 0, 0}

// Zero sets v = 0 and returns v.
func (v *Element) Zero() *Element { *v = *feZero; return v }

// One sets v = 1 and returns v.
func (v *Element) One() *Element { *v = *feOne; return v }

// Set sets v = a and returns v.
func (v *Element) Set(a *Element) *Element { *v = *a; return v }

// Add sets v = a + b and returns v.
// Inputs loose, output tight. Constant time.
//
// Carry argument: loose limbs sum to < 2^54; carryPropagate then returns
// limbs < 2^51 + 19·2^3 (l0) and < 2^51 + 2^3 (others).
func (v *Element) Add(a, b *Element) *Element {
	checkLoose("Add", a, b)
	v.l0 = a.l0 + b.l0
	v.l1 = a.l1 + b.l1
	v.l2 = a.l2 + b.l2
	v.l3 = a.l3 + b.l3
	v.l4 = a.l4 + b.l4
	v.carryPropagate()
	checkTight("Add (result)", v)
	return v
}

// Subtract sets v = a - b and returns v.
// a loose, b tight, output tight. Constant time.
//
// Carry argument: 4p has limbs 2^53 - 76 and 2^53 - 4, each above a tight
// limb (< 2^51 + 2^18), so a + 4p - b never underflows and is < 2^54.
func (v *Element) Subtract(a, b *Element) *Element {
	checkLoose("Subtract", a)
	checkTight("Subtract", b)
	v.l0 = (a.l0 + 0x1fffffffffffb4) - b.l0
	v.l1 = (a.l1 + 0x1ffffffffffffc) - b.l1
	v.l2 = (a.l2 + 0x1ffffffffffffc) - b.l2
	v.l3 = (a.l3 + 0x1ffffffffffffc) - b.l3
	v.l4 = (a.l4 + 0x1ffffffffffffc) - b.l4
	v.carryPropagate()
	checkTight("Subtract (result)", v)
	return v
}

// AddNoCarry sets v = a + b without carrying and returns v.
// Inputs tight, output loose (2·(2^51 + 2^18) < 2^53): for sums that only
// feed Multiply or Square. Constant time.
func (v *Element) AddNoCarry(a, b *Element) *Element {
	checkTight("AddNoCarry", a, b)
	v.l0 = a.l0 + b.l0
	v.l1 = a.l1 + b.l1
	v.l2 = a.l2 + b.l2
	v.l3 = a.l3 + b.l3
	v.l4 = a.l4 + b.l4
	checkLoose("AddNoCarry (result)", v)
	return v
}

// SubtractNoCarry sets v = a - b without carrying and returns v.
// Inputs tight, output loose: 2p has limbs 2^52 - 38 and 2^52 - 2, above
// any tight limb, and a + 2p - b < 2^51 + 2^18 + 2^52 < 2^53. For
// differences that only feed Multiply or Square. Constant time.
func (v *Element) SubtractNoCarry(a, b *Element) *Element {
	checkTight("SubtractNoCarry", a, b)
	v.l0 = (a.l0 + 0xfffffffffffda) - b.l0
	v.l1 = (a.l1 + 0xffffffffffffe) - b.l1
	v.l2 = (a.l2 + 0xffffffffffffe) - b.l2
	v.l3 = (a.l3 + 0xffffffffffffe) - b.l3
	v.l4 = (a.l4 + 0xffffffffffffe) - b.l4
	checkLoose("SubtractNoCarry (result)", v)
	return v
}

// Negate sets v = -a and returns v. Input tight, output tight. Constant
// time.
func (v *Element) Negate(a *Element) *Element { return v.Subtract(feZero, a) }

// carryPropagate brings limbs below 2^51 + 2^18 by moving each limb's bits
// above 51 into the next limb, the top limb's wrapping around times 19
// (2^255 ≡ 19): with input limbs < 2^64 each carry is < 2^13, so limb 0
// gains at most 19·2^13 < 2^18 and the others less than 2^13. Output tight.
func (v *Element) carryPropagate() *Element {
	c0 := v.l0 >> 51
	c1 := v.l1 >> 51
	c2 := v.l2 >> 51
	c3 := v.l3 >> 51
	c4 := v.l4 >> 51
	// c4 < 2^13, so 19·c4 < 2^18: l0 stays < 2^51 + 2^18.
	v.l0 = v.l0&maskLow51Bits + c4*19
	v.l1 = v.l1&maskLow51Bits + c0
	v.l2 = v.l2&maskLow51Bits + c1
	v.l3 = v.l3&maskLow51Bits + c2
	v.l4 = v.l4&maskLow51Bits + c3
	return v
}

// mask64 returns all ones if cond == 1 and zero if cond == 0.
func mask64(cond int) uint64 { return ^(uint64(cond) - 1) }

// Select sets v = a if cond == 1 and v = b if cond == 0, and returns v.
// cond must be 0 or 1. Constant time with respect to cond, a and b.
func (v *Element) Select(a, b *Element, cond int) *Element {
	m := mask64(cond)
	v.l0 = (m & a.l0) | (^m & b.l0)
	v.l1 = (m & a.l1) | (^m & b.l1)
	v.l2 = (m & a.l2) | (^m & b.l2)
	v.l3 = (m & a.l3) | (^m & b.l3)
	v.l4 = (m & a.l4) | (^m & b.l4)
	return v
}

// Swap swaps v and u if cond == 1 and leaves them if cond == 0.
// Constant time with respect to cond, v and u.
func (v *Element) Swap(u *Element, cond int) {
	m := mask64(cond)
	t := m & (v.l0 ^ u.l0)
	v.l0 ^= t
	u.l0 ^= t
	t = m & (v.l1 ^ u.l1)
	v.l1 ^= t
	u.l1 ^= t
	t = m & (v.l2 ^ u.l2)
	v.l2 ^= t
	u.l2 ^= t
	t = m & (v.l3 ^ u.l3)
	v.l3 ^= t
	u.l3 ^= t
	t = m & (v.l4 ^ u.l4)
	v.l4 ^= t
	u.l4 ^= t
}

// CondNegate sets v = -a if cond == 1 and v = a if cond == 0, and returns
// v. Input tight. Constant time.
func (v *Element) CondNegate(a *Element, cond int) *Element {
	var n Element
	n.Negate(a)
	return v.Select(&n, a, cond)
}

// Equal returns 1 if v and u are equal (as field elements) and 0 otherwise.
// Inputs tight. Constant time.
func (v *Element) Equal(u *Element) int {
	var d Element
	d.Subtract(v, u)
	d.reduce()
	// d is canonical: zero exactly when v = u.
	z := d.l0 | d.l1 | d.l2 | d.l3 | d.l4
	return int((z|-z)>>63) ^ 1
}

// IsNegative returns 1 if v is negative (its canonical encoding is odd,
// RFC 8032 §5.1.2) and 0 otherwise. Input tight. Constant time.
func (v *Element) IsNegative() int {
	t := *v
	t.reduce()
	return int(t.l0 & 1)
}

// Absolute sets v = |a| (the non-negative one of a and -a) and returns v.
// Input tight. Constant time.
func (v *Element) Absolute(a *Element) *Element { return v.CondNegate(a, a.IsNegative()) }
