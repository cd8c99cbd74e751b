package field

// Element is an element of GF(2^255 - 19): five 64-bit limbs with value
// limb[0] + limb[1]·2^51 + limb[2]·2^102 + limb[3]·2^153 + limb[4]·2^204.
// The package doc defines the tight and loose limb bounds every function
// states. The zero value is the element 0.
type Element struct {
	limb [5]uint64
}

// mask51 keeps the low 51 bits of a limb.
const mask51 = 1<<51 - 1

var (
	elementZero Element
	elementOne  = Element{limb: [5]uint64{1}}
)

// Zero sets v = 0 and returns v.
func (v *Element) Zero() *Element { *v = elementZero; return v }

// One sets v = 1 and returns v.
func (v *Element) One() *Element { *v = elementOne; return v }

// Set sets v = a and returns v.
func (v *Element) Set(a *Element) *Element { *v = *a; return v }

// fullMask returns 2^64 - 1 for bit = 1 and 0 for bit = 0.
func fullMask(bit int) uint64 { return -uint64(bit & 1) }

// Select sets v = a when cond is 1 and v = b when cond is 0, and returns v.
// Constant time with respect to cond, a and b.
func (v *Element) Select(a, b *Element, cond int) *Element {
	m := fullMask(cond)
	x, y := &a.limb, &b.limb
	v.setLimbs(y[0]^m&(x[0]^y[0]), y[1]^m&(x[1]^y[1]), y[2]^m&(x[2]^y[2]), y[3]^m&(x[3]^y[3]), y[4]^m&(x[4]^y[4]))
	return v
}

// Swap exchanges v and u when cond is 1 and leaves them when cond is 0.
// Constant time with respect to cond, v and u.
func (v *Element) Swap(u *Element, cond int) {
	m := fullMask(cond)
	x, y := &v.limb, &u.limb
	d0, d1, d2, d3, d4 := m&(x[0]^y[0]), m&(x[1]^y[1]), m&(x[2]^y[2]), m&(x[3]^y[3]), m&(x[4]^y[4])
	v.setLimbs(x[0]^d0, x[1]^d1, x[2]^d2, x[3]^d3, x[4]^d4)
	u.setLimbs(y[0]^d0, y[1]^d1, y[2]^d2, y[3]^d3, y[4]^d4)
}

// CondNeg sets v = -a when cond is 1 and v = a when cond is 0, and returns
// v. Input tight, output tight. Constant time.
func (v *Element) CondNeg(a *Element, cond int) *Element {
	var minus Element
	minus.Neg(a)
	return v.Select(&minus, a, cond)
}

// Equal returns 1 when v and u are the same field element and 0
// otherwise. Inputs tight. Constant time.
func (v *Element) Equal(u *Element) int {
	var diff Element
	diff.Sub(v, u)
	c := diff.canonical()
	acc := c[0] | c[1] | c[2] | c[3] | c[4]
	// acc is 0 exactly when v = u; (acc | -acc) has its top bit set otherwise.
	return int(1 ^ (acc|-acc)>>63)
}

// IsNegative returns 1 when the canonical value of v is odd ("negative"
// in RFC 8032 §5.1.2) and 0 otherwise. Input tight. Constant time.
func (v *Element) IsNegative() int {
	c := v.canonical()
	return int(c[0] & 1)
}

// Abs sets v to whichever of a and -a is non-negative and returns v. Input
// tight, output tight. Constant time.
func (v *Element) Abs(a *Element) *Element { return v.CondNeg(a, a.IsNegative()) }
