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

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

var curve = weierstrass.Secp256k1

// Comb layout: the scalar's bits are split into Blocks blocks of Teeth
// teeth, spaced Spacing bits apart; Blocks·Teeth·Spacing >= 256.
const (
	CombBlocks  = 11
	CombTeeth   = 6
	CombSpacing = 4
	CombBits    = CombBlocks * CombTeeth * CombSpacing
)

// GWindow is the width of the wNAF digits of the generator tables: each
// holds the 2^(GWindow-2) odd multiples 1, 3, … of its base.
const GWindow = 12

func put(out []byte, P weierstrass.Point) []byte {
	if P.Inf {
		panic("gentables: a table entry is the point at infinity")
	}
	b := curve.EncodeUncompressed(P)
	return append(out, b[1:]...)
}

// half returns H = G/2, that is ((n+1)/2)·G.
func half() weierstrass.Point {
	h := new(big.Int).Add(curve.N, big.NewInt(1))
	return curve.ScalarBaseMult(h.Rsh(h, 1))
}

// Comb returns the signed-digit comb table. Every bit of the comb's
// 264-bit input counts as +1 or -1 times its power of two times H = G/2:
// for block b and tooth pattern m (bit t of m for the bit at position
// (b·Teeth + t)·Spacing), the entry is Σ_t (2·m_t - 1)·2^((b·Teeth+t)·Spacing)·H.
// The pattern with every bit flipped is the negated point, so only the
// 2^(Teeth-1) patterns with the top tooth set are stored, at index
// m - 2^(Teeth-1), block after block.
func Comb() []byte {
	H := half()
	var out []byte
	for b := range CombBlocks {
		teeth := make([]weierstrass.Point, CombTeeth)
		for t := range CombTeeth {
			e := new(big.Int).Lsh(big.NewInt(1), uint((b*CombTeeth+t)*CombSpacing))
			teeth[t] = curve.ScalarMult(e, H)
		}
		for idx := range 1 << (CombTeeth - 1) {
			m := idx | 1<<(CombTeeth-1)
			acc := curve.Identity()
			for t := range CombTeeth {
				if m>>t&1 == 1 {
					acc = curve.Add(acc, teeth[t])
				} else {
					acc = curve.Add(acc, curve.Neg(teeth[t]))
				}
			}
			out = put(out, acc)
		}
	}
	return out
}

// OddMultiples returns (1, 3, …, 2·count-1)·(2^shift·G).
func OddMultiples(shift uint, count int) []byte {
	base := curve.ScalarBaseMult(new(big.Int).Lsh(big.NewInt(1), shift))
	twice := curve.Add(base, base)
	var out []byte
	P := base
	for range count {
		out = put(out, P)
		P = curve.Add(P, twice)
	}
	return out
}

// Files maps the file names under fast/secp256k1/tables to their
// contents.
func Files() map[string][]byte {
	n := 1 << (GWindow - 2)
	return map[string][]byte{
		"comb.bin":     Comb(),
		"g_odd.bin":    OddMultiples(0, n),
		"g128_odd.bin": OddMultiples(128, n),
		"params.txt": []byte(fmt.Sprintf("comb blocks %d teeth %d spacing %d\ng window %d\n",
			CombBlocks, CombTeeth, CombSpacing, GWindow)),
	}
}
