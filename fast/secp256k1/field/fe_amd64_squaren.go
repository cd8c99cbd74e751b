//go:build amd64 && !purego

package field

// feSquareN sets v = a^(2^n) for n >= 1: feSquareNX on CPUs with BMI2
// outside the verify build (whose Elements carry metadata the assembly
// does not keep), squareNGeneric otherwise. The choice depends on the
// machine and the build only.
func feSquareN(v, a *Element, n int) {
	if useMULX && !checkEnabled {
		feSquareNX(v, a, n)
		return
	}
	squareNGeneric(v, a, n)
}
