package field

import "math/bits"

// WideAffine is an affine point (x, y) in the full-radix form: x in
// words 0 … 3 and y in words 4 … 7, little-endian, each a value below
// 2^256 standing for its residue mod p (not necessarily below p). It is
// the operand of AddPairsWideVar, for bucket sums that keep their points
// in that form from start to end.
type WideAffine [8]uint64

// Set sets p to (x, y) (any magnitude up to 32) with canonical words and
// returns p.
func (p *WideAffine) Set(x, y *Element) *WideAffine {
	wx, wy := x.words(), y.words()
	copy(p[:4], wx[:])
	copy(p[4:], wy[:])
	return p
}

// Neg sets p to −q = (x, p − y) and returns p. For y above p (a word
// value p + t, t < 2^256 − p = 2^32 + 977) p − y borrows, and p is added back: 2p − y
// = p − t. Constant time.
func (p *WideAffine) Neg(q *WideAffine) *WideAffine {
	var borrow, carry uint64
	var y [4]uint64
	for k := range 4 {
		y[k], borrow = bits.Sub64(pWords[k], q[4+k], borrow)
	}
	back := -borrow
	for k := range 4 {
		y[k], carry = bits.Add64(y[k], pWords[k]&back, carry)
	}
	copy(p[:4], q[:4])
	copy(p[4:], y[:])
	return p
}

// Coordinates sets x and y to p's coordinates, magnitude 1 (not
// normalized).
func (p *WideAffine) Coordinates(x, y *Element) {
	x.fromWords(p[3], p[2], p[1], p[0])
	x.setMeta(1, false)
	y.fromWords(p[7], p[6], p[5], p[4])
	y.setMeta(1, false)
}

// WidePairs reports whether AddPairsWideVar runs here: on amd64 CPUs
// with BMI2 and ADX, outside the verify build (whose magnitude tracking
// the four-word form does not carry) and the toy-curve build.
func WidePairs() bool { return useADX && !checkEnabled && !toyCurve }

// AddPairsWideVar sets arr[a[k]] = arr[a[k]] + arr[b[k]] for every k, as
// affine points with x(arr[a[k]]) ≢ x(arr[b[k]]), all the divisions
// sharing one inversion (widePairPrefixX, InvVar's inverse, then
// widePairFinishX: 5M + 1S per pair and one inversion per call). The
// a[k] are distinct and none is a b[k']. When some pair has equal x (a
// doubling, or a point and its negation) it reports false having written
// nothing to arr, and the caller takes another way. scr holds at least
// len(a) points of scratch. Given pairs, it panics where WidePairs is
// false, or on an index outside arr. Variable time: public points only.
func AddPairsWideVar(arr []WideAffine, a, b []int32, scr []WideAffine) bool {
	n := len(a)
	if n == 0 {
		return true
	}
	if !WidePairs() {
		panic("field: AddPairsWideVar without the full-radix assembly")
	}
	if len(b) != n || len(scr) < n {
		panic("field: AddPairsWideVar needs as many b indices and scratch points as pairs")
	}
	for k := range n {
		if uint(a[k]) >= uint(len(arr)) || uint(b[k]) >= uint(len(arr)) {
			panic("field: AddPairsWideVar index out of range")
		}
	}
	widePairPrefixX((*[8]uint64)(&arr[0]), &a[0], &b[0], (*[8]uint64)(&scr[0]), n)
	// The product of the denominators is ≡ 0 exactly when one of them is
	// (p is prime).
	last := &scr[n-1]
	var prod Element
	prod.fromWords(last[3], last[2], last[1], last[0])
	prod.setMeta(1, false)
	if prod.IsZeroVar() {
		return false
	}
	inv := prime.InvertVar(prod.words())
	widePairFinishX((*[8]uint64)(&arr[0]), &a[0], &b[0], (*[8]uint64)(&scr[0]), &inv, n)
	return true
}
