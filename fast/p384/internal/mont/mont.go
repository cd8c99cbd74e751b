// Package mont is the portable Montgomery arithmetic on six 64-bit limbs
// shared by fast/p384's field (mod p) and scalars (mod n): values below
// an odd modulus m < 2^384, little-endian. Every function runs in
// constant time.
package mont

import "math/bits"

// madd returns x·y + z + c as a 128-bit (hi, lo); it cannot overflow.
func madd(x, y, z, c uint64) (hi, lo uint64) {
	hi, lo = bits.Mul64(x, y)
	var cc uint64
	lo, cc = bits.Add64(lo, z, 0)
	hi += cc
	lo, cc = bits.Add64(lo, c, 0)
	hi += cc
	return hi, lo
}

// Mul sets v = a·b·R⁻¹ mod m, R = 2^384, for a and b below the odd
// modulus m < 2^384, with mInv = -m⁻¹ mod 2^64: the operand scanning of
// Koç, Acar and Kaliski ("Analyzing and comparing Montgomery
// multiplication algorithms", IEEE Micro 1996, CIOS). Each of the six
// rounds adds a·b_i into t and then the multiple q·m, q = t_0·mInv mod
// 2^64, that clears t's low limb, and shifts t down by a limb. At the end
// t = (a·b + Q·m)/R for some Q < R, so t < (m² + R·m)/R < 2m, and one
// masked subtraction of m leaves it below m. v may alias a or b. Constant
// time.
func Mul(v, a, b, m *[6]uint64, mInv uint64) {
	var t [8]uint64
	for i := range 6 {
		var c uint64
		for j := range 6 {
			c, t[j] = madd(a[j], b[i], t[j], c)
		}
		t[6], c = bits.Add64(t[6], c, 0)
		t[7] = c
		q := t[0] * mInv
		c, _ = madd(q, m[0], t[0], 0)
		for j := 1; j < 6; j++ {
			c, t[j-1] = madd(q, m[j], t[j], c)
		}
		t[5], c = bits.Add64(t[6], c, 0)
		t[6] = t[7] + c
	}
	// t = t_6·2^384 + t_0..5 < 2m: subtract m unless that borrows.
	var u [6]uint64
	var bw uint64
	for i := range 6 {
		u[i], bw = bits.Sub64(t[i], m[i], bw)
	}
	_, keep := bits.Sub64(t[6], 0, bw)
	mask := -keep
	for i := range 6 {
		v[i] = u[i] ^ (mask & (t[i] ^ u[i]))
	}
}

// Add sets v = a + b mod m for a and b below m. v may alias a or b.
func Add(v, a, b, m *[6]uint64) {
	var s, u [6]uint64
	var c, bw uint64
	for i := range 6 {
		s[i], c = bits.Add64(a[i], b[i], c)
	}
	for i := range 6 {
		u[i], bw = bits.Sub64(s[i], m[i], bw)
	}
	// Keep s when c·2^384 + s is below m: c = 0 and the subtraction borrowed.
	_, keep := bits.Sub64(c, 0, bw)
	mask := -keep
	for i := range 6 {
		v[i] = u[i] ^ (mask & (s[i] ^ u[i]))
	}
}

// Sub sets v = a - b mod m for a and b below m. v may alias a or b.
func Sub(v, a, b, m *[6]uint64) {
	var d [6]uint64
	var bw, c uint64
	for i := range 6 {
		d[i], bw = bits.Sub64(a[i], b[i], bw)
	}
	mask := -bw // a < b: add m back
	for i := range 6 {
		v[i], c = bits.Add64(d[i], m[i]&mask, c)
	}
}

// Below returns 1 if a < m and 0 otherwise.
func Below(a, m *[6]uint64) int {
	var bw uint64
	for i := range 6 {
		_, bw = bits.Sub64(a[i], m[i], bw)
	}
	return int(bw)
}
