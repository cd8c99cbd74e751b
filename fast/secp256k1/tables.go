package secp256k1

import (
	_ "embed"
	"sync"
)

// The precomputed tables are written by internal/gentables from the
// math/big reference (go generate; TestTablesRegenerate checks that the
// committed files are what the generator writes) and decoded on first
// use. Each entry is x ‖ y, 32 bytes each, big-endian.

//go:generate go run ./internal/gentables/cmd tables

var (
	//go:embed tables/comb.bin
	combBin []byte
	//go:embed tables/comb_var.bin
	combVarBin []byte
	//go:embed tables/g_odd.bin
	gOddBin []byte
	//go:embed tables/g128_odd.bin
	g128OddBin []byte
)

// decodeTable decodes 64-byte entries into affine points; the bytes are
// the package's own and a bad entry is a build defect.
func decodeTable(b []byte, out []affine) {
	if len(b) != 64*len(out) {
		panic("secp256k1: precomputed table has the wrong size")
	}
	for i := range out {
		if _, err := out[i].x.SetBytes(b[64*i : 64*i+32]); err != nil {
			panic("secp256k1: precomputed table: " + err.Error())
		}
		if _, err := out[i].y.SetBytes(b[64*i+32 : 64*i+64]); err != nil {
			panic("secp256k1: precomputed table: " + err.Error())
		}
		if !onCurve(&out[i].x, &out[i].y) {
			panic("secp256k1: precomputed table entry not on the curve")
		}
	}
}

// combTable is the signed-digit comb table of ScalarBaseMult: block b,
// pattern index i (see comb.go).
var combTable = sync.OnceValue(func() *[combBlocks][combEntries]affine {
	var t [combBlocks][combEntries]affine
	for b := range t {
		decodeTable(combBin[64*combEntries*b:64*combEntries*(b+1)], t[b][:])
	}
	return &t
})

// combVarTable is the comb table of ScalarBaseMultVar (832 KiB of
// entries), decoded on its first use.
var combVarTable = sync.OnceValue(func() *[combVarBlocks][combVarEntries]affine {
	t := new([combVarBlocks][combVarEntries]affine)
	for b := range t {
		decodeTable(combVarBin[64*combVarEntries*b:64*combVarEntries*(b+1)], t[b][:])
	}
	return t
})

// gTables holds the odd multiples 1, 3, … of G and of 2^128·G for the
// wNAF of DoubleScalarMultBaseVar.
var gTables = sync.OnceValue(func() *[2][gEntries]affine {
	var t [2][gEntries]affine
	decodeTable(gOddBin, t[0][:])
	decodeTable(g128OddBin, t[1][:])
	return &t
})

// combScanTable is combTable as scan entries, for ScalarBaseMult's
// constant-time lookups.
var combScanTable = sync.OnceValue(func() *[combBlocks][combEntries]entry {
	var t [combBlocks][combEntries]entry
	c := combTable()
	for b := range t {
		for i := range t[b] {
			t[b][i] = entryOf(&c[b][i])
		}
	}
	return &t
})

//go:generate sh -c "cd _asm && go generate"
