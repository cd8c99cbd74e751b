//go:build amd64 || arm64

package constanttime

//go:noescape
func clientRequest(req, addr, size uintptr) uintptr
