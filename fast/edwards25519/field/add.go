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
	x, y := &a.limb, &b.limb
	v.limb = [5]uint64{x[0] + y[0], x[1] + y[1], x[2] + y[2], x[3] + y[3], x[4] + y[4]}
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
	x, y := &a.limb, &b.limb
	v.limb = [5]uint64{
		x[0] + fourP[0] - y[0], x[1] + fourP[1] - y[1], x[2] + fourP[2] - y[2],
		x[3] + fourP[3] - y[3], x[4] + fourP[4] - y[4],
	}
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
	x, y := &a.limb, &b.limb
	v.limb = [5]uint64{x[0] + y[0], x[1] + y[1], x[2] + y[2], x[3] + y[3], x[4] + y[4]}
	checkLoose("AddLoose (result)", v)
	return v
}

// SubLoose sets v = a - b without a carry and returns v. Inputs tight,
// output loose: a + 2p - b, where every limb of 2p exceeds every tight
// limb, is below 2^51 + 2^18 + 2^52 < 2^53. Constant time.
func (v *Element) SubLoose(a, b *Element) *Element {
	checkTight("SubLoose", a, b)
	x, y := &a.limb, &b.limb
	v.limb = [5]uint64{
		x[0] + twoP[0] - y[0], x[1] + twoP[1] - y[1], x[2] + twoP[2] - y[2],
		x[3] + twoP[3] - y[3], x[4] + twoP[4] - y[4],
	}
	checkLoose("SubLoose (result)", v)
	return v
}

// settle makes v tight: each limb keeps its low 51 bits and hands the rest
// to the next limb, limb 4's overflow re-entering limb 0 multiplied by 19
// (2^255 = 19 mod p). All five overflows are taken from the input, so with
// limbs below 2^64 each is below 2^13: limb 0 ends below
// 2^51 + 19·2^13 < 2^51 + 2^18, the others below 2^51 + 2^13.
func (v *Element) settle() {
	l := v.limb
	v.limb = [5]uint64{
		l[0]&mask51 + 19*(l[4]>>51),
		l[1]&mask51 + l[0]>>51,
		l[2]&mask51 + l[1]>>51,
		l[3]&mask51 + l[2]>>51,
		l[4]&mask51 + l[3]>>51,
	}
}
