package pmbtoken

import "github.com/curvecheck/curvecheck/fast/declassify"

// The declassification points of the package (only these call package
// declassify; the constant-time registry gives each its reason). Outside
// Valgrind they do nothing.

// declassifyPublicKey: pub0 ‖ pub1 ‖ pubs is the issuer's published key.
func declassifyPublicKey(b []byte) { declassify.Declassify(b) }

// declassifyResponse: W'_i and Ws'_i are the issuance response, sent to
// the client, before the batch folding hashes them.
func declassifyResponse(w, ws *[PointSize]byte) {
	declassify.DeclassifyValue(w)
	declassify.DeclassifyValue(ws)
}

// declassifyVerdict: whether a token is valid and its metadata bit are
// the result of redemption, which the issuer acts on.
func declassifyVerdict(valid, bit *int) {
	declassify.DeclassifyValue(valid)
	declassify.DeclassifyValue(bit)
}

// declassifyRequest: T' = r⁻¹·H_t(t) is sent to the issuer in the
// request; the blind r and the nonce t stay secret.
func declassifyRequest(tp *[PointSize]byte) { declassify.DeclassifyValue(tp) }
