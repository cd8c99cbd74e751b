// Package all registers every implementation curvecheck knows; import it
// for its side effect.
package all

import (
	_ "github.com/curvecheck/curvecheck/impls/btcec"   // "btcec"
	_ "github.com/curvecheck/curvecheck/impls/circl"   // "circl"
	_ "github.com/curvecheck/curvecheck/impls/decred"  // "decred"
	_ "github.com/curvecheck/curvecheck/impls/fast"    // "fast", "fast-vartime", "fast-cofactored"
	_ "github.com/curvecheck/curvecheck/impls/filippo" // "filippo", "filippo-vartime"
	_ "github.com/curvecheck/curvecheck/impls/gnark"   // "gnark"

	// "libsecp256k1" registers itself only with -tags libsecp256k1 (cgo,
	// Debian's libsecp256k1-dev); without the tag the package is empty.
	_ "github.com/curvecheck/curvecheck/impls/libsecp256k1"
	// "openssl" registers itself only with -tags openssl (cgo, Debian's
	// libssl-dev); without the tag the package is empty.
	_ "github.com/curvecheck/curvecheck/impls/openssl"
	// "pari" computes with PARI/GP children (gp on PATH, Debian's pari-gp);
	// without gp it supports no operation.
	_ "github.com/curvecheck/curvecheck/impls/pari"
	_ "github.com/curvecheck/curvecheck/impls/refimpl" // "ref"
	_ "github.com/curvecheck/curvecheck/impls/stdlib"  // "stdlib"
)
