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
	// "libsecp256k1" registers itself only with -tags libsecp256k1 (cgo,
	// Debian's libsecp256k1-dev); without the tag the package is empty.
	_ "github.com/curvecheck/curvecheck/diff/impls/libsecp256k1"
	// "openssl" registers itself only with -tags openssl (cgo, Debian's
	// libssl-dev); without the tag the package is empty.
	_ "github.com/curvecheck/curvecheck/diff/impls/openssl"
	// "pari" computes with PARI/GP children (gp on PATH, Debian's pari-gp);
	// without gp it supports no operation.
	_ "github.com/curvecheck/curvecheck/diff/impls/pari"
	_ "github.com/curvecheck/curvecheck/diff/impls/stdlib" // "stdlib"
	_ "github.com/curvecheck/curvecheck/diff/refimpl"      // "ref"
)
