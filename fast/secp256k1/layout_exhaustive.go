//go:build exhaustive

package secp256k1

// The exhaustive build's shapes (layout_default.go has the default ones).
// A table of affine points cannot hold the point at infinity, so on a
// group of q points every entry k·G must have k ≢ 0 mod q, for each of
// the toy orders 7, 13 and 199 at once (the toy curve is chosen at run
// time):
//   - the comb of ScalarBaseMult: 2 blocks of 5 teeth (16 entries, the
//     AVX2 scan's size) spaced 6 bits apart, for which no signed sum
//     Σ ±2^(6(5b+t)) is 0 mod 7, 13 or 199 (searched with PARI/GP);
//   - the comb of ScalarBaseMultVar: 5 blocks of 2 adjacent teeth
//     (entries 2^i·H and 3·2^i·H);
//   - the odd-multiple tables (generator, wNAF) and ScalarMult's
//     multiples: 1 and 3, and 1 … 4 (all below 7).

// b3 is 3b' of the toy curve, set by UseToyCurve.
var b3 = 18

const (
	combBlocks     = 2
	combTeeth      = 5
	combSpacing    = 6
	combBits       = combBlocks * combTeeth * combSpacing
	combEntries    = 1 << (combTeeth - 1)
	combVarBlocks  = 5
	combVarTeeth   = 2
	combVarBits    = combVarBlocks * combVarTeeth
	combVarEntries = 1 << (combVarTeeth - 1)
	gWindow        = 3
	gEntries       = 1 << (gWindow - 2)
	ctWindow       = 3
	ctDigits       = 4
	ctTable        = 1 << (ctWindow - 1)
	varWindow      = 3
	varTable       = 1 << (varWindow - 2)
)
