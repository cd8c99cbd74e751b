//go:build amd64 || arm64

package declassify

//go:noescape
func clientRequest(req, addr, size uintptr) uintptr
