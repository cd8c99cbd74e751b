// Package libdeps holds the rule that the library never imports the tool:
// its test lists the non-test dependencies of ./fast/... and ./ref/... with
// go list, under the cgo peers' build tags, and fails on any package of
// this module outside fast/ and ref/. It has no code of its own.
package libdeps
