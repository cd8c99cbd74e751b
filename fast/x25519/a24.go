//go:build !exhaustive

package x25519

// a24 is (A − 2)/4 for curve25519's A = 486662, the ladder's constant
// (RFC 7748 §5); assurance/constants proves it. Under the build tag
// exhaustive it is a variable that SelectToy sets (toy_exhaustive.go).
const a24 = 121665
