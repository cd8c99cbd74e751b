// Package vectors loads third-party test vectors and checks an
// implementation of the diff catalog against them.
//
// One file a format: Wycheproof JSON (wycheproof.go), the SUPERCOP
// sign.input lines (signinput.go), BoringSSL's FileTest stanzas
// (filetest.go), RFC 7748 known answers (rfc7748.go), ed25519-speccheck
// (speccheck.go), C2SP CCTV Ed25519 (cctv.go) and the BIP-340 CSV
// (bip340.go). Loaders take any file of their format by path; decoding
// errors name the file, the case and the field, and never panic.
//
// The staged copies in testdata/ are embedded (see SOURCES.md there for
// origin, commit and licence) and are the default set of the command
// `curvecheck vectors`.
package vectors
