//go:build amd64 || arm64

package mark

//go:noescape
func clientRequest(req, addr, size uintptr) uintptr
