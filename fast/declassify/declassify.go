// Package declassify issues Valgrind memcheck's client requests that mark
// memory secret (undefined) or public (defined), and nothing else: library
// code calls Declassify at a named point to declare a value public, and the
// constanttime harness calls Classify on its secrets. Outside Valgrind the
// request sequence changes nothing (a few rotations of a register that
// come back to its value), so the calls are inert in normal builds. It
// imports nothing but unsafe, so the library can depend on it.
package declassify

import "unsafe"

// Memcheck client request numbers (valgrind/memcheck.h):
// ('M' << 24 | 'C' << 16) + n.
const (
	reqMakeMemUndefined = 0x4d430000 + 1
	reqMakeMemDefined   = 0x4d430000 + 2
)

// Classify marks b as secret: memcheck treats its bytes as undefined until
// Declassify.
func Classify(b []byte) {
	if len(b) > 0 {
		clientRequest(reqMakeMemUndefined, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	}
}

// Declassify marks b as public again.
func Declassify(b []byte) {
	if len(b) > 0 {
		clientRequest(reqMakeMemDefined, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	}
}

// ClassifyValue marks *v secret.
func ClassifyValue[T any](v *T) {
	clientRequest(reqMakeMemUndefined, uintptr(unsafe.Pointer(v)), unsafe.Sizeof(*v))
}

// DeclassifyValue marks *v public.
func DeclassifyValue[T any](v *T) {
	clientRequest(reqMakeMemDefined, uintptr(unsafe.Pointer(v)), unsafe.Sizeof(*v))
}
