//go:build amd64 && !purego

package field

import "golang.org/x/sys/cpu"

// useADX picks the MULX/ADCX/ADOX multiplication (montMulADX) on CPUs
// with BMI2 and ADX; the choice depends on the machine only, never on
// data.
var useADX = cpu.X86.HasBMI2 && cpu.X86.HasADX

// montMul is the Montgomery multiplication every operation uses.
func montMul(v, a, b *Element) {
	if useADX {
		montMulADX(&v.l, &a.l, &b.l)
		return
	}
	montMulGeneric(v, a, b)
}

// montSqr is the Montgomery squaring: montSqrADX (21 products for the
// square where montMulADX takes 36) on CPUs with BMI2 and ADX.
func montSqr(v, a *Element) {
	if useADX {
		montSqrADX(&v.l, &a.l)
		return
	}
	montMulGeneric(v, a, a)
}

// doubleJacobianN is DoubleJacobian's n doublings: doubleJacobianADX on
// CPUs with BMI2 and ADX.
func doubleJacobianN(x, y, z *Element, n int) {
	if useADX {
		doubleJacobianADX(&x.l, &y.l, &z.l, n)
		return
	}
	for range n {
		doubleJacobianGeneric(x, y, z)
	}
}
