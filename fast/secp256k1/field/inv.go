package field

import "github.com/curvecheck/curvecheck/fast/internal/safegcd"

// pWords is p as little-endian 64-bit words: the inversion modulus, and
// the operand of WideAffine.Neg.
var pWords = [4]uint64{0xFFFFFFFEFFFFFC2F, ^uint64(0), ^uint64(0), ^uint64(0)}

var prime = safegcd.New256(pWords)

// words returns the canonical value of a as little-endian 64-bit words.
func (a *Element) words() [4]uint64 {
	var t Element
	t.Normalize(a)
	n := &t.n
	return [4]uint64{n[0] | n[1]<<52, n[1]>>12 | n[2]<<40, n[2]>>24 | n[3]<<28, n[3]>>36 | n[4]<<16}
}

// setWords sets v from little-endian words holding a value below p.
func (v *Element) setWords(w [4]uint64) *Element {
	v.fromWords(w[3], w[2], w[1], w[0])
	v.setMeta(1, true)
	return v
}

// Inv sets v = 1/a (0 for a = 0) and returns v. a has magnitude at most
// 32; v is normalized. Constant time (package safegcd's fixed-length
// divstep inverse).
func (v *Element) Inv(a *Element) *Element {
	checkMag("Inv", 32, a)
	return v.setWords(prime.Invert(a.words()))
}

// InvVar is Inv for public values: its time depends on a.
func (v *Element) InvVar(a *Element) *Element {
	checkMag("InvVar", 32, a)
	return v.setWords(prime.InvertVar(a.words()))
}
