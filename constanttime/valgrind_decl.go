//go:build amd64

package constanttime

//go:noescape
func clientRequest(req, addr, size uintptr) uintptr
