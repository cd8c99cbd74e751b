// Package leaky holds deliberately leaky functions, small enough for the
// compiler to inline into their callers and kept in a package of their own:
// the controls that show the Valgrind harness holds a leak against the claim
// whose call tree it happens in, whatever package or frame name memcheck
// reports it under. None of them may carry //go:noinline.
package leaky

// table is indexed by secret bytes.
var table [256]uint64

// TableIndex loads table entries at secret indices.
func TableIndex(secret []byte) uint64 {
	var x uint64
	for _, s := range secret {
		x ^= table[s]
	}
	return x
}

// EarlyExit compares a and b and returns at the first difference.
func EarlyExit(a, b []byte) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// SkipZero folds the non-zero bytes of secret, skipping the zero ones, as a
// careless scalar recoding skips zero digits.
func SkipZero(secret []byte) uint64 {
	var acc uint64
	for _, b := range secret {
		if b == 0 {
			continue
		}
		acc = acc*31 + uint64(b)*uint64(b)
	}
	return acc
}
