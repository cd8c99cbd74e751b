package constants

import "github.com/curvecheck/curvecheck/assurance/claim"

// facts returns every fact, cheapest first.
func facts() []fact {
	var fs []fact
	for _, g := range [][]fact{edwards25519Facts(), elligatorFacts(), secp256k1Facts(), glvFacts(), h2cFacts(), p384Facts(), toyFacts(), asmFacts(), tableFacts()} {
		fs = append(fs, g...)
	}
	return fs
}

// Claims returns one claim per hard-coded constant (or group of
// constants sharing one defining property) of ref/ and fast/.
func Claims() []claim.Claim {
	fs := facts()
	out := make([]claim.Claim, len(fs))
	for i, f := range fs {
		out[i] = f.claim()
	}
	return out
}
