package constanttime

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

// Declassify marks b as public again (for outputs that are public by
// design, such as a signature).
func Declassify(b []byte) {
	if len(b) > 0 {
		clientRequest(reqMakeMemDefined, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	}
}

// ClassifyValue and DeclassifyValue do the same for any value's memory.
func ClassifyValue[T any](v *T) {
	clientRequest(reqMakeMemUndefined, uintptr(unsafe.Pointer(v)), unsafe.Sizeof(*v))
}

// DeclassifyValue marks *v public.
func DeclassifyValue[T any](v *T) {
	clientRequest(reqMakeMemDefined, uintptr(unsafe.Pointer(v)), unsafe.Sizeof(*v))
}
