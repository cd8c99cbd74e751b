//go:build exhaustive

package x25519

import "github.com/curvecheck/curvecheck/fast/edwards25519"

// a24 is the ladder's constant (A − 2)/4: curve25519's 121665 until
// SelectToy picks a toy curve's.
var a24 uint32 = 121665

// SelectToy puts X25519 on the Montgomery form of the toy curve c (see
// edwards25519.ToyCurve), for the exhaustive tests: the ladder's a24
// becomes c.A24 (the ladder step itself is unchanged), Basepoint the
// u-coordinate of c's base point (so X25519's fixed-base path runs the
// toy's comb), and package edwards25519 selects c. It returns a function
// that restores the previous curve. c.A24 must be non-zero: the ladder
// multiplies by a24 with field.Element.MulSmall, a 32-bit constant.
func SelectToy(c *edwards25519.ToyCurve) (restore func()) {
	if c.A24 == 0 {
		panic("x25519: toy curve " + c.Name + " has no small a24")
	}
	restoreEdwards := edwards25519.SelectToy(c)
	oldA24, oldBase := a24, Basepoint
	a24 = c.A24
	Basepoint = edwards25519.NewGenerator().MontgomeryU()
	return func() {
		a24, Basepoint = oldA24, oldBase
		restoreEdwards()
	}
}
