package p384

import (
	_ "embed"
	"sync"

	"github.com/curvecheck/curvecheck/fast/p384/field"
)

//go:generate go run ./internal/gentable/cmd tables/g_windows.bin

// gWindowsFile is the generator table written by internal/gentable: for
// each digit position i < digits, the affine points j·32^i·G for j = 1 …
// 16, 48-byte big-endian x then y.
//
//go:embed tables/g_windows.bin
var gWindowsFile []byte

// affine is a finite point in affine coordinates.
type affine struct {
	x, y field.Element
}

// gWindows holds the generator table in Montgomery form, decoded once.
var gWindows = sync.OnceValue(func() *[digits][tabLen]affine { return decodeTable(gWindowsFile) })

// decodeTable returns the table file b (the layout of gWindowsFile) in
// Montgomery form; it panics on a malformed file.
func decodeTable(b []byte) *[digits][tabLen]affine {
	if len(b) != digits*tabLen*96 {
		panic("p384: generator table has the wrong size")
	}
	var t [digits][tabLen]affine
	for i := range digits {
		for j := range tabLen {
			e := b[(i*tabLen+j)*96:]
			if _, err := t[i][j].x.SetBytes(e[:48]); err != nil {
				panic("p384: generator table: " + err.Error())
			}
			if _, err := t[i][j].y.SetBytes(e[48:96]); err != nil {
				panic("p384: generator table: " + err.Error())
			}
		}
	}
	return &t
}

// lookupAffine sets x, y to the coordinates of entry |d| - 1 of row,
// negated when d < 0, and returns 1 if d ≠ 0 and 0 if d = 0 (x and y are
// then zero). It reads every entry. Constant time with respect to d.
func lookupAffine(x, y *field.Element, row *[tabLen]affine, d int32) int {
	sign := d >> 31
	abs := uint64((d ^ sign) - sign)
	x.Zero()
	y.Zero()
	for i := range row {
		hit := isZero(uint64(i+1) ^ abs)
		x.Select(&row[i].x, x, hit)
		y.Select(&row[i].y, y, hit)
	}
	var ny field.Element
	ny.Neg(y)
	y.Select(&ny, y, int(sign&1))
	return 1 - isZero(abs)
}
