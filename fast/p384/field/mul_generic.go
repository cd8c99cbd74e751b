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

// doubleJacobianN is DoubleJacobian's n doublings.
func doubleJacobianN(x, y, z *Element, n int) {
	for range n {
		doubleJacobianGeneric(x, y, z)
	}
}

func doubleJacobianADX(x, y, z *[6]uint64, n int) { panic("field: no assembly doubling") }
