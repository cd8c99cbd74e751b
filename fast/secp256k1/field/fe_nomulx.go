//go:build !amd64 || purego

package field

// useMULX is false where there is no BMI2 assembly; feMulX and feSquareX
// are then the portable code and never called.
const useMULX = false

// useADX is false likewise: the full-radix forms are never called.
const useADX = false

func feMulX(v, a, b *Element) { mulGeneric(v, a, b) }

func feSquareX(v, a *Element) { squareGeneric(v, a) }

func feSquareN(v, a *Element, n int) { squareNGeneric(v, a, n) }

func feDoubleJacobianX(out, in *[3]Element) { panic("field: no assembly doubling") }

func feDoubleJacobianWideX(out, in *[3]Element) { panic("field: no assembly doubling") }

func feDoubleJacobianNWideX(out, in *[3]Element, n int) { panic("field: no assembly doubling") }

func feAddAffineWideX(out, in *[3]Element, x2, y2, zu, zr *Element) int {
	panic("field: no assembly addition")
}

func feDoubleProjectiveNWideX(out, in *[3]Element, n int) { panic("field: no assembly doubling") }

func feCompleteAddAffineWideX(out, in *[3]Element, x2, y2 *Element) {
	panic("field: no assembly addition")
}

func feFinishAddX(out, in *[3]Element, h, r *Element) { panic("field: no assembly addition") }

func feCompleteAddAffineX(out, in *[3]Element, x2, y2 *Element) {
	panic("field: no assembly addition")
}

func widePairPrefixX(arr *[8]uint64, a, b *int32, scr *[8]uint64, n int) {
	panic("field: no assembly addition")
}

func widePairFinishX(arr *[8]uint64, a, b *int32, scr *[8]uint64, inv *[4]uint64, n int) {
	panic("field: no assembly addition")
}
