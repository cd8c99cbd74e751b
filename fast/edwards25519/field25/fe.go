// Package field25 implements arithmetic modulo p = 2^255 - 19 in radix
// 2^25.5: ten limbs of alternately 26 and 25 bits (offsets 0, 26, 51, 77,
// 102, 128, 153, 179, 204, 230), the layout of the ref10 reference code and
// of fiat-crypto's 32-bit backend. It has the API of package field and
// exists as the baseline: the radix-2^51 field replaced it on 64-bit
// machines, and the benchmarks measure by how much.
//
// Every operation runs in constant time with respect to its arguments.
//
// # Limb bounds
//
//	tight: every limb < 2^26   (what every function returns)
//	loose: every limb < 2^27   (what Add, Multiply and Square accept)
//
// Under the build tag verify the bounds are checked at run time. The zero
// value is the element 0.
package field25

import (
	"crypto/subtle"
	"errors"
)

// Element is an element of GF(2^255 - 19) in radix 2^25.5.
type Element struct {
	l [10]uint64
}

var (
	feZero = &Element{}
	feOne  = &Element{l: [10]uint64{1}}
)

// width[i] is the bit width of limb i.
var width = [10]uint{26, 25, 26, 25, 26, 25, 26, 25, 26, 25}

// Zero sets v = 0 and returns v.
func (v *Element) Zero() *Element { *v = *feZero; return v }

// One sets v = 1 and returns v.
func (v *Element) One() *Element { *v = *feOne; return v }

// Set sets v = a and returns v.
func (v *Element) Set(a *Element) *Element { *v = *a; return v }

// carry brings every limb below its width plus a small excess: limb i keeps
// its low width[i] bits and passes the rest on, limb 9's wrapping around
// times 19, then limb 0's carry goes once more into limb 1. Input limbs
// < 2^63; output tight.
func (v *Element) carry() *Element {
	for i := 0; i < 9; i++ {
		c := v.l[i] >> width[i]
		v.l[i] &= 1<<width[i] - 1
		v.l[i+1] += c
	}
	c := v.l[9] >> 25
	v.l[9] &= 1<<25 - 1
	v.l[0] += 19 * c // < 2^26 + 19·2^38
	c = v.l[0] >> 26
	v.l[0] &= 1<<26 - 1
	v.l[1] += c // < 2^25 + 2^25
	return v
}

// Add sets v = a + b and returns v. Inputs loose, output tight.
func (v *Element) Add(a, b *Element) *Element {
	checkLoose("Add", a, b)
	for i := range v.l {
		v.l[i] = a.l[i] + b.l[i]
	}
	v.carry()
	checkTight("Add (result)", v)
	return v
}

// fourP is 4p limb by limb: each limb above any tight limb.
var fourP = [10]uint64{4 * (1<<26 - 19), 4 * (1<<25 - 1), 4 * (1<<26 - 1), 4 * (1<<25 - 1), 4 * (1<<26 - 1),
	4 * (1<<25 - 1), 4 * (1<<26 - 1), 4 * (1<<25 - 1), 4 * (1<<26 - 1), 4 * (1<<25 - 1)}

// Subtract sets v = a - b and returns v. a loose, b tight, output tight.
func (v *Element) Subtract(a, b *Element) *Element {
	checkLoose("Subtract", a)
	checkTight("Subtract", b)
	for i := range v.l {
		v.l[i] = a.l[i] + fourP[i] - b.l[i]
	}
	v.carry()
	checkTight("Subtract (result)", v)
	return v
}

// Negate sets v = -a and returns v. Input tight, output tight.
func (v *Element) Negate(a *Element) *Element { return v.Subtract(feZero, a) }

// Multiply sets v = a · b and returns v. Inputs loose, output tight.
//
// Column k collects aᵢ·bⱼ with i + j ≡ k (mod 10); a product of two odd
// limbs is doubled (their offsets add to one more than the column's), and
// a product with i + j >= 10 is multiplied by 19 (2^255 ≡ 19). With limbs
// < 2^27 each product is < 2^54 and a column's coefficients add to 267, so
// every column is < 2^62.1.
func (v *Element) Multiply(a, b *Element) *Element {
	checkLoose("Multiply", a, b)
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
	checkTight("Multiply (result)", v)
	return v
}

// Square sets v = a² and returns v. Input loose, output tight. The same
// columns as Multiply with the symmetric products counted once and
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

// Mult32 sets v = a · y and returns v. Input loose, output tight.
func (v *Element) Mult32(a *Element, y uint32) *Element {
	checkLoose("Mult32", a)
	// a limb < 2^27 times y < 2^32 is < 2^59; carry works limb by limb.
	for i := range v.l {
		v.l[i] = a.l[i] * uint64(y)
	}
	v.carry()
	v.carry()
	checkTight("Mult32 (result)", v)
	return v
}

func (v *Element) pow2k(a *Element, k int) *Element {
	v.Square(a)
	for i := 1; i < k; i++ {
		v.Square(v)
	}
	return v
}

// pow2250 returns a^(2^250 - 1) and a^11, the common prefix of the
// addition chains of Invert and Pow22523.
func pow2250(a *Element) (t, z11 Element) {
	var z2, z9, z2_5_0, z2_10_0, z2_20_0, z2_50_0, z2_100_0 Element
	z2.Square(a)                    // 2
	t.pow2k(&z2, 2)                 // 8
	z9.Multiply(&t, a)              // 9
	z11.Multiply(&z9, &z2)          // 11
	t.Square(&z11)                  // 22
	z2_5_0.Multiply(&t, &z9)        // 2^5 - 1
	t.pow2k(&z2_5_0, 5)             // 2^10 - 2^5
	z2_10_0.Multiply(&t, &z2_5_0)   // 2^10 - 1
	t.pow2k(&z2_10_0, 10)           // 2^20 - 2^10
	z2_20_0.Multiply(&t, &z2_10_0)  // 2^20 - 1
	t.pow2k(&z2_20_0, 20)           // 2^40 - 2^20
	t.Multiply(&t, &z2_20_0)        // 2^40 - 1
	t.pow2k(&t, 10)                 // 2^50 - 2^10
	z2_50_0.Multiply(&t, &z2_10_0)  // 2^50 - 1
	t.pow2k(&z2_50_0, 50)           // 2^100 - 2^50
	z2_100_0.Multiply(&t, &z2_50_0) // 2^100 - 1
	t.pow2k(&z2_100_0, 100)         // 2^200 - 2^100
	t.Multiply(&t, &z2_100_0)       // 2^200 - 1
	t.pow2k(&t, 50)                 // 2^250 - 2^50
	t.Multiply(&t, &z2_50_0)        // 2^250 - 1
	return t, z11
}

// Invert sets v = 1/a = a^(p-2) (1/0 = 0) and returns v, with the same
// addition chain as package field.
func (v *Element) Invert(a *Element) *Element {
	t, z11 := pow2250(a)
	t.pow2k(&t, 5)              // 2^255 - 2^5
	return v.Multiply(&t, &z11) // 2^255 - 21 = p - 2
}

// Pow22523 sets v = a^((p-5)/8) and returns v.
func (v *Element) Pow22523(a *Element) *Element {
	t, _ := pow2250(a)
	t.pow2k(&t, 2)           // 2^252 - 4
	return v.Multiply(&t, a) // 2^252 - 3
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

func mask64(cond int) uint64 { return ^(uint64(cond) - 1) }

// Select sets v = a if cond == 1 and b if cond == 0, and returns v.
func (v *Element) Select(a, b *Element, cond int) *Element {
	m := mask64(cond)
	for i := range v.l {
		v.l[i] = (m & a.l[i]) | (^m & b.l[i])
	}
	return v
}

// Swap swaps v and u if cond == 1.
func (v *Element) Swap(u *Element, cond int) {
	m := mask64(cond)
	for i := range v.l {
		t := m & (v.l[i] ^ u.l[i])
		v.l[i] ^= t
		u.l[i] ^= t
	}
}

// CondNegate sets v = -a if cond == 1 and a otherwise, and returns v.
func (v *Element) CondNegate(a *Element, cond int) *Element {
	var n Element
	n.Negate(a)
	return v.Select(&n, a, cond)
}

// Equal returns 1 if v = u and 0 otherwise.
func (v *Element) Equal(u *Element) int { return subtle.ConstantTimeCompare(v.Bytes(), u.Bytes()) }

// IsNegative returns the low bit of the canonical encoding.
func (v *Element) IsNegative() int { return int(v.Bytes()[0] & 1) }

// Absolute sets v = |a| and returns v.
func (v *Element) Absolute(a *Element) *Element { return v.CondNegate(a, a.IsNegative()) }

var sqrtM1 = func() *Element {
	b := [32]byte{0xb0, 0xa0, 0x0e, 0x4a, 0x27, 0x1b, 0xee, 0xc4, 0x78, 0xe4, 0x2f, 0xad, 0x06, 0x18, 0x43, 0x2f,
		0xa7, 0xd7, 0xfb, 0x3d, 0x99, 0x00, 0x4d, 0x2b, 0x0b, 0xdf, 0xc1, 0x4f, 0x80, 0x24, 0x83, 0x2b}
	v, _ := new(Element).SetBytes(b[:])
	return v
}()

// SqrtRatio is field.Element.SqrtRatio in this representation.
func (r *Element) SqrtRatio(u, v *Element) (R *Element, wasSquare int) {
	var a, b Element
	v2 := a.Square(v)
	uv3 := b.Multiply(u, b.Multiply(v2, v))
	uv7 := a.Multiply(uv3, a.Square(v2))
	rr := new(Element).Multiply(uv3, uv7.Pow22523(uv7))
	check := a.Multiply(v, a.Square(rr))
	uNeg := b.Negate(u)
	correct := check.Equal(u)
	flipped := check.Equal(uNeg)
	flippedI := check.Equal(new(Element).Multiply(uNeg, sqrtM1))
	rPrime := b.Multiply(rr, sqrtM1)
	rr.Select(rPrime, rr, flipped|flippedI)
	r.Absolute(rr)
	return r, correct | flipped
}

// AddNoCarry is Add: the ten-limb layout has no carry-free variant here, so
// the baseline keeps every carry (field.Element.AddNoCarry's contract,
// loose output, holds a fortiori).
func (v *Element) AddNoCarry(a, b *Element) *Element { return v.Add(a, b) }

// SubtractNoCarry is Subtract, for the same reason.
func (v *Element) SubtractNoCarry(a, b *Element) *Element { return v.Subtract(a, b) }
