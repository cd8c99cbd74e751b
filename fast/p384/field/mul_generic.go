//go:build !amd64 || purego

package field

// useADX is false where there is no assembly.
const useADX = false

// montMul is the Montgomery multiplication every operation uses.
func montMul(v, a, b *Element) { montMulGeneric(v, a, b) }

func montMulADX(v, a, b *[6]uint64) { panic("field: no assembly multiplication") }

// montSqr is the Montgomery squaring: the multiplication of a by itself.
func montSqr(v, a *Element) { montMulGeneric(v, a, a) }

func montSqrADX(v, a *[6]uint64) { panic("field: no assembly squaring") }
