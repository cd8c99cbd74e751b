//go:build !amd64 || purego

package field

// useADX is false where there is no assembly.
const useADX = false

// montMul is the Montgomery multiplication every operation uses.
func montMul(v, a, b *Element) { montMulGeneric(v, a, b) }

func montMulADX(v, a, b *[6]uint64) { panic("field: no assembly multiplication") }
