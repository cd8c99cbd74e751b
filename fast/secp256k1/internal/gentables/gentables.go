// Package gentables computes the precomputed point tables of package
// secp256k1 with the math/big reference (ref/weierstrass), so that the
// tables the fast code reads come from code that shares nothing with it.
// Every entry is stored as 64 bytes, x ‖ y big-endian. cmd/gentables
// writes the files; a test of package secp256k1 regenerates them and
// compares.
package gentables

import (
	"fmt"
	"math/big"
	"math/bits"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

var curve = weierstrass.Secp256k1

// CombLayout is the shape of a comb: the scalar's bits are split into
// Blocks blocks of Teeth teeth, spaced Spacing bits apart;
// Blocks·Teeth·Spacing >= 256.
type CombLayout struct{ Blocks, Teeth, Spacing int }

// Bits is the number of bits the comb reads.
func (l CombLayout) Bits() int { return l.Blocks * l.Teeth * l.Spacing }

// CombCT is the layout of the constant-time ScalarBaseMult (22 KiB: every
// lookup scans a block's 32 entries). CombVar is the layout of
// ScalarBaseMultVar, which reads one entry per block and so can afford a
// larger table (832 KiB) for fewer additions: 26 blocks of 10 adjacent
// bits, no doublings.
var (
	CombCT  = CombLayout{Blocks: 11, Teeth: 6, Spacing: 4}
	CombVar = CombLayout{Blocks: 26, Teeth: 10, Spacing: 1}
)

// GWindow is the width of the wNAF digits of the generator tables: each
// holds the 2^(GWindow-2) odd multiples 1, 3, … of its base.
const GWindow = 12

func put(c *weierstrass.Curve, out []byte, P weierstrass.Point) []byte {
	if P.Inf {
		panic("gentables: a table entry is the point at infinity")
	}
	b := c.EncodeUncompressed(P)
	return append(out, b[1:]...)
}

// half returns H = G/2, that is ((n+1)/2)·G, on c.
func half(c *weierstrass.Curve) weierstrass.Point {
	h := new(big.Int).Add(c.N, big.NewInt(1))
	return c.ScalarBaseMult(h.Rsh(h, 1))
}

// Comb returns the signed-digit comb table of layout l. Every bit of the
// comb's input counts as +1 or -1 times its power of two times H = G/2:
// for block b and tooth pattern m (bit t of m for the bit at position
// (b·Teeth + t)·Spacing), the entry is Σ_t (2·m_t - 1)·2^((b·Teeth+t)·Spacing)·H.
// The pattern with every bit flipped is the negated point, so only the
// 2^(Teeth-1) patterns with the top tooth set are stored, at index
// m - 2^(Teeth-1), block after block.
//
// Within a block the sums are built pattern by pattern: the all-minus sum
// -Σ teeth for m = 0, and for m > 0 the sum of m without its lowest set
// bit t plus 2·tooth_t.
func Comb(l CombLayout) []byte { return CombOn(curve, l) }

// CombOn is Comb on the curve c (of odd prime order c.N; the exhaustive
// build's toy curves). It panics when an entry is the point at infinity.
func CombOn(curve *weierstrass.Curve, l CombLayout) []byte {
	H := half(curve)
	var out []byte
	for b := range l.Blocks {
		twice := make([]weierstrass.Point, l.Teeth)
		sums := make([]weierstrass.Point, 1<<l.Teeth)
		sums[0] = curve.Identity()
		for t := range l.Teeth {
			e := new(big.Int).Lsh(big.NewInt(1), uint((b*l.Teeth+t)*l.Spacing))
			tooth := curve.ScalarMult(e, H)
			twice[t] = curve.Add(tooth, tooth)
			sums[0] = curve.Add(sums[0], curve.Neg(tooth))
		}
		for m := 1; m < len(sums); m++ {
			t := bits.TrailingZeros(uint(m))
			sums[m] = curve.Add(sums[m&(m-1)], twice[t])
		}
		for _, P := range sums[1<<(l.Teeth-1):] {
			out = put(curve, out, P)
		}
	}
	return out
}

// OddMultiples returns (1, 3, …, 2·count-1)·(2^shift·G).
func OddMultiples(shift uint, count int) []byte { return OddMultiplesOn(curve, shift, count) }

// OddMultiplesOn is OddMultiples on the curve c. It panics when an entry
// is the point at infinity.
func OddMultiplesOn(curve *weierstrass.Curve, shift uint, count int) []byte {
	base := curve.ScalarBaseMult(new(big.Int).Lsh(big.NewInt(1), shift))
	twice := curve.Add(base, base)
	var out []byte
	P := base
	for range count {
		out = put(curve, out, P)
		P = curve.Add(P, twice)
	}
	return out
}

// Files maps the file names under fast/secp256k1/tables to their
// contents.
func Files() map[string][]byte {
	n := 1 << (GWindow - 2)
	return map[string][]byte{
		"comb.bin":     Comb(CombCT),
		"comb_var.bin": Comb(CombVar),
		"g_odd.bin":    OddMultiples(0, n),
		"g128_odd.bin": OddMultiples(128, n),
		"params.txt": []byte(fmt.Sprintf("comb blocks %d teeth %d spacing %d\ncomb_var blocks %d teeth %d spacing %d\ng window %d\n",
			CombCT.Blocks, CombCT.Teeth, CombCT.Spacing, CombVar.Blocks, CombVar.Teeth, CombVar.Spacing, GWindow)),
	}
}
