package p384

import (
	"encoding/binary"
	rec "github.com/curvecheck/curvecheck/fast/internal/recode"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// Constant-time multiplication by a 384-bit scalar: signed base-32 digits
// (every digit in [-16, 16]) against a table of the multiples 1·P … 16·P,
// five doublings (in Jacobian coordinates, jacobian.go) and one complete
// addition per digit, 77 digits for the
// 385 bits a scalar below 2^384 needs with its last carry. Every table
// entry is read for every digit and the negation is a masked select, so
// neither the digit nor its sign changes the memory accesses or the
// instructions.

const (
	window = 5
	digits = 77 // ⌈385/5⌉
	tabLen = 1 << (window - 1)
)

// table holds 1·P … 16·P.
type table [tabLen]Point

// fill sets t to the multiples of p: 15 complete additions.
func (t *table) fill(p *Point) {
	t[0] = *p
	for i := 1; i < tabLen; i++ {
		t[i].Add(&t[i-1], p)
	}
}

// lookup sets v = d·P for a digit d in [-16, 16] (0 gives the point at
// infinity), scanning every entry. Constant time with respect to d.
func (t *table) lookup(v *Point, d int32) {
	sign := d >> 31 // all ones when d < 0
	abs := uint64((d ^ sign) - sign)
	*v = *NewIdentity()
	for i := range t {
		v.Select(&t[i], v, isZero(uint64(i+1)^abs))
	}
	var ny Point
	ny.Neg(v)
	v.Select(&ny, v, int(sign&1))
}

// isZero returns 1 for x = 0 and 0 otherwise, without a branch.
func isZero(x uint64) int { return int(1 ^ (x|-x)>>63) }

// recode writes the 48-byte big-endian scalar k as 77 signed base-32
// digits d_i in [-16, 15] (d_76 in [0, 16]), k = Σ d_i·32^i. Constant time
// with respect to k (recode.Signed).
func recode(d *[digits]int32, k []byte) {
	l := limbs(k)
	rec.Signed(d[:], l[:], window)
}

// limbs returns the 48-byte big-endian k as little-endian 64-bit limbs.
func limbs(k []byte) [6]uint64 {
	var l [6]uint64
	for i := range l {
		l[i] = binary.BigEndian.Uint64(k[40-8*i:])
	}
	return l
}

// ScalarMult sets v = k·p and returns v. Runs in constant time with
// respect to k and p.
func (v *Point) ScalarMult(k *scalar.Scalar, p *Point) *Point {
	var t table
	t.fill(p)
	v.mulTable(&t, k.Bytes())
	return v
}

// ScalarBaseMult sets v = k·G and returns v. Runs in constant time with
// respect to k. The scalar's 77 signed base-32 digits d_i (as
// ScalarMult writes them) select d_i·32^i·G from the generated table
// (tables.go): no doubling, 77 mixed complete additions (mulRows).
func (v *Point) ScalarBaseMult(k *scalar.Scalar) *Point {
	v.mulRows(gWindows(), k.Bytes())
	return v
}

// mulTable sets v = k·P for the table of P.
func (v *Point) mulTable(t *table, k []byte) {
	var d [digits]int32
	recode(&d, k)
	acc := *NewIdentity()
	var e Point
	for i := digits - 1; i >= 0; i-- {
		if i != digits-1 {
			acc.doubleTimes(&acc, window)
		}
		t.lookup(&e, d[i])
		acc.Add(&acc, &e)
	}
	*v = acc
}
