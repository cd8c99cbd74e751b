//go:build !amd64 || purego

package mont

const useADX = false

// Mul is MulGeneric where there is no assembly.
func Mul(v, a, b, m *[6]uint64, mInv uint64) { MulGeneric(v, a, b, m, mInv) }

func montMulADXMod(v, a, b, m *[6]uint64, mInv uint64) { panic("mont: no assembly multiplication") }
