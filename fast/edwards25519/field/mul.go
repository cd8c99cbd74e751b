package field

import "math/bits"

// Mul sets v = a·b and returns v. Inputs loose, output tight. Constant
// time. The bounds: with limbs below 2^53 a limb product is below 2^106,
// and one against a limb times 19 below 2^111; a column sums five of them,
// below 2^114, so a column shifted down by 51 bits fits in 64 (the top
// column, with no 19-terms, stays below 2^109).
func (v *Element) Mul(a, b *Element) *Element {
	checkLoose("Mul", a, b)
	feMul(v, a, b)
	checkTight("Mul (result)", v)
	return v
}

// Square sets v = a² and returns v. Input loose, output tight. Constant
// time. Same bounds as Mul: the doubled limbs (below 2^54) times a limb
// times 38 stay below 2^112.
func (v *Element) Square(a *Element) *Element {
	checkLoose("Square", a)
	feSquare(v, a)
	checkTight("Square (result)", v)
	return v
}

// MulSmall sets v = a·k for a 32-bit k and returns v. Input loose, output
// tight. Constant time. (The X25519 ladder multiplies by 121666.)
func (v *Element) MulSmall(a *Element, k uint32) *Element {
	checkLoose("MulSmall", a)
	var c [5]column
	x, m := &a.limb, uint64(k)
	c[0].addProduct(x[0], m)
	c[1].addProduct(x[1], m)
	c[2].addProduct(x[2], m)
	c[3].addProduct(x[3], m)
	c[4].addProduct(x[4], m)
	v.fold(&c)
	checkTight("MulSmall (result)", v)
	return v
}

// column is a 128-bit sum of limb products.
type column struct{ hi, lo uint64 }

// addProduct adds x·y to c.
func (c *column) addProduct(x, y uint64) {
	ph, pl := bits.Mul64(x, y)
	var carry uint64
	c.lo, carry = bits.Add64(c.lo, pl, 0)
	c.hi += ph + carry
}

// above51 returns c >> 51; c is below 2^115, so the result fits.
func (c *column) above51() uint64 { return c.hi<<13 | c.lo>>51 }

// fold turns five columns of weights 2^(51·i) into tight limbs: every
// column keeps its low 51 bits and passes the rest up, the top column's
// excess coming back into limb 0 times 19; the limbs are then below 2^64
// and settle makes them tight.
func (v *Element) fold(c *[5]column) {
	v.setLimbs(c[0].lo&mask51+19*c[4].above51(), c[1].lo&mask51+c[0].above51(), c[2].lo&mask51+c[1].above51(),
		c[3].lo&mask51+c[2].above51(), c[4].lo&mask51+c[3].above51())
	v.settle()
}

// mulGeneric is the portable feMul. Column k collects x_i·y_j for
// i + j = k and, times 19 (2^255 = 19 mod p), for i + j = k + 5; the
// products are written out, as a production field is.
func mulGeneric(v, a, b *Element) {
	x, y := &a.limb, &b.limb
	y1, y2, y3, y4 := 19*y[1], 19*y[2], 19*y[3], 19*y[4] // the wrapped factors
	var c [5]column
	c[0].addProduct(x[0], y[0])
	c[0].addProduct(x[1], y4)
	c[0].addProduct(x[2], y3)
	c[0].addProduct(x[3], y2)
	c[0].addProduct(x[4], y1)

	c[1].addProduct(x[0], y[1])
	c[1].addProduct(x[1], y[0])
	c[1].addProduct(x[2], y4)
	c[1].addProduct(x[3], y3)
	c[1].addProduct(x[4], y2)

	c[2].addProduct(x[0], y[2])
	c[2].addProduct(x[1], y[1])
	c[2].addProduct(x[2], y[0])
	c[2].addProduct(x[3], y4)
	c[2].addProduct(x[4], y3)

	c[3].addProduct(x[0], y[3])
	c[3].addProduct(x[1], y[2])
	c[3].addProduct(x[2], y[1])
	c[3].addProduct(x[3], y[0])
	c[3].addProduct(x[4], y4)

	c[4].addProduct(x[0], y[4])
	c[4].addProduct(x[1], y[3])
	c[4].addProduct(x[2], y[2])
	c[4].addProduct(x[3], y[1])
	c[4].addProduct(x[4], y[0])
	v.fold(&c)
}

// squareGeneric is the portable feSquare: a product x_i·x_j with i != j
// appears twice in its column, so it is taken once against 2·x_i; the
// wrapped ones carry 19 (or 38 = 2·19).
func squareGeneric(v, a *Element) {
	x := &a.limb
	x0d, x1d := 2*x[0], 2*x[1]
	x1w, x2w, x3w := 38*x[1], 38*x[2], 38*x[3] // doubled and wrapped
	x3s, x4s := 19*x[3], 19*x[4]               // wrapped squares
	var c [5]column
	c[0].addProduct(x[0], x[0])
	c[0].addProduct(x1w, x[4])
	c[0].addProduct(x2w, x[3])

	c[1].addProduct(x0d, x[1])
	c[1].addProduct(x2w, x[4])
	c[1].addProduct(x3s, x[3])

	c[2].addProduct(x0d, x[2])
	c[2].addProduct(x[1], x[1])
	c[2].addProduct(x3w, x[4])

	c[3].addProduct(x0d, x[3])
	c[3].addProduct(x1d, x[2])
	c[3].addProduct(x4s, x[4])

	c[4].addProduct(x0d, x[4])
	c[4].addProduct(x1d, x[3])
	c[4].addProduct(x[2], x[2])
	v.fold(&c)
}

// MulPortable and SquarePortable are Mul and Square through the portable
// Go code whatever the build (the code purego builds use everywhere), for
// the field-layout benchmark, which compares plain Go with plain Go.
// Bounds as Mul and Square. Constant time.
func MulPortable(v, a, b *Element) *Element {
	checkLoose("MulPortable", a, b)
	mulGeneric(v, a, b)
	return v
}

// SquarePortable: see MulPortable.
func SquarePortable(v, a *Element) *Element {
	checkLoose("SquarePortable", a)
	squareGeneric(v, a)
	return v
}
