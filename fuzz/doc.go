// Package fuzz holds curvecheck's native Go fuzz targets (go test -fuzz).
// Each decodes the fuzz input into a catalog operation and its inputs and
// compares every in-process implementation with the reference under the
// implementation's declared policy; any disagreement or panic fails.
//
//	FuzzOps          (op string, in []byte): any operation by name; the
//	                 form of the corpus files curvecheck diff writes.
//	FuzzEdwards25519, FuzzSecp256k1, FuzzP384, FuzzEd25519, FuzzX25519
//	                 (sel uint8, in []byte): the operations of one family,
//	                 sel picking the operation, for faster fuzzing.
//
// The inputs are encoded as diff.EncodeInputs writes them. Seed corpora:
// testdata/fuzz/FuzzOps (edge cases and vector cases, regenerated with
// go generate), plus every operation's edge cases added in code.
package fuzz

//go:generate go run gen_corpus.go
