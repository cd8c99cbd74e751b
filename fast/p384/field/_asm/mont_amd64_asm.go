// Command mont_amd64_asm generates mont_amd64.s and mont_amd64.go: the
// Montgomery multiplication of package field (and, with -target mont,
// that of package internal/mont for any modulus) with BMI2's MULX and ADX's
// ADCX/ADOX, with avo. Run go generate in package field (it runs this in
// its own module, so avo is not a dependency of curvecheck).
//
// It computes what montMulGeneric computes, round for round (CIOS; the
// bounds are in arith.go): the accumulator t lives in eight registers,
// and each round adds a·b_i and then m·p, m = t_0·(-p⁻¹) mod 2^64, with
// two independent carry chains — ADCX carries the low halves of the
// products through CF, ADOX the high halves through OF — so that no
// product waits for the carry of the one before it. After a round t_0 is
// zero, and the register that held it takes the next round's top limb:
// the shift by a limb is a renaming, not a move. A conditional
// subtraction of p (CMOV on the borrow) ends it.
package main

import (
	"flag"
	"log"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

//go:generate sh -c "go run . -out ../mont_amd64.s.tmp -stubs ../mont_amd64.go.tmp -pkg field && mv ../mont_amd64.s.tmp ../mont_amd64.s && mv ../mont_amd64.go.tmp ../mont_amd64.go"

// The limbs of p, little-endian, and -p⁻¹ mod 2^64 = 2^32 + 1.
var pLimbs = [6]uint64{
	0x00000000ffffffff, 0xffffffff00000000, 0xfffffffffffffffe,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
}

// target picks the package: "field" writes montMulADX for package field,
// "mont" writes montMulADXMod for package mont (internal/mont runs this
// generator with -target mont).
var target = flag.String("target", "field", "field or mont")

func main() {
	flag.Parse()
	switch *target {
	case "field":
		Package("github.com/curvecheck/curvecheck/fast/p384/field")
		ConstraintExpr("!purego")
		p := GLOBL("p384Prime", RODATA|NOPTR)
		for i, l := range pLimbs {
			DATA(8*i, U64(l))
		}
		montMulADX(p)
		montSqrADX(p)
		doubleJacobianADX(p)
	case "mont":
		Package("github.com/curvecheck/curvecheck/fast/p384/internal/mont")
		ConstraintExpr("!purego")
		montMulADXMod()
	default:
		log.Fatalf("unknown target %q", *target)
	}
	Generate()
}

func montMulADX(p Mem) {
	TEXT("montMulADX", NOSPLIT, "func(v, a, b *[6]uint64)")
	Pragma("noescape")
	Doc("montMulADX sets v = a·b·R⁻¹ mod p as montMulGeneric does, for a and b below p, with MULX, ADCX and ADOX (callers check the CPU for BMI2 and ADX); v may alias a or b (it is written last).")
	montRounds(p, fieldQuotient)
	RET()
}

// montMulADXMod is montMulADX for any odd modulus m < 2^384 given by
// pointer, with mInv = -m⁻¹ mod 2^64 (the scalars mod n use it).
func montMulADXMod() {
	TEXT("montMulADXMod", NOSPLIT, "func(v, a, b, m *[6]uint64, mInv uint64)")
	Pragma("noescape")
	Doc("montMulADXMod sets v = a·b·R⁻¹ mod m for a and b below the odd modulus m, mInv = -m⁻¹ mod 2^64, with MULX, ADCX and ADOX (callers check the CPU for BMI2 and ADX); v may alias a or b (it is written last).")
	m := Mem{Base: Load(Param("m"), GP64())}
	mInv := NewParamAddr("mInv", 32)
	montRounds(m, func(t0 GPVirtual) {
		// q = t_0·mInv mod 2^64
		MOVQ(t0, RDX)
		IMULQ(mInv, RDX)
	})
	RET()
}

// montRounds emits the six rounds and the final subtraction, with
// modulus the modulus's limbs in memory and quotient writing the round's
// q = t_0·(-modulus⁻¹) mod 2^64 to DX.
func montRounds(p Mem, quotient func(t0 GPVirtual)) {
	a := Mem{Base: Load(Param("a"), GP64())}
	b := Mem{Base: Load(Param("b"), GP64())}
	mulInto(p, a, b, func() Mem { return Mem{Base: Load(Param("v"), GP64())} }, quotient)
}

// mulInto emits v = a·b·R⁻¹ mod the modulus p for operands in memory;
// dst yields v's address only after the product is formed (loading a
// pointer parameter then costs no register during the rounds).
func mulInto(p, a, b Mem, dst func() Mem, quotient func(t0 GPVirtual)) {
	zero := GP64()
	t := make([]GPVirtual, 8)
	for i := range t {
		t[i] = GP64()
		XORQ(t[i], t[i])
	}
	XORQ(zero, zero)
	for i := 0; i < 6; i++ {
		Commentf("round %d: t += a·b_%d", i, i)
		MOVQ(b.Offset(8*i), RDX)
		XORQ(zero, zero) // clears CF and OF
		for j := 0; j < 6; j++ {
			lo, hi := GP64(), GP64()
			MULXQ(a.Offset(8*j), lo, hi)
			ADCXQ(lo, t[j])
			ADOXQ(hi, t[j+1])
		}
		// CF belongs to t_6, OF to t_7 (zero before this round).
		ADCXQ(zero, t[6])
		ADOXQ(zero, t[7])
		ADCXQ(zero, t[7])
		Comment("q = t_0·(-p⁻¹) mod 2^64; t += q·p, which clears t_0")
		t = reduceRound(p, t, zero, quotient)
	}
	Comment("t = t_6·2^384 + t_0..5 < 2p: subtract p unless that borrows")
	subtractAndStore(p, t, dst)
}

// reduceRound emits one round of Montgomery reduction on the eight-limb
// accumulator t: q = t_0·(-p⁻¹) mod 2^64 (quotient), t += q·p, which
// clears t_0; it returns t shifted down a limb (t_0, now zero, becomes
// the top limb: a renaming, not a move).
func reduceRound(p Mem, t []GPVirtual, zero GPVirtual, quotient func(t0 GPVirtual)) []GPVirtual {
	quotient(t[0])
	XORQ(zero, zero)
	for j := 0; j < 6; j++ {
		lo, hi := GP64(), GP64()
		MULXQ(p.Offset(8*j), lo, hi)
		ADCXQ(lo, t[j])
		ADOXQ(hi, t[j+1])
	}
	ADCXQ(zero, t[6])
	ADOXQ(zero, t[7])
	ADCXQ(zero, t[7])
	return append(t[1:], t[0])
}

// subtractAndStore emits v = t - p unless that borrows, else t, for t =
// t_6·2^384 + t_0..5 < 2p (CMOV on the borrow), v from dst.
func subtractAndStore(p Mem, t []GPVirtual, dst func() Mem) {
	u := make([]GPVirtual, 6)
	for j := 0; j < 6; j++ {
		u[j] = GP64()
		MOVQ(t[j], u[j])
	}
	SUBQ(p.Offset(0), u[0])
	for j := 1; j < 6; j++ {
		SBBQ(p.Offset(8*j), u[j])
	}
	SBBQ(U8(0), t[6])
	v := dst()
	for j := 0; j < 6; j++ {
		CMOVQCS(t[j], u[j])
		MOVQ(u[j], v.Offset(8*j))
	}
}

// montSqrADX emits the Montgomery squaring of package field. It forms
// the 12-limb square T = a² first and reduces it after, which takes 21
// products for the square where the multiplication takes 36:
//
//  1. the products a_i·a_j for i < j, row by row (row i adds a_i·a_j at
//     limb i+j for j > i); row i writes limbs 2i+1 … i+6 and carries
//     into limb i+7, which no earlier row reached, so the carry lands in
//     a fresh register; the two lowest limbs of each row are final and
//     go to the stack;
//  2. T = 2·(that sum) + Σ a_i²·2^(128·i), limb by limb: ADCX x, x
//     doubles with the carry of the limb below, ADOX adds the square's
//     half; T < p² < 2^768, so neither chain carries out of limb 11;
//  3. T = T_L + T_H·2^384: the six rounds of Montgomery reduction on T_L
//     alone (montRounds's second half: q = t_0·(2^32 + 1), t += q·p)
//     give (T_L + Q·p)/2^384 <= p, and adding T_H < p gives
//     (T + Q·p)/2^384 = a²·R⁻¹ mod p plus at most p, below 2p;
//  4. a conditional subtraction of p (CMOV on the borrow).
func montSqrADX(p Mem) {
	TEXT("montSqrADX", NOSPLIT, "func(v, a *[6]uint64)")
	Pragma("noescape")
	Doc("montSqrADX sets v = a²·R⁻¹ mod p, what montMulADX(v, a, a) computes, for a below p, with MULX, ADCX and ADOX (callers check the CPU for BMI2 and ADX); v may alias a (it is written last).")
	T := AllocLocal(8 * 12)
	a := Mem{Base: Load(Param("a"), GP64())}
	sqrInto(p, a, func() Mem { return Mem{Base: Load(Param("v"), GP64())} }, T)
	RET()
}

// sqrInto emits v = a²·R⁻¹ mod p (steps 1 to 4 above) with T twelve
// words of scratch memory.
func sqrInto(p, a Mem, dst func() Mem, T Mem) {
	zero := GP64()

	Comment("1. the products a_i·a_j, i < j")
	acc := map[int]GPVirtual{}
	reg := func(k int) GPVirtual {
		r, ok := acc[k]
		if !ok {
			r = GP64()
			XORQ(r, r)
			acc[k] = r
		}
		return r
	}
	for i := 0; i < 5; i++ {
		Commentf("row %d: limbs %d to %d, carry into limb %d", i, 2*i+1, i+6, i+7)
		for k := 2*i + 1; k <= i+7; k++ {
			reg(k)
		}
		MOVQ(a.Offset(8*i), RDX)
		XORQ(zero, zero) // clears CF and OF
		for j := i + 1; j < 6; j++ {
			lo, hi := GP64(), GP64()
			MULXQ(a.Offset(8*j), lo, hi)
			ADCXQ(lo, acc[i+j])
			ADOXQ(hi, acc[i+j+1])
		}
		ADCXQ(zero, acc[i+6])
		ADOXQ(zero, acc[i+7])
		ADCXQ(zero, acc[i+7])
		last := 2*i + 2
		if i == 4 {
			last = 11
		}
		for k := 2*i + 1; k <= last; k++ {
			MOVQ(acc[k], T.Offset(8*k))
			delete(acc, k)
		}
	}

	Comment("2. T = 2·(the products) + the squares a_i²")
	XORQ(zero, zero)
	t := make([]GPVirtual, 8)
	for i := 0; i < 6; i++ {
		MOVQ(a.Offset(8*i), RDX)
		lo, hi := GP64(), GP64()
		MULXQ(RDX, lo, hi)
		for h, half := range []GPVirtual{lo, hi} {
			k := 2*i + h
			x := GP64()
			if k == 0 {
				XORQ(x, x)
			} else {
				MOVQ(T.Offset(8*k), x)
			}
			ADCXQ(x, x)
			ADOXQ(half, x)
			if k < 6 {
				t[k] = x
			} else {
				MOVQ(x, T.Offset(8*k))
			}
		}
	}

	Comment("3. reduce T_L: six rounds of t += q·p, q = t_0·(2^32 + 1)")
	t[6], t[7] = GP64(), GP64()
	XORQ(t[6], t[6])
	XORQ(t[7], t[7])
	for range 6 {
		t = reduceRound(p, t, zero, fieldQuotient)
	}
	Comment("t + T_H < 2p")
	ADDQ(T.Offset(8*6), t[0])
	for j := 1; j < 6; j++ {
		ADCQ(T.Offset(8*(6+j)), t[j])
	}
	ADCQ(U8(0), t[6])

	Comment("4. subtract p unless that borrows")
	subtractAndStore(p, t, dst)
}

// fieldQuotient writes the field's round quotient q = t_0·(2^32 + 1) mod
// 2^64 to DX.
func fieldQuotient(t0 GPVirtual) {
	MOVQ(t0, RDX)
	SHLQ(U8(32), RDX)
	ADDQ(t0, RDX)
}

// addInto emits v = a + b mod p for a, b below p in memory: the six-limb
// sum with its carry c, then the sum less p, kept unless the 385-bit
// subtraction borrows (CMOV). v may alias a or b (written last).
func addInto(p, v, a, b Mem) {
	c := GP64()
	XORQ(c, c)
	s := make([]GPVirtual, 6)
	for j := range s {
		s[j] = GP64()
		MOVQ(a.Offset(8*j), s[j])
	}
	ADDQ(b.Offset(0), s[0])
	for j := 1; j < 6; j++ {
		ADCQ(b.Offset(8*j), s[j])
	}
	ADCQ(U8(0), c)
	u := make([]GPVirtual, 6)
	for j := range u {
		u[j] = GP64()
		MOVQ(s[j], u[j])
	}
	SUBQ(p.Offset(0), u[0])
	for j := 1; j < 6; j++ {
		SBBQ(p.Offset(8*j), u[j])
	}
	SBBQ(U8(0), c)
	for j := range u {
		CMOVQCS(s[j], u[j])
		MOVQ(u[j], v.Offset(8*j))
	}
}

// subInto emits v = a - b mod p for a, b below p in memory: the six-limb
// difference, then p masked by the borrow added back. P-384's limbs make
// the masked p cheap from the mask m (0 or all ones): m's low half, m
// shifted up by 32, m with bit 0 cleared, and m three times. v may alias
// a or b (written last).
func subInto(v, a, b Mem) {
	s := make([]GPVirtual, 6)
	for j := range s {
		s[j] = GP64()
		MOVQ(a.Offset(8*j), s[j])
	}
	SUBQ(b.Offset(0), s[0])
	for j := 1; j < 6; j++ {
		SBBQ(b.Offset(8*j), s[j])
	}
	m := GP64()
	SBBQ(m, m) // 0, or all ones after a borrow
	p0, p1, p2 := GP64(), GP64(), GP64()
	MOVL(m.As32(), p0.As32()) // 0x00000000ffffffff & m
	MOVQ(m, p1)
	SHLQ(U8(32), p1) // 0xffffffff00000000 & m
	MOVQ(m, p2)
	ANDQ(I8(-2), p2) // 0xfffffffffffffffe & m
	ADDQ(p0, s[0])
	ADCQ(p1, s[1])
	ADCQ(p2, s[2])
	ADCQ(m, s[3])
	ADCQ(m, s[4])
	ADCQ(m, s[5])
	for j := range s {
		MOVQ(s[j], v.Offset(8*j))
	}
}

// doubleJacobianADX emits n doublings of a Jacobian point on P-384
// (a = -3) in one routine: the sequence of the portable
// field.DoubleJacobian, product for product and sum for sum (dbl-2001-b,
// 3M + 5S), with every value in the frame, so that no call and no
// pointer register separate the field operations.
func doubleJacobianADX(p Mem) {
	TEXT("doubleJacobianADX", NOSPLIT, "func(x, y, z *[6]uint64, n int)")
	Pragma("noescape")
	Doc("doubleJacobianADX sets (x, y, z) to 2^n times the Jacobian point (x, y, z), n >= 1, computing what n calls of doubleJacobianGeneric compute, with MULX, ADCX and ADOX (callers check the CPU for BMI2 and ADX). Coordinates below p.")
	T := AllocLocal(8 * 12)
	slot := func() Mem { return AllocLocal(48) }
	X, Y, Z := slot(), slot(), slot()
	delta, gamma, beta, alpha, t := slot(), slot(), slot(), slot(), slot()
	count := AllocLocal(8)
	coords := []struct {
		name string
		m    Mem
	}{{"x", X}, {"y", Y}, {"z", Z}}
	for _, c := range coords {
		ptr := Load(Param(c.name), GP64())
		for j := 0; j < 6; j++ {
			w := GP64()
			MOVQ(Mem{Base: ptr}.Offset(8*j), w)
			MOVQ(w, c.m.Offset(8*j))
		}
	}
	n := Load(Param("n"), GP64())
	MOVQ(n, count)

	mul := func(v, a, b Mem) { mulInto(p, a, b, func() Mem { return v }, fieldQuotient) }
	sqr := func(v, a Mem) { sqrInto(p, a, func() Mem { return v }, T) }
	add := func(v, a, b Mem) { addInto(p, v, a, b) }
	sub := func(v, a, b Mem) { subInto(v, a, b) }

	Label("double")
	Comment("δ = Z², γ = Y², β = X·γ, α = 3(X - δ)(X + δ)")
	sqr(delta, Z)
	sqr(gamma, Y)
	mul(beta, X, gamma)
	sub(alpha, X, delta)
	add(t, X, delta)
	mul(alpha, alpha, t)
	add(t, alpha, alpha)
	add(alpha, alpha, t)
	Comment("Z' = (Y + Z)² - γ - δ")
	add(Z, Y, Z)
	sqr(Z, Z)
	sub(Z, Z, gamma)
	sub(Z, Z, delta)
	Comment("X' = α² - 8β, with β now 4β")
	add(beta, beta, beta)
	add(beta, beta, beta)
	sqr(X, alpha)
	add(t, beta, beta)
	sub(X, X, t)
	Comment("Y' = α(4β - X') - 8γ²")
	sub(t, beta, X)
	mul(Y, alpha, t)
	sqr(gamma, gamma)
	add(gamma, gamma, gamma)
	add(gamma, gamma, gamma)
	add(gamma, gamma, gamma)
	sub(Y, Y, gamma)
	DECQ(count)
	JNZ(LabelRef("double"))

	for _, c := range coords {
		ptr := Load(Param(c.name), GP64())
		for j := 0; j < 6; j++ {
			w := GP64()
			MOVQ(c.m.Offset(8*j), w)
			MOVQ(w, Mem{Base: ptr}.Offset(8*j))
		}
	}
	RET()
}
