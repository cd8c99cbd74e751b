//go:build !exhaustive

package secp256k1

// The constants that the exhaustive build (tag exhaustive,
// layout_exhaustive.go) sets differently: 3b of the complete formulas and
// the window and table shapes.

// b3 is 3b = 21 (complete.go).
const b3 = 21

// Table parameters; they must match internal/gentables (checked by
// TestTablesRegenerate).
const (
	combBlocks  = 11
	combTeeth   = 6
	combSpacing = 4
	combBits    = combBlocks * combTeeth * combSpacing
	combEntries = 1 << (combTeeth - 1)
	// The comb of ScalarBaseMultVar: 26 blocks of 10 adjacent bits
	// (spacing 1), 512 entries a block.
	combVarBlocks  = 26
	combVarTeeth   = 10
	combVarBits    = combVarBlocks * combVarTeeth
	combVarEntries = 1 << (combVarTeeth - 1)
	gWindow        = 12
	gEntries       = 1 << (gWindow - 2)
)

// ctWindow is the width of the signed digits of ScalarMult: 26 digits in
// [-16, 15] cover the 129 bits a half can need, and each table holds the
// multiples 1 … 16.
const (
	ctWindow = 5
	ctDigits = 26
	ctTable  = 1 << (ctWindow - 1)
)

// varWindow is the wNAF width of the variable-time multiplications of an
// arbitrary point: tables of the 8 odd multiples 1, 3, …, 15.
const (
	varWindow = 5
	varTable  = 1 << (varWindow - 2)
)
