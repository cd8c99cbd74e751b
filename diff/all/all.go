// Package all registers every implementation curvecheck knows; import it
// for its side effect.
package all

import (
	_ "github.com/curvecheck/curvecheck/diff/impls/decred"  // "decred"
	_ "github.com/curvecheck/curvecheck/diff/impls/filippo" // "filippo", "filippo-vartime"
	_ "github.com/curvecheck/curvecheck/diff/refimpl"       // "ref"
)
