package field

// Additions and subtractions. The carried forms (Add, Sub, Neg) return
// tight limbs; the loose forms (AddLoose, SubLoose) skip the carry and are
// for values that only feed Mul or Square. doc/field25519.md works the
// bounds through with numbers.

// twoP and fourP are 2p and 4p limb by limb, added before a subtraction so
// that no limb goes below zero: 2p = (2^52 - 38, 2^52 - 2, …) and
// 4p = (2^53 - 76, 2^53 - 4, …).
var (
	twoP  = [5]uint64{1<<52 - 38, 1<<52 - 2, 1<<52 - 2, 1<<52 - 2, 1<<52 - 2}
	fourP = [5]uint64{1<<53 - 76, 1<<53 - 4, 1<<53 - 4, 1<<53 - 4, 1<<53 - 4}
)

// Add sets v = a + b and returns v. Inputs loose, output tight. Constant
// time. (Loose limbs add up to less than 2^54; settle makes them tight.)
func (v *Element) Add(a, b *Element) *Element {
	checkLoose("Add", a, b)
	v.setLimbs(a.limb[0]+b.limb[0], a.limb[1]+b.limb[1], a.limb[2]+b.limb[2], a.limb[3]+b.limb[3], a.limb[4]+b.limb[4])
	v.settle()
	checkTight("Add (result)", v)
	return v
}

// Sub sets v = a - b and returns v. a loose, b tight, output tight.
// Constant time. It computes a + 4p - b: every limb of 4p exceeds every
// tight limb, so nothing underflows, and the sum stays below 2^54.
func (v *Element) Sub(a, b *Element) *Element {
	checkLoose("Sub", a)
	checkTight("Sub", b)
	v.setLimbs(a.limb[0]+fourP[0]-b.limb[0], a.limb[1]+fourP[1]-b.limb[1], a.limb[2]+fourP[2]-b.limb[2],
		a.limb[3]+fourP[3]-b.limb[3], a.limb[4]+fourP[4]-b.limb[4])
	v.settle()
	checkTight("Sub (result)", v)
	return v
}

// Neg sets v = -a and returns v. Input tight, output tight. Constant time.
func (v *Element) Neg(a *Element) *Element { return v.Sub(&elementZero, a) }

// AddLoose sets v = a + b without a carry and returns v. Inputs tight,
// output loose (twice a tight limb is below 2^53). Constant time.
func (v *Element) AddLoose(a, b *Element) *Element {
	checkTight("AddLoose", a, b)
	v.setLimbs(a.limb[0]+b.limb[0], a.limb[1]+b.limb[1], a.limb[2]+b.limb[2], a.limb[3]+b.limb[3], a.limb[4]+b.limb[4])
	checkLoose("AddLoose (result)", v)
	return v
}

// SubLoose sets v = a - b without a carry and returns v. Inputs tight,
// output loose: a + 2p - b, where every limb of 2p exceeds every tight
// limb, is below 2^51 + 2^18 + 2^52 < 2^53. Constant time.
func (v *Element) SubLoose(a, b *Element) *Element {
	checkTight("SubLoose", a, b)
	v.setLimbs(a.limb[0]+twoP[0]-b.limb[0], a.limb[1]+twoP[1]-b.limb[1], a.limb[2]+twoP[2]-b.limb[2],
		a.limb[3]+twoP[3]-b.limb[3], a.limb[4]+twoP[4]-b.limb[4])
	checkLoose("SubLoose (result)", v)
	return v
}

// settle makes v tight: each limb keeps its low 51 bits and hands the rest
// to the next limb, limb 4's overflow re-entering limb 0 multiplied by 19
// (2^255 = 19 mod p). All five overflows are taken from the input, so with
// limbs below 2^64 each is below 2^13: limb 0 ends below
// 2^51 + 19·2^13 < 2^51 + 2^18, the others below 2^51 + 2^13.
func (v *Element) settle() {
	l0, l1, l2, l3, l4 := v.limb[0], v.limb[1], v.limb[2], v.limb[3], v.limb[4]
	v.setLimbs(l0&mask51+19*(l4>>51), l1&mask51+l0>>51, l2&mask51+l1>>51, l3&mask51+l2>>51, l4&mask51+l3>>51)
}

// setLimbs stores five limbs. The arguments are computed before any store,
// so v may alias the operands they were read from; storing them one by one
// (not as an array value) keeps the compiler from building a temporary.
func (v *Element) setLimbs(l0, l1, l2, l3, l4 uint64) {
	v.limb[0], v.limb[1], v.limb[2], v.limb[3], v.limb[4] = l0, l1, l2, l3, l4
}
