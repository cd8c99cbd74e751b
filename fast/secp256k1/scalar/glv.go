//go:build !exhaustive

package scalar

import "math/bits"

// The GLV decomposition of Gallant, Lambert and Vanstone (CRYPTO 2001):
// secp256k1 has an endomorphism λ·(x, y) = (β·x, y) with λ³ = 1 mod n, so
// k·P = k1·P + k2·(λP) with half-length k1 and k2. The split uses the
// short lattice basis (a1, b1), (a2, b2) of {(x, y) : x + y·λ = 0 mod n}:
//
//	c1 = round(b2·k/n), c2 = round(-b1·k/n)
//	k2 = -(c1·b1 + c2·b2) mod n,  k1 = k - k2·λ mod n
//
// with round(b·k/n) computed as (k·g) >> 384 for g = round(2^384·b/n)
// (rounded: bit 383 of the product added). Both parts then lie within
// 2^128 of 0 (as residues: x or n - x below 2^128), which the tests check
// on edge and random scalars.
var (
	// Lambda is λ, a primitive cube root of 1 mod n.
	Lambda = Scalar{d: [4]uint64{0xdf02967c1b23bd72, 0x122e22ea20816678, 0xa5261c028812645a, 0x5363ad4cc05c30e0}}
	glvG1  = [4]uint64{0xe893209a45dbb031, 0x3daa8a1471e8ca7f, 0xe86c90e49284eb15, 0x3086d221a7d46bcd}
	glvG2  = [4]uint64{0x1571b4ae8ac47f71, 0x221208ac9df506c6, 0x6f547fa90abfe4c4, 0xe4437ed6010e8828}
	// minusB1 = -b1 and minusB2 = -b2 mod n.
	minusB1 = Scalar{d: [4]uint64{0x6f547fa90abfe4c3, 0xe4437ed6010e8828, 0, 0}}
	minusB2 = Scalar{d: [4]uint64{0xd765cda83db1562c, 0x8a280ac50774346d, 0xfffffffffffffffe, 0xffffffffffffffff}}
)

// mulShift384 returns round(k·g / 2^384) for 256-bit k and g (below
// 2^128 + 1). Constant time.
func mulShift384(k *Scalar, g *[4]uint64) Scalar {
	var w [8]uint64
	for i := 0; i < 4; i++ {
		addMulRow(w[:], k.d[:], g[i], i)
	}
	round := w[5] >> 63 // bit 383
	var r Scalar
	var c uint64
	r.d[0], c = bits.Add64(w[6], round, 0)
	r.d[1], _ = bits.Add64(w[7], 0, c)
	return r
}

// SplitLambda returns k1 and k2 with k = k1 + k2·λ (mod n), each within
// 2^128 of 0 as a residue (use Abs128 for the magnitude and the sign).
// Constant time.
func (k *Scalar) SplitLambda() (k1, k2 Scalar) {
	c1 := mulShift384(k, &glvG1)
	c2 := mulShift384(k, &glvG2)
	var t Scalar
	k2.Mul(&c1, &minusB1)
	t.Mul(&c2, &minusB2)
	k2.Add(&k2, &t)
	t.Mul(&k2, &Lambda)
	k1.Sub(k, &t)
	return k1, k2
}

// Abs128 returns |s| as the residue of s or n - s that is below n/2, and
// 1 when it is n - s (s "negative"). Constant time.
func (s *Scalar) Abs128() (abs Scalar, neg int) {
	neg = s.IsHigh()
	abs.CondNeg(s, neg)
	return abs, neg
}
