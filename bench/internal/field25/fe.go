// Package field25 implements multiplication modulo p = 2^255 - 19 in radix
// 2^25.5: ten limbs of alternately 26 and 25 bits (offsets 0, 26, 51, 77,
// 102, 128, 153, 179, 204, 230), the layout of 32-bit implementations
// (ref10, fiat-crypto's 32-bit backend). It is the baseline of the
// field-layout benchmark: Mul and Square against package field's portable
// multiplication, both in plain Go, with every carry written out as a
// production field writes it. It is not part of the library (fast/): only
// package bench uses it, and assurance/fieldproof proves it.
//
// Every operation runs in constant time with respect to its arguments.
//
// # Limb bounds
//
//	tight: every limb < 2^26   (what every function returns)
//	loose: every limb < 2^27   (what Mul and Square accept)
//
// Under the build tag verify the bounds are checked at run time. The zero
// value is the element 0.
package field25

import "errors"

// Element is an element of GF(2^255 - 19) in radix 2^25.5.
type Element struct {
	l [10]uint64
}

// width[i] is the bit width of limb i.
var width = [10]uint{26, 25, 26, 25, 26, 25, 26, 25, 26, 25}

const (
	m26 = 1<<26 - 1
	m25 = 1<<25 - 1
)

// Set sets v = a and returns v.
func (v *Element) Set(a *Element) *Element { *v = *a; return v }

// carry brings every limb below its width (limb 1 below 2^26): limb i
// keeps its low bits and passes the rest to limb i + 1, limb 9's excess
// wrapping around times 19, then limb 0's once more into limb 1. Input
// limbs < 2^63; output tight. Written out, as a production field writes
// it.
func (v *Element) carry() *Element {
	l := &v.l
	l[1] += l[0] >> 26
	l[0] &= m26
	l[2] += l[1] >> 25
	l[1] &= m25
	l[3] += l[2] >> 26
	l[2] &= m26
	l[4] += l[3] >> 25
	l[3] &= m25
	l[5] += l[4] >> 26
	l[4] &= m26
	l[6] += l[5] >> 25
	l[5] &= m25
	l[7] += l[6] >> 26
	l[6] &= m26
	l[8] += l[7] >> 25
	l[7] &= m25
	l[9] += l[8] >> 26
	l[8] &= m26
	l[0] += 19 * (l[9] >> 25) // < 2^26 + 19·2^38
	l[9] &= m25
	l[1] += l[0] >> 26 // < 2^25 + 2^25
	l[0] &= m26
	return v
}

// Mul sets v = a · b and returns v. Inputs loose, output tight.
//
// Column k collects aᵢ·bⱼ with i + j ≡ k (mod 10); a product of two odd
// limbs is doubled (their offsets add to one more than the column's), and
// a product with i + j >= 10 is multiplied by 19 (2^255 ≡ 19). With limbs
// < 2^27 each product is < 2^54 and a column's coefficients add to 267, so
// every column is < 2^62.1.
func (v *Element) Mul(a, b *Element) *Element {
	checkLoose("Mul", a, b)
	a0, a1, a2, a3, a4, a5, a6, a7, a8, a9 := a.l[0], a.l[1], a.l[2], a.l[3], a.l[4], a.l[5], a.l[6], a.l[7], a.l[8], a.l[9]
	b0, b1, b2, b3, b4, b5, b6, b7, b8, b9 := b.l[0], b.l[1], b.l[2], b.l[3], b.l[4], b.l[5], b.l[6], b.l[7], b.l[8], b.l[9]
	_, _, _, _, _ = b1, b3, b5, b7, b9
	b1_2 := b1 * 2
	b1_38 := b1 * 38
	b2_19 := b2 * 19
	b3_2 := b3 * 2
	b3_19 := b3 * 19
	b3_38 := b3 * 38
	b4_19 := b4 * 19
	b5_2 := b5 * 2
	b5_19 := b5 * 19
	b5_38 := b5 * 38
	b6_19 := b6 * 19
	b7_2 := b7 * 2
	b7_19 := b7 * 19
	b7_38 := b7 * 38
	b8_19 := b8 * 19
	b9_19 := b9 * 19
	b9_38 := b9 * 38
	r0 := a0*b0 + a1*b9_38 + a2*b8_19 + a3*b7_38 + a4*b6_19 + a5*b5_38 + a6*b4_19 + a7*b3_38 + a8*b2_19 + a9*b1_38
	r1 := a0*b1 + a1*b0 + a2*b9_19 + a3*b8_19 + a4*b7_19 + a5*b6_19 + a6*b5_19 + a7*b4_19 + a8*b3_19 + a9*b2_19
	r2 := a0*b2 + a1*b1_2 + a2*b0 + a3*b9_38 + a4*b8_19 + a5*b7_38 + a6*b6_19 + a7*b5_38 + a8*b4_19 + a9*b3_38
	r3 := a0*b3 + a1*b2 + a2*b1 + a3*b0 + a4*b9_19 + a5*b8_19 + a6*b7_19 + a7*b6_19 + a8*b5_19 + a9*b4_19
	r4 := a0*b4 + a1*b3_2 + a2*b2 + a3*b1_2 + a4*b0 + a5*b9_38 + a6*b8_19 + a7*b7_38 + a8*b6_19 + a9*b5_38
	r5 := a0*b5 + a1*b4 + a2*b3 + a3*b2 + a4*b1 + a5*b0 + a6*b9_19 + a7*b8_19 + a8*b7_19 + a9*b6_19
	r6 := a0*b6 + a1*b5_2 + a2*b4 + a3*b3_2 + a4*b2 + a5*b1_2 + a6*b0 + a7*b9_38 + a8*b8_19 + a9*b7_38
	r7 := a0*b7 + a1*b6 + a2*b5 + a3*b4 + a4*b3 + a5*b2 + a6*b1 + a7*b0 + a8*b9_19 + a9*b8_19
	r8 := a0*b8 + a1*b7_2 + a2*b6 + a3*b5_2 + a4*b4 + a5*b3_2 + a6*b2 + a7*b1_2 + a8*b0 + a9*b9_38
	r9 := a0*b9 + a1*b8 + a2*b7 + a3*b6 + a4*b5 + a5*b4 + a6*b3 + a7*b2 + a8*b1 + a9*b0
	v.l = [10]uint64{r0, r1, r2, r3, r4, r5, r6, r7, r8, r9}
	v.carry()
	checkTight("Mul (result)", v)
	return v
}

// Square sets v = a² and returns v. Input loose, output tight. The same
// columns as Mul with the symmetric products counted once and
// doubled.
func (v *Element) Square(a *Element) *Element {
	checkLoose("Square", a)
	a0, a1, a2, a3, a4, a5, a6, a7, a8, a9 := a.l[0], a.l[1], a.l[2], a.l[3], a.l[4], a.l[5], a.l[6], a.l[7], a.l[8], a.l[9]
	a1_2 := a1 * 2
	a2_2 := a2 * 2
	a3_2 := a3 * 2
	a3_4 := a3 * 4
	a4_2 := a4 * 2
	a5_2 := a5 * 2
	a5_4 := a5 * 4
	a5_38 := a5 * 38
	a6_2 := a6 * 2
	a6_19 := a6 * 19
	a6_38 := a6 * 38
	a7_2 := a7 * 2
	a7_4 := a7 * 4
	a7_38 := a7 * 38
	a7_76 := a7 * 76
	a8_2 := a8 * 2
	a8_19 := a8 * 19
	a8_38 := a8 * 38
	a9_2 := a9 * 2
	a9_38 := a9 * 38
	a9_76 := a9 * 76
	r0 := a0*a0 + a1*a9_76 + a2*a8_38 + a3*a7_76 + a4*a6_38 + a5*a5_38
	r1 := a0*a1_2 + a2*a9_38 + a3*a8_38 + a4*a7_38 + a5*a6_38
	r2 := a0*a2_2 + a1*a1_2 + a3*a9_76 + a4*a8_38 + a5*a7_76 + a6*a6_19
	r3 := a0*a3_2 + a1*a2_2 + a4*a9_38 + a5*a8_38 + a6*a7_38
	r4 := a0*a4_2 + a1*a3_4 + a2*a2 + a5*a9_76 + a6*a8_38 + a7*a7_38
	r5 := a0*a5_2 + a1*a4_2 + a2*a3_2 + a6*a9_38 + a7*a8_38
	r6 := a0*a6_2 + a1*a5_4 + a2*a4_2 + a3*a3_2 + a7*a9_76 + a8*a8_19
	r7 := a0*a7_2 + a1*a6_2 + a2*a5_2 + a3*a4_2 + a8*a9_38
	r8 := a0*a8_2 + a1*a7_4 + a2*a6_2 + a3*a5_4 + a4*a4 + a9*a9_38
	r9 := a0*a9_2 + a1*a8_2 + a2*a7_2 + a3*a6_2 + a4*a5_2
	v.l = [10]uint64{r0, r1, r2, r3, r4, r5, r6, r7, r8, r9}
	v.carry()
	checkTight("Square (result)", v)
	return v
}

// SetBytes sets v from a 32-byte little-endian encoding (top bit ignored,
// non-canonical values accepted) and returns v. Output tight.
func (v *Element) SetBytes(x []byte) (*Element, error) {
	if len(x) != 32 {
		return nil, errors.New("field25: invalid field element length")
	}
	off := uint(0)
	for i := range v.l {
		var w uint64
		for j := uint(0); j < 5; j++ { // the 5 bytes covering bits off … off+width
			if idx := off/8 + j; idx < 32 {
				w |= uint64(x[idx]) << (8 * j)
			}
		}
		v.l[i] = (w >> (off % 8)) & (1<<width[i] - 1)
		off += width[i]
	}
	checkTight("SetBytes (result)", v)
	return v, nil
}

// Bytes returns the canonical 32-byte little-endian encoding. Input tight.
func (v *Element) Bytes() []byte {
	checkTight("Bytes", v)
	t := *v
	t.carry()
	// Carry out of t + 19: 1 exactly when t >= p.
	c := (t.l[0] + 19) >> 26
	for i := 1; i < 10; i++ {
		c = (t.l[i] + c) >> width[i]
	}
	t.l[0] += 19 * c
	for i := 0; i < 9; i++ {
		t.l[i+1] += t.l[i] >> width[i]
		t.l[i] &= 1<<width[i] - 1
	}
	t.l[9] &= 1<<25 - 1
	var out [32]byte
	off := uint(0)
	for i := range t.l {
		w := t.l[i] << (off % 8)
		for j := uint(0); j < 5; j++ {
			if idx := off/8 + j; idx < 32 {
				out[idx] |= byte(w >> (8 * j))
			}
		}
		off += width[i]
	}
	return out[:]
}
