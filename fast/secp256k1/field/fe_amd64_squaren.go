//go:build amd64 && !purego

package field

// feSquareN sets v = a^(2^n) for n >= 1: feSquareNWideX (the squarings
// on four 64-bit words, the conversions paid once) on CPUs with BMI2 and
// ADX, feSquareNX on CPUs with BMI2 only, both outside the verify build
// (whose Elements carry metadata the assembly does not keep),
// squareNGeneric otherwise. The choice depends on the machine and the
// build only. Every form returns magnitude 1 and the same value mod p;
// the limbs of the full-radix form may differ from the others'.
func feSquareN(v, a *Element, n int) {
	if useADX && !checkEnabled {
		feSquareNWideX(v, a, n)
		return
	}
	if useMULX && !checkEnabled {
		feSquareNX(v, a, n)
		return
	}
	squareNGeneric(v, a, n)
}
