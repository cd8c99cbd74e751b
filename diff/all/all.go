// Package all registers every implementation curvecheck knows; import it
// for its side effect.
package all

import (
	_ "github.com/curvecheck/curvecheck/diff/impls/btcec"   // "btcec"
	_ "github.com/curvecheck/curvecheck/diff/impls/circl"   // "circl"
	_ "github.com/curvecheck/curvecheck/diff/impls/decred"  // "decred"
	_ "github.com/curvecheck/curvecheck/diff/impls/fast"    // "fast", "fast-vartime", "fast-cofactored"
	_ "github.com/curvecheck/curvecheck/diff/impls/filippo" // "filippo", "filippo-vartime"
	_ "github.com/curvecheck/curvecheck/diff/impls/gnark"   // "gnark"
	_ "github.com/curvecheck/curvecheck/diff/impls/stdlib"  // "stdlib"
	_ "github.com/curvecheck/curvecheck/diff/refimpl"       // "ref"
)
