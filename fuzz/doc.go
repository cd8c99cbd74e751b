// Package fuzz holds curvecheck's native Go fuzz targets (go test -fuzz).
// The operation targets decode the fuzz input into a catalog operation and
// its inputs and compare every in-process implementation with the
// reference under the implementation's declared policy; any disagreement
// or panic fails.
//
//	FuzzOps          (op string, in []byte): any operation by name; the
//	                 form of the corpus files curvecheck diff writes.
//	FuzzEdwards25519, FuzzSecp256k1, FuzzP384, FuzzEd25519, FuzzX25519,
//	FuzzBIP352, FuzzH2C
//	                 (sel uint8, in []byte): the operations of one family
//	                 (or every hash-to-curve operation), sel picking one.
//	FuzzDERP384      fast/p384/ecdsa's DER verification against crypto/ecdsa.
//	FuzzTokenMessages every decoder of the VOPRF and PMBTokens fast code.
//	FuzzRFC9380Parse the RFC 9380 and RFC 9497 vector file parsers.
//	FuzzBrokenAdapter (tag curvecheck_broken) the positive control of
//	                 make libfuzzer: an adapter with a lost carry.
//
// The inputs are encoded as catalog.EncodeInputs writes them. Seed corpora:
// testdata/fuzz/FuzzOps (edge cases and vector cases, regenerated with
// go generate), plus seeds added in code (conformance.AddSeed, which also
// writes them out for libFuzzer builds).
//
// Every target also builds as a libFuzzer binary (go-118-fuzz-build, as
// OSS-Fuzz and ClusterFuzzLite build Go targets; make libfuzzer does it
// here). That build compiles a target's file alone, with the testing
// package replaced and the target function run once per input, so each
// file holds its targets' helpers, keeps no *testing.T or *testing.F
// crossing into another package, and makes its set-up once in package
// variables.
package fuzz

//go:generate go run gen_corpus.go
