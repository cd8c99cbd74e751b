package main

import (
	"github.com/mmcloughlin/avo/attr"
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The full-radix form: a value as four 64-bit words, below 2^256 and not
// necessarily below p. The product runs row by row with MULX and two
// carry chains at once, ADCX through CF for the low halves and ADOX
// through OF for the high ones (Intel, "New Instructions Supporting Large
// Integer Arithmetic on Intel Architecture Processors", 2012, §3); the
// reduction multiplies the high four words by 2^256 mod p = 0x1000003D1
// with the same two chains. 16 word products and 5 for the reduction
// (squaring 10 and 5), against the 25 and 6 (15 and 6) of the 5×52
// columns.

// pWords is p in four 64-bit words (the low one, 0xFFFFFFFEFFFFFC2F, is
// the one not all ones).
var pWords = [4]uint64{0xFFFFFFFEFFFFFC2F, 0xFFFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF}

// wideFrame is the current routine's stack space for two operands in
// the full-radix form, allocated on first use (text resets it).
var wideFrame *Mem

// text starts a routine.
func text(name string, a attr.Attribute, sig string) {
	TEXT(name, a, sig)
	wideFrame = nil
}

func wideOperands() (Mem, Mem) {
	if wideFrame == nil {
		f := AllocLocal(8 * 8)
		wideFrame = &f
	}
	return *wideFrame, wideFrame.Offset(32)
}

// wideMulADX and wideSquareADX are the bare product and square of the
// full-radix form, measured beside the conversions (wide_candidate_test.go).
func wideMulADX() {
	text("wideMulADX", NOSPLIT, "func(out, a, b *[4]uint64)")
	Pragma("noescape")
	Doc("wideMulADX is a measured candidate the package does not call: out = a·b mod p as four 64-bit words below 2^256 (not necessarily below p), the same value as wideMul in the tests. Needs BMI2 and ADX (callers check the CPU); out may alias a or b.")
	a := Mem{Base: Load(Param("a"), GP64())}
	b := Mem{Base: Load(Param("b"), GP64())}
	r := wideReduce(wideProduct(a, b))
	storeWords(Mem{Base: Load(Param("out"), GP64())}, r)
	RET()
}

func wideSquareADX() {
	text("wideSquareADX", NOSPLIT, "func(out, a *[4]uint64)")
	Pragma("noescape")
	Doc("wideSquareADX is a measured candidate the package does not call: out = a² mod p as wideMulADX(out, a, a) computes it, with the six products a_i·a_j (i < j) formed once and doubled. Needs BMI2 and ADX; out may alias a.")
	a := Mem{Base: Load(Param("a"), GP64())}
	r := wideReduce(wideSquareProduct(a))
	storeWords(Mem{Base: Load(Param("out"), GP64())}, r)
	RET()
}

// feMulWideX and feSquareWideX are feMulX and feSquareX through the
// full-radix form, conversions included: the measured candidate for the
// package's kernels.
func feMulWideX() {
	text("feMulWideX", NOSPLIT, "func(out, a, b *Element)")
	Pragma("noescape")
	Doc("feMulWideX is a measured candidate: out = a·b as feMulX computes it (magnitude at most 8 in, 1 out) through four 64-bit words. Needs BMI2 and ADX; out may alias a or b.")
	a := Mem{Base: Load(Param("a"), GP64())}
	b := Mem{Base: Load(Param("b"), GP64())}
	wideMulLazy(func() Mem { return Mem{Base: Load(Param("out"), GP64())} }, a, b)
	RET()
}

func feSquareWideX() {
	text("feSquareWideX", NOSPLIT, "func(out, a *Element)")
	Pragma("noescape")
	Doc("feSquareWideX is a measured candidate: out = a² as feSquareX computes it, through four 64-bit words. Needs BMI2 and ADX; out may alias a.")
	a := Mem{Base: Load(Param("a"), GP64())}
	wideSquareLazy(func() Mem { return Mem{Base: Load(Param("out"), GP64())} }, a)
	RET()
}

// feSquareNWideX is feSquareNX through the full-radix form: one
// conversion in, n squarings on four words (each reduced below 2^256),
// one conversion out, so that the chain pays the conversions once.
func feSquareNWideX() {
	text("feSquareNWideX", NOSPLIT, "func(out, a *Element, n int)")
	Pragma("noescape")
	Doc("feSquareNWideX sets out = a^(2^n) by n squarings of four 64-bit words, for n >= 1 (callers check the CPU and n): a of magnitude at most 8, out of magnitude 1, the same value mod p as feSquareNX. Needs BMI2 and ADX; out may alias a. Constant time (n is public).")
	wa, _ := wideOperands()
	toWide(wa, Mem{Base: Load(Param("a"), GP64())})
	repeatN("square", func() { storeWords(wa, wideReduce(wideSquareProduct(wa))) })
	var r [4]GPVirtual
	for k := range r {
		r[k] = GP64()
		MOVQ(wa.Offset(8*k), r[k])
	}
	storeLimbs(Mem{Base: Load(Param("out"), GP64())}, r)
	RET()
}

// wideMulLazy writes a·b to dst() as a magnitude-1 element: both
// operands (five limbs, magnitude at most 8) go to the full-radix form,
// the product is reduced below 2^256 and split into five limbs.
func wideMulLazy(dst func() Mem, a, b Mem) {
	wa, wb := wideOperands()
	toWide(wa, a)
	toWide(wb, b)
	storeLimbs(dst(), wideReduce(wideProduct(wa, wb)))
}

// wideSquareLazy writes a² to dst() as wideMulLazy(dst, a, a) does.
func wideSquareLazy(dst func() Mem, a Mem) {
	wa, _ := wideOperands()
	toWide(wa, a)
	storeLimbs(dst(), wideReduce(wideSquareProduct(wa)))
}

// toWide writes the element at src (limbs below 2^56, magnitude at most
// 8, value below 2^261) to dst as four words below 2^256 of the same
// value mod p. Limb n_k stands at bit 52k: its low bits join one word and
// the rest, shifted down, the next; the fifth word (below 2^6) times
// 2^256 mod p returns to the low words, and a carry out of 2^256 then
// (the sum is below 2^39) adds 2^256 mod p once more.
func toWide(dst, src Mem) {
	Comment("to four words: limb k at bit 52k")
	var n [5]GPVirtual
	for k := range n {
		n[k] = GP64()
		MOVQ(src.Offset(8*k), n[k])
	}
	w := [5]GPVirtual{n[0], GP64(), GP64(), GP64(), GP64()}
	lowPart := [5]uint8{0, 52, 40, 28, 16} // shift of limb k into word k−1 (k ≥ 1)
	lowOf := make([]GPVirtual, 5)
	for k := 1; k < 5; k++ {
		lowOf[k] = GP64()
		MOVQ(n[k], lowOf[k])
		SHLQ(U8(lowPart[k]), lowOf[k])
		MOVQ(n[k], w[k])
		SHRQ(U8(64-lowPart[k]), w[k])
	}
	ADDQ(lowOf[1], w[0])
	for k := 2; k < 5; k++ {
		ADCQ(lowOf[k], w[k-1])
	}
	ADCQ(U8(0), w[4])
	f := GP64()
	MOVQ(U64(reduce256), f)
	IMULQ(w[4], f)
	ADDQ(f, w[0])
	ADCQ(U8(0), w[1])
	ADCQ(U8(0), w[2])
	ADCQ(U8(0), w[3])
	wrap(w[:4])
	storeWords(dst, [4]GPVirtual(w[:4]))
}

// wrap adds 2^256 mod p to the four words when CF holds a carry out of
// 2^256, leaving in CF its own carry: none where the words are below
// 2^256 − 0x1000003D1, as after a product or a small multiple (one wrap
// suffices there); wideAdd, whose sum can come that close, wraps twice.
func wrap(w []GPVirtual) {
	mask, f := GP64(), GP64()
	SBBQ(mask, mask)
	MOVQ(U64(reduce256), f)
	ANDQ(f, mask)
	ADDQ(mask, w[0])
	ADCQ(U8(0), w[1])
	ADCQ(U8(0), w[2])
	ADCQ(U8(0), w[3])
}

// wideProduct returns the eight words of a·b for four-word operands in
// memory.
func wideProduct(a, b Mem) []GPVirtual {
	zero := GP64()
	XORQ(zero, zero)
	t := make([]GPVirtual, 8)
	Comment("row 0: t_0 … t_4 = a_0·b")
	MOVQ(a.Offset(0), RDX)
	t[0], t[1] = GP64(), GP64()
	MULXQ(b.Offset(0), t[0], t[1])
	for j := 1; j < 4; j++ {
		lo := GP64()
		t[j+1] = GP64()
		MULXQ(b.Offset(8*j), lo, t[j+1])
		if j == 1 {
			ADDQ(lo, t[j])
		} else {
			ADCQ(lo, t[j])
		}
	}
	ADCQ(U8(0), t[4])
	for i := 1; i < 4; i++ {
		Commentf("row %d: t += a_%d·b·2^(64·%d), low halves through CF, high through OF", i, i, i)
		MOVQ(a.Offset(8*i), RDX)
		t[i+4] = GP64()
		XORQ(t[i+4], t[i+4]) // clears CF and OF
		for j := 0; j < 4; j++ {
			lo, hi := GP64(), GP64()
			MULXQ(b.Offset(8*j), lo, hi)
			ADCXQ(lo, t[i+j])
			ADOXQ(hi, t[i+j+1])
		}
		// OF is clear: t_(i+4) started at 0 and took one high half.
		ADCXQ(zero, t[i+4])
	}
	return t
}

// wideSquareProduct returns the eight words of a² for a four-word
// operand in memory.
func wideSquareProduct(a Mem) []GPVirtual {
	zero := GP64()
	XORQ(zero, zero)
	t := make([]GPVirtual, 8)
	Comment("the products a_i·a_j, i < j, into t_1 … t_6")
	MOVQ(a.Offset(0), RDX)
	t[1], t[2] = GP64(), GP64()
	MULXQ(a.Offset(8), t[1], t[2])
	lo := GP64()
	t[3] = GP64()
	MULXQ(a.Offset(16), lo, t[3])
	ADDQ(lo, t[2])
	lo = GP64()
	t[4] = GP64()
	MULXQ(a.Offset(24), lo, t[4])
	ADCQ(lo, t[3])
	ADCQ(U8(0), t[4])
	for i := 1; i < 3; i++ {
		MOVQ(a.Offset(8*i), RDX)
		t[i+4] = GP64()
		XORQ(t[i+4], t[i+4]) // clears CF and OF
		for j := i + 1; j < 4; j++ {
			lo, hi := GP64(), GP64()
			MULXQ(a.Offset(8*j), lo, hi)
			ADCXQ(lo, t[i+j])
			ADOXQ(hi, t[i+j+1])
		}
		ADCXQ(zero, t[i+4])
	}
	Comment("t = 2·t + the squares a_i²: doubling through CF, squares through OF")
	t[0], t[7] = GP64(), GP64()
	XORQ(t[0], t[0]) // clears CF and OF
	XORQ(t[7], t[7])
	for i := 0; i < 4; i++ {
		MOVQ(a.Offset(8*i), RDX)
		lo, hi := GP64(), GP64()
		MULXQ(RDX, lo, hi)
		ADCXQ(t[2*i], t[2*i])
		ADOXQ(lo, t[2*i])
		ADCXQ(t[2*i+1], t[2*i+1])
		ADOXQ(hi, t[2*i+1])
	}
	return t
}

// wideReduce returns t_0 … t_7 (a product below 2^512) reduced below
// 2^256: the high words times 2^256 mod p join the low ones (a fifth
// word below 2^34), that word times 2^256 mod p joins again, and a last
// carry out of 2^256 adds 2^256 mod p once more (the sum is then below
// 2^68, so it cannot carry again).
func wideReduce(t []GPVirtual) [4]GPVirtual {
	Comment("r = t_0..3 + t_4..7·(2^256 mod p)")
	MOVQ(U64(reduce256), RDX)
	r4, zero := GP64(), GP64()
	XORQ(zero, zero)
	XORQ(r4, r4) // clears CF and OF
	for k := 0; k < 4; k++ {
		lo, hi := GP64(), GP64()
		MULXQ(t[4+k], lo, hi)
		ADCXQ(lo, t[k])
		if k < 3 {
			ADOXQ(hi, t[k+1])
		} else {
			ADOXQ(hi, r4)
		}
	}
	ADCXQ(zero, r4)
	Comment("r_4·(2^256 mod p) back into the low words")
	lo, hi := GP64(), GP64()
	MULXQ(r4, lo, hi)
	ADDQ(lo, t[0])
	ADCQ(hi, t[1])
	ADCQ(U8(0), t[2])
	ADCQ(U8(0), t[3])
	wrap(t[:4])
	return [4]GPVirtual(t[:4])
}

func storeWords(out Mem, r [4]GPVirtual) {
	for k := range r {
		MOVQ(r[k], out.Offset(8*k))
	}
}

// storeLimbs writes four words below 2^256 to out as five limbs of 52
// bits (48 in the top one): magnitude 1.
func storeLimbs(out Mem, r [4]GPVirtual) {
	Comment("to five limbs of 52 bits")
	mask := GP64()
	MOVQ(U64(1<<52-1), mask)
	n0 := GP64()
	MOVQ(r[0], n0)
	ANDQ(mask, n0)
	MOVQ(n0, out.Offset(0))
	for k := 1; k < 4; k++ {
		// limb k = bits 52k … 52k+51: word k−1 from bit 52k − 64(k−1) up,
		// word k's low bits above it.
		s := uint8(52*k - 64*(k-1))
		SHRQ(U8(s), r[k-1])
		hi := GP64()
		MOVQ(r[k], hi)
		SHLQ(U8(64-s), hi)
		ORQ(hi, r[k-1])
		ANDQ(mask, r[k-1])
		MOVQ(r[k-1], out.Offset(8*k))
	}
	SHRQ(U8(16), r[3])
	MOVQ(r[3], out.Offset(32))
}

// The linear operations of the full-radix form. A value is four words
// below 2^256 standing for its residue mod p; 2^256 ≡ 0x1000003D1, so a
// carry out of the top word returns as 0x1000003D1 added at the bottom
// and a borrow as 0x1000003D1 subtracted.

func wideLoad(m Mem) [4]GPVirtual {
	var r [4]GPVirtual
	for k := range r {
		r[k] = GP64()
		MOVQ(m.Offset(8*k), r[k])
	}
	return r
}

// wideAdd sets r = r + b mod p, below 2^256. The first carry leaves a
// sum below 2^256 − 1 that adding 0x1000003D1 may carry out of again;
// after that second carry the sum is below 0x1000003D1 and the third
// addition cannot carry.
func wideAdd(r [4]GPVirtual, b Mem) {
	ADDQ(b.Offset(0), r[0])
	ADCQ(b.Offset(8), r[1])
	ADCQ(b.Offset(16), r[2])
	ADCQ(b.Offset(24), r[3])
	wrap(r[:])
	wrap(r[:])
}

// wideSub sets r = r − b mod p, below 2^256: a borrow out of the top word
// subtracts 0x1000003D1, which borrows again only from a difference below
// 0x1000003D1; the difference is then at least 2^256 − 0x1000003D1 and a
// third subtraction cannot borrow.
func wideSub(r [4]GPVirtual, b Mem) {
	SUBQ(b.Offset(0), r[0])
	SBBQ(b.Offset(8), r[1])
	SBBQ(b.Offset(16), r[2])
	SBBQ(b.Offset(24), r[3])
	unwrap(r[:])
	unwrap(r[:])
}

// unwrap subtracts 2^256 mod p from the four words when CF holds a
// borrow out of 2^256, leaving in CF its own borrow (wideSub unwraps
// twice).
func unwrap(w []GPVirtual) {
	mask, f := GP64(), GP64()
	SBBQ(mask, mask)
	MOVQ(U64(reduce256), f)
	ANDQ(f, mask)
	SUBQ(mask, w[0])
	SBBQ(U8(0), w[1])
	SBBQ(U8(0), w[2])
	SBBQ(U8(0), w[3])
}

// wideNegTo writes −a mod p (0 − a, below 2^256) to dst.
func wideNegTo(dst, a Mem) {
	r := [4]GPVirtual{GP64(), GP64(), GP64(), GP64()}
	for k := range r {
		XORQ(r[k], r[k])
	}
	wideSub(r, a)
	storeWords(dst, r)
}

// wideHalf sets r = r/2 mod p: r + p when r is odd (an even sum below
// 2^257, the carry kept in CF), shifted right one bit through the carry.
// Masked, no branch.
func wideHalf(r [4]GPVirtual) {
	odd, p0 := GP64(), GP64()
	MOVQ(r[0], odd)
	ANDQ(U8(1), odd)
	NEGQ(odd) // all ones when odd: p's words 1 … 3 are all ones
	MOVQ(U64(pWords[0]), p0)
	ANDQ(odd, p0)
	ADDQ(p0, r[0])
	ADCQ(odd, r[1])
	ADCQ(odd, r[2])
	ADCQ(odd, r[3])
	RCRQ(U8(1), r[3])
	RCRQ(U8(1), r[2])
	RCRQ(U8(1), r[1])
	RCRQ(U8(1), r[0])
}

// wideMulTo, wideSquareTo, wideAddTo write a·b, a², a + b to dst, all
// four-word operands in memory.
func wideMulTo(dst, a, b Mem) { storeWords(dst, wideReduce(wideProduct(a, b))) }

func wideSquareTo(dst, a Mem) { storeWords(dst, wideReduce(wideSquareProduct(a))) }

func wideAddTo(dst, a, b Mem) {
	r := wideLoad(a)
	wideAdd(r, b)
	storeWords(dst, r)
}

// wideDouble doubles the Jacobian point (x, y, z) held as four-word
// values in the frame, in place, with yy, l, t and u as scratch:
// z' = yz, L = 3x²/2, T = -y²x, x' = L² + 2T, y' = -(L(x' + T) + y⁴).
func wideDouble(x, y, z, yy, l, t, u Mem) {
	Comment("z' = y·z")
	wideMulTo(z, y, z)
	Comment("L = 3x²/2")
	wideSquareTo(l, x)
	r := wideLoad(l)
	wideAdd(r, l)
	wideAdd(r, l)
	wideHalf(r)
	storeWords(l, r)
	Comment("T = -y²·x")
	wideSquareTo(yy, y)
	wideMulTo(t, yy, x)
	wideNegTo(t, t)
	Comment("x' = L² + 2T")
	wideSquareTo(x, l)
	r = wideLoad(x)
	wideAdd(r, t)
	wideAdd(r, t)
	storeWords(x, r)
	Comment("y' = -(L(x' + T) + y⁴)")
	wideSquareTo(yy, yy)
	wideAddTo(u, x, t)
	wideMulTo(u, u, l)
	r = wideLoad(yy)
	wideAdd(r, u)
	storeWords(u, r)
	wideNegTo(y, u)
}

// doubleFrame returns the frame slots of the doubling routines: the
// point's three coordinates and four scratch values.
func doubleFrame() (x, y, z, yy, l, t, u Mem) {
	frame := AllocLocal(32 * 7)
	slot := func(k int) Mem { return frame.Offset(32 * k) }
	return slot(0), slot(1), slot(2), slot(3), slot(4), slot(5), slot(6)
}

// feDoubleJacobianWideX is the Jacobian doubling of feDoubleJacobianX on
// four-word values: the three coordinates go to the full-radix form once,
// every step runs there, and the three results come back as magnitude-1
// elements.
func feDoubleJacobianWideX() {
	text("feDoubleJacobianWideX", NOSPLIT, "func(out, in *[3]Element)")
	Pragma("noescape")
	Doc("feDoubleJacobianWideX writes to out the coordinates (x, y, z) of the doubling of feDoubleJacobianX, the same residues mod p, computed on four 64-bit words: z' = yz, L = 3x²/2, T = -y²x, x' = L² + 2T, y' = -(L(x' + T) + y⁴). in's coordinates of magnitude at most 8, out's of magnitude 1. Needs BMI2 and ADX (callers check the CPU); out may be in itself (in is read whole before out is written). Constant time.")
	x, y, z, yy, l, t, u := doubleFrame()
	wideDoubleIn(x, y, z)
	wideDouble(x, y, z, yy, l, t, u)
	wideDoubleOut(x, y, z)
	RET()
}

// feDoubleJacobianNWideX is n doublings in one routine, the conversions
// paid once, the count kept in the argument slot.
func feDoubleJacobianNWideX() {
	text("feDoubleJacobianNWideX", NOSPLIT, "func(out, in *[3]Element, n int)")
	Pragma("noescape")
	Doc("feDoubleJacobianNWideX writes to out the coordinates of 2^n·in by n doublings of feDoubleJacobianWideX on four-word values, for n >= 1 (callers check the CPU and n): in's coordinates of magnitude at most 8, out's of magnitude 1, the same residues mod p as n calls of feDoubleJacobianX. Needs BMI2 and ADX; out may be in itself. Constant time (n is public).")
	x, y, z, yy, l, t, u := doubleFrame()
	wideDoubleIn(x, y, z)
	repeatN("double", func() { wideDouble(x, y, z, yy, l, t, u) })
	wideDoubleOut(x, y, z)
	RET()
}

// wideDoubleIn converts the parameter in's coordinates into the slots.
func wideDoubleIn(x, y, z Mem) {
	in := Mem{Base: Load(Param("in"), GP64())}
	Comment("in to four words")
	toWide(x, in)
	toWide(y, in.Offset(elemSize))
	toWide(z, in.Offset(2*elemSize))
}

// wideDoubleOut writes the slots to the parameter out as magnitude-1
// elements.
func wideDoubleOut(x, y, z Mem) {
	Comment("out as five limbs")
	for k, c := range []Mem{x, y, z} {
		storeLimbs(Mem{Base: Load(Param("out"), GP64())}.Offset(k*elemSize), wideLoad(c))
	}
}

// feAddAffineWideX is the whole mixed addition of package secp256k1
// (addAffineZRVar: U, S, H, R and the finish of feFinishAddX) on
// four-word values, with the exceptional case H ≡ 0 left to the caller.
func feAddAffineWideX() {
	text("feAddAffineWideX", NOSPLIT, "func(out, in *[3]Element, x2, y2, zu, zr *Element) int")
	Pragma("noescape")
	Doc("feAddAffineWideX adds the affine point (x2, y2) to the Jacobian point in = (X, Y, Z) on four 64-bit words (HMV Algorithm 3.22, 8M + 3S), with the products U = x2·zu², S = y2·zu³ taken against zu (Z itself, or Z times a curve scale): H = U - X, R = S - Y, Z' = ZH, X' = R² - H³ - 2XH², Y' = R(XH² - X') - YH³. When H ≡ 0 (equal x: a doubling or the point at infinity) it returns 0 and writes nothing; otherwise it writes out and zr = H, every coordinate of magnitude 1, and returns 1. Inputs of magnitude at most 8. Needs BMI2 and ADX (callers check the CPU); out may be in. Variable time (the H ≡ 0 test): public inputs only.")
	frame := AllocLocal(32 * 12)
	slot := func(k int) Mem { return frame.Offset(32 * k) }
	x, y, z, zu, x2, y2 := slot(0), slot(1), slot(2), slot(3), slot(4), slot(5)
	zz, u, s, h, r, t := slot(6), slot(7), slot(8), slot(9), slot(10), slot(11)
	ptr := func(name string) Mem { return Mem{Base: Load(Param(name), GP64())} }
	Comment("the inputs to four words")
	in := ptr("in")
	toWide(x, in)
	toWide(y, in.Offset(elemSize))
	toWide(z, in.Offset(2*elemSize))
	toWide(zu, ptr("zu"))
	toWide(x2, ptr("x2"))
	toWide(y2, ptr("y2"))
	Comment("U = x2·zu², S = y2·zu³, H = U - X, R = S - Y")
	wideSquareTo(zz, zu)
	wideMulTo(u, x2, zz)
	wideMulTo(zz, zz, zu)
	wideMulTo(s, y2, zz)
	w := wideLoad(u)
	wideSub(w, x)
	storeWords(h, w)
	w = wideLoad(s)
	wideSub(w, y)
	storeWords(r, w)
	Comment("H ≡ 0 (H = 0 or H = p): return 0, nothing written")
	keep := wideNonzeroMask(h)
	TESTQ(keep, keep)
	JZ(LabelRef("exceptional"))
	Comment("zr = H; Z' = Z·H")
	storeLimbs(ptr("zr"), wideLoad(h))
	storeLimbs(ptr("out").Offset(2*elemSize), wideReduce(wideProduct(z, h)))
	Comment("H², H³ (into zz, s), V = X·H² (into u), R² (into t)")
	wideSquareTo(zz, h)
	wideMulTo(s, zz, h)
	wideMulTo(u, x, zz)
	wideSquareTo(t, r)
	Comment("X' = R² - H³ - 2V")
	w = wideLoad(t)
	wideSub(w, s)
	wideSub(w, u)
	wideSub(w, u)
	storeWords(t, w)
	Comment("Y' = R(V - X') - Y·H³")
	w = wideLoad(u)
	wideSub(w, t)
	storeWords(u, w)
	wideMulTo(u, u, r)
	wideMulTo(s, s, y)
	w = wideLoad(u)
	wideSub(w, s)
	storeLimbs(ptr("out").Offset(elemSize), w)
	storeLimbs(ptr("out"), wideLoad(t))
	one := GP64()
	MOVQ(U64(1), one)
	Store(one, ReturnIndex(0))
	RET()
	Label("exceptional")
	none := GP64()
	XORQ(none, none)
	Store(none, ReturnIndex(0))
	RET()
}

// feDoubleProjectiveNWideX is the doubling run of the constant-time
// multiplication (package secp256k1's Point.doubleTimes) in one routine:
// the projective point to Jacobian coordinates, n doublings, and back, on
// four-word values throughout.
func feDoubleProjectiveNWideX() {
	text("feDoubleProjectiveNWideX", NOSPLIT, "func(out, in *[3]Element, n int)")
	Pragma("noescape")
	Doc("feDoubleProjectiveNWideX writes to out 2^n·in for the projective in = (X : Y : Z), n >= 1 (callers check the CPU and n), as Point.doubleTimes computes it, the same residues mod p: the Jacobian (XZ, YZ², Z), with (1, 1, 0) for Z ≡ 0 (the point at infinity, selected by a mask), n doublings of feDoubleJacobianWideX, then (xz, y, z³). Inputs of magnitude at most 8, outputs of magnitude 1. Needs BMI2 and ADX; out may be in. Constant time (n is public).")
	x, y, z, yy, l, t, u := doubleFrame()
	zzFrame := AllocLocal(32)
	zz := zzFrame.Offset(0)
	wideDoubleIn(x, y, z)
	Comment("to Jacobian: (X·Z, Y·Z², Z)")
	wideSquareTo(zz, z)
	wideMulTo(x, x, z)
	wideMulTo(y, y, zz)
	Comment("Z ≡ 0 (0 or p): x = y = 1, by masks")
	keep := wideNonzeroMask(z)
	for _, c := range []Mem{x, y} {
		w := wideLoad(c)
		for k := range w {
			ANDQ(keep, w[k])
		}
		one := GP64()
		MOVQ(keep, one)
		NOTQ(one)
		ANDQ(U8(1), one)
		ORQ(one, w[0])
		storeWords(c, w)
	}
	repeatN("double", func() { wideDouble(x, y, z, yy, l, t, u) })
	Comment("back to projective: (x·z, y, z³)")
	wideSquareTo(zz, z)
	wideMulTo(x, x, z)
	wideMulTo(z, zz, z)
	wideDoubleOut(x, y, z)
	RET()
}

// repeatN emits body as a loop run n times (the routine's parameter n,
// at least 1), the count kept and decremented in its argument slot.
func repeatN(label string, body func()) {
	n, err := Param("n").Resolve()
	if err != nil {
		panic(err)
	}
	count := n.Addr
	Label(label)
	body()
	DECQ(count)
	JNZ(LabelRef(label))
}

// wideNonzeroMask returns all ones when the four-word value at v is not
// ≡ 0 mod p (neither 0 nor p) and zero when it is. No branch.
func wideNonzeroMask(v Mem) GPVirtual {
	or, notZero := GP64(), GP64()
	MOVQ(v.Offset(0), or)
	ORQ(v.Offset(8), or)
	ORQ(v.Offset(16), or)
	ORQ(v.Offset(24), or)
	NEGQ(or) // CF = (v ≠ 0)
	SBBQ(notZero, notZero)
	diff, lowDiff := GP64(), GP64()
	MOVQ(v.Offset(8), diff)
	ANDQ(v.Offset(16), diff)
	ANDQ(v.Offset(24), diff)
	NOTQ(diff) // zero iff words 1 … 3 are all ones
	MOVQ(U64(pWords[0]), lowDiff)
	XORQ(v.Offset(0), lowDiff)
	ORQ(lowDiff, diff) // zero iff v = p
	notP := GP64()
	NEGQ(diff) // CF = (v ≠ p)
	SBBQ(notP, notP)
	ANDQ(notP, notZero)
	return notZero
}

// wideMulSmall sets r = k·r mod p for a small k (k ≤ 2^16; the calls use
// 3 and 21): the five-word product's top word (below k) times 0x1000003D1
// (below 2^49, one IMUL without overflow) returns to the bottom, and a
// carry out of that (the sum is then small) once more.
func wideMulSmall(r [4]GPVirtual, k uint64) {
	MOVQ(U64(k), RDX)
	var lo, hi [4]GPVirtual
	for i := range r {
		lo[i], hi[i] = GP64(), GP64()
		MULXQ(r[i], lo[i], hi[i])
	}
	MOVQ(lo[0], r[0])
	MOVQ(lo[1], r[1])
	ADDQ(hi[0], r[1])
	MOVQ(lo[2], r[2])
	ADCQ(hi[1], r[2])
	MOVQ(lo[3], r[3])
	ADCQ(hi[2], r[3])
	ADCQ(U8(0), hi[3])
	f := GP64()
	MOVQ(U64(reduce256), f)
	IMULQ(hi[3], f)
	ADDQ(f, r[0])
	ADCQ(U8(0), r[1])
	ADCQ(U8(0), r[2])
	ADCQ(U8(0), r[3])
	wrap(r[:])
}

// feCompleteAddAffineWideX is feCompleteAddAffineX (RCB Algorithm 8, a =
// 0, 3b = 21) on four-word values, with the steps numbered as
// Point.addAffineMethods.
func feCompleteAddAffineWideX() {
	text("feCompleteAddAffineWideX", NOSPLIT, "func(out, in *[3]Element, x2, y2 *Element)")
	Pragma("noescape")
	Doc("feCompleteAddAffineWideX writes to out the projective sum of in = (X : Y : Z) and the affine (x2, y2) by the complete formula of feCompleteAddAffineX (Renes–Costello–Batina 2015, Algorithm 8 with a = 0, 3b = 21), the same residues mod p, on four 64-bit words. Inputs of magnitude at most 8, outputs of magnitude 1. Needs BMI2 and ADX (callers check the CPU); out may be in. Constant time.")
	frame := AllocLocal(32 * 13)
	slot := func(k int) Mem { return frame.Offset(32 * k) }
	X, Y, Z, x2, y2 := slot(0), slot(1), slot(2), slot(3), slot(4)
	t0, t1, t2, t3, t4, x3, y3, z3 := slot(5), slot(6), slot(7), slot(8), slot(9), slot(10), slot(11), slot(12)
	ptr := func(name string) Mem { return Mem{Base: Load(Param(name), GP64())} }
	Comment("the inputs to four words")
	in := ptr("in")
	toWide(X, in)
	toWide(Y, in.Offset(elemSize))
	toWide(Z, in.Offset(2*elemSize))
	toWide(x2, ptr("x2"))
	toWide(y2, ptr("y2"))
	Comment("1-7: t0 = X·x2, t1 = Y·y2, t3 = (x2 + y2)(X + Y) - (t0 + t1)")
	wideMulTo(t0, X, x2)
	wideMulTo(t1, Y, y2)
	wideAddTo(t3, x2, y2)
	wideAddTo(t4, X, Y)
	wideMulTo(t3, t3, t4)
	w := wideLoad(t3)
	wideSub(w, t0)
	wideSub(w, t1)
	storeWords(t3, w)
	Comment("8-11: t4 = y2·Z + Y, y3 = x2·Z + X")
	wideMulTo(t4, y2, Z)
	wideAddTo(t4, t4, Y)
	wideMulTo(y3, x2, Z)
	wideAddTo(y3, y3, X)
	Comment("12-16: t0 = 3·t0, t2 = 21·Z, z3 = t1 + t2, t1 = t1 - t2")
	w = wideLoad(t0)
	wideMulSmall(w, 3)
	storeWords(t0, w)
	w = wideLoad(Z)
	wideMulSmall(w, 21)
	storeWords(t2, w)
	wideAddTo(z3, t1, t2)
	w = wideLoad(t1)
	wideSub(w, t2)
	storeWords(t1, w)
	Comment("17: y3 = 21·y3")
	w = wideLoad(y3)
	wideMulSmall(w, 21)
	storeWords(y3, w)
	Comment("18-20: x3 = t3·t1 - t4·y3")
	wideMulTo(x3, t4, y3)
	wideMulTo(t2, t3, t1)
	w = wideLoad(t2)
	wideSub(w, x3)
	storeWords(x3, w)
	Comment("21-23: y3 = t1·z3 + y3·t0")
	wideMulTo(y3, y3, t0)
	wideMulTo(t1, t1, z3)
	wideAddTo(y3, t1, y3)
	Comment("24-26: z3 = z3·t4 + t0·t3")
	wideMulTo(t0, t0, t3)
	wideMulTo(z3, z3, t4)
	wideAddTo(z3, z3, t0)
	wideDoubleOut(x3, y3, z3)
	RET()
}
