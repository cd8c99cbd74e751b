package oprf

import "github.com/curvecheck/curvecheck/fast/declassify"

// The declassification points of the package: only these call package
// declassify, and the constant-time registry names each with its reason.
// Outside Valgrind they do nothing.

// declassifyEvaluated declares the serialized evaluated elements public:
// they are the server's response, sent to the client, before the proof's
// weights hash them.
func declassifyEvaluated(b [][]byte, unc [][97]byte) {
	for i := range b {
		declassify.Declassify(b[i])
		declassify.Declassify(unc[i][:])
	}
}

// declassifyTweakedKey declares the POPRF key t·G public: it is
// pkS + m·G, which the client computes from public values.
func declassifyTweakedKey(b []byte) { declassify.Declassify(b) }

// declassifyPublicKey declares pkS public: it is the server's published
// key, which the proofs are checked against.
func declassifyPublicKey(b []byte) { declassify.Declassify(b) }
