//go:build amd64 && !purego

package mont

import "golang.org/x/sys/cpu"

// useADX picks montMulADXMod on CPUs with BMI2 and ADX; the choice
// depends on the machine only, never on data.
var useADX = cpu.X86.HasBMI2 && cpu.X86.HasADX

// Mul is MulGeneric, with MULX, ADCX and ADOX where the CPU has them.
func Mul(v, a, b, m *[6]uint64, mInv uint64) {
	if useADX {
		montMulADXMod(v, a, b, m, mInv)
		return
	}
	MulGeneric(v, a, b, m, mInv)
}
