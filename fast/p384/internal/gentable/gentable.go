// Package gentable computes fast/p384's precomputed generator table with
// the reference group (math/big), so that the table does not come from
// the code it serves: for each of the 77 base-32 digit positions i, the
// multiples j·32^i·G, j = 1 … 16, as affine coordinates, 48-byte
// big-endian x then y.
package gentable

import (
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Layout of the table, which package p384 checks against its own
// constants.
const (
	Positions = 77 // base-32 digits of a scalar below 2^384, with its carry
	Multiples = 16 // |digit| ≤ 16
	EntrySize = 96
)

// File returns the table: Positions × Multiples entries of EntrySize
// bytes, position-major.
func File() []byte { return FileFor(weierstrass.P384) }

// FileFor returns the table of the generator of c, a curve over P-384's
// field (the exhaustive build's toy curve, fast/p384/exhaustive.go).
func FileFor(c *weierstrass.Curve) []byte {
	out := make([]byte, 0, Positions*Multiples*EntrySize)
	base := c.Generator() // 32^i·G
	for range Positions {
		acc := base
		for j := 1; j <= Multiples; j++ {
			if j > 1 {
				acc = c.Add(acc, base)
			}
			out = append(out, c.F.EncodeBE(acc.X)...)
			out = append(out, c.F.EncodeBE(acc.Y)...)
		}
		base = c.ScalarMult(big.NewInt(32), base)
	}
	return out
}
