package field

// pow2k sets v = a^(2^k) by k squarings (k >= 1), in one call to the
// assembly loop on amd64. Input loose, output tight. Constant time.
func (v *Element) pow2k(a *Element, k int) *Element {
	checkLoose("pow2k", a)
	feSquareN(v, a, k)
	checkTight("pow2k (result)", v)
	return v
}

// feSquareNGeneric is the portable feSquareN: v = a^(2^n), n >= 1. Input
// loose, output tight. Constant time (n is public).
func feSquareNGeneric(v, a *Element, n int) {
	feSquareGeneric(v, a)
	for i := 1; i < n; i++ {
		feSquareGeneric(v, v)
	}
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

// Invert sets v = 1/a mod p, computed as a^(p-2) with a fixed addition
// chain (so 1/0 = 0), and returns v. Input loose, output tight. Constant
// time.
//
// The chain builds a^(2^k - 1) for k = 5, 10, 20, 40, 50, 100, 200, 250
// and finishes with a^(2^255 - 21) = a^(2^5·(2^250 - 1) + 11).
func (v *Element) Invert(a *Element) *Element {
	t, z11 := pow2250(a)
	t.pow2k(&t, 5)              // 2^255 - 2^5
	return v.Multiply(&t, &z11) // 2^255 - 21 = p - 2
}

// Pow22523 sets v = a^((p-5)/8) = a^(2^252 - 3) and returns v. Input
// loose, output tight. Constant time.
func (v *Element) Pow22523(a *Element) *Element {
	t, _ := pow2250(a)
	t.pow2k(&t, 2)           // 2^252 - 4
	return v.Multiply(&t, a) // 2^252 - 3
}

// sqrtM1 is √-1 = 2^((p-1)/4) mod p, the non-negative root.
var sqrtM1 = func() *Element {
	b := [32]byte{0xb0, 0xa0, 0x0e, 0x4a, 0x27, 0x1b, 0xee, 0xc4, 0x78, 0xe4, 0x2f, 0xad, 0x06, 0x18, 0x43, 0x2f,
		0xa7, 0xd7, 0xfb, 0x3d, 0x99, 0x00, 0x4d, 0x2b, 0x0b, 0xdf, 0xc1, 0x4f, 0x80, 0x24, 0x83, 0x2b}
	v, _ := new(Element).SetBytes(b[:])
	return v
}()

// SqrtM1 returns a copy of √-1.
func SqrtM1() *Element { return new(Element).Set(sqrtM1) }

// SqrtRatio sets r to the non-negative square root of u/v and returns r and
// 1 when u/v is a square; otherwise it sets r to the non-negative square
// root of √-1·u/v (a value of no use to callers) and returns 0. u/0 is
// treated as 0/0 → (0, 1) when u = 0, and as a non-square otherwise.
// Inputs loose, output tight. Constant time.
//
// The method is RFC 8032 §5.1.3 step 3 (candidate r = u·v³·(u·v⁷)^((p-5)/8),
// then a correction by √-1) in the ratio form of RFC 9496 §4.2.
func (r *Element) SqrtRatio(u, v *Element) (R *Element, wasSquare int) {
	var a, b Element
	v2 := a.Square(v)
	uv3 := b.Multiply(u, b.Multiply(v2, v))
	uv7 := a.Multiply(uv3, a.Square(v2))
	rr := new(Element).Multiply(uv3, uv7.Pow22523(uv7))

	check := a.Multiply(v, a.Square(rr)) // v·r²
	uNeg := b.Negate(u)
	correct := check.Equal(u)
	flipped := check.Equal(uNeg)
	flippedI := check.Equal(new(Element).Multiply(uNeg, sqrtM1))

	rPrime := b.Multiply(rr, sqrtM1)
	rr.Select(rPrime, rr, flipped|flippedI)
	r.Absolute(rr)
	return r, correct | flipped
}
